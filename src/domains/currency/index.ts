export { currencyFunctions } from "./functions";
export { detectCurrency } from "./detect";
export { latestRates, latestRatesWithAge, ratesInto, RATES_BASE, type RateSnapshot } from "./queries";
