"use client";

import { sameSitePath } from "@/lib/return-target";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { fieldErrorsOfZod, useFunctionCall } from "@/components/forms/use-function-call";
import type { CountryCode } from "@/lib/countries";
import { signInWithPassword } from "../sign-in-client";
import { MIN_PASSWORD_LENGTH, signUpSchema, type PartnerOrigin, type SignUpKind } from "../validation";
import { SIGN_UP_COPY } from "./copy";

/**
 * One form for the four kinds of sign-up. It checks as the person types (the same zod rules as the
 * server), calls `signUp`, signs in and goes to /pending to verify the email.
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
  const copy = SIGN_UP_COPY[kind];
  const router = useRouter();
  const supplier = kind === "propertyOwner" || kind === "thirdPartyHost";
  const signUp = useFunctionCall<{ email: string }>("signUp");
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const [signingIn, setSigningIn] = useState(false);
  const errors = { ...signUp.fieldErrors, ...localErrors };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = {
      kind,
      country,
      name: String(form.get("name") ?? ""),
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
      phone: String(form.get("phone") ?? ""),
      organisationName: supplier ? String(form.get("organisationName") ?? "") : undefined,
      partner,
      referralCode,
    };
    const checked = signUpSchema.safeParse(values);
    if (!checked.success) {
      setLocalErrors(fieldErrorsOfZod(checked.error.issues));
      return;
    }
    setLocalErrors({});
    const result = await signUp.run(values);
    if (!result) return;
    setSigningIn(true);
    const signedIn = await signInWithPassword(values.email, values.password);
    if (!signedIn.ok) {
      setSigningIn(false);
      signUp.setFormError("Your account is ready, but we could not sign you in. Please log in.");
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
  }

  const Heading = embedded ? "h2" : "h1";

  return (
    <div className="space-y-6">
      <div>
        <Heading className={embedded ? "text-lg font-semibold" : "text-2xl font-semibold"}>{embedded ? "Create a guest account" : copy.title}</Heading>
        <p className="mt-2 text-sm text-muted">{copy.intro}</p>
      </div>
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={copy.title}>
        {signUp.formError && <FormMessage>{signUp.formError}</FormMessage>}
        <Field label="Full name" name="name" autoComplete="name" required error={errors.name} />
        {supplier && (
          <Field
            label={kind === "propertyOwner" ? "Business or owner name" : "Hosting business name"}
            name="organisationName"
            autoComplete="organization"
            required
            error={errors.organisationName}
            hint="Shown on your statements and to guests."
          />
        )}
        <Field label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          error={errors.password}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        />
        <Field
          label="Phone (optional)"
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+60123456789"
          error={errors.phone}
          hint="International format: + country code and number."
        />
        <Button type="submit" className="w-full" busy={signUp.busy || signingIn}>
          {copy.submit}
        </Button>
      </form>
      {!embedded && (
        <p className="text-center text-sm text-muted">
          Already have an account?{" "}
          <Link className="font-medium text-brand-700 underline" href={`${pathPrefix}${copy.loginPath}`}>
            Log in
          </Link>
        </p>
      )}
    </div>
  );
}
