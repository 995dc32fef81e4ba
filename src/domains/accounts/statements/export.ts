/** The statement of accounts as CSV and as a PDF document spec (pure: the routes render and answer). */
import { csvField, decimal } from "../csv";
import type { Statement } from "./queries";

/** An exact decimal stays a number for spreadsheets (csvField would defuse its minus sign as a formula). */
const amountField = (text: string) => (/^-?\d+(\.\d+)?$/.test(text) ? text : csvField(text));

const SECTION_LABELS = {
  revenue: "Revenue",
  fees: "Commission and fees",
  opex: "Operating expenses",
  net: "Net operating income",
} as const;

/** One row per line and currency: contributions to the net, deductions negative, so the lines add up. */
export function statementCsv(statement: Statement): string {
  const header = [
    "Statement",
    "Period",
    "Currency",
    "Section",
    "Line",
    "Amount",
    `Previous period (${statement.previousLabel})`,
    "Change",
    "Change %",
  ];
  const lines = [header.map(csvField).join(",")];
  for (const currency of statement.currencies) {
    for (const line of currency.lines) {
      lines.push(
        [statement.title, statement.periodLabel, currency.currency, SECTION_LABELS[line.section], line.label]
          .map(csvField)
          .concat(
            [
              decimal(line.currentMinor, currency.currency),
              decimal(line.previousMinor, currency.currency),
              decimal(line.changeMinor, currency.currency),
              line.changePercent === null ? "" : line.changePercent.toFixed(1),
            ].map(amountField),
          )
          .join(","),
      );
    }
  }
  return `${lines.join("\r\n")}\r\n`;
}

/** The money of a PDF cell: ISO code and the exact amount ("MYR -1,234.50"). */
export function pdfMoney(amountMinor: number, currency: string): string {
  const [whole, fraction] = decimal(amountMinor, currency).replace("-", "").split(".");
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${currency} ${amountMinor < 0 ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
}

export function statementPdfSpec(statement: Statement, generatedAt: Date) {
  return {
    title: "Statement of accounts",
    subtitle: `${statement.title} · ${statement.periodLabel}`,
    facts: [
      ["Of", statement.title],
      ["Period", `${statement.periodLabel} (${statement.period.from} to ${statement.period.to}, UTC months)`],
      ["Compared with", statement.previousLabel],
      ["Generated", `${generatedAt.toISOString().slice(0, 16).replace("T", " ")} UTC`],
    ] as [string, string][],
    tables: statement.currencies.map((currency) => ({
      heading: `In ${currency.currency}`,
      columns: [
        { label: "Line", width: 190 },
        { label: statement.periodLabel, width: 100, align: "right" as const },
        { label: statement.previousLabel, width: 100, align: "right" as const },
        { label: "Change", width: 100, align: "right" as const },
      ],
      rows: currency.lines
        .filter((line) => !line.total)
        .map((line) => [
          line.label,
          pdfMoney(line.currentMinor, currency.currency),
          pdfMoney(line.previousMinor, currency.currency),
          pdfMoney(line.changeMinor, currency.currency),
        ]),
      totals: currency.lines
        .filter((line) => line.total)
        .map((line) => [
          line.label,
          pdfMoney(line.currentMinor, currency.currency),
          pdfMoney(line.previousMinor, currency.currency),
          pdfMoney(line.changeMinor, currency.currency),
        ]),
    })),
    notes: [
      statement.currencies.length === 0
        ? "No revenue, fees or expenses were recorded in this period."
        : "Each line is its contribution to the net: deductions are negative.",
      "Computed from the ledger: stays and refunds from booking entries (guest service fees and taxes excluded), fees from the fee lines, expenses from opex entries, by entry date.",
    ],
  };
}
