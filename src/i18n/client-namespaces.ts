import type { Namespace } from "./messages";

/**
 * The namespaces client components read (`useTranslations`), sent with every page; the others (emails, PDFs,
 * marketing copy rendered on the server) stay on the server. A client component reading a namespace missing here
 * shows its keys, which the e2e's "no English leaks" checks catch.
 */
export const CLIENT_NAMESPACES = [
  "common",
  "search",
  "product",
  "checkout",
  "bookings",
  "auth",
  "datepicker",
] as const satisfies readonly Namespace[];
