/**
 * The business settings staff may change (ARCHITECTURE.md "Business settings"): the document a version of
 * `business_settings` stores, its bounds, how it lays over the code's defaults, and which version is in force
 * at a moment. Pure and client-safe (zod only): the staff form validates with the same schema the function
 * parses with, so each bound and its message are written once.
 *
 * Editable: what prices a stay or an add-on, splits its money, or decides how long dates are held and how long
 * a stay may be. Everything else in `BUSINESS_SETTINGS` stays code, each for a reason written beside it in
 * ARCHITECTURE.md (the shape of monthly pricing, the cron of the channel sync, the text of partners' contracts).
 */
import { z } from "zod";
import { formatMoney, formatNumber } from "@/lib/format";
import { COUNTRIES, COUNTRY_CODES } from "@/lib/countries";
import { BUSINESS_SETTINGS, STAY_TAX_EXEMPTIONS, type BusinessSettings } from "./settings";

const basisPoints = (what: string) =>
  z
    .number({ error: `Enter ${what} in basis points (500 = 5%).` })
    .int({ error: `${what} is a whole number of basis points.` })
    .min(0, { error: `${what} cannot be below 0.` })
    .max(10_000, { error: `${what} cannot be above 10,000 basis points (100%).` });

const whole = (what: string, min: number, max: number, unit: string) =>
  z
    .number({ error: `Enter ${what} as a number.` })
    .int({ error: `${what} is a whole number of ${unit}.` })
    .min(min, { error: `${what} is at least ${min} ${unit}.` })
    .max(max, { error: `${what} is at most ${formatNumber(max, "en")} ${unit}.` });

const taxCommon = {
  country: z.enum(COUNTRY_CODES, { error: "Choose a country we operate in." }),
  label: z
    .string({ error: "Name the tax as the guest's price shows it." })
    .trim()
    .min(2, { error: "Name the tax as the guest's price shows it." })
    .max(60, { error: "A tax's name has at most 60 characters." }),
  currency: z.string().regex(/^[A-Z]{3}$/, { error: "A currency is three capital letters, like MYR." }),
  exempt: z.enum(STAY_TAX_EXEMPTIONS, { error: "Say who is exempt." }),
  enabled: z.boolean({ error: "Say whether the tax is charged." }),
};

/**
 * One stay tax as staff set it (settings.ts `StayTaxRule`): every part is data, so a country's tax is a row on the
 * Business settings page, not code. The union is on `kind`: a rule has the one amount its kind charges.
 */
export const stayTaxRule = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({
      ...taxCommon,
      kind: z.literal("per_room_night"),
      amountMinorPerRoomNight: whole("The tax per room and night", 0, 10_000_000, "minor units"),
    }),
    z.strictObject({
      ...taxCommon,
      kind: z.literal("percent_of_room_revenue"),
      basisPoints: basisPoints("The tax"),
    }),
  ],
  { error: "Choose per room and night or a percentage of room revenue." },
);

/**
 * A version saved before stay taxes were data kept `nightlyTaxes`: the code's taxes by country, with only their
 * amount and whether they were charged (their label, currency and exemption were code: Malaysia's tourism tax).
 * Read as the whole rules they stood for, so an old version still prices exactly as it did.
 */
const LEGACY_NIGHTLY_TAX = {
  malaysia: { label: "Tourism tax", currency: "MYR", exempt: "citizens_and_permanent_residents" },
} as const;

function upgradeLegacyTaxes(document: unknown): unknown {
  if (typeof document !== "object" || document === null || !("nightlyTaxes" in document)) return document;
  const { nightlyTaxes, ...rest } = document as { nightlyTaxes: unknown };
  if ("stayTaxes" in rest || !Array.isArray(nightlyTaxes)) return document;
  return {
    ...rest,
    stayTaxes: nightlyTaxes.map((tax: { country?: string; amountMinorPerRoomNight?: unknown; enabled?: unknown }) => {
      const known = LEGACY_NIGHTLY_TAX[tax.country as keyof typeof LEGACY_NIGHTLY_TAX];
      return known
        ? {
            country: tax.country,
            ...known,
            kind: "per_room_night",
            ...pick(tax, ["amountMinorPerRoomNight", "enabled"]),
          }
        : tax;
    }),
  };
}

function pick<T extends object>(value: T, keys: string[]): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([key]) => keys.includes(key))) as Partial<T>;
}

