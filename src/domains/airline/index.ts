export { airlineFunctions } from "./functions";
export { creditPointsOnce, reversePointsOnCancel } from "./points";
export {
  exportPartnerBookings,
  exportPoints,
  listPartnerBookings,
  listPoints,
  PARTNER_BOOKING_SORTABLE,
  PARTNER_BOOKING_STATUSES,
  POINTS_SORTABLE,
  PARTNER_PAGE_SIZE,
  partnerFiltersFrom,
  partnerFiltersQuery,
  type PartnerBookingList,
  type PartnerFilters,
  type PointsList,
} from "./queries";
export { partnerBookingsCsv, pointsReconciliationCsv } from "./csv";
export { pointsFor } from "./rules";
