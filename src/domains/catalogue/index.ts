export { COUNTRIES, COUNTRY_CODES, DEFAULT_COUNTRY, type CountryCode } from "./countries";
export { catalogueFunctions } from "./functions";
export { countListingsByCity, fileUrl, findFeaturedListings, findListings, type ListingCard } from "./queries";
