export { COUNTRIES, COUNTRY_CODES, DEFAULT_COUNTRY, type CountryCode } from "@/lib/countries";
export { catalogueFunctions } from "./functions";
export { stayInput } from "./inputs";
export { occupancyInWords } from "./occupancy-words";
export { guestsInput } from "./occupancy-input";
export {
  describeOccupancy,
  occupancyFromParams,
  occupancyOf,
  occupancyParams,
  partySize,
  type Occupancy,
} from "./occupancy";
export { findProduct, quoteProduct, type Product, type ProductQuote } from "./product";
export type { StayRequest, Quote, PromoTerms } from "./quote";
export { promoDiscountMinor } from "./quote";
export { exemptingCountriesOf, stayTaxRulesOf, taxBasisWords, type StayTaxOutcome, type TaxBasis } from "./stay-taxes";
export { stayLengthProblem, stayWindow, stayWindowProblem } from "./stay-window";
export {
  countListingsByCity,
  countOrganisationProperties,
  fileUrl,
  findFeaturedListings,
  findListings,
  type ListingCard,
} from "./queries";
export { managedByActor, requireManagedProperty } from "./scope";
export { SEARCH_SORTS, stayOf, type Search, type SearchPage, type SearchResult } from "./search";
export { cachedSearchListings } from "./search-cache";
export { paramsFromSearch, productHrefOf, searchFromParams, type RawParams } from "./search-params";
export { searchDatesNotice } from "./stay-window";
export { CANCELLATION_POLICIES, TYPE_LABELS } from "./labels";
export { listingsInReviewSql } from "./listings/queries";
