import { describe, expect, it } from "vitest";
import { buildStatements, change, figuresOf, statementLines, type LedgerSum } from "./statement";
import { statementCsv, pdfMoney, statementPdfSpec } from "./export";
import type { Statement } from "./queries";

const sum = (
  kind: string,
  account: string,
  amountMinor: number,
  category: string | null = null,
): Omit<LedgerSum, "currency"> => ({ kind, account, amountMinor, category });

// A managed stay of 1,000.00 + 50.00 cleaning (fee 20% = 200.00), half of it refunded, and two expenses.
const managed = [
  sum("booking_sale", "supplier_payable", -85_000),
  sum("booking_sale", "revenue:management_fee", -20_000),
  sum("booking_sale", "revenue:service_fee", -5_250),
  sum("booking_sale", "tax_payable", -2_000),
  sum("refund", "supplier_payable", 42_500),
  sum("refund", "revenue:management_fee", 10_000),
  sum("opex", "supplier_payable", 12_000, "cleaning"),
  sum("opex", "supplier_payable", 3_000, "utilities"),
  sum("opex", "cash:bank", -15_000, null),
  sum("payment", "cash:test_card", 107_250),
];

describe("statement arithmetic", () => {
  it("takes stays gross of the fee, refunds as negative revenue, the fee net of refunds, opex by category", () => {
    const figures = figuresOf(managed);
    expect(figures.staysMinor).toBe(105_000);
    expect(figures.refundsMinor).toBe(-52_500);
    expect(figures.managementFeeMinor).toBe(10_000);
    expect(figures.commissionMinor).toBe(0);
    expect(figures.opexByCategory).toMatchObject({ cleaning: 12_000, utilities: 3_000, repairs: 0 });
    expect(figures.opexMinor).toBe(15_000);
    expect(figures.netMinor).toBe(105_000 - 52_500 - 10_000 - 15_000);
  });

  it("nets to minus the supplier_payable lines of sales, refunds and opex, whatever the mix", () => {
    const payable = managed.filter(
      (line) => line.account === "supplier_payable" && ["booking_sale", "refund", "opex"].includes(line.kind),
    );
    expect(figuresOf(managed).netMinor).toBe(-payable.reduce((total, line) => total + line.amountMinor, 0));
    const unmanaged = [
      sum("booking_sale", "supplier_payable", -9_000),
      sum("booking_sale", "revenue:commission", -1_500),
      sum("opex", "supplier_payable", 500, "repairs"),
    ];
    expect(figuresOf(unmanaged)).toMatchObject({
      staysMinor: 10_500,
      commissionMinor: 1_500,
      managementFeeMinor: 0,
      opexMinor: 500,
      netMinor: 8_500,
    });
  });

  it("counts an opex reversal (a void or a correction) against its category, and an unknown category as other", () => {
    const figures = figuresOf([
      sum("opex", "supplier_payable", 12_000, "repairs"),
      sum("opex", "supplier_payable", -12_000, "repairs"),
      sum("opex", "supplier_payable", 15_000, "supplies"),
      sum("opex", "supplier_payable", 700, null),
    ]);
    expect(figures.opexByCategory).toMatchObject({ repairs: 0, supplies: 15_000, other: 700 });
    expect(figures.opexMinor).toBe(15_700);
  });

  it("compares with the previous period in amount and percent", () => {
    expect(change(12_000, 10_000)).toEqual({ changeMinor: 2_000, changePercent: 20 });
    expect(change(-3_000, -2_000)).toEqual({ changeMinor: -1_000, changePercent: -50 });
    expect(change(5_000, 0)).toEqual({ changeMinor: 5_000, changePercent: null });
    expect(change(1, 3)).toEqual({ changeMinor: -2, changePercent: -66.7 });
  });

  it("lists lines whose contributions add up to the net, fee and category lines only when present", () => {
    const lines = statementLines(figuresOf(managed), figuresOf([]));
    expect(lines.map((line) => line.key)).toEqual([
      "stays",
      "refunds",
      "revenue",
      "management_fee",
      "opex:cleaning",
      "opex:utilities",
      "opex",
      "net",
    ]);
    const parts = lines.filter((line) => !line.total).reduce((total, line) => total + line.currentMinor, 0);
    expect(parts).toBe(lines.find((line) => line.key === "net")!.currentMinor);
    expect(lines.find((line) => line.key === "opex:cleaning")).toMatchObject({
      currentMinor: -12_000,
      previousMinor: 0,
      changeMinor: -12_000,
      changePercent: null,
    });
  });

  it("builds one statement per currency from sums of both periods", () => {
    const statements = buildStatements([
      { ...sum("booking_sale", "supplier_payable", -9_000), currency: "THB", period: "current" },
      { ...sum("booking_sale", "revenue:commission", -1_000), currency: "THB", period: "current" },
      { ...sum("booking_sale", "supplier_payable", -4_500), currency: "THB", period: "previous" },
      { ...sum("booking_sale", "revenue:commission", -500), currency: "THB", period: "previous" },
      { ...sum("opex", "supplier_payable", 2_000, "fees"), currency: "MYR", period: "current" },
    ]);
    expect(statements.map((statement) => statement.currency)).toEqual(["MYR", "THB"]);
    const thb = statements[1]!;
    expect(thb.current.netMinor).toBe(9_000);
    expect(thb.lines.find((line) => line.key === "stays")).toMatchObject({
      currentMinor: 10_000,
      previousMinor: 5_000,
      changeMinor: 5_000,
      changePercent: 100,
    });
    expect(statements[0]!.current.netMinor).toBe(-2_000);
  });
});

