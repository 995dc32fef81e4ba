"use client";

import { useTranslations } from "next-intl";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";

export interface TestCards {
  succeeds: string;
  declined: string;
  confirms: string;
}

/** The card's fields as the function's input names them (`payment.card.number`): the text as typed. */
export interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

/** Empty card fields, with the name on the card filled in (usually the guest's). */
export function emptyCard(holder = ""): CardValues {
  return { number: "", expiry: "", cvc: "", holder };
}

/**
 * Number, expiry, security code and name on the card, with the test gateway's cards shown. The form registers
 * each field (`field`) and says its message (`errorOf`): the card's rules are `cardInput`'s, which the form's
 * schema (the function's own) checks. `defaultHolder` is the form's default for the name on the card, written
 * into the page too so it shows before the page hydrates (react-hook-form sets the fields' values then).
 */
export function CardFields({
  field,
  errorOf,
  defaultHolder,
  testCards,
}: {
  field: (name: keyof CardValues) => UseFormRegisterReturn;
  errorOf: (name: keyof CardValues) => string | undefined;
  defaultHolder?: string;
  testCards: TestCards;
}) {
  const t = useTranslations("checkout");
  return (
    <div className="space-y-3">
      <Field
        label={t("card.number")}
        {...field("number")}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        error={errorOf("number")}
        required
      />
      <div className="grid grid-cols-2 gap-3">
        <Field
          label={t("card.expiry")}
          {...field("expiry")}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={7}
          error={errorOf("expiry")}
          required
        />
        <Field
          label={t("card.cvc")}
          {...field("cvc")}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          error={errorOf("cvc")}
          required
        />
      </div>
      <Field
        label={t("card.holder")}
        {...field("holder")}
        defaultValue={defaultHolder}
        autoComplete="cc-name"
        error={errorOf("holder")}
        required
      />
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900">{t("card.testCards", { ...testCards })}</p>
    </div>
  );
}
