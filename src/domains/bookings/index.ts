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
export { describePolicy, splitSale } from "./money";
export { receivePaymentWebhook } from "./payment-sync";
export { previewCancellation, type CancellationPlan } from "./actions";
export { describeCheckout, type CheckoutOutcome } from "./checkout";
export { describeStatus, eventsAvailable, type BookingEvent } from "./lifecycle";
export { checkoutPath, parseCheckoutParams, type CheckoutParams, type CheckoutRequest } from "./checkout-params";
export { findCheckoutResult, guestContactOf, type CheckoutResult, type GuestContact } from "./outcome";
export { findPaymentConfirmation, type PaymentConfirmation } from "./confirm-payment";
export { findBookingRequests, type BookingRequest } from "./requests";
export { expireBids, listGuestBids, listSupplierBids, BIDS_PAGE_SIZE, type BidRow } from "./bids";
