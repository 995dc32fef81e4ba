export { bookingFunctions } from "./functions";
export { bookingJobs } from "./jobs";
export { findBookingByReference, findGuestBookings, GUEST_BOOKINGS_PAGE_SIZE, type BookingStatus, type GuestBooking } from "./queries";
export { LIVE_BOOKING_STATUSES } from "./schema";
export { describePolicy, splitSale } from "./money";
export { receivePaymentWebhook } from "./payment-sync";
export { previewCancellation, type CancellationPlan } from "./actions";
export { describeCheckout, type CheckoutOutcome } from "./checkout";
export { describeStatus, eventsAvailable, type BookingEvent } from "./lifecycle";
