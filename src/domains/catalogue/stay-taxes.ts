/**
 * The taxes on a stay (DOMAIN.md Quote: "plus taxes"), from the rules in the business settings in force
 * (settings.ts `StayTaxRule`): which apply to a property's stays, what each charges, and whether the guest's answer
 * to the checkout's nationality question exempts them. Pure, so the product page, the checkout and the booking
 * compute the same lines and keep the same basis.
 */
import { roundHalfEven } from "@/lib/currency";
import { COUNTRIES, type CountryCode } from "@/lib/countries";
import type { BusinessSettings, StayTaxExemption, StayTaxRule } from "@/domains/platform/settings";

/** What one rule did to a stay: charged (with its amount) or not, and why. */
export interface StayTaxOutcome {
  country: CountryCode;
  label: string;
  kind: StayTaxRule["kind"];
  exempt: StayTaxExemption;
  /**
   * `charged`; `exempt`: the guest said they are a citizen or permanent resident of the rule's country;
   * `not_charged_in_currency`: a rule set in another currency than the property's (bad data the settings refuse).
   */
  outcome: "charged" | "exempt" | "not_charged_in_currency";
  amountMinor: number;
}

/**
 * The basis of a stay's taxes, kept on its booking (`bookings.tax_basis`): the guest's answer as given (an ISO
 * 3166-1 code, null when nobody asked or they did not say) and each rule of the property's country with what it
 * did. A later change of the rules never reprices a booking; this says what priced it.
 */
export interface TaxBasis {
  guestNationality: string | null;
  rules: StayTaxOutcome[];
}

/** The enabled rules of a property's country. */
export function stayTaxRulesOf(country: string, settings: Pick<BusinessSettings, "stayTaxes">): StayTaxRule[] {
  return settings.stayTaxes.filter((rule) => rule.enabled && rule.country === country);
}

/**
 * The countries whose citizens and permanent residents a property's taxes exempt: the checkout asks the guest's
 * nationality only when this is not empty (the answer changes nothing otherwise).
 */
export function exemptingCountriesOf(country: string, settings: Pick<BusinessSettings, "stayTaxes">): CountryCode[] {
  const countries = stayTaxRulesOf(country, settings)
    .filter((rule) => rule.exempt === "citizens_and_permanent_residents")
    .map((rule) => rule.country);
  return [...new Set(countries)];
}

/** Whether the answer exempts the guest from a rule: it names the rule's country, which its wording reserves for citizens and permanent residents. */
export function isExempt(rule: StayTaxRule, guestNationality: string | null | undefined): boolean {
  return rule.exempt === "citizens_and_permanent_residents" && guestNationality === COUNTRIES[rule.country].isoCode;
}

export interface StayTaxLine {
  kind: "tax";
  label: string;
  quantity?: number;
  unitAmountMinor?: number;
  amountMinor: number;
}

/**
 * The tax lines of a stay and their basis. `roomRevenueMinor` is the stay lines' sum (after the host's discounts);
 * an unanswered nationality is charged as a foreign guest's, and the basis says it was not given.
 */
export function stayTaxes(input: {
  country: string;
  currency: string;
  nights: number;
  roomRevenueMinor: number;
  guestNationality: string | null | undefined;
  settings: Pick<BusinessSettings, "stayTaxes">;
}): { lines: StayTaxLine[]; basis: TaxBasis | null } {
  const rules = stayTaxRulesOf(input.country, input.settings);
  if (rules.length === 0) return { lines: [], basis: null };
  const lines: StayTaxLine[] = [];
  const outcomes: StayTaxOutcome[] = [];
  for (const rule of rules) {
    const about = { country: rule.country, label: rule.label, kind: rule.kind, exempt: rule.exempt };
    if (isExempt(rule, input.guestNationality)) {
      outcomes.push({ ...about, outcome: "exempt", amountMinor: 0 });
      continue;
    }
    // A tax set in another currency than the property's cannot be charged exactly (the settings refuse one).
    if (rule.currency !== input.currency) {
      outcomes.push({ ...about, outcome: "not_charged_in_currency", amountMinor: 0 });
      continue;
    }
    const line: StayTaxLine | null =
      rule.kind === "per_room_night"
        ? input.nights > 0
          ? {
              kind: "tax",
              label: rule.label,
              quantity: input.nights,
              unitAmountMinor: rule.amountMinorPerRoomNight,
              amountMinor: input.nights * rule.amountMinorPerRoomNight,
            }
          : null
        : {
            kind: "tax",
            label: rule.label,
            amountMinor: roundHalfEven((Math.max(0, input.roomRevenueMinor) * rule.basisPoints) / 10_000),
          };
    if (line && line.amountMinor > 0) lines.push(line);
    outcomes.push({ ...about, outcome: "charged", amountMinor: line?.amountMinor ?? 0 });
  }
  return { lines, basis: { guestNationality: input.guestNationality ?? null, rules: outcomes } };
}

/** A basis in English words, for the dashboards: "Tourism tax: exempt (guest answered MY, citizen or permanent resident of Malaysia)". */
export function taxBasisWords(basis: TaxBasis): string[] {
  const answer = basis.guestNationality ? `guest answered ${basis.guestNationality}` : "no nationality given";
  return basis.rules.map((rule) => {
    const country = COUNTRIES[rule.country]?.name ?? rule.country;
    const kind = rule.kind === "per_room_night" ? "per room night" : "% of room revenue";
    switch (rule.outcome) {
      case "exempt":
        return `${rule.label} (${country}, ${kind}): exempt, ${answer} (citizen or permanent resident of ${country})`;
      case "not_charged_in_currency":
        return `${rule.label} (${country}, ${kind}): not charged, the rule's currency is not the stay's`;
      default:
        if (rule.amountMinor === 0) return `${rule.label} (${country}, ${kind}): nothing to charge on this stay`;
        return `${rule.label} (${country}, ${kind}): charged, ${answer}${rule.exempt === "none" ? " (nobody is exempt)" : ""}`;
    }
  });
}
