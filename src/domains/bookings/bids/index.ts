export { bidFunctions } from "./functions";
export { expireBids, listGuestBids, listSupplierBids, BIDS_PAGE_SIZE, type BidRow } from "./bids";
