"use client";

import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field, FormMessage } from "@/components/ui/field";
import { formSchema } from "@/components/forms/form-values";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { formatMoney } from "@/lib/money";
import { plural } from "@/lib/plural";
import { z } from "zod";
import { payInvestorPayoutInput, prepareInvestorPayoutsInput } from "../inputs";

const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });

interface Prepared {
  prepared: number;
  waiting: number;
  totals: Record<string, number>;
}

const prepareSchema = formSchema(
  z.object({ throughMonth: z.string() }),
  ({ throughMonth }) => ({ throughMonth }),
  prepareInvestorPayoutsInput,
);

/**
 * Finance gathers every distribution not yet paid, through a month that has ended, into a draft per investor and
 * currency (prepareInvestorPayouts): a draft already open grows, an approved one waits for its payment.
 */
export function PrepareInvestorPayoutsForm({ defaultMonth }: { defaultMonth: string }) {
  const router = useRouter();
  const [result, setResult] = useState<Prepared | null>(null);
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<
    { throughMonth: string },
    z.output<typeof prepareInvestorPayoutsInput>,
    Prepared
  >({ name: "prepareInvestorPayouts", schema: prepareSchema, defaultValues: { throughMonth: defaultMonth } });
  const submit = submitWith((prepared) => {
    setResult(prepared);
    router.refresh();
  });
  return (
    <section aria-labelledby="prepare-heading" className="space-y-3 rounded-2xl border border-line bg-white p-4">
      <h2 id="prepare-heading" className="text-base font-semibold">
        Prepare payouts
      </h2>
      <p className="text-sm text-muted">
        One draft per investor and currency with every monthly distribution not yet paid out, through the month you
        choose. Review a draft, approve it (it can no longer change), then mark it paid with the bank transfer&apos;s
        reference: paying writes it to the ledger.
      </p>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => void submit(event)}
        aria-label="Prepare investor payouts"
        noValidate
      >
        <Field
          label="Distributions through"
          type="month"
          max={defaultMonth}
          {...form.register("throughMonth")}
          error={errorOf("throughMonth")}
        />
        <Button type="submit" busy={busy}>
          Prepare payouts
        </Button>
      </form>
      {formError && <FormMessage>{formError}</FormMessage>}
      {result && (
        <p role="status" className="text-sm">
          {result.prepared === 0
            ? "Nothing new to pay out."
            : `${plural(result.prepared, { one: "payout", other: "payouts" })} prepared: ${Object.entries(result.totals)
                .map(([currency, amount]) => money(amount, currency))
                .join(", ")}.`}
          {result.waiting > 0 &&
            ` ${plural(result.waiting, { one: "investor's", other: "investors'" })} new distributions wait: their payout is already approved.`}
        </p>
      )}
    </section>
  );
}

/** A draft's approve and delete (each asked once more), or an approved payout's payment with its reference. */
export function InvestorPayoutActions({
  id,
  status,
  amountMinor,
  currency,
  holderName,
  basePath,
}: {
  id: string;
  status: "draft" | "approved" | "paid";
  amountMinor: number;
  currency: string;
  holderName: string;
  basePath: string;
}) {
  if (status === "paid") return null;
  return (
    <section aria-labelledby="payout-actions-heading" className="space-y-3 rounded-2xl border border-line bg-white p-4">
      <h2 id="payout-actions-heading" className="text-base font-semibold">
        {status === "draft" ? "Review and approve" : "Pay"}
      </h2>
      {status === "draft" ? (
        <DraftActions
          id={id}
          amountMinor={amountMinor}
          currency={currency}
          holderName={holderName}
          basePath={basePath}
        />
      ) : (
        <PayForm id={id} amountMinor={amountMinor} currency={currency} />
      )}
    </section>
  );
}

function DraftActions({
  id,
  amountMinor,
  currency,
  holderName,
  basePath,
}: {
  id: string;
  amountMinor: number;
  currency: string;
  holderName: string;
  basePath: string;
}) {
  const router = useRouter();
  const approve = useFunctionCall<unknown>("approveInvestorPayout");
  const remove = useFunctionCall<unknown>("deleteInvestorPayout");
  const refusalOf = (call: { formError: string | null; fieldErrors: Record<string, string> }) =>
    call.formError ?? Object.values(call.fieldErrors)[0];
  const clearOnOpen =
    (call: {
      setFormError: (message: string | null) => void;
      setFieldErrors: (errors: Record<string, string>) => void;
    }) =>
    (open: boolean) => {
      if (!open) return;
      call.setFormError(null);
      call.setFieldErrors({});
    };
  return (
    <>
      <p className="text-sm text-muted">
        Check the distributions below. Approving freezes the payout and shows it to the investor as on its way.
      </p>
      <div className="flex flex-wrap gap-2">
        <ConfirmDialog
          trigger={<Button>Approve</Button>}
          title={`Approve ${money(amountMinor, currency)} for ${holderName}?`}
          description="It cannot be changed afterwards; the investor sees it as on its way."
          confirmLabel="Yes, approve"
          onOpenChange={clearOnOpen(approve)}
          error={refusalOf(approve)}
          onConfirm={async () => {
            if ((await approve.run({ payoutId: id })) === undefined) return false;
            router.refresh();
          }}
        />
        <ConfirmDialog
          trigger={<Button variant="secondary">Delete draft</Button>}
          title="Delete this draft payout?"
          description="Its distributions wait for the next time payouts are prepared."
          confirmLabel="Yes, delete the draft"
          cancelLabel="Keep it"
          tone="danger"
          onOpenChange={clearOnOpen(remove)}
          error={refusalOf(remove)}
          onConfirm={async () => {
            if ((await remove.run({ payoutId: id })) === undefined) return false;
            router.push(basePath);
            router.refresh();
          }}
        />
      </div>
    </>
  );
}

/** The transfer's reference, checked with payInvestorPayout's own schema; a retried press keeps its key. */
function PayForm({ id, amountMinor, currency }: { id: string; amountMinor: number; currency: string }) {
  const router = useRouter();
  // One key per form on the page: pressing again after a lost answer is the same payment, answered once.
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);
  const schema = useMemo(
    () =>
      formSchema(
        z.object({ reference: z.string() }),
        ({ reference }) => ({ payoutId: id, reference, idempotencyKey }),
        payInvestorPayoutInput,
      ),
    [id, idempotencyKey],
  );
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<
    { reference: string },
    z.output<typeof payInvestorPayoutInput>,
    unknown
  >({ name: "payInvestorPayout", schema, defaultValues: { reference: "" } });
  const submit = submitWith(() => router.refresh());
  return (
    <>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => void submit(event)}
        aria-label="Mark paid"
        noValidate
      >
        <Field
          label="Payment reference"
          hint="The bank transfer's reference. Marking paid writes the payout to the ledger."
          className="w-72 max-w-full"
          {...form.register("reference")}
          error={errorOf("reference")}
        />
        <Button type="submit" busy={busy}>
          Mark paid ({money(amountMinor, currency)})
        </Button>
      </form>
      {formError && <FormMessage>{formError}</FormMessage>}
    </>
  );
}