/** The document of one version: every editable setting, whole (a version never depends on an earlier one). */
export const businessSettingsDocument = z.preprocess(
  upgradeLegacyTaxes,
  z
    .strictObject({
      serviceFeeBasisPoints: basisPoints("The service fee"),
      commissionBasisPoints: basisPoints("The commission"),
      addonCommissionBasisPoints: basisPoints("The add-on commission"),
      managementFeeBasisPoints: basisPoints("The management fee"),
      stayTaxes: z.array(stayTaxRule).max(20, { error: "At most 20 stay taxes." }),
      travelInsurancePremiumBasisPoints: basisPoints("The insurance premium"),
      travelInsuranceMinimumPremiumUsdMinor: whole("The minimum premium", 0, 1_000_000, "cents"),
      airlinePointsPerUsd: whole("Points per US dollar", 0, 100, "points"),
      holdMinutes: whole("The card hold", 1, 1_440, "minutes"),
      bankTransferHoldHours: whole("The bank transfer hold", 1, 336, "hours"),
      requestHours: whole("The time to answer a request", 1, 168, "hours"),
      bidHours: whole("The time to answer a bid", 1, 168, "hours"),
      bidHoldHours: whole("The hold of an accepted bid", 1, 168, "hours"),
      maxUnpaidHoldsPerGuest: whole("Unpaid holds per guest", 1, 50, "holds"),
      maxNightlyStayNights: whole("The longest nightly stay", 1, 365, "nights"),
      maxMonthlyStayMonths: whole("The longest monthly stay", 1, 60, "months"),
      maxLeadMonths: whole("How far ahead a stay may start", 1, 36, "months"),
      // Versions saved before the setting existed read as the code's default (they were priced with it).
      referralCreditExpiryDays: whole("How long referral credit lasts", 1, 3_650, "days").default(
        BUSINESS_SETTINGS.referralCreditExpiryDays,
      ),
    })
    .superRefine((document, context) => {
      document.stayTaxes.forEach((tax, index) => {
        // A tax is charged in the property's currency (a listing's currency follows its country): one set in
        // another could never be charged exactly, so it is refused here rather than skipped by the quote.
        const currency = COUNTRIES[tax.country].currency;
        if (tax.currency !== currency)
          context.addIssue({
            code: "custom",
            path: ["stayTaxes", index, "currency"],
            message: `Stays in ${COUNTRIES[tax.country].nameInSentence} are charged in ${currency}.`,
          });
        const same = document.stayTaxes.findIndex(
          (other) => other.country === tax.country && other.label.toLowerCase() === tax.label.toLowerCase(),
        );
        if (same !== index)
          context.addIssue({
            code: "custom",
            path: ["stayTaxes", index, "label"],
            message: `${COUNTRIES[tax.country].name} already has a tax named ${tax.label}.`,
          });
      });
    }),
);

export type BusinessSettingsDocument = z.infer<typeof businessSettingsDocument>;
export type EditableSetting = Exclude<keyof BusinessSettingsDocument, "stayTaxes">;

/** The editable settings as a form lists them, in its order, with their words (the dashboards are English). */
export const EDITABLE_SETTINGS: readonly { key: EditableSetting; label: string; unit: string; group: string }[] = [
  { key: "serviceFeeBasisPoints", label: "Guest service fee", unit: "basis points", group: "Fees and commissions" },
  {
    key: "commissionBasisPoints",
    label: "Commission (unmanaged)",
    unit: "basis points",
    group: "Fees and commissions",
  },
  {
    key: "managementFeeBasisPoints",
    label: "Management fee (managed)",
    unit: "basis points",
    group: "Fees and commissions",
  },
  {
    key: "addonCommissionBasisPoints",
    label: "Add-on commission",
    unit: "basis points",
    group: "Fees and commissions",
  },
  {
    key: "travelInsurancePremiumBasisPoints",
    label: "Travel insurance premium",
    unit: "basis points of the stay",
    group: "Partners",
  },
  {
    key: "travelInsuranceMinimumPremiumUsdMinor",
    label: "Minimum premium",
    unit: "US cents",
    group: "Partners",
  },
  { key: "airlinePointsPerUsd", label: "Airline points", unit: "per US dollar", group: "Partners" },
  { key: "holdMinutes", label: "Card payment hold", unit: "minutes", group: "Holds and answers" },
  { key: "bankTransferHoldHours", label: "Bank transfer hold", unit: "hours", group: "Holds and answers" },
  { key: "requestHours", label: "Time to answer a request", unit: "hours", group: "Holds and answers" },
  { key: "bidHours", label: "Time to answer a bid", unit: "hours", group: "Holds and answers" },
  { key: "bidHoldHours", label: "Accepted bid hold", unit: "hours", group: "Holds and answers" },
  { key: "maxUnpaidHoldsPerGuest", label: "Unpaid holds per guest", unit: "holds", group: "Limits" },
  { key: "maxNightlyStayNights", label: "Longest nightly stay", unit: "nights", group: "Limits" },
  { key: "maxMonthlyStayMonths", label: "Longest monthly stay", unit: "months", group: "Limits" },
  { key: "maxLeadMonths", label: "Furthest start", unit: "months ahead", group: "Limits" },
  { key: "referralCreditExpiryDays", label: "Referral credit lasts", unit: "days", group: "Referrals" },
];

