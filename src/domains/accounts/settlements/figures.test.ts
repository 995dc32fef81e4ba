import { describe, expect, it } from "vitest";
import {
  addFigures,
  figuresAddUp,
  itemFigures,
  monthHasEnded,
  monthLabel,
  organisationCode,
  periodOf,
  previousMonth,
  settlementNumber,
  ZERO_FIGURES,
} from "./figures";

describe("settlement figures", () => {
  it("splits a sale into gross and fee, a refund into refunds and fee returned, an expense into opex", () => {
    // A stay of 600 + cleaning 50 with a 60 commission: the supplier is owed 590.
    expect(
      itemFigures("booking_sale", { payableMinor: 59_000, commissionMinor: 6_000, managementFeeMinor: 0 }),
    ).toEqual({
      grossMinor: 65_000,
      commissionMinor: 6_000,
      managementFeeMinor: 0,
      refundsMinor: 0,
      opexMinor: 0,
      netMinor: 59_000,
    });
    // Half of it refunded: 295 of the supplier's and 30 of ours go back.
    expect(itemFigures("refund", { payableMinor: -29_500, commissionMinor: -3_000, managementFeeMinor: 0 })).toEqual({
      grossMinor: 0,
      commissionMinor: -3_000,
      managementFeeMinor: 0,
      refundsMinor: 32_500,
      opexMinor: 0,
      netMinor: -29_500,
    });
    expect(itemFigures("opex", { payableMinor: -7_500, commissionMinor: 0, managementFeeMinor: 0 })).toEqual({
      ...ZERO_FIGURES,
      opexMinor: 7_500,
      netMinor: -7_500,
    });
  });

  it("reads an add-on order and a travel insurance premium like a stay: gross, our fee, and what is owed", () => {
    // A tour of 2 × 120 with a 15% commission: the tour company is owed 204.
    expect(itemFigures("addon_sale", { payableMinor: 20_400, commissionMinor: 3_600, managementFeeMinor: 0 })).toEqual({
      ...ZERO_FIGURES,
      grossMinor: 24_000,
      commissionMinor: 3_600,
      netMinor: 20_400,
    });
    expect(
      itemFigures("addon_refund", { payableMinor: -20_400, commissionMinor: -3_600, managementFeeMinor: 0 }),
    ).toEqual({ ...ZERO_FIGURES, commissionMinor: -3_600, refundsMinor: 24_000, netMinor: -20_400 });
    // A premium of 30 of which we keep 6: the insurer is owed 24; half of it given back later.
    expect(itemFigures("insurance_sale", { payableMinor: 2_400, commissionMinor: 600, managementFeeMinor: 0 })).toEqual(
      { ...ZERO_FIGURES, grossMinor: 3_000, commissionMinor: 600, netMinor: 2_400 },
    );
    expect(
      itemFigures("insurance_refund", { payableMinor: -1_200, commissionMinor: -300, managementFeeMinor: 0 }),
    ).toEqual({ ...ZERO_FIGURES, commissionMinor: -300, refundsMinor: 1_500, netMinor: -1_200 });
  });

  it("always makes the net from its parts, entry by entry and summed", () => {
    const entries = [
      itemFigures("booking_sale", { payableMinor: 41_000, commissionMinor: 0, managementFeeMinor: 6_000 }),
      itemFigures("refund", { payableMinor: -9_000, commissionMinor: 0, managementFeeMinor: -1_000 }),
      itemFigures("opex", { payableMinor: -2_000, commissionMinor: 0, managementFeeMinor: 0 }),
    ];
    for (const figures of entries) expect(figuresAddUp(figures)).toBe(true);
    const total = entries.reduce(addFigures, ZERO_FIGURES);
    expect(figuresAddUp(total)).toBe(true);
    expect(total.netMinor).toBe(41_000 - 9_000 - 2_000);
    expect(figuresAddUp({ ...total, netMinor: total.netMinor + 1 })).toBe(false);
  });
});

describe("settlement periods", () => {
  it("reads a month as its first and last day, leap years included", () => {
    expect(periodOf("2028-02")).toEqual({ month: "2028-02", start: "2028-02-01", end: "2028-02-29" });
    expect(periodOf("2026-12")).toEqual({ month: "2026-12", start: "2026-12-01", end: "2026-12-31" });
    expect(periodOf("2026-13")).toBeNull();
    expect(periodOf("26-01")).toBeNull();
  });

  it("settles a month only once it has ended (UTC)", () => {
    const october = periodOf("2026-10")!;
    expect(monthHasEnded(october, new Date("2026-10-31T23:59:59Z"))).toBe(false);
    expect(monthHasEnded(october, new Date("2026-11-01T00:00:00Z"))).toBe(true);
    expect(previousMonth(new Date("2026-01-15T00:00:00Z"))).toBe("2025-12");
    expect(monthLabel("2026-10")).toBe("October 2026");
  });

  it("numbers a settlement by month, organisation and currency", () => {
    expect(organisationCode("3f2a9c1b-aaaa-4000-8000-000000000000")).toBe("3F2A9C1B");
    expect(settlementNumber(periodOf("2026-10")!, "3f2a9c1b-aaaa-4000-8000-000000000000", "MYR")).toBe(
      "ST-2026-10-3F2A9C1B-MYR",
    );
  });
});
