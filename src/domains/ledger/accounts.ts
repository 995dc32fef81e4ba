/**
 * The chart of accounts of the journal. Amounts are signed: a debit is positive, a credit negative, so an
 * asset's balance is positive and a liability's or revenue's negative.
 */
export const ACCOUNTS = {
  /** Money held at a payment provider for us (asset). */
  cashTestCard: "cash:test_card",
  cashBank: "cash:bank",
  /**
   * Cash paid at the front desk of a managed property, held by operations for the platform until banked
   * (docs/FRONT-DESK.md). Cash paid at a supplier's own property is the supplier's and never comes here.
   */
  cashDesk: "cash:desk",
  /** Money taken from guests and not yet split (liability, cleared in the same transaction as the sale). */
  guestFunds: "guest_funds",
  /** What we owe a supplier (liability, per organisation). */
  supplierPayable: "supplier_payable",
  /** Our revenue: commission on unmanaged properties, management fee on managed ones, the guest service fee. */
  commissionRevenue: "revenue:commission",
  managementFeeRevenue: "revenue:management_fee",
  serviceFeeRevenue: "revenue:service_fee",
  /** Our share of travel insurance premiums sold at checkout. */
  insuranceCommissionRevenue: "revenue:insurance_commission",
  /**
   * Promo code discounts the platform funds (contra-revenue: debited, so the platform's revenue figure of a
   * discounted sale is its fees less the discount).
   */
  promoDiscount: "revenue:promo_discount",
  /** Taxes collected for the authorities (liability). */
  taxPayable: "tax_payable",
  /**
   * Money held for others that is not a booking's (liability): security deposits, money received on account;
   * general payments in and out of it (DOMAIN.md Money, general payments).
   */
  depositsHeld: "deposits_held",
  /** The platform's own costs paid outside bookings (expense): vendors, services. */
  generalExpense: "expense:general",
  /** The platform's income that is not a booking's (revenue). */
  otherRevenue: "revenue:other",
  /** What the referral programme costs (expense): each reward credited to a referrer. */
  marketingExpense: "expense:marketing",
  /** Commission paid to affiliate partners for the bookings they sent (expense), when a month is paid out. */
  affiliateCommissionExpense: "expense:affiliate_commission",
  /** Credit owed to referrers, to spend or be paid (liability, per user through the referral's entry). */
  referralCredit: "referral_credit",
  /**
   * What was left of referral credit when it expired: income of the platform, which no longer owes it
   * ("breakage"). Posted by the expiry job, and for credit given back by a cancellation after its expiry.
   */
  referralCreditBreakageRevenue: "revenue:referral_credit_breakage",
  /**
   * The platform's currency position: credit owed in one currency (US dollars) that pays a sale in another
   * posts two entries, one per currency, that meet here (an entry is in one currency, ledger/post.ts).
   */
  currencyExchange: "currency_exchange",
  /**
   * StayInvest. Staysia issues the units of an offering and keeps the money paid for them
   * (investor_capital, a liability to the holders); each month it pays the holders their share of the
   * property's net operating income as its own cost (expense:investor_distribution), owed to them until
   * paid out (investor_payable, a liability). The owner's supplier_payable is not touched: the owner's
   * settlements and statement stay as they are.
   */
  investorCapital: "investor_capital",
  investorDistributionExpense: "expense:investor_distribution",
  investorPayable: "investor_payable",
} as const;

/*
 * Entries beyond a booking's, by kind (one shape each, so every page reads them the same way):
 * - opex: an expense of a property paid by us and charged to its owner: supplier_payable (organisation,
 *   property) debit, cash:bank credit. It lowers what the owner is paid and is the statement's opex.
 * - payout: a settlement paid: supplier_payable (organisation) debit, cash:bank credit.
 * - general: cash:bank against deposits_held, expense:general or revenue:other.
 * - referral_reward: expense:marketing debit, referral_credit credit (the referrals' reward, once per referral).
 * - referral_credit_spend: credit paying part of a sale: in the booking's currency guest_funds credit (as if the
 *   guest paid it) against referral_credit debit, or against currency_exchange when the credit is in another
 *   currency, whose own entry then debits referral_credit and credits currency_exchange in the credit's currency.
 * - referral_credit_return: a cancellation giving credit back, the spend reversed (guest_funds debit); the part of
 *   a grant that expired meanwhile goes to revenue:referral_credit_breakage instead of referral_credit.
 * - referral_credit_expiry: what is left of a grant at its expiry: referral_credit debit,
 *   revenue:referral_credit_breakage credit.
 * - insurance_sale: a premium sold with a stay: guest_funds debit, supplier_payable (the insurer) and
 *   revenue:insurance_commission credit. No property on its lines, so the stay's supplier never sees it.
 * - insurance_refund: a premium paid back: those two debited, the provider's cash credited.
 * - investment: a purchase of StayInvest units: cash:test_card debit, investor_capital credit (property).
 * - investor_distribution: one holder's part of a month's distribution: expense:investor_distribution debit,
 *   investor_payable credit (property); one entry per holder, so each is the holder's own.
 * - affiliate_payout: a month's commission paid to an affiliate: expense:affiliate_commission debit, cash:bank
 *   credit (no property: the partner is paid for bookings across the catalogue).
 * - investor_payout: a holder's distributions of one property paid out: investor_payable debit, cash:bank credit
 *   (property on both lines; a payout gathering several properties posts one entry each).
 * - deposit_return: a rental deposit given back at move-out: deposits_held debit (the whole deposit), cash:bank
 *   credit (what the tenant gets back) and supplier_payable credit (organisation, property: the deductions,
 *   kept for the owner and paid in their settlement).
 */

export type Account = (typeof ACCOUNTS)[keyof typeof ACCOUNTS];

/** The cash account of a payment provider. */
export function cashAccountOf(provider: "test_card" | "bank_transfer"): Account {
  return provider === "test_card" ? ACCOUNTS.cashTestCard : ACCOUNTS.cashBank;
}
