export { bidFunctions } from "./functions";
export { expireBids, guestBidsOn, listGuestBids, listSupplierBids, BIDS_PAGE_SIZE, type BidRow } from "./bids";
