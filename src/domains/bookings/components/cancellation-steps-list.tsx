import { getTranslations } from "next-intl/server";
import type { CancellationStep } from "@/domains/catalogue/inputs";
import { todayIn } from "@/lib/dates";
import { formatDay } from "@/lib/format";
import type { Locale } from "@/lib/locales";
import { cancellationStepSentences } from "./cancellation-steps";

/**
 * A custom policy's steps as a list of sentences in the page's language, with the chosen stay's dates (midnight in
 * the property's time zone, said below the list), for the product page and the checkout.
 */
export async function CancellationStepsList({
  steps,
  checkInDay,
  timeZone,
  locale,
  testId,
}: {
  steps: readonly CancellationStep[];
  /** The chosen stay's check-in day (an hourly stay's day), or null before one is chosen. */
  checkInDay: string | null;
  timeZone: string;
  locale: Locale;
  testId?: string;
}) {
  const t = await getTranslations("product");
  const stay = checkInDay ? { checkInDay, today: todayIn(timeZone) } : null;
  const sentences = cancellationStepSentences(
    steps,
    stay,
    (key, values) => t(`cancellationSteps.${key}`, values),
    (day) => formatDay(day, locale),
  );
  return (
    <>
      <ul className="list-disc space-y-0.5 pl-5" data-testid={testId}>
        {sentences.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
      {stay && <p className="text-xs">{t("cancellationSteps.localTime", { zone: timeZone.replace("_", " ") })}</p>}
    </>
  );
}
