"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
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
  const t = useTranslations("dashboardIdentity.profile");
  return (
    <div className="grid max-w-3xl gap-6">
      <section aria-labelledby="account-heading" className="rounded-2xl border border-line bg-white p-6">
        <h2 id="account-heading" className="text-lg font-semibold">
          {t("account")}
        </h2>
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-muted">{t("email")}</dt>
          <dd>
            {props.email}{" "}
            <span
              className={
                props.emailVerified
                  ? "ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700"
                  : "ml-2 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800"
              }
            >
              {props.emailVerified ? t("verified") : t("notVerified")}
            </span>
          </dd>
          {props.organisation && (
            <>
              <dt className="text-muted">{t("organisation")}</dt>
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
  const t = useTranslations("dashboardIdentity.profile");
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
        {t("details")}
      </h2>
      <form
        noValidate
        onSubmit={(event) => {
          setSaved(false);
          void submit(event);
        }}
        className="mt-4 space-y-4"
        aria-label={t("details")}
      >
        {formError && <FormMessage>{formError}</FormMessage>}
        {saved && <FormMessage tone="success">{t("detailsSaved")}</FormMessage>}
        <Field label={t("fullName")} {...form.register("name")} autoComplete="name" error={errorOf("name")} />
        <Field
          label={t("phone")}
          {...form.register("phone")}
          type="tel"
          placeholder="+60123456789"
          autoComplete="tel"
          error={errorOf("phone")}
          hint={t("phoneHint")}
        />
        <Button type="submit" busy={busy}>
          {t("saveDetails")}
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
  const t = useTranslations("dashboardIdentity.profile");
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
        {t("membership")}
      </h2>
      <form
        noValidate
        onSubmit={(event) => {
          setSaved(undefined);
          void submit(event);
        }}
        className="mt-4 space-y-4"
        aria-label={t("membership")}
      >
        {formError && <FormMessage>{formError}</FormMessage>}
        {saved !== undefined && (
          <FormMessage tone="success">{saved ? t("memberSaved") : t("memberRemoved")}</FormMessage>
        )}
        <Field
          label={t("memberId")}
          {...form.register("partnerMemberId")}
          autoComplete="off"
          spellCheck={false}
          placeholder="AA12345678"
          error={errorOf("partnerMemberId")}
          hint={t("memberHint")}
        />
        <Button type="submit" busy={busy}>
          {t("saveMember")}
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
  const t = useTranslations("dashboardIdentity.profile");
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
        {t("nationality")}
      </h2>
      <form
        noValidate
        onSubmit={(event) => {
          setSaved(undefined);
          void submit(event);
        }}
        className="mt-4 space-y-4"
        aria-label={t("nationality")}
      >
        {formError && <FormMessage>{formError}</FormMessage>}
        {saved !== undefined && (
          <FormMessage tone="success">
            {saved ? t("nationalitySaved", { country: countryName(saved, "en") }) : t("nationalityRemoved")}
          </FormMessage>
        )}
        <div className="space-y-1">
          <label htmlFor="profile-nationality" className="block text-sm font-medium">
            {t("nationalityLabel")}
          </label>
          <select
            id="profile-nationality"
            {...form.register("nationality")}
            aria-describedby="profile-nationality-hint"
            aria-invalid={error ? true : undefined}
            className="block w-full max-w-md rounded-lg border border-line bg-white px-3 py-2 text-base sm:text-sm"
          >
            <option value="">{t("notGiven")}</option>
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
            {t("nationalityHint")}
          </p>
          {error && <p className="text-sm text-red-700">{error}</p>}
        </div>
        <Button type="submit" busy={busy}>
          {t("saveNationality")}
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
const passwordChangeSchema = (notSame: string) =>
  formSchema(
    z.object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() }),
    (values, context) => {
      if (values.newPassword !== values.confirmPassword) fieldIssue(context, "confirmPassword", notSame);
      return { currentPassword: values.currentPassword, newPassword: values.newPassword };
    },
    changeMyPasswordInput,
  );

export function PasswordForm() {
  const t = useTranslations("dashboardIdentity.password");
  const schema = useMemo(() => passwordChangeSchema(t("notSame")), [t]);
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<
    PasswordFields,
    unknown,
    { otherSessionsSignedOut: number }
  >({
    name: "changeMyPassword",
    schema,
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
        {t("heading")}
      </h2>
      <form
        noValidate
        onSubmit={(event) => {
          setDone(null);
          void submit(event);
        }}
        className="mt-4 space-y-4"
        aria-label={t("form")}
      >
        {formError && <FormMessage>{formError}</FormMessage>}
        {done !== null && (
          <FormMessage tone="success">
            {t("changed")} {done > 0 ? t("signedOut", { count: done }) : ""}
          </FormMessage>
        )}
        <Field
          label={t("current")}
          {...form.register("currentPassword")}
          type="password"
          autoComplete="current-password"
          error={errorOf("currentPassword")}
        />
        <Field
          label={t("new")}
          {...form.register("newPassword")}
          type="password"
          autoComplete="new-password"
          error={errorOf("newPassword")}
          hint={t("newHint", { min: MIN_PASSWORD_LENGTH })}
        />
        <Field
          label={t("again")}
          {...form.register("confirmPassword")}
          type="password"
          autoComplete="new-password"
          error={errorOf("confirmPassword")}
        />
        <Button type="submit" busy={busy}>
          {t("submit")}
        </Button>
      </form>
    </section>
  );
}
