import "server-only";
import { accountsFunctions } from "@/domains/accounts";
import { bookingFunctions } from "@/domains/bookings";
import { catalogueFunctions } from "@/domains/catalogue";
import { contentFunctions } from "@/domains/content";
import { currencyFunctions } from "@/domains/currency";
import { identityFunctions } from "@/domains/identity";
import { investFunctions } from "@/domains/invest";
import { createRegistry } from "@/server/functions";

/** Every callable function of the product, by name. A new domain adds its list here. */
export const functionRegistry = createRegistry([
  ...catalogueFunctions,
  ...bookingFunctions,
  ...accountsFunctions,
  ...identityFunctions,
  ...contentFunctions,
  ...currencyFunctions,
  ...investFunctions,
]);
