/**
 * What people do to a booking after checkout, one file per operation: cancel (with the refund its policy gives),
 * preview a cancellation, accept or decline a request, check in, check out or mark a no-show (`runStay`), record a
 * bank transfer, set a unit's housekeeping, and what the clock does (holds and requests expire, open payments are
 * reconciled). Each goes through the lifecycle (`changeStatus`) with the booking row locked, and writes its money
 * in the same transaction; provider calls (refunds, voids, captures) follow the commit.
 */
export { acceptBooking } from "./accept";
export { cancelBooking } from "./cancel";
export { declineBooking } from "./decline";
export { expireStaleBookings } from "./expire";
export { setUnitHousekeeping } from "./housekeeping";
export { previewCancellation, type CancellationPlan } from "./preview-cancellation";
export { reconcilePayments } from "./reconcile";
export { runStay } from "./run-stay";
export { markTransferReceived } from "./transfer-received";
