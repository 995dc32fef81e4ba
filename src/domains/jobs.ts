import "server-only";
// What a booking's moments set off in other domains, registered before any function or job can move one.
import "@/domains/booking-hooks";
import { addonJobs } from "@/domains/addons";
import { bookingJobs } from "@/domains/bookings";
import { channelJobs } from "@/domains/channels";
import { currencyJobs } from "@/domains/currency";
import { investJobs } from "@/domains/invest";
import { marketingJobs } from "@/domains/marketing";
import { platformJobs } from "@/domains/platform";
import { rentalJobs } from "@/domains/rentals";
import { reviewJobs } from "@/domains/reviews";
import type { JobDefinition } from "@/server/jobs";

/** Every background job of the product, by name. A domain adds its list here (like registry.ts for functions). */
export const jobRegistry: readonly JobDefinition[] = [
  ...currencyJobs,
  ...platformJobs,
  ...bookingJobs,
  ...addonJobs,
  ...channelJobs,
  ...rentalJobs,
  ...investJobs,
  ...reviewJobs,
  ...marketingJobs,
];
