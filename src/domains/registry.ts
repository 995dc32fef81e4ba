import "server-only";
// What a booking's moments set off in other domains, registered before any function or job can move one.
import "@/domains/booking-hooks";
import { accountsFunctions } from "@/domains/accounts";
import { airlineFunctions } from "@/domains/airline";
import { addonFunctions } from "@/domains/addons";
import { bookingFunctions } from "@/domains/bookings";
import { catalogueFunctions } from "@/domains/catalogue";
import { channelFunctions } from "@/domains/channels";
import { contentFunctions } from "@/domains/content";
import { currencyFunctions } from "@/domains/currency";
import { growthFunctions } from "@/domains/growth";
import { identityFunctions } from "@/domains/identity";
import { marketingFunctions } from "@/domains/marketing";
import { insuranceFunctions } from "@/domains/insurance";
import { rentalFunctions } from "@/domains/rentals";
import { investFunctions } from "@/domains/invest";
import { platformFunctions } from "@/domains/platform";
import { reviewFunctions } from "@/domains/reviews";
import { createRegistry } from "@/server/functions";

/** Every callable function of the product, by name. A new domain adds its list here. */
export const functionRegistry = createRegistry([
  ...catalogueFunctions,
  ...bookingFunctions,
  ...accountsFunctions,
  ...identityFunctions,
  ...contentFunctions,
  ...currencyFunctions,
  ...marketingFunctions,
  ...insuranceFunctions,
  ...airlineFunctions,
  ...addonFunctions,
  ...channelFunctions,
  ...rentalFunctions,
  ...growthFunctions,
  ...investFunctions,
  ...platformFunctions,
  ...reviewFunctions,
]);
