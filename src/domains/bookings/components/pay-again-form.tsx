"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { z } from "zod";
import { messagesByPath } from "@/components/forms/field-messages";
import { formSchema } from "@/components/forms/form-values";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/field";
import type { CheckoutOutcome } from "../checkout";
import { payBookingInput } from "../inputs";
import { CardFields, emptyCard, type CardValues, type TestCards } from "./card-fields";
import { fieldErrorWords } from "./field-error-words";

/** What the form holds: the card as typed, where `payBooking`'s input has it. */
interface PayAgainFields {
  payment: { card: CardValues };
}

const cardText = z.object({ number: z.string(), expiry: z.string(), cvc: z.string(), holder: z.string() });

/** The form read into `payBooking`'s input (the card only when paying by card), checked by its own schema. */
function payAgainSchema(reference: string, method: "card" | "bank_transfer") {
  return formSchema(
    z.object({ payment: z.object({ card: cardText }) }),
    (values) => ({
      reference,
      payment:
        method === "card"
          ? { method: "card" as const, card: values.payment.card }
          : { method: "bank_transfer" as const },
    }),
    payBookingInput,
  );
}

/** After a declined card, while the dates are held: another card, or bank transfer (`payBooking`). */
export function PayAgainForm({
  reference,
  total,
  testCards,
  guestName,
  heading,
}: {
  reference: string;
  total: string;
  testCards: TestCards;
  guestName: string;
  /** "Pay now" when nothing was tried yet (a booking held from an accepted price bid); "Pay another way" unless given. */
  heading?: string;
}) {
  const t = useTranslations("checkout");
  const router = useRouter();
  const [method, setMethod] = useState<"card" | "bank_transfer">("card");
  const schema = useMemo(() => payAgainSchema(reference, method), [reference, method]);
  const { form, submitWith, formError, busy } = useFunctionForm<PayAgainFields, unknown, CheckoutOutcome>({
    name: "payBooking",
    schema,
    defaultValues: { payment: { card: emptyCard(guestName) } },
  });
  const [leaving, setLeaving] = useState(false);
  // The schemas' messages in the page's language (field-error-words.ts); the server's own stay as they come.
  const messages = Object.fromEntries(
    Object.entries(messagesByPath(form.formState.errors)).map(([path, message]) => [
      path,
      fieldErrorWords(message, (key) => t(`fieldErrors.${key}`))!,
    ]),
  );
  // The reference comes from the page, not from a field: a message about it (or anything else) goes on top.
  const otherMessages = Object.entries(messages)
    .filter(([path]) => !path.startsWith("payment.card."))
    .map(([, message]) => message);

  const submit = submitWith((outcome) => {
    if (outcome.payment.actionUrl) {
      setLeaving(true);
      window.location.assign(outcome.payment.actionUrl);
      return;
    }
    router.refresh();
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (busy || leaving) {
          event.preventDefault();
          return;
        }
        void submit(event);
      }}
      className="space-y-4 rounded-2xl border border-line bg-white p-5"
      aria-labelledby="pay-again"
    >
      <h2 id="pay-again" className="text-lg font-semibold">
        {heading ?? t("payAgain.payAnotherWay")}
      </h2>
      {formError && <FormMessage>{formError}</FormMessage>}
      {otherMessages.length > 0 && <FormMessage>{otherMessages.join(" ")}</FormMessage>}
      <div role="radiogroup" aria-label={t("form.howYouPay")} className="flex flex-wrap gap-4 text-sm">
        {(
          [
            ["card", t("payAgain.anotherCard")],
            ["bank_transfer", t("form.bankTransfer")],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              name="method"
              value={value}
              checked={method === value}
              onChange={() => setMethod(value)}
            />
            {label}
          </label>
        ))}
      </div>
      {method === "card" ? (
        <CardFields
          field={(name) => form.register(`payment.card.${name}`)}
          errorOf={(name) => messages[`payment.card.${name}`]}
          defaultHolder={guestName}
          testCards={testCards}
        />
      ) : (
        <p className="text-sm text-muted">{t("payAgain.transferNote")}</p>
      )}
      <Button type="submit" className="w-full" busy={busy || leaving}>
        {method === "card" ? t("form.submitPay", { total }) : t("payAgain.payByTransfer")}
      </Button>
    </form>
  );
}
