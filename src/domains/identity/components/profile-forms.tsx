"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { z } from "zod";
import { fieldIssue, formSchema } from "@/components/forms/form-values";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import {
  changeMyPasswordInput,
  MIN_PASSWORD_LENGTH,
  updateMyNationalityInput,
  updateMyPartnerMemberIdInput,
  updateMyProfileInput,
} from "../validation";
import { countryChoices, countryName } from "@/lib/iso-countries";
import { plural } from "@/lib/plural";

interface ProfileFormsProps {
  email: string;
  emailVerified: boolean;
  name: string;
  phone: string | null;
  organisation: string | null;
  /** The saved AirAsia member ID; undefined when the account has no profile to keep one on. */
  partnerMemberId?: string | null;
  /** The saved nationality (ISO 3166-1); undefined when the account has no profile to keep one on. */
  nationality?: string | null;
}

/** /dashboard/profile: who you are, your name and phone, and your password. */
export function ProfileForms(props: ProfileFormsProps) {
  return (
    <div className="grid max-w-3xl gap-6">
      <section aria-labelledby="account-heading" className="rounded-2xl border border-line bg-white p-6">
        <h2 id="account-heading" className="text-lg font-semibold">
          Account
        </h2>
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-muted">Email</dt>
          <dd>
            {props.email}{" "}
            <span
              className={
                props.emailVerified
                  ? "ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700"
                  : "ml-2 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800"
              }
            >
              {props.emailVerified ? "Verified" : "Not verified"}
            </span>
          </dd>
          {props.organisation && (
            <>
              <dt className="text-muted">Organisation</dt>
              <dd>{props.organisation}</dd>
            </>
          )}
        </dl>
      </section>
      <DetailsForm name={props.name} phone={props.phone} />
      {props.partnerMemberId !== undefined && <PartnerMemberForm partnerMemberId={props.partnerMemberId} />}
      {props.nationality !== undefined && <NationalityForm nationality={props.nationality} />}
      <PasswordForm />
    </div>
  );
}

/** The details as typed, checked by `updateMyProfile`'s own schema. */
const detailsSchema = formSchema(
  z.object({ name: z.string(), phone: z.string() }),
  (values) => values,
  updateMyProfileInput,
);

function DetailsForm({ name, phone }: { name: string; phone: string | null }) {
  const router = useRouter();
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<
    { name: string; phone: string },
    unknown,
    { name: string; phone: string | null }
  >({ name: "updateMyProfile", schema: detailsSchema, defaultValues: { name, phone: phone ?? "" } });
  const [saved, setSaved] = useState(false);

  const submit = submitWith(() => {
    setSaved(true);
    router.refresh();
  });

  return (
    <section aria-labelledby="details-heading" className="rounded-2xl border border-line bg-white p-6">
      <h2 id="details-heading" className="text-lg font-semibold">
        Your details
      </h2>
      <form
        noValidate
        onSubmit={(event) => {
          setSaved(false);
          void submit(event);
        }}
        className="mt-4 space-y-4"
        aria-label="Your details"
      >
        {formError && <FormMessage>{formError}</FormMessage>}
        {saved && <FormMessage tone="success">Your details are saved.</FormMessage>}
        <Field label="Full name" {...form.register("name")} autoComplete="name" error={errorOf("name")} />
        <Field
          label="Phone (optional)"
          {...form.register("phone")}
          type="tel"
          placeholder="+60123456789"
          autoComplete="tel"
          error={errorOf("phone")}
          hint="International format: + country code and number."
        />
        <Button type="submit" busy={busy}>
          Save details
        </Button>
      </form>
    </section>
  );
}

/** The member ID as typed, checked by `updateMyPartnerMemberId`'s own schema (the checkout's rule). */
const partnerMemberSchema = formSchema(
  z.object({ partnerMemberId: z.string() }),
  (values) => values,
  updateMyPartnerMemberIdInput,
);

/**
 * SPEC.md §3's {product}UserId: the person's AirAsia member ID, kept so the /airasia checkout fills it in and the
 * stay earns points without retyping. Empty removes it.
 */
function PartnerMemberForm({ partnerMemberId }: { partnerMemberId: string | null }) {
  const router = useRouter();
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<
    { partnerMemberId: string },
    unknown,
    { partnerMemberId: string | null }
  >({
    name: "updateMyPartnerMemberId",
    schema: partnerMemberSchema,
    defaultValues: { partnerMemberId: partnerMemberId ?? "" },
  });
  const [saved, setSaved] = useState<string | null | undefined>(undefined);

  const submit = submitWith((result) => {
    setSaved(result.partnerMemberId);
    form.reset({ partnerMemberId: result.partnerMemberId ?? "" });
    router.refresh();
  });

  return (
    <section aria-labelledby="partner-member-heading" className="rounded-2xl border border-line bg-white p-6">
      <h2 id="partner-member-heading" className="text-lg font-semibold">
        AirAsia membership
      </h2>
      <form
        noValidate
        onSubmit={(event) => {
          setSaved(undefined);
          void submit(event);
        }}
        className="mt-4 space-y-4"
        aria-label="AirAsia membership"
      >
        {formError && <FormMessage>{formError}</FormMessage>}
        {saved !== undefined && (
          <FormMessage tone="success">
            {saved ? "Your AirAsia member ID is saved." : "Your AirAsia member ID is removed."}
          </FormMessage>
        )}
        <Field
          label="AirAsia member ID (optional)"
          {...form.register("partnerMemberId")}
          autoComplete="off"
          spellCheck={false}
          placeholder="AA12345678"
          error={errorOf("partnerMemberId")}
          hint="10 letters or digits. We fill it in when you book through AirAsia, so your stays earn points."
        />
        <Button type="submit" busy={busy}>
          Save member ID
        </Button>
      </form>
    </section>
  );
}

