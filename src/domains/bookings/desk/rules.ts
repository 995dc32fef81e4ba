/**
 * What the desk offers on a booking, written once from the lifecycle and the desk's own rule of time:
 * a guest is checked in (or marked as a no-show) from the check-in day on, in the property's time zone
 * (`runStay` refuses earlier ones; the buttons never offer them).
 */
import type { BookingRole } from "@/server/access";
import { bookingLifecycle } from "../lifecycle";
import type { BookingStatus } from "../queries";

export type StayAction = "check_in" | "check_out" | "no_show";
export type DeskAction = StayAction | "mark_transfer_received";

const STAY_ACTIONS: readonly StayAction[] = ["check_in", "check_out", "no_show"];

export function deskActionsFor(
  booking: { status: BookingStatus; checkIn: string },
  facts: {
    /** Today where the property is (YYYY-MM-DD). */
    today: string;
    /** Who the viewer is to this booking (`bookingRoleOf`); guests and strangers run no stays. */
    role: BookingRole | null;
    /** The viewer may record bank transfers (staff). */
    mayMarkTransfers: boolean;
    /** The booking's latest payment is a bank transfer still pending. */
    transferWaiting: boolean;
  },
): DeskAction[] {
  const actions: DeskAction[] = [];
  const role = facts.role;
  if (role && role !== "guest") {
    for (const action of STAY_ACTIONS) {
      if (!bookingLifecycle.next(booking.status, action, role).ok) continue;
      if (action !== "check_out" && facts.today < booking.checkIn) continue;
      actions.push(action);
    }
  }
  if (facts.mayMarkTransfers && facts.transferWaiting && booking.status === "held")
    actions.push("mark_transfer_received");
  return actions;
}
