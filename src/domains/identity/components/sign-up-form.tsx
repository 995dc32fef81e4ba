"use client";

import { sameSitePath } from "@/lib/return-target";
import Link from "next/link";
import { useRouter } from "next/navigation";
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

interface SignUpFields {
  name: string;
  email: string;
  password: string;
  phone: string;
  organisationName: string;
}

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
  const { form, submitWith, errorOf, formError, setFormError, busy } = useFunctionForm<
    SignUpFields,
    unknown,
    { email: string }
  >({
    name: "signUp",
    schema,
    defaultValues: { name: "", email: "", password: "", phone: "", organisationName: "" },
  });
  const { register } = form;
  const [signingIn, setSigningIn] = useState(false);

  const onSubmit = submitWith(async (_result, input) => {
    const { email, password } = input as { email: string; password: string };
    setSigningIn(true);
    const signedIn = await signInWithPassword(email, password);
    if (!signedIn.ok) {
      setSigningIn(false);
      setFormError("Your account is ready, but we could not sign you in. Please log in.");
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
          {embedded ? "Create a guest account" : copy.title}
        </Heading>
        <p className="mt-2 text-sm text-muted">{copy.intro}</p>
      </div>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4" aria-label={copy.title}>
        {formError && <FormMessage>{formError}</FormMessage>}
        <Field label="Full name" {...register("name")} autoComplete="name" required error={errorOf("name")} />
        {supplier && (
          <Field
            label={kind === "propertyOwner" ? "Business or owner name" : "Hosting business name"}
            {...register("organisationName")}
            autoComplete="organization"
            required
            error={errorOf("organisationName")}
            hint="Shown on your statements and to guests."
          />
        )}
        <Field
          label="Email"
          {...register("email")}
          type="email"
          autoComplete="email"
          required
          error={errorOf("email")}
        />
        <Field
          label="Password"
          {...register("password")}
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          error={errorOf("password")}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        />
        <Field
          label="Phone (optional)"
          {...register("phone")}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+60123456789"
          error={errorOf("phone")}
          hint="International format: + country code and number."
        />
        <Button type="submit" className="w-full" busy={busy || signingIn}>
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
