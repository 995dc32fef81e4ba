"use client";

import { returnTarget } from "@/lib/return-target";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { functionInputResolver } from "@/components/forms/use-function-form";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { signInWithPassword } from "../sign-in-client";
import { logInSchema } from "../validation";
import { LOG_IN_COPY, type LogInVariant } from "./copy";
import { fieldErrorMessage } from "./field-error-messages";

type LogInFields = z.input<typeof logInSchema>;

/** Both fields filled in, checked before the identity provider is asked (it checks the password). */
const LOG_IN_RESOLVER = functionInputResolver<LogInFields, LogInFields>(logInSchema);

/** Every log-in page signs in any account; the page only sets the wording and the sign-up link (in `auth`). */
export function LogInForm({
  variant,
  pathPrefix,
  returnTo,
  embedded = false,
}: {
  variant: LogInVariant;
  pathPrefix: string;
  /** A path of this site to go back to once signed in (the checkout), instead of the dashboard. */
  returnTo?: string;
  /** Inside another page (the checkout): a second-level heading, and no sign-up link. */
  embedded?: boolean;
}) {
  const t = useTranslations("auth");
  const copy = LOG_IN_COPY[variant];
  const title = t(`logIn.${variant}.title`);
  const form = useForm<LogInFields, unknown, LogInFields>({
    resolver: LOG_IN_RESOLVER,
    // No default values: react-hook-form then reads what is in the fields when it starts, so what someone typed
    // before the page's script woke up (a slow phone, a busy checkout) is kept rather than wiped.
    mode: "onSubmit",
    reValidateMode: "onBlur",
  });
  // Stays busy after a successful sign-in, while the next page loads.
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setBusy(true);
    setError(null);
    const result = await signInWithPassword(email, password);
    if (result.ok) {
      // The dashboard sends each person to their own default page (or to /pending to verify the email).
      // A full page load, not router.replace: Next.js loops forever on a client navigation that a server
      // redirect() sends into a layout the browser has not rendered yet (/dashboard → the role's page).
      // From the checkout, back to it: the page rendered on the server then sees the new session.
      window.location.assign(returnTarget(returnTo, "/dashboard"));
      return;
    }
    setBusy(false);
    setError(
      result.reason === "credentials"
        ? t("logIn.wrongCredentials")
        : result.reason === "rate-limited"
          ? t("logIn.rateLimited", { seconds: result.retryAfterSeconds ?? 60 })
          : t("logIn.failed"),
    );
  });
  const errorOf = (field: keyof LogInFields) =>
    fieldErrorMessage("logIn", field, form.formState.errors[field], (key, values) => t(`fieldErrors.${key}`, values));

  return (
    <div className="space-y-6">
      <div>
        {embedded ? (
          <h2 className="text-lg font-semibold">{t("logIn.embeddedTitle")}</h2>
        ) : (
          <>
            <h1 className="text-2xl font-semibold">{title}</h1>
            <p className="mt-2 text-sm text-muted">{t(`logIn.${variant}.intro`)}</p>
          </>
        )}
      </div>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4" aria-label={title}>
        {error && <FormMessage>{error}</FormMessage>}
        <Field
          label={t("logIn.email")}
          {...form.register("email")}
          type="email"
          autoComplete="email"
          required
          error={errorOf("email")}
        />
        <Field
          label={t("logIn.password")}
          {...form.register("password")}
          type="password"
          autoComplete="current-password"
          required
          error={errorOf("password")}
        />
        <Button type="submit" className="w-full" busy={busy}>
          {t("logIn.submit")}
        </Button>
      </form>
      {copy.signUpPath && !embedded && (
        <p className="text-center text-sm text-muted">
          <Link className="font-medium text-brand-700 underline" href={`${pathPrefix}${copy.signUpPath}`}>
            {variant !== "operator" && t(`logIn.${variant}.signUp`)}
          </Link>
        </p>
      )}
    </div>
  );
}
