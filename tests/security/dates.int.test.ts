import { describe, expect, it } from "vitest";
import { testDb } from "@tests/support/db";
import { staffSession } from "@tests/support/staff";
import { bearer } from "@tests/support/functions";
import { GET as airasiaRewardsExport } from "@/app/dashboard/airasia-rewards/export/route";
import { GET as airasiaExport } from "@/app/dashboard/airasia/export/route";
import { GET as hostTransactionsExport } from "@/app/dashboard/hostTransactions/export/route";
import { GET as incomeStatementExport } from "@/app/dashboard/incomestatement/export/route";
import { GET as insightsSummaryExport } from "@/app/dashboard/insightsSummary/export/route";
import { GET as transactionsExport } from "@/app/dashboard/transactions/export/route";
import { GET as travelInsuranceExport } from "@/app/dashboard/travelInsurance/export/route";
import { hostTransactionFiltersFrom, invoiceFiltersFrom, transactionFiltersFrom } from "@/domains/accounts";
import { partnerFiltersFrom } from "@/domains/airline";
import { deskFiltersFrom } from "@/domains/bookings/desk";
import { policyFiltersFrom } from "@/domains/insurance";

/**
 * docs/SECURITY.md, "Impossible dates": 2026-02-31 looks like a date, Date.parse reads it as 3 March and
 * PostgreSQL refuses it. Export routes answer 400 naming the parameter; pages fall back to their default.
 */
const db = testDb();
const staffToken = staffSession(db);

const EXPORTS = {
  transactions: transactionsExport,
  hostTransactions: hostTransactionsExport,
  travelInsurance: travelInsuranceExport,
  airasia: airasiaExport,
  "airasia-rewards": airasiaRewardsExport,
  insightsSummary: insightsSummaryExport,
  incomestatement: incomeStatementExport,
} as const;

describe("export routes", () => {
  it.each(Object.keys(EXPORTS))("/dashboard/%s/export answers 400 naming an impossible date", async (page) => {
    const get = EXPORTS[page as keyof typeof EXPORTS];
    const response = await get(
      new Request(`http://localhost:3000/dashboard/${page}/export?from=2026-02-31&to=2026-03-05`, {
        headers: bearer(staffToken()),
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/“from” is not a date on the calendar \("2026-02-31"\)/);
  });

  it.each(Object.keys(EXPORTS))("/dashboard/%s/export still answers real dates", async (page) => {
    const get = EXPORTS[page as keyof typeof EXPORTS];
    const query =
      page === "incomestatement" || page === "insightsSummary"
        ? "from=2026-01&to=2026-02"
        : "from=2026-02-01&to=2026-02-28";
    const response = await get(
      new Request(`http://localhost:3000/dashboard/${page}/export?${query}`, { headers: bearer(staffToken()) }),
    );
    expect(response.status).toBe(200);
  });
});

describe("the pages' filters", () => {
  it.each([
    ["transactions", transactionFiltersFrom],
    ["hostTransactions", hostTransactionFiltersFrom],
    ["invoices", invoiceFiltersFrom],
    ["desk", deskFiltersFrom],
    ["travelInsurance", policyFiltersFrom],
    ["airasia", partnerFiltersFrom],
  ] as const)("%s drops 2026-02-31 (the page shows its default and says why)", (_page, filtersFrom) => {
    const filters = filtersFrom({ from: "2026-02-31", to: "2026-04-31" }) as { from?: string; to?: string };
    expect(filters.from).toBeUndefined();
    expect(filters.to).toBeUndefined();
    expect((filtersFrom({ from: "2026-02-28" }) as { from?: string }).from).toBe("2026-02-28");
  });
});
