export { currencyFunctions } from "./functions";
export { detectCurrency } from "./detect";
export { latestRates, latestRatesWithAge, ratesInto, RATES_BASE, type RateSnapshot } from "./queries";
export { currencyJobs } from "./jobs";
export { parseEcbRates, RatesFormatError } from "./ecb";
export { refreshExchangeRates, ratesNeedRefresh, RatesProviderError, ECB_SOURCE } from "./refresh-rates";
export { chooseDisplayCurrency, displayCurrency, type DisplayCurrency } from "./display";
