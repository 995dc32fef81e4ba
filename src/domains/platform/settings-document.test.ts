import { describe, expect, it } from "vitest";
import { BUSINESS_SETTINGS } from "./settings";
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

  it("sets every nightly tax the code knows, once, and no other", () => {
    const unknown = { ...DEFAULTS, nightlyTaxes: [{ country: "atlantis", amountMinorPerRoomNight: 1, enabled: true }] };
    expect(businessSettingsDocument.safeParse(unknown).success).toBe(false);
    expect(businessSettingsDocument.safeParse({ ...DEFAULTS, nightlyTaxes: [] }).success).toBe(false);
    const twice = { ...DEFAULTS, nightlyTaxes: [...DEFAULTS.nightlyTaxes, ...DEFAULTS.nightlyTaxes] };
    expect(businessSettingsDocument.safeParse(twice).success).toBe(false);
  });

  it("refuses a setting that is not editable (the document is strict)", () => {
    expect(businessSettingsDocument.safeParse({ ...DEFAULTS, monthLengthNights: 31 }).success).toBe(false);
  });

  it("lays a version's figures over the defaults: fee, taxes, insurance premium, points", () => {
    const settings = settingsFrom({
      ...DEFAULTS,
      serviceFeeBasisPoints: 700,
      nightlyTaxes: [{ country: "malaysia", amountMinorPerRoomNight: 1_500, enabled: false }],
      travelInsurancePremiumBasisPoints: 400,
      travelInsuranceMinimumPremiumUsdMinor: 800,
      airlinePointsPerUsd: 2,
    });
    expect(settings.serviceFeeBasisPoints).toBe(700);
    expect(settings.nightlyTaxes[0]).toMatchObject({
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
