/**
 * Messages the checkout's server side writes in English for the guest, said again in the page's language: the
 * test gateway's answer to a card (payments/test-card.ts) and the reasons a promo code cannot be used
 * (growth/rules.ts, growth/codes.ts), and referral credit used up meanwhile (marketing/referral-credit.ts). They are recognised by their English shape; a message not recognised is
 * shown as it came. Days in a message are written by the caller's `day` (src/lib/format.ts). Pure.
 */

export type ServerMessageKey =
  | "cardDeclined"
  | "useTestCard"
  | "promoUnknown"
  | "promoInactive"
  | "promoNotYet"
  | "promoExpired"
  | "promoNotHere"
  | "promoCurrency"
  | "promoUsedUp"
  | "promoUsedOnce"
  | "promoUsedMany"
  | "referralCreditGone";

export type ServerMessageTranslate = (key: ServerMessageKey, values?: Record<string, string | number>) => string;

const CODE = "([A-Z0-9_-]+)";

const SHAPES: [RegExp, (match: RegExpExecArray, t: ServerMessageTranslate, day: (iso: string) => string) => string][] =
  [
    [/^Your card was declined\. Try another card or pay by bank transfer\.$/, (_, t) => t("cardDeclined")],
    [
      /^This is the test card gateway: use ([\d ]+) \(or pay by bank transfer\)\.$/,
      ([, card], t) => t("useTestCard", { card: card! }),
    ],
    [
      new RegExp(`^There is no promo code ${CODE}\\. Check the spelling\\.$`),
      ([, code], t) => t("promoUnknown", { code: code! }),
    ],
    [new RegExp(`^Promo code ${CODE} is no longer active\\.$`), ([, code], t) => t("promoInactive", { code: code! })],
    [
      new RegExp(`^Promo code ${CODE} can be used from (\\d{4}-\\d{2}-\\d{2})\\.$`),
      ([, code, date], t, day) => t("promoNotYet", { code: code!, date: day(date!) }),
    ],
    [
      new RegExp(`^Promo code ${CODE} expired on (\\d{4}-\\d{2}-\\d{2})\\.$`),
      ([, code, date], t, day) => t("promoExpired", { code: code!, date: day(date!) }),
    ],
    [
      new RegExp(`^Promo code ${CODE} is not valid for this place\\.$`),
      ([, code], t) => t("promoNotHere", { code: code! }),
    ],
    [
      new RegExp(`^Promo code ${CODE} is only valid for places priced in ([A-Z]{3})\\.$`),
      ([, code, currency], t) => t("promoCurrency", { code: code!, currency: currency! }),
    ],
    [new RegExp(`^Promo code ${CODE} has been fully used\\.$`), ([, code], t) => t("promoUsedUp", { code: code! })],
    [new RegExp(`^You have already used Promo code ${CODE}\\.$`), ([, code], t) => t("promoUsedOnce", { code: code! })],
    [
      new RegExp(`^You have already used Promo code ${CODE} ([\\d,]+) times, as many as it allows\\.$`),
      ([, code, times], t) => t("promoUsedMany", { code: code!, count: Number(times!.replace(/,/g, "")) }),
    ],
    [
      /^You have no referral credit left to use\. Reload the page to pay without it\.$/,
      (_, t) => t("referralCreditGone"),
    ],
  ];

export function serverMessageWords(message: string, t: ServerMessageTranslate, day: (iso: string) => string): string {
  for (const [shape, words] of SHAPES) {
    const match = shape.exec(message);
    if (match) return words(match, t, day);
  }
  return message;
}