/** The editable part of a whole settings object: what a version stores. */
export function documentOf(settings: BusinessSettings): BusinessSettingsDocument {
  return {
    serviceFeeBasisPoints: settings.serviceFeeBasisPoints,
    commissionBasisPoints: settings.commissionBasisPoints,
    addonCommissionBasisPoints: settings.addonCommissionBasisPoints,
    managementFeeBasisPoints: settings.managementFeeBasisPoints,
    stayTaxes: settings.stayTaxes.map((tax) => ({ ...tax })),
    travelInsurancePremiumBasisPoints: settings.travelInsurance.premiumBasisPoints,
    travelInsuranceMinimumPremiumUsdMinor: settings.travelInsurance.minimumPremium.amountMinor,
    airlinePointsPerUsd: settings.airlinePoints.pointsPerUsd,
    holdMinutes: settings.holdMinutes,
    bankTransferHoldHours: settings.bankTransferHoldHours,
    requestHours: settings.requestHours,
    bidHours: settings.bidHours,
    bidHoldHours: settings.bidHoldHours,
    maxUnpaidHoldsPerGuest: settings.maxUnpaidHoldsPerGuest,
    maxNightlyStayNights: settings.maxNightlyStayNights,
    maxMonthlyStayMonths: settings.maxMonthlyStayMonths,
    maxLeadMonths: settings.maxLeadMonths,
    referralCreditExpiryDays: settings.referralCreditExpiryDays,
  };
}

/** A version's document laid over the code's defaults: the whole settings the server computes with. */
export function settingsFrom(document: BusinessSettingsDocument): BusinessSettings {
  const { stayTaxes, travelInsurancePremiumBasisPoints, travelInsuranceMinimumPremiumUsdMinor } = document;
  return {
    ...BUSINESS_SETTINGS,
    serviceFeeBasisPoints: document.serviceFeeBasisPoints,
    commissionBasisPoints: document.commissionBasisPoints,
    addonCommissionBasisPoints: document.addonCommissionBasisPoints,
    managementFeeBasisPoints: document.managementFeeBasisPoints,
    stayTaxes,
    travelInsurance: {
      ...BUSINESS_SETTINGS.travelInsurance,
      premiumBasisPoints: travelInsurancePremiumBasisPoints,
      minimumPremium: {
        ...BUSINESS_SETTINGS.travelInsurance.minimumPremium,
        amountMinor: travelInsuranceMinimumPremiumUsdMinor,
      },
    },
    airlinePoints: { ...BUSINESS_SETTINGS.airlinePoints, pointsPerUsd: document.airlinePointsPerUsd },
    holdMinutes: document.holdMinutes,
    bankTransferHoldHours: document.bankTransferHoldHours,
    requestHours: document.requestHours,
    bidHours: document.bidHours,
    bidHoldHours: document.bidHoldHours,
    maxUnpaidHoldsPerGuest: document.maxUnpaidHoldsPerGuest,
    maxNightlyStayNights: document.maxNightlyStayNights,
    maxMonthlyStayMonths: document.maxMonthlyStayMonths,
    maxLeadMonths: document.maxLeadMonths,
    referralCreditExpiryDays: document.referralCreditExpiryDays,
  };
}

/** The settings that differ between two documents, as the audit log writes changes: `{key: {from, to}}`. */
export function changesBetween(
  from: BusinessSettingsDocument,
  to: BusinessSettingsDocument,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(to) as (keyof BusinessSettingsDocument)[]) {
    if (canonicalJson(from[key]) !== canonicalJson(to[key])) changes[key] = { from: from[key], to: to[key] };
  }
  return changes;
}

/** JSON with every object's keys sorted: a stay tax read from the database and one typed are equal if their values are. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, part: unknown) =>
    part && typeof part === "object" && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => a.localeCompare(b)))
      : part,
  );
}

export interface VersionTimes {
  id: number;
  effectiveFrom: Date;
}

/**
 * The version in force at `at`: the latest to take effect at or before it; of two taking effect at the same
 * instant, the one saved later (the higher id). Null before any version: the code's defaults are in force.
 */
export function versionInForce<V extends VersionTimes>(versions: readonly V[], at: Date): V | null {
  let best: V | null = null;
  for (const version of versions) {
    if (version.effectiveFrom.getTime() > at.getTime()) continue;
    if (
      !best ||
      version.effectiveFrom.getTime() > best.effectiveFrom.getTime() ||
      (version.effectiveFrom.getTime() === best.effectiveFrom.getTime() && version.id > best.id)
    )
      best = version;
  }
  return best;
}

/** A setting's value in words, as the staff page shows it: basis points as a percentage, counts with their unit. */
export function settingInWords(key: EditableSetting, value: number): string {
  if (key.endsWith("BasisPoints")) return `${value / 100}%`;
  if (key === "travelInsuranceMinimumPremiumUsdMinor")
    return formatMoney({ amountMinor: value, currency: "USD" }, "en", { exact: true });
  const unit = EDITABLE_SETTINGS.find((setting) => setting.key === key)?.unit ?? "";
  return `${formatNumber(value, "en")} ${unit}`.trim();
}
