/**
 * The refund's explanation in the reader's language. `previewCancellation` and `cancelBooking` explain the refund
 * in English sentences joined with spaces (the policy's rule, then each thing sold with the stay), which the API
 * and the dashboards show as they are; the guest's /bookings says each known sentence again in its language. A
 * sentence not recognised stays as it came. Pure: the caller passes the `bookings` translator's `refund` part.
 */

export type RefundSentenceKey =
  | "nothingCharged"
  | "depositOnly"
  | "notAcceptedYet"
  | "byStaysia"
  | "byHost"
  | "flexibleFull"
  | "flexibleNone"
  | "moderateFull"
  | "moderateNone"
  | "strictHalf"
  | "strictNone"
  | "taxesRefunded"
  | "insuranceRefunded"
  | "insuranceKept"
  | "addonRefunded"
  | "customAtLeast"
  | "customLessThan"
  | "customAlways";

const SENTENCES: [string, RefundSentenceKey][] = [
  ["Nothing has been charged: any authorisation on the card is released.", "nothingCharged"],
  ["The host had not accepted yet: everything paid is refunded.", "notAcceptedYet"],
  ["Cancelled by Staysia: a full refund.", "byStaysia"],
  ["Cancelled by the host: a full refund.", "byHost"],
  ["Flexible policy: a full refund until 24 hours before check-in.", "flexibleFull"],
  ["Flexible policy: less than 24 hours before check-in, nothing is refunded.", "flexibleNone"],
  ["Moderate policy: a full refund until 5 days before check-in.", "moderateFull"],
  ["Moderate policy: less than 5 days before check-in, nothing is refunded.", "moderateNone"],
  ["Strict policy: half is refunded until 14 days before check-in.", "strictHalf"],
  ["Strict policy: less than 14 days before check-in, nothing is refunded.", "strictNone"],
  ["Taxes are refunded in full.", "taxesRefunded"],
  // docs/DEPOSITS.md: a booking cancelled while only its deposit was paid.
  ["It applies to the deposit paid; the balance is not charged.", "depositOnly"],
  ["Travel insurance: cancelled before the trip starts, the premium is refunded in full.", "insuranceRefunded"],
  ["Travel insurance: the trip had started, the premium is not refunded.", "insuranceKept"],
];

/**
 * A custom policy's sentences (money.ts `customStepExplanation`), with the step's numbers:
 * "Custom policy: 50% is refunded when cancelling at least 7 days before check-in."
 */
const CUSTOM_SENTENCES: [RegExp, RefundSentenceKey][] = [
  [/^Custom policy: (\d{1,3})% is refunded when cancelling at least (\d+) days? before check-in\./, "customAtLeast"],
  [/^Custom policy: less than (\d+) days? before check-in, (\d{1,3})% is refunded\./, "customLessThan"],
  [/^Custom policy: (\d{1,3})% is refunded whenever the booking is cancelled\./, "customAlways"],
];

/** The custom sentence `rest` starts with: its length and its words, or null. */
function customSentence(rest: string, t: RefundTranslate): { length: number; words: string } | null {
  for (const [pattern, key] of CUSTOM_SENTENCES) {
    const match = pattern.exec(rest);
    if (!match) continue;
    const values: Record<string, string | number> =
      key === "customAtLeast"
        ? { percent: match[1]!, days: Number(match[2]) }
        : key === "customLessThan"
          ? { days: Number(match[1]), percent: match[2]! }
          : { percent: match[1]! };
    return { length: match[0].length, words: t(key, values) };
  }
  return null;
}

/** An add-on's own sentence (addons/attach.ts): "Sunset river cruise (AO-4F7K2M) is refunded in full." */
const ADDON_REFUNDED = /\s*(.+?) \((AO-[A-Z0-9]{6})\) is refunded in full\./g;

export type RefundTranslate = (key: RefundSentenceKey, values?: Record<string, string | number>) => string;

export function refundExplanationWords(explanation: string, t: RefundTranslate): string {
  const words: string[] = [];
  let rest = explanation.trim();
  while (rest) {
    const known = SENTENCES.find(([sentence]) => rest.startsWith(sentence));
    if (known) {
      words.push(t(known[1]));
      rest = rest.slice(known[0].length).trim();
      continue;
    }
    const custom = customSentence(rest, t);
    if (custom) {
      words.push(custom.words);
      rest = rest.slice(custom.length).trim();
      continue;
    }
    // Up to the next known sentence (an add-on's title may hold a full stop), or the end.
    const next = SENTENCES.map(([sentence]) => rest.indexOf(` ${sentence}`))
      .filter((at) => at >= 0)
      .sort((a, b) => a - b)[0];
    const sentence = next === undefined ? rest : rest.slice(0, next);
    words.push(
      sentence
        .replace(
          ADDON_REFUNDED,
          (_, title: string, reference: string) => ` ${t("addonRefunded", { title, reference })}`,
        )
        .trim(),
    );
    rest = rest.slice(sentence.length).trim();
  }
  return words.join(" ");
}
