import { marketingWords } from "../pages/words";
import { ENQUIRY_TOPICS } from "../inputs";
import type { Locale } from "@/lib/locales";

/**
 * The enquiry form's words in a language. The form is a client component and the `marketing` namespace stays on
 * the server (src/i18n/client-namespaces.ts), so the page builds these and passes them down.
 *
 * `errors` translates the messages of `submitEnquiry`'s schema (content/inputs.ts, lib/validation.ts), which
 * are English and written once for the form and the server: each is found by its English text, the catalogue's
 * English entry, and a message the catalogue does not know shows as the schema wrote it.
 */
export function enquiryFormText(locale: Locale) {
  const t = marketingWords(locale);
  const english = marketingWords("en");
  const errorKeys = [
    "nameMissing",
    "nameTooLong",
    "emailMissing",
    "emailInvalid",
    "phoneInvalid",
    "topicMissing",
    "messageMissing",
    "messageTooShort",
    "messageTooLong",
  ] as const;
  return {
    label: t("enquiry.label"),
    name: t("enquiry.name"),
    email: t("enquiry.email"),
    phone: t("enquiry.phone"),
    topic: t("enquiry.topic"),
    message: t("enquiry.message"),
    website: t("enquiry.website"),
    send: t("enquiry.send"),
    // `{reference}` stays a placeholder: the form fills it with the reference the function answered.
    received: t("enquiry.received"),
    receivedWithReference: t("enquiry.receivedWithReference", { reference: "{reference}" }),
    receivedWithCopy: t("enquiry.receivedWithCopy"),
    receivedWithReferenceAndCopy: t("enquiry.receivedWithReferenceAndCopy", { reference: "{reference}" }),
    topics: ENQUIRY_TOPICS.map((topic) => ({ value: topic.value, label: t(`enquiry.topics.${topic.value}`) })),
    errors: Object.fromEntries(errorKeys.map((key) => [english(`enquiry.errors.${key}`), t(`enquiry.errors.${key}`)])),
  };
}

export type EnquiryFormText = ReturnType<typeof enquiryFormText>;
