/**
 * The statement of accounts' arithmetic (DOMAIN.md Money, income statement), pure: figures are built from sums
 * of journal lines, so every figure traces to the ledger. Per currency:
 *
 * - stays: on `booking_sale` entries, the supplier's payable credited plus the platform's fee (commission or
 *   management fee): the stay and its cleaning fee, gross of our fee (the guest's service fee and taxes are
 *   not the property's revenue);
 * - refunds: the same accounts on `refund` entries, as negative revenue;
 * - commission and management fee: the fee lines of those entries (a refund gives part of the fee back);
 * - opex: the supplier's payable debited by `opex` entries, by the category each entry was posted under;
 * - net operating income = stays + refunds − commission − management fee − opex, which is exactly minus the
 *   sum of the supplier_payable lines of those `booking_sale`, `refund` and `opex` entries.
 */
import { OPEX_CATEGORIES, OPEX_CATEGORY_LABELS, type OpexCategory } from "../opex/rules";

/** A sum of journal lines by currency, entry kind, account and (for opex) category. */
export interface LedgerSum {
  currency: string;
  kind: string;
  account: string;
  category: string | null;
  amountMinor: number;
}

export interface StatementFigures {
  staysMinor: number;
  /** Zero or negative. */
  refundsMinor: number;
  commissionMinor: number;
  managementFeeMinor: number;
  opexByCategory: Record<OpexCategory, number>;
  opexMinor: number;
  netMinor: number;
}

const FEE_ACCOUNTS: Record<string, "commissionMinor" | "managementFeeMinor"> = {
  "revenue:commission": "commissionMinor",
  "revenue:management_fee": "managementFeeMinor",
};

export function emptyFigures(): StatementFigures {
  return {
    staysMinor: 0,
    refundsMinor: 0,
    commissionMinor: 0,
    managementFeeMinor: 0,
    opexByCategory: Object.fromEntries(OPEX_CATEGORIES.map((category) => [category, 0])) as Record<
      OpexCategory,
      number
    >,
    opexMinor: 0,
    netMinor: 0,
  };
}

/** The figures of one currency's sums (sums of other kinds or accounts are ignored). */
export function figuresOf(sums: readonly Omit<LedgerSum, "currency">[]): StatementFigures {
  const figures = emptyFigures();
  for (const sum of sums) {
    const revenueSide = sum.account === "supplier_payable" || sum.account in FEE_ACCOUNTS;
    if (sum.kind === "booking_sale" && revenueSide) figures.staysMinor -= sum.amountMinor;
    if (sum.kind === "refund" && revenueSide) figures.refundsMinor -= sum.amountMinor;
    const fee = FEE_ACCOUNTS[sum.account];
    if (fee && (sum.kind === "booking_sale" || sum.kind === "refund")) figures[fee] -= sum.amountMinor;
    if (sum.kind === "opex" && sum.account === "supplier_payable") {
      const category = (OPEX_CATEGORIES as readonly string[]).includes(sum.category ?? "")
        ? (sum.category as OpexCategory)
        : "other";
      figures.opexByCategory[category] += sum.amountMinor;
      figures.opexMinor += sum.amountMinor;
    }
  }
  figures.netMinor =
    figures.staysMinor +
    figures.refundsMinor -
    figures.commissionMinor -
    figures.managementFeeMinor -
    figures.opexMinor;
  return figures;
}

export type StatementSection = "revenue" | "fees" | "opex" | "net";

/** One line of a statement: its contribution to the net (deductions negative), now and in the period before. */
export interface StatementLine {
  key: string;
  label: string;
  section: StatementSection;
  /** A subtotal or the net, drawn in bold; the other lines add up to the net. */
  total: boolean;
  currentMinor: number;
  previousMinor: number;
  changeMinor: number;
  /** The change relative to the previous period, in percent with one decimal; null when that was zero. */
  changePercent: number | null;
}

export function change(
  currentMinor: number,
  previousMinor: number,
): { changeMinor: number; changePercent: number | null } {
  const changeMinor = currentMinor - previousMinor;
  return {
    changeMinor,
    changePercent: previousMinor === 0 ? null : Math.round((changeMinor / Math.abs(previousMinor)) * 1000) / 10,
  };
}

/**
 * The lines of a statement, comparing two periods. Fee and category lines appear when either period has
 * them; stays, refunds, the subtotals and the net always do.
 */
export function statementLines(current: StatementFigures, previous: StatementFigures): StatementLine[] {
  const lines: StatementLine[] = [];
  // A deduction of nothing is 0, not -0 (which prints and compares as a different number).
  const less = (amount: number) => (amount === 0 ? 0 : -amount);
  const add = (key: string, label: string, section: StatementSection, total: boolean, now: number, before: number) =>
    lines.push({ key, label, section, total, currentMinor: now, previousMinor: before, ...change(now, before) });
  add("stays", "Stays (incl. cleaning)", "revenue", false, current.staysMinor, previous.staysMinor);
  add("refunds", "Refunds", "revenue", false, current.refundsMinor, previous.refundsMinor);
  add(
    "revenue",
    "Total revenue",
    "revenue",
    true,
    current.staysMinor + current.refundsMinor,
    previous.staysMinor + previous.refundsMinor,
  );
  if (current.commissionMinor || previous.commissionMinor)
    add("commission", "Commission", "fees", false, less(current.commissionMinor), less(previous.commissionMinor));
  if (current.managementFeeMinor || previous.managementFeeMinor)
    add(
      "management_fee",
      "Management fee",
      "fees",
      false,
      less(current.managementFeeMinor),
      less(previous.managementFeeMinor),
    );
  for (const category of OPEX_CATEGORIES) {
    if (current.opexByCategory[category] || previous.opexByCategory[category]) {
      add(
        `opex:${category}`,
        OPEX_CATEGORY_LABELS[category],
        "opex",
        false,
        less(current.opexByCategory[category]),
        less(previous.opexByCategory[category]),
      );
    }
  }
  add("opex", "Total operating expenses", "opex", true, less(current.opexMinor), less(previous.opexMinor));
  add("net", "Net operating income", "net", true, current.netMinor, previous.netMinor);
  return lines;
}

export interface CurrencyStatement {
  currency: string;
  current: StatementFigures;
  previous: StatementFigures;
  lines: StatementLine[];
}

/** Sums tagged with their period → one statement per currency, in currency order. */
export function buildStatements(
  sums: readonly (LedgerSum & { period: "current" | "previous" })[],
): CurrencyStatement[] {
  const currencies = [...new Set(sums.map((sum) => sum.currency))].sort();
  return currencies.map((currency) => {
    const of = (period: "current" | "previous") =>
      figuresOf(sums.filter((sum) => sum.currency === currency && sum.period === period));
    const current = of("current");
    const previous = of("previous");
    return { currency, current, previous, lines: statementLines(current, previous) };
  });
}
