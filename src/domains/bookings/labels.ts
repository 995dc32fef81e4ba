/** Words for a booking's status, the same on every page (DOMAIN.md's booking lifecycle). */
import type { bookingStatus } from "./schema";

export const BOOKING_STATUS_LABELS: Record<
  (typeof bookingStatus.enumValues)[number],
  { label: string; tone: "good" | "wait" | "over" | "bad" }
> = {
  held: { label: "Held while paying", tone: "wait" },
  requested: { label: "Waiting for the host", tone: "wait" },
  confirmed: { label: "Confirmed", tone: "good" },
  checked_in: { label: "Checked in", tone: "good" },
  completed: { label: "Completed", tone: "over" },
  declined: { label: "Declined by the host", tone: "bad" },
  expired: { label: "Expired", tone: "bad" },
  cancelled: { label: "Cancelled", tone: "bad" },
  no_show: { label: "No-show", tone: "bad" },
};
