export { COUNTRIES, COUNTRY_CODES, DEFAULT_COUNTRY, type CountryCode } from "@/lib/countries";
export { catalogueFunctions, stayInput } from "./functions";
export { findProduct, quoteProduct, type Product, type ProductQuote } from "./product";
export type { StayRequest, Quote, PromoTerms } from "./quote";
export { promoDiscountMinor } from "./quote";
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
export { listingsInReviewSql } from "./listings/queries";
