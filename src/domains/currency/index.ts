export { currencyFunctions } from "./functions";
export { detectCurrency } from "./detect";
export { latestRates, ratesInto, RATES_BASE, type RateSnapshot } from "./queries";
