"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/field";
import { callFunction, FunctionsError } from "@/lib/functions/client";

/** The function's own refusal, else the kit's words for a call that failed without one (`common.ui`). */
function useMessageOf(): (caught: unknown) => string {
  const ui = useTranslations("common.ui");
  return (caught) => (caught instanceof FunctionsError ? caught.message : ui("somethingWentWrong"));
}

/** Void an invoice (with a reason and a confirmation): a credit note reverses it. */
/** Stays mounted after the page refreshes to "void", so its confirmation with the credit note stays on screen. */
export function VoidInvoiceForm({ id, number, status }: { id: string; number: string; status: "issued" | "void" }) {
  const t = useTranslations("dashboardAccounts.invoices.void");
  const messageOf = useMessageOf();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ id: string; number: string } | null>(null);
  const reasonId = useId();
  if (done) {
    return (
      <FormMessage tone="success">
        {t.rich("done", {
          number,
          creditNote: done.number,
          link: (chunks) => (
            <a href={`/dashboard/invoices?id=${done.id}`} className="font-medium underline">
              {chunks}
            </a>
          ),
        })}
      </FormMessage>
    );
  }
  if (status === "void") return null;
  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t("open")}
      </Button>
    );
  }
  return (
    <form
      aria-label={t("form")}
      className="space-y-3 rounded-2xl border border-red-200 bg-red-50 p-4"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        setError(null);
        try {
          const result = await callFunction<{ creditNote: { id: string; number: string } }>("voidInvoice", {
            id,
            reason,
          });
          setDone(result.creditNote);
          router.refresh();
        } catch (caught) {
          setError(messageOf(caught));
        } finally {
          setBusy(false);
        }
      }}
    >
      <p className="text-sm">{t("explain", { number })}</p>
      <div className="space-y-1">
        <label htmlFor={reasonId} className="block text-sm font-medium">
          {t("reason")}
        </label>
        <input
          id={reasonId}
          required
          minLength={3}
          maxLength={300}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className="block w-full max-w-md rounded-lg border border-line bg-white px-3 py-2 text-sm"
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" variant="danger" busy={busy}>
          {t("submit")}
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {t("cancel")}
        </Button>
      </div>
      {error && <FormMessage>{error}</FormMessage>}
    </form>
  );
}

/** Staff issue the guest invoices of paid bookings that have none. */
export function IssueMissingInvoicesButton() {
  const t = useTranslations("dashboardAccounts.invoices.missing");
  const messageOf = useMessageOf();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant="secondary"
        busy={busy}
        onClick={async () => {
          setBusy(true);
          setMessage(null);
          try {
            const result = await callFunction<{ issued: number }>("issueMissingInvoices", {});
            setMessage({
              tone: "success",
              text: result.issued === 0 ? t("none") : t("issued", { count: result.issued }),
            });
            router.refresh();
          } catch (caught) {
            setMessage({ tone: "error", text: messageOf(caught) });
          } finally {
            setBusy(false);
          }
        }}
      >
        {t("button")}
      </Button>
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
    </div>
  );
}