const statement: Statement = {
  subject: { kind: "property", id: "6f1c1d52-5a43-4d4b-9f55-0d8a8b1f7a10" },
  title: 'Studio, "Bukit Bintang"',
  period: { from: "2026-03", to: "2026-03" },
  previous: { from: "2026-02", to: "2026-02" },
  periodLabel: "Mar 2026",
  previousLabel: "Feb 2026",
  currencies: buildStatements(managed.map((line) => ({ ...line, currency: "MYR", period: "current" as const }))),
};

describe("statement exports", () => {
  it("writes a CSV line per statement line with exact decimals, quoting what needs it", () => {
    const csv = statementCsv(statement);
    const rows = csv.trimEnd().split("\r\n");
    expect(rows[0]).toBe("Statement,Period,Currency,Section,Line,Amount,Previous period (Feb 2026),Change,Change %");
    expect(rows).toContain(
      '"Studio, ""Bukit Bintang""",Mar 2026,MYR,Revenue,Stays (incl. cleaning),1050.00,0.00,1050.00,',
    );
    expect(rows).toContain(
      '"Studio, ""Bukit Bintang""",Mar 2026,MYR,Operating expenses,Cleaning,-120.00,0.00,-120.00,',
    );
    expect(rows.at(-1)).toBe(
      '"Studio, ""Bukit Bintang""",Mar 2026,MYR,Net operating income,Net operating income,275.00,0.00,275.00,',
    );
    expect(rows).toHaveLength(1 + statement.currencies[0]!.lines.length);
  });

  it("writes money for the PDF with ISO codes and grouping, and its totals apart", () => {
    expect(pdfMoney(-123_456_789, "MYR")).toBe("MYR -1,234,567.89");
    expect(pdfMoney(8_500_000, "IDR")).toBe("IDR 8,500,000");
    const spec = statementPdfSpec(statement, new Date("2026-04-01T08:00:00Z"));
    expect(spec.tables[0]!.totals.map((row) => row[0])).toEqual([
      "Total revenue",
      "Total operating expenses",
      "Net operating income",
    ]);
    expect(spec.tables[0]!.totals.at(-1)![1]).toBe("MYR 275.00");
  });
});
