"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { MIN_PASSWORD_LENGTH } from "../validation";

interface ProfileFormsProps {
  email: string;
  emailVerified: boolean;
  name: string;
  phone: string | null;
  organisation: string | null;
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
      <PasswordForm />
    </div>
  );
}

function DetailsForm({ name, phone }: { name: string; phone: string | null }) {
  const router = useRouter();
  const save = useFunctionCall<{ name: string; phone: string | null }>("updateMyProfile");
  const [saved, setSaved] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    const form = new FormData(event.currentTarget);
    const result = await save.run({ name: String(form.get("name") ?? ""), phone: String(form.get("phone") ?? "") });
    if (result) {
      setSaved(true);
      router.refresh();
    }
  }

  return (
    <section aria-labelledby="details-heading" className="rounded-2xl border border-line bg-white p-6">
      <h2 id="details-heading" className="text-lg font-semibold">
        Your details
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4" aria-label="Your details">
        {save.formError && <FormMessage>{save.formError}</FormMessage>}
        {saved && <FormMessage tone="success">Your details are saved.</FormMessage>}
        <Field label="Full name" name="name" defaultValue={name} autoComplete="name" error={save.fieldErrors.name} />
        <Field
          label="Phone (optional)"
          name="phone"
          type="tel"
          defaultValue={phone ?? ""}
          placeholder="+60123456789"
          autoComplete="tel"
          error={save.fieldErrors.phone}
          hint="International format: + country code and number."
        />
        <Button type="submit" busy={save.busy}>
          Save details
        </Button>
      </form>
    </section>
  );
}

export function PasswordForm() {
  const change = useFunctionCall<{ otherSessionsSignedOut: number }>("changeMyPassword");
  const [done, setDone] = useState<number | null>(null);
  const [mismatch, setMismatch] = useState<string | undefined>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(null);
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const newPassword = String(form.get("newPassword") ?? "");
    if (newPassword !== String(form.get("confirmPassword") ?? "")) {
      setMismatch("The two new passwords are not the same.");
      return;
    }
    setMismatch(undefined);
    const result = await change.run({ currentPassword: String(form.get("currentPassword") ?? ""), newPassword });
    if (result) {
      setDone(result.otherSessionsSignedOut);
      formElement.reset();
    }
  }

  return (
    <section aria-labelledby="password-heading" className="rounded-2xl border border-line bg-white p-6">
      <h2 id="password-heading" className="text-lg font-semibold">
        Password
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4" aria-label="Change password">
        {change.formError && <FormMessage>{change.formError}</FormMessage>}
        {done !== null && (
          <FormMessage tone="success">
            Your password is changed. {done > 0 ? `We signed you out on ${done} other ${done === 1 ? "device" : "devices"}.` : ""}
          </FormMessage>
        )}
        <Field label="Current password" name="currentPassword" type="password" autoComplete="current-password" error={change.fieldErrors.currentPassword} />
        <Field
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          error={change.fieldErrors.newPassword}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        />
        <Field label="New password again" name="confirmPassword" type="password" autoComplete="new-password" error={mismatch} />
        <Button type="submit" busy={change.busy}>
          Change password
        </Button>
      </form>
    </section>
  );
}
