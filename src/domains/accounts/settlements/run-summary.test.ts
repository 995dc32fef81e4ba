import { describe, expect, it } from "vitest";
import { settlementRunSummary } from "./run-summary";

const created = (organisationId: string, currency: string, netMinor: number) => ({
  id: `${organisationId}-${currency}`,
  number: `ST-${organisationId}`,
  organisationId,
  organisationName: organisationId,
  currency,
  netMinor,
  items: 3,
});

describe("a settlement run's summary", () => {
  it("counts settlements and suppliers and adds what they pay per currency", () => {
    expect(
      settlementRunSummary({
        created: [created("a", "THB", 1_000_000), created("b", "THB", 204_300), created("a", "MYR", 12_345)],
        carried: [],
        existing: [],
      }),
    ).toMatch(/^3 settlements for 2 suppliers, MYR\s?123\.45 \+ THB\s?12,043\.00 to pay\.$/);
  });

  it("says what was left and why", () => {
    expect(
      settlementRunSummary({
        created: [created("a", "THB", 500)],
        carried: [{ organisationName: "c", currency: "THB", netMinor: -100, items: 1 }],
        existing: [
          { organisationName: "d", currency: "THB", number: "ST-d", status: "approved" },
          { organisationName: "e", currency: "THB", number: "ST-e", status: "draft" },
        ],
      }),
    ).toMatch(
      /^1 settlement for 1 supplier, THB\s?5\.00 to pay; 1 carried into next month: nothing to pay; 2 already made for this month\.$/,
    );
  });

  it("says when nothing was made", () => {
    expect(settlementRunSummary({ created: [], carried: [], existing: [] })).toBe("No new settlements.");
  });
});
