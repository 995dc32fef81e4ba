import { describe, expect, it } from "vitest";
import { insightsPeriodFrom } from "./insights";

const today = new Date("2026-11-22T10:00:00Z");
const choices = { currencies: ["MYR", "THB"] };

describe("the insights page's period and subject", () => {
  it("defaults to the first portfolio and the twelve months to this one", () => {
    expect(insightsPeriodFrom({}, today, choices)).toEqual({
      subject: "currency:MYR",
      from: "2025-12",
      to: "2026-11",
      end: "2026-12",
    });
  });

  it("keeps what is valid, swaps a reversed period and caps it at 36 months", () => {
    expect(
      insightsPeriodFrom({ subject: "currency:THB", from: "2026-06", to: "2026-01" }, today, choices),
    ).toMatchObject({ subject: "currency:THB", from: "2026-01", to: "2026-06", end: "2026-07" });
    expect(insightsPeriodFrom({ from: "2020-01", to: "2026-12" }, today, choices)).toMatchObject({
      from: "2024-01",
      to: "2026-12",
    });
    expect(insightsPeriodFrom({ subject: "drop table", from: "2026-13" }, today, choices)).toMatchObject({
      subject: "currency:MYR",
      from: "2025-12",
    });
    expect(insightsPeriodFrom({}, today, { currencies: [] }).subject).toBe("");
  });
});
