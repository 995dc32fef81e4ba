"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { LogInForm } from "./log-in-form";
import { SignUpForm } from "./sign-up-form";
import { DEFAULT_COUNTRY } from "@/lib/countries";

/**
 * A visitor signs in, or signs up as a guest, without leaving the checkout: both forms come back to this
 * checkout's own address, so the chosen stay is kept.
 */
export function CheckoutSignIn({ returnTo, partner }: { returnTo: string; partner: "airasia" | null }) {
  const t = useTranslations("checkout");
  const [mode, setMode] = useState<"login" | "signup">("login");
  return (
    <section aria-labelledby="checkout-sign-in" className="space-y-4 rounded-2xl border border-line bg-white p-5">
      <div>
        <h2 id="checkout-sign-in" className="text-lg font-semibold">
          {t("signIn.title")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("signIn.intro")}</p>
      </div>
      <div className="grid grid-cols-2 gap-1 rounded-lg bg-brand-50 p-1" role="group" aria-label={t("signIn.modes")}>
        {(
          [
            ["login", t("signIn.haveAccount")],
            ["signup", t("signIn.newHere")],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={mode === value}
            onClick={() => setMode(value)}
            className={`rounded-md px-3 py-1.5 text-sm font-medium ${mode === value ? "bg-white shadow-sm" : "text-muted hover:text-ink"}`}
          >
            {label}
          </button>
        ))}
      </div>
      {mode === "login" ? (
        <LogInForm variant="operator" pathPrefix="" returnTo={returnTo} embedded />
      ) : (
        <SignUpForm
          kind="roomer"
          country={DEFAULT_COUNTRY}
          pathPrefix=""
          partner={partner ?? undefined}
          returnTo={returnTo}
          embedded
        />
      )}
    </section>
  );
}
