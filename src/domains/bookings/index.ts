export { bookingFunctions } from "./functions";
export { bookingJobs } from "./jobs";
export {
  findBookingByReference,
  findGuestBookings,
  GUEST_BOOKINGS_PAGE_SIZE,
  type BookingStatus,
  type GuestBooking,
} from "./queries";
export { LIVE_BOOKING_STATUSES } from "./schema";
export { deskScopeSql } from "./desk/scope";
export { describePolicy, splitSale } from "./money";
export { bookingPayable } from "./payment-sync";
export { previewCancellation, type CancellationPlan } from "./actions/preview-cancellation";
export { describeCheckout, type CheckoutOutcome } from "./checkout";
export { describeStatus, eventsAvailable, KEPT, SOLD, type BookingEvent } from "./lifecycle";
export { checkoutPath, parseCheckoutParams, type CheckoutParams, type CheckoutRequest } from "./checkout-params";
export { findCheckoutResult, type CheckoutResult } from "./outcome";
export { findPaymentConfirmation, type PaymentConfirmation } from "./confirm-payment";
export { findBookingRequests, waitingBookingRequestsSql, type BookingRequest } from "./requests";
export { expireBids, listGuestBids, listSupplierBids, waitingBidsSql, BIDS_PAGE_SIZE, type BidRow } from "./bids";
export {
  registerBookingHooks,
  registerCardChargeHooks,
  registerCheckoutHooks,
  type BookingHooks,
  type BookingMoment,
  type CheckoutHooks,
  type ExtraKind,
  type RefundPart,
} from "./hooks";
export { planExtrasRefund, postExtrasSale, refundExtras } from "./extras";
