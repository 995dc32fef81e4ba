export { addonFunctions } from "./functions";
export { addonJobs } from "./jobs";
export {
  ADDON_KINDS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  MAX_ADDON_PHOTOS,
  FLIGHT_NUMBER,
  normaliseFlightNumber,
  quoteAddon,
  type AddonKind,
  type OrderStatus,
} from "./pricing";
export {
  addonSupplierChoices,
  findOwnAddonOrder,
  getPublicAddon,
  listAddonOrders,
  listAddonProducts,
  listAddonsForStay,
  listGuestAddonOrders,
  GUEST_ORDERS_PAGE_SIZE,
  listPublicAddons,
  ORDERS_PAGE_SIZE,
  type AddonOrderRow,
  type AddonPhotoRow,
  type GuestAddonOrderRow,
  type AddonProductRow,
  type AddonSlotRow,
  type StayAddonOffer,
  type OrderFilters,
} from "./queries";

export {
  confirmAddonsOfBooking,
  holdAddonsForBooking,
  planAddonsRefund,
  refundAddonsOfBooking,
  releaseAddonsOfBooking,
  type AddonRefund,
  type BookingAddonItem,
} from "./attach";
// The test gateway's confirmation page (bookings/confirm-payment.ts) also answers for add-ons bought alone.
export {
  addonOrderOfCharge,
  addonOrderPayable,
  describeOrder,
  settleAddonPayment,
  type AddonOrderOutcome,
} from "./orders";
