import { formatMoney } from "@/lib/money";
import type { BidRow } from "../bids";

/** A page of offers, as both lists get it (the guest's on /bids, the supplier's on /dashboard/priceBidding). */
export interface BidsPage {
  rows: BidRow[];
  total: number;
  page: number;
  pages: number;
}

/** An offer's amount as both lists write it: exact, with the currency's code. */
export const bidMoney = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });
