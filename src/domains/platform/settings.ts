/**
 * Business settings (DOMAIN.md's *default* figures). Everything that prices, times or splits money reads
 * them from here and nowhere else; a later change moves the values into a table staff can edit, behind
 * the same names.
 */
export const BUSINESS_SETTINGS = {
  /** Guest service fee, in basis points of the stay and cleaning fee (500 = 5%). */
  serviceFeeBasisPoints: 500,
  /** Platform commission on room revenue of unmanaged properties (1500 = 15%). */
  commissionBasisPoints: 1500,
  /** Management fee on room revenue of managed properties (2000 = 20%). */
  managementFeeBasisPoints: 2000,
  /** How long dates stay held while a guest pays. */
  holdMinutes: 15,
  /** How long dates stay held for a guest who pays by bank transfer (staff mark the transfer received). */
  bankTransferHoldHours: 48,
  /** How long a supplier has to answer a request to book. */
  requestHours: 24,
  /** A monthly stay is at least this many nights; monthly rates are pro-rata over months of this length. */
  monthlyMinNights: 28,
  monthLengthNights: 30,
  /** Taxes a guest pays per room and night, by country (Malaysia's tourism tax for foreign guests). */
  /** StayInvest: the investors' share of a property's monthly net operating income, by default (5000 = 50%). */
  investorShareBasisPoints: 5_000,
  nightlyTaxes: [
    {
      country: "malaysia",
      label: "Tourism tax",
      currency: "MYR",
      amountMinorPerRoomNight: 1_000,
      /** Malaysian citizens and permanent residents are exempt. */
      exemptsResidents: true,
      enabled: true,
    },
  ],
} as const;

export type BusinessSettings = typeof BUSINESS_SETTINGS;
