export { bidFunctions } from "./functions";
export { expireBids, listGuestBids, listSupplierBids, waitingBidsSql, BIDS_PAGE_SIZE, type BidRow } from "./bids";
