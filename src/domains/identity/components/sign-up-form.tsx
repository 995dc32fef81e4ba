"use client";

import { sameSitePath } from "@/lib/return-target";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { z } from "zod";
import { formSchema } from "@/components/forms/form-values";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import type { CountryCode } from "@/lib/countries";
import { signInWithPassword } from "../sign-in-client";
import { MIN_PASSWORD_LENGTH, signUpSchema, type PartnerOrigin, type SignUpKind } from "../validation";
import { SIGN_UP_COPY } from "./copy";
import { fieldErrorMessage } from "./field-error-messages";

interface SignUpFields {
  name: string;
  email: string;
  password: string;
  phone: string;
  organisationName: string;
}

/**
 * One form for the four kinds of sign-up. It checks as the person types (the same zod rules as the
 * server, its messages said in the page's language), calls `signUp`, signs in and goes to /pending to verify the
 * email.
 */
export function SignUpForm({
  kind,
  country,
  pathPrefix,
  partner,
  referralCode,
  returnTo,
  embedded = false,
}: {
  kind: SignUpKind;
  country: CountryCode;
  pathPrefix: string;
  /** The partner storefront a guest came from, kept on their profile. */
  partner?: PartnerOrigin;
  /** The referral code of the link a guest came with (/signup/roomer?ref=CODE). */
  referralCode?: string;
  /** A path of this site to go back to once signed in (the checkout), instead of /pending. */
  returnTo?: string;
  /** Inside another page (the checkout): a second-level heading, and no link to the log-in page. */
  embedded?: boolean;
}) {
  const t = useTranslations("auth");
  const copy = SIGN_UP_COPY[kind];
  const title = t(`signUp.${kind}.title`);
  const router = useRouter();
  const supplier = kind === "propertyOwner" || kind === "thirdPartyHost";
  // The typed fields with the page's kind, country, partner and referral code, checked by `signUp`'s schema.
  const schema = useMemo(
    () =>
      formSchema(
        z.object({
          name: z.string(),
          email: z.string(),
          password: z.string(),
          phone: z.string(),
          organisationName: z.string(),
        }),
        (values) => ({
          kind,
          country,
          name: values.name,
          email: values.email,
          password: values.password,
          phone: values.phone,
          organisationName: supplier ? values.organisationName : undefined,
          partner,
          referralCode,
        }),
        signUpSchema,
      ),
    [kind, country, supplier, partner, referralCode],
  );
  const { form, submitWith, formError, setFormError, busy } = useFunctionForm<SignUpFields, unknown, { email: string }>(
    {
      name: "signUp",
      schema,
      defaultValues: { name: "", email: "", password: "", phone: "", organisationName: "" },
    },
  );
  const { register } = form;
  const errorOf = (field: keyof SignUpFields) =>
    fieldErrorMessage("signUp", field, form.formState.errors[field], (key, values) => t(`fieldErrors.${key}`, values));
  const [signingIn, setSigningIn] = useState(false);

  const onSubmit = submitWith(async (_result, input) => {
    const { email, password } = input as { email: string; password: string };
    setSigningIn(true);
    const signedIn = await signInWithPassword(email, password);
    if (!signedIn.ok) {
      setSigningIn(false);
      setFormError(t("signUp.signInFailed"));
      return;
    }
    const target = sameSitePath(returnTo);
    if (target) {
      // A full load, so that the page rendered on the server sees the new session.
      window.location.assign(target);
      return;
    }
    router.replace("/pending");
    router.refresh();
  });

  const Heading = embedded ? "h2" : "h1";

  return (
    <div className="space-y-6">
      <div>
        <Heading className={embedded ? "text-lg font-semibold" : "text-2xl font-semibold"}>
          {embedded ? t("signUp.embeddedTitle") : title}
        </Heading>
        <p className="mt-2 text-sm text-muted">{t(`signUp.${kind}.intro`)}</p>
      </div>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4" aria-label={title}>
        {formError && <FormMessage>{formError}</FormMessage>}
        <Field label={t("signUp.name")} {...register("name")} autoComplete="name" required error={errorOf("name")} />
        {supplier && (
          <Field
            label={kind === "propertyOwner" ? t("signUp.ownerOrganisation") : t("signUp.hostOrganisation")}
            {...register("organisationName")}
            autoComplete="organization"
            required
            error={errorOf("organisationName")}
            hint={t("signUp.organisationHint")}
          />
        )}
        <Field
          label={t("signUp.email")}
          {...register("email")}
          type="email"
          autoComplete="email"
          required
          error={errorOf("email")}
        />
        <Field
          label={t("signUp.password")}
          {...register("password")}
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          error={errorOf("password")}
          hint={t("signUp.passwordHint", { min: MIN_PASSWORD_LENGTH })}
        />
        <Field
          label={t("signUp.phone")}
          {...register("phone")}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+60123456789"
          error={errorOf("phone")}
          hint={t("signUp.phoneHint")}
        />
        <Button type="submit" className="w-full" busy={busy || signingIn}>
          {t(`signUp.${kind}.submit`)}
        </Button>
      </form>
      {!embedded && (
        <p className="text-center text-sm text-muted">
          {t("signUp.haveAccount")}{" "}
          <Link className="font-medium text-brand-700 underline" href={`${pathPrefix}${copy.loginPath}`}>
            {t("signUp.logIn")}
          </Link>
        </p>
      )}
    </div>
  );
}