/** The nationality as chosen, checked by `updateMyNationality`'s own schema. */
const nationalitySchema = formSchema(
  z.object({ nationality: z.string() }),
  (values) => values,
  updateMyNationalityInput,
);

/**
 * The nationality the stay checkout asks where a tax exempts a country's citizens and permanent residents
 * (Malaysia's tourism tax): kept so the checkout is prefilled. The dashboards are English, so are the names.
 */
function NationalityForm({ nationality }: { nationality: string | null }) {
  const router = useRouter();
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<
    { nationality: string },
    unknown,
    { nationality: string | null }
  >({ name: "updateMyNationality", schema: nationalitySchema, defaultValues: { nationality: nationality ?? "" } });
  const [saved, setSaved] = useState<string | null | undefined>(undefined);
  const submit = submitWith((result) => {
    setSaved(result.nationality);
    form.reset({ nationality: result.nationality ?? "" });
    router.refresh();
  });
  const error = errorOf("nationality");
  return (
    <section aria-labelledby="nationality-heading" className="rounded-2xl border border-line bg-white p-6">
      <h2 id="nationality-heading" className="text-lg font-semibold">
        Nationality
      </h2>
      <form
        noValidate
        onSubmit={(event) => {
          setSaved(undefined);
          void submit(event);
        }}
        className="mt-4 space-y-4"
        aria-label="Nationality"
      >
        {formError && <FormMessage>{formError}</FormMessage>}
        {saved !== undefined && (
          <FormMessage tone="success">
            {saved ? `Your nationality is saved: ${countryName(saved, "en")}.` : "Your nationality is removed."}
          </FormMessage>
        )}
        <div className="space-y-1">
          <label htmlFor="profile-nationality" className="block text-sm font-medium">
            Nationality (or the country you are a permanent resident of)
          </label>
          <select
            id="profile-nationality"
            {...form.register("nationality")}
            aria-describedby="profile-nationality-hint"
            aria-invalid={error ? true : undefined}
            className="block w-full max-w-md rounded-lg border border-line bg-white px-3 py-2 text-base sm:text-sm"
          >
            <option value="">Not given</option>
            {countryChoices("en").map((choice) => (
              // The names come from the runtime's Intl data, which Node.js and the browser hold in different
              // versions ("Hong Kong SAR China" / "Hong Kong"): the server's are kept rather than failing the
              // page's hydration, which rendered the form again and lost a choice made before it (lib/iso-countries.ts).
              <option key={choice.code} value={choice.code} suppressHydrationWarning>
                {choice.name}
              </option>
            ))}
          </select>
          <p id="profile-nationality-hint" className="text-xs text-muted">
            Some taxes are charged only to foreign guests (Malaysia&apos;s tourism tax: Malaysian citizens and permanent
            residents are exempt). We fill this in at checkout, where you can change it.
          </p>
          {error && <p className="text-sm text-red-700">{error}</p>}
        </div>
        <Button type="submit" busy={busy}>
          Save nationality
        </Button>
      </form>
    </section>
  );
}

interface PasswordFields {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The passwords as typed: the form checks the repeat, `changeMyPassword`'s own schema the rest. */
const passwordChangeSchema = formSchema(
  z.object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() }),
  (values, context) => {
    if (values.newPassword !== values.confirmPassword)
      fieldIssue(context, "confirmPassword", "The two new passwords are not the same.");
    return { currentPassword: values.currentPassword, newPassword: values.newPassword };
  },
  changeMyPasswordInput,
);

export function PasswordForm() {
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<
    PasswordFields,
    unknown,
    { otherSessionsSignedOut: number }
  >({
    name: "changeMyPassword",
    schema: passwordChangeSchema,
    // No default values: a password typed before the page's script started is kept (use-function-form.ts).
  });
  const [done, setDone] = useState<number | null>(null);

  const submit = submitWith((result) => {
    setDone(result.otherSessionsSignedOut);
    form.reset({ currentPassword: "", newPassword: "", confirmPassword: "" });
  });

  return (
    <section aria-labelledby="password-heading" className="rounded-2xl border border-line bg-white p-6">
      <h2 id="password-heading" className="text-lg font-semibold">
        Password
      </h2>
      <form
        noValidate
        onSubmit={(event) => {
          setDone(null);
          void submit(event);
        }}
        className="mt-4 space-y-4"
        aria-label="Change password"
      >
        {formError && <FormMessage>{formError}</FormMessage>}
        {done !== null && (
          <FormMessage tone="success">
            Your password is changed.{" "}
            {done > 0 ? `We signed you out on ${plural(done, { one: "other device", other: "other devices" })}.` : ""}
          </FormMessage>
        )}
        <Field
          label="Current password"
          {...form.register("currentPassword")}
          type="password"
          autoComplete="current-password"
          error={errorOf("currentPassword")}
        />
        <Field
          label="New password"
          {...form.register("newPassword")}
          type="password"
          autoComplete="new-password"
          error={errorOf("newPassword")}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        />
        <Field
          label="New password again"
          {...form.register("confirmPassword")}
          type="password"
          autoComplete="new-password"
          error={errorOf("confirmPassword")}
        />
        <Button type="submit" busy={busy}>
          Change password
        </Button>
      </form>
    </section>
  );
}
