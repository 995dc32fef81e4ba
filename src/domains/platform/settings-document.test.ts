import { describe, expect, it } from "vitest";
import { BUSINESS_SETTINGS, type StayTaxRule } from "./settings";
import {
  businessSettingsDocument,
  changesBetween,
  documentOf,
  settingsFrom,
  versionInForce,
} from "./settings-document";
import { saveBusinessSettingsInput } from "./inputs";

const DEFAULTS = documentOf(BUSINESS_SETTINGS);

describe("the business settings document", () => {
  it("is the code's defaults when read back from them, and lays over them unchanged", () => {
    expect(businessSettingsDocument.parse(DEFAULTS)).toEqual(DEFAULTS);
    expect(settingsFrom(DEFAULTS)).toEqual(BUSINESS_SETTINGS);
  });

  it("sets how long referral credit lasts, 1 to 3,650 days; a version saved before the setting reads as the default", () => {
    expect(settingsFrom({ ...DEFAULTS, referralCreditExpiryDays: 90 }).referralCreditExpiryDays).toBe(90);
    expect(businessSettingsDocument.safeParse({ ...DEFAULTS, referralCreditExpiryDays: 0 }).success).toBe(false);
    expect(businessSettingsDocument.safeParse({ ...DEFAULTS, referralCreditExpiryDays: 3_651 }).success).toBe(false);
    const { referralCreditExpiryDays: _days, ...older } = DEFAULTS;
    expect(businessSettingsDocument.parse(older).referralCreditExpiryDays).toBe(365);
  });

  it("keeps basis points between 0 and 10,000, whole", () => {
    for (const key of ["serviceFeeBasisPoints", "commissionBasisPoints", "managementFeeBasisPoints"] as const) {
      expect(businessSettingsDocument.safeParse({ ...DEFAULTS, [key]: 0 }).success).toBe(true);
      expect(businessSettingsDocument.safeParse({ ...DEFAULTS, [key]: 10_000 }).success).toBe(true);
      expect(businessSettingsDocument.safeParse({ ...DEFAULTS, [key]: 10_001 }).success).toBe(false);
      expect(businessSettingsDocument.safeParse({ ...DEFAULTS, [key]: -1 }).success).toBe(false);
      expect(businessSettingsDocument.safeParse({ ...DEFAULTS, [key]: 12.5 }).success).toBe(false);
    }
  });

  it("keeps times positive and limits sane", () => {
    for (const [key, bad] of [
      ["holdMinutes", 0],
      ["bankTransferHoldHours", 0],
      ["requestHours", -2],
      ["bidHours", 0],
      ["bidHoldHours", 1_000],
      ["maxUnpaidHoldsPerGuest", 0],
      ["maxNightlyStayNights", 366],
      ["maxMonthlyStayMonths", 0],
      ["maxLeadMonths", 37],
    ] as const) {
      const result = businessSettingsDocument.safeParse({ ...DEFAULTS, [key]: bad });
      expect(result.success, key).toBe(false);
      expect(result.error?.issues[0]?.path, key).toEqual([key]);
    }
  });

  it("takes stay taxes as data: any country we operate in, named once, charged in its currency", () => {
    const thai = {
      country: "thailand",
      label: "Example levy",
      kind: "percent_of_room_revenue",
      basisPoints: 100,
      currency: "THB",
      exempt: "none",
      enabled: false,
    };
    expect(businessSettingsDocument.safeParse({ ...DEFAULTS, stayTaxes: [...DEFAULTS.stayTaxes, thai] }).success).toBe(
      true,
    );
    expect(businessSettingsDocument.safeParse({ ...DEFAULTS, stayTaxes: [] }).success).toBe(true);
    const refused = (tax: object) => {
      const result = businessSettingsDocument.safeParse({ ...DEFAULTS, stayTaxes: [tax] });
      expect(result.success).toBe(false);
      return result.error!.issues[0]!;
    };
    expect(refused({ ...thai, country: "atlantis" }).path).toEqual(["stayTaxes", 0, "country"]);
    expect(refused({ ...thai, currency: "MYR" })).toMatchObject({
      path: ["stayTaxes", 0, "currency"],
      message: "Stays in Thailand are charged in THB.",
    });
    expect(refused({ ...thai, basisPoints: 10_001 }).path).toEqual(["stayTaxes", 0, "basisPoints"]);
    expect(refused({ ...thai, kind: "per_guest" }).path).toEqual(["stayTaxes", 0, "kind"]);
    expect(refused({ ...thai, exempt: "everyone" }).path).toEqual(["stayTaxes", 0, "exempt"]);
    expect(refused({ ...thai, label: " " }).path).toEqual(["stayTaxes", 0, "label"]);
    // A per-night rule has an amount per night, not a percentage.
    expect(refused({ ...thai, kind: "per_room_night" }).path).toEqual(["stayTaxes", 0, "amountMinorPerRoomNight"]);
    const twice = { ...DEFAULTS, stayTaxes: [thai, { ...thai, label: "example LEVY" }] };
    expect(businessSettingsDocument.safeParse(twice).error?.issues[0]).toMatchObject({
      path: ["stayTaxes", 1, "label"],
      message: "Thailand already has a tax named example LEVY.",
    });
  });

  it("reads a version saved before stay taxes were data as the rule it stood for", () => {
    const { stayTaxes: _taxes, ...rest } = DEFAULTS;
    const legacy = { ...rest, nightlyTaxes: [{ country: "malaysia", amountMinorPerRoomNight: 1_200, enabled: false }] };
    expect(businessSettingsDocument.parse(legacy).stayTaxes).toEqual([
      {
        country: "malaysia",
        label: "Tourism tax",
        kind: "per_room_night",
        currency: "MYR",
        amountMinorPerRoomNight: 1_200,
        exempt: "citizens_and_permanent_residents",
        enabled: false,
      },
    ]);
  });

  it("refuses a setting that is not editable (the document is strict)", () => {
    expect(businessSettingsDocument.safeParse({ ...DEFAULTS, monthLengthNights: 31 }).success).toBe(false);
  });

  it("lays a version's figures over the defaults: fee, taxes, insurance premium, points", () => {
    const settings = settingsFrom({
      ...DEFAULTS,
      serviceFeeBasisPoints: 700,
      stayTaxes: [{ ...DEFAULTS.stayTaxes[0]!, amountMinorPerRoomNight: 1_500, enabled: false } as StayTaxRule],
      travelInsurancePremiumBasisPoints: 400,
      travelInsuranceMinimumPremiumUsdMinor: 800,
      airlinePointsPerUsd: 2,
    });
    expect(settings.serviceFeeBasisPoints).toBe(700);
    expect(settings.stayTaxes[0]).toMatchObject({
      label: "Tourism tax",
      currency: "MYR",
      amountMinorPerRoomNight: 1_500,
      enabled: false,
    });
    expect(settings.travelInsurance).toMatchObject({
      premiumBasisPoints: 400,
      minimumPremium: { currency: "USD", amountMinor: 800 },
      commissionBasisPoints: 2000,
    });
    expect(settings.airlinePoints.pointsPerUsd).toBe(2);
    // What is not editable stays the code's.
    expect(settings.monthLengthNights).toBe(BUSINESS_SETTINGS.monthLengthNights);
  });

  it("says what changed between two documents", () => {
    expect(changesBetween(DEFAULTS, DEFAULTS)).toEqual({});
    expect(changesBetween(DEFAULTS, { ...DEFAULTS, serviceFeeBasisPoints: 700 })).toEqual({
      serviceFeeBasisPoints: { from: 500, to: 700 },
    });
    // A stay tax parsed from a saved version lists its keys in the schema's order, not the code's: still the same.
    expect(changesBetween(DEFAULTS, businessSettingsDocument.parse(DEFAULTS))).toEqual({});
    const off = { ...DEFAULTS, stayTaxes: [{ ...DEFAULTS.stayTaxes[0]!, enabled: false }] };
    expect(Object.keys(changesBetween(DEFAULTS, off))).toEqual(["stayTaxes"]);
  });
});

