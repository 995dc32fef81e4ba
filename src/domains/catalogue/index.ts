export { COUNTRIES, COUNTRY_CODES, DEFAULT_COUNTRY, type CountryCode } from "@/lib/countries";
export { catalogueFunctions } from "./functions";
export {
  countListingsByCity,
  countOrganisationProperties,
  fileUrl,
  findFeaturedListings,
  findListings,
  type ListingCard,
} from "./queries";
