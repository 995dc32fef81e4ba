import { describe, expect, it } from "vitest";
import { BUSINESS_SETTINGS, type BusinessSettings, type StayTaxRule } from "@/domains/platform/settings";
import { quoteStay, type QuotedProperty } from "./quote";
import { exemptingCountriesOf, stayTaxes, taxBasisWords } from "./stay-taxes";

const NOW = new Date("2026-11-01T00:00:00Z");
const stay = { mode: "nightly" as const, checkIn: "2026-12-07", checkOut: "2026-12-10" };

const place = (overrides: Partial<QuotedProperty>): QuotedProperty => ({
  country: "malaysia",
  timeZone: "Asia/Kuala_Lumpur",
  currency: "MYR",
  maxGuests: 4,
  nightlyRateMinor: 25_000,
  weekendRateMinor: null,
  minNights: 1,
  maxNights: null,
  monthlyRateMinor: null,
  hourlyRateMinor: null,
  minHours: null,
  maxHours: null,
  openingTime: null,
  closingTime: null,
  cleaningFeeMinor: 0,
  ...overrides,
});
const kl = place({});
const bangkok = place({ country: "thailand", timeZone: "Asia/Bangkok", currency: "THB", nightlyRateMinor: 200_000 });

const taxLines = (property: QuotedProperty, extra: Partial<Parameters<typeof quoteStay>[0]> = {}) => {
  const result = quoteStay({ property, stay, guests: 2, now: NOW, ...extra });
  if (!result.ok) throw new Error(result.message);
  return { lines: result.quote.lines.filter((line) => line.kind === "tax"), quote: result.quote };
};

/** Settings with these rules, as a version staff save holds them (settings-document.test.ts parses such rules). */
function settingsWith(rules: StayTaxRule[]): BusinessSettings {
  return { ...BUSINESS_SETTINGS, stayTaxes: rules };
}

describe("Malaysia's tourism tax (the code's default rule)", () => {
  it("charges a foreign guest RM 10 a room night, and keeps the answer as the basis", () => {
    const { lines, quote } = taxLines(kl, { guestNationality: "GB" });
    expect(lines).toEqual([
      { kind: "tax", label: "Tourism tax", quantity: 3, unitAmountMinor: 1_000, amountMinor: 3_000 },
    ]);
    expect(quote.taxBasis).toEqual({
      guestNationality: "GB",
      rules: [expect.objectContaining({ country: "malaysia", outcome: "charged", amountMinor: 3_000 })],
    });
  });

  it("exempts a guest who says they are a Malaysian citizen or permanent resident, and keeps why", () => {
    const foreign = taxLines(kl, { guestNationality: "SG" });
    const exempt = taxLines(kl, { guestNationality: "MY" });
    expect(exempt.lines).toEqual([]);
    expect(exempt.quote.totalMinor).toBe(foreign.quote.totalMinor - 3_000);
    expect(exempt.quote.taxBasis).toEqual({
      guestNationality: "MY",
      rules: [expect.objectContaining({ label: "Tourism tax", outcome: "exempt", amountMinor: 0 })],
    });
  });

  it("charges an unanswered guest as a foreign one: the most the stay can cost", () => {
    expect(taxLines(kl).lines).toHaveLength(1);
    expect(taxLines(kl).quote.taxBasis?.guestNationality).toBeNull();
  });

  it("is Malaysia's only: a Thai stay has no tax line and no basis, whatever the answer", () => {
    const { lines, quote } = taxLines(bangkok, { guestNationality: "TH" });
    expect(lines).toEqual([]);
    expect(quote.taxBasis).toBeNull();
    expect(exemptingCountriesOf("thailand", BUSINESS_SETTINGS)).toEqual([]);
    expect(exemptingCountriesOf("malaysia", BUSINESS_SETTINGS)).toEqual(["malaysia"]);
  });

  it("charges nothing on an hourly stay (it has no room nights)", () => {
    const result = stayTaxes({
      country: "malaysia",
      currency: "MYR",
      nights: 0,
      roomRevenueMinor: 100_000,
      guestNationality: null,
      settings: BUSINESS_SETTINGS,
    });
    expect(result.lines).toEqual([]);
    expect(result.basis?.rules[0]).toMatchObject({ outcome: "charged", amountMinor: 0 });
  });
});

describe("a country's taxes are data: a rule added in the settings prices stays with no code", () => {
  it("charges a percentage of room revenue (half-even) to everyone when nobody is exempt", () => {
    const settings = settingsWith([
      ...BUSINESS_SETTINGS.stayTaxes,
      {
        country: "thailand",
        label: "Example levy",
        kind: "percent_of_room_revenue",
        basisPoints: 125,
        currency: "THB",
        exempt: "none",
        enabled: true,
      },
    ]);
    // 3 nights × THB 2,000 = 600,000 minor; 1.25% = 7,500.
    const thai = taxLines(bangkok, { settings, guestNationality: "TH" });
    expect(thai.lines).toEqual([{ kind: "tax", label: "Example levy", amountMinor: 7_500 }]);
    expect(thai.quote.taxBasis?.rules).toEqual([expect.objectContaining({ outcome: "charged", exempt: "none" })]);
    // The question is not asked where nobody is exempt.
    expect(exemptingCountriesOf("thailand", settings)).toEqual([]);
    // Malaysia keeps its own.
    expect(taxLines(kl, { settings }).lines.map((line) => line.label)).toEqual(["Tourism tax"]);
  });

  it("exempts a country's own citizens and permanent residents by its rule, and applies it after the host's discounts", () => {
    const settings = settingsWith([
      {
        country: "indonesia",
        label: "Example stay levy",
        kind: "per_room_night",
        amountMinorPerRoomNight: 5_000_000,
        currency: "IDR",
        exempt: "citizens_and_permanent_residents",
        enabled: true,
      },
    ]);
    const bali = place({
      country: "indonesia",
      timeZone: "Asia/Makassar",
      currency: "IDR",
      nightlyRateMinor: 90_000_000,
    });
    expect(taxLines(bali, { settings, guestNationality: "AU" }).lines).toEqual([
      { kind: "tax", label: "Example stay levy", quantity: 3, unitAmountMinor: 5_000_000, amountMinor: 15_000_000 },
    ]);
    expect(taxLines(bali, { settings, guestNationality: "ID" }).lines).toEqual([]);
    expect(exemptingCountriesOf("indonesia", settings)).toEqual(["indonesia"]);
    // Malaysia's rule was left out of this version: no tax there.
    expect(taxLines(kl, { settings }).lines).toEqual([]);
  });

  it("charges nothing for a rule switched off", () => {
    const settings = settingsWith([{ ...BUSINESS_SETTINGS.stayTaxes[0]!, enabled: false }]);
    expect(taxLines(kl, { settings }).lines).toEqual([]);
    expect(taxLines(kl, { settings }).quote.taxBasis).toBeNull();
    expect(exemptingCountriesOf("malaysia", settings)).toEqual([]);
  });
});

describe("the basis in staff's words", () => {
  it("says what each rule did and the answer it read", () => {
    expect(taxBasisWords(taxLines(kl, { guestNationality: "MY" }).quote.taxBasis!)).toEqual([
      "Tourism tax (Malaysia, per room night): exempt, guest answered MY (citizen or permanent resident of Malaysia)",
    ]);
    expect(taxBasisWords(taxLines(kl).quote.taxBasis!)).toEqual([
      "Tourism tax (Malaysia, per room night): charged, no nationality given",
    ]);
  });
});