describe("the version in force at a moment", () => {
  const at = (iso: string) => new Date(iso);
  const versions = [
    { id: 1, effectiveFrom: at("2026-01-01T00:00:00Z") },
    { id: 2, effectiveFrom: at("2026-03-01T00:00:00Z") },
    { id: 3, effectiveFrom: at("2026-02-01T00:00:00Z") },
    { id: 4, effectiveFrom: at("2026-03-01T00:00:00Z") },
  ];

  it("is none before the first version: the defaults are in force", () => {
    expect(versionInForce(versions, at("2025-12-31T23:59:59Z"))).toBeNull();
  });

  it("is the latest to take effect by then, whatever the order they were saved in", () => {
    expect(versionInForce(versions, at("2026-01-01T00:00:00Z"))?.id).toBe(1);
    expect(versionInForce(versions, at("2026-02-15T00:00:00Z"))?.id).toBe(3);
  });

  it("of two taking effect at the same instant, is the one saved later", () => {
    expect(versionInForce(versions, at("2026-03-01T00:00:00Z"))?.id).toBe(4);
    expect(versionInForce(versions, at("2027-01-01T00:00:00Z"))?.id).toBe(4);
  });
});

describe("saveBusinessSettings' input", () => {
  it("takes a day or now, and a reason of 3 to 500 characters", () => {
    const base = { settings: DEFAULTS, reason: "New fees for 2027" };
    expect(saveBusinessSettingsInput.safeParse({ ...base, effectiveFrom: "now" }).success).toBe(true);
    expect(saveBusinessSettingsInput.safeParse({ ...base, effectiveFrom: "2027-01-01" }).success).toBe(true);
    expect(saveBusinessSettingsInput.safeParse({ ...base, effectiveFrom: "next week" }).success).toBe(false);
    expect(saveBusinessSettingsInput.safeParse({ ...base, effectiveFrom: "now", reason: " a " }).success).toBe(false);
  });
});
