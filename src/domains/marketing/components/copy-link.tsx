"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** The referral link in a read-only field, with a button that copies it (or selects it where copying is not allowed). */
export function CopyLink({ url }: { url: string }) {
  const t = useTranslations("dashboardMarketing.copyLink");
  const [state, setState] = useState<"idle" | "copied" | "select">("idle");
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setState("copied");
    } catch {
      (document.getElementById("referral-link") as HTMLInputElement | null)?.select();
      setState("select");
    }
  }
  return (
    <div className="space-y-2">
      <label htmlFor="referral-link" className="block text-sm font-medium">
        {t("label")}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id="referral-link"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="block w-full rounded-lg border border-line bg-white px-3 py-2.5 font-mono text-sm"
        />
        <Button onClick={copy}>{t("copy")}</Button>
      </div>
      <p role="status" className="text-sm text-muted">
        {state === "copied" ? t("copied") : state === "select" ? t("select") : ""}
      </p>
    </div>
  );
}
