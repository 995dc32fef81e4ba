"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { callFunction, FunctionsError } from "@/lib/functions/client";

const NEXT_STEPS = { new: ["answered", "closed"], answered: ["closed", "new"], closed: ["new"] } as const;
const LABELS = { new: "Reopen", answered: "Mark answered", closed: "Close" } as const;

export function EnquiryStatusButtons({ id, status }: { id: string; status: "new" | "answered" | "closed" }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="flex items-center gap-2 text-sm">
      <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">{status}</span>
      {NEXT_STEPS[status].map((next) => (
        <button
          key={next}
          type="button"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            setError(null);
            try {
              await callFunction("setEnquiryStatus", { id, status: next });
              router.refresh();
            } catch (caught) {
              setError(caught instanceof FunctionsError ? caught.message : "Could not save.");
            } finally {
              setBusy(false);
            }
          }}
          className="rounded-lg border border-line px-3 py-1 hover:bg-brand-50 disabled:opacity-50"
        >
          {LABELS[next]}
        </button>
      ))}
      {error && (
        <span role="alert" className="text-red-700">
          {error}
        </span>
      )}
    </div>
  );
}
