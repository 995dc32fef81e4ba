/**
 * The pure rules of add-ons: what an order costs, how its money splits between the supplier and us, the
 * journal lines of a sale and of its refund, the clock hour a transfer's pickup falls in, and which status
 * moves an order may make. Shared by the order code, the forms and the tests.
 */
import { localDateTimeIn } from "@/lib/dates";
import { ACCOUNTS, cashAccountOf, type JournalLineInput } from "@/domains/ledger";
import { roundHalfEven } from "@/lib/currency";
import { ADDON_KINDS } from "./inputs";
import { addonOrderLifecycle, type OrderStatus } from "./lifecycle";

// The kinds and the flight number's rule are input rules, kept in the client-safe inputs.ts.
export { ADDON_KINDS, FLIGHT_NUMBER, normaliseFlightNumber } from "./inputs";
export type AddonKind = (typeof ADDON_KINDS)[number];

/** How many photos a product may have (the dashboard says so before the server refuses more). */
export const MAX_ADDON_PHOTOS = 10;

export { ORDER_STATUSES, type OrderStatus } from "./lifecycle";
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  held: "Awaiting payment",
  scheduled: "Scheduled",
  done: "Done",
  no_show: "No-show",
  cancelled: "Cancelled",
};

/** What the supplier or staff may do to an order from the dashboard. */
export type OrderAction = "done" | "no_show" | "cancel";

/** The dashboard's moves: a scheduled order ends done, no-show or cancelled; nothing else moves by hand. */
export function orderActionsFor(status: OrderStatus, startedOrToday: boolean): OrderAction[] {
  // Done and no-show only from the order's day on (`changeAddonOrder` refuses earlier ones).
  const actions = addonOrderLifecycle.eventsFrom(status, "supplier") as OrderAction[];
  return startedOrToday ? actions : actions.filter((action) => action === "cancel");
}

export interface AddonQuote {
  unitPriceMinor: number;
  quantity: number;
  totalMinor: number;
  /** Ours, of the total. */
  commissionMinor: number;
  /** The supplier's share: the total less our commission. */
  supplierMinor: number;
}

/** An order's price: the unit price times persons or vehicles, our commission rounded half to even. */
export function quoteAddon(
  unitPriceMinor: number,
  quantity: number,
  settings: { addonCommissionBasisPoints: number },
): AddonQuote {
  if (!Number.isSafeInteger(unitPriceMinor) || unitPriceMinor <= 0)
    throw new RangeError("the unit price is a positive whole number of minor units");
  if (!Number.isInteger(quantity) || quantity <= 0) throw new RangeError("the quantity is a positive whole number");
  const totalMinor = unitPriceMinor * quantity;
  if (!Number.isSafeInteger(totalMinor)) throw new RangeError("the total is too large");
  const commissionMinor = roundHalfEven((totalMinor * settings.addonCommissionBasisPoints) / 10_000);
  return { unitPriceMinor, quantity, totalMinor, commissionMinor, supplierMinor: totalMinor - commissionMinor };
}

export interface AddonLedgerParty {
  currency: string;
  organisationId: string;
  /**
   * Where the guest's money is: a provider's cash (an add-on paid alone), or guest_funds when it came with a
   * stay's payment (whose `payment` entry already moved the cash into guest_funds).
   */
  provider: "test_card" | "bank_transfer" | "guest_funds";
}

/** The sale of a paid order: the guest's money to the supplier's payable and our commission (one entry per supplier). */
export function addonSaleLines(
  party: AddonLedgerParty,
  sale: Pick<AddonQuote, "totalMinor" | "commissionMinor">,
): JournalLineInput[] {
  const { currency, organisationId } = party;
  return [
    {
      account: party.provider === "guest_funds" ? ACCOUNTS.guestFunds : cashAccountOf(party.provider),
      currency,
      amountMinor: sale.totalMinor,
    },
    {
      account: ACCOUNTS.supplierPayable,
      currency,
      amountMinor: -(sale.totalMinor - sale.commissionMinor),
      organisationId,
    },
    { account: ACCOUNTS.commissionRevenue, currency, amountMinor: -sale.commissionMinor, organisationId },
  ];
}

/** A full refund of a sold order: the sale's lines reversed. */
export function addonRefundLines(
  party: AddonLedgerParty,
  sale: Pick<AddonQuote, "totalMinor" | "commissionMinor">,
): JournalLineInput[] {
  return addonSaleLines(party, sale).map((line) => ({ ...line, amountMinor: -line.amountMinor }));
}

/** The clock hour ("HH:00") a transfer's pickup time ("HH:MM") falls in: the window its vehicles count in. */
export function transferHourOf(pickupTime: string): string {
  const match = /^(\d{2}):(\d{2})/.exec(pickupTime);
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) throw new RangeError(`not a time: ${pickupTime}`);
  return `${match[1]}:00`;
}

/** Re-exported for the add-on guest pages that import it from here; new code imports it from lib/dates.ts. */
export { todayIn } from "@/lib/dates";

/** The time of day ("HH:MM") in a time zone: a product's times are its own country's (today: lib/dates.ts `todayIn`). */
export function timeIn(timeZone: string, now: Date = new Date()): string {
  return localDateTimeIn(timeZone, now).time.slice(0, 5);
}
