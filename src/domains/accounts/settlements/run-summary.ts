/**
 * What a settlement run did, in the words its page shows when it is done (server/runs keeps it as the run's
 * summary): how many settlements for how many suppliers and what they pay, per currency, and what was left and
 * why (carried into next month: nothing to pay; already made: a draft must be deleted to make it again). Pure.
 */
import { formatMoney } from "@/lib/money";
import type { CreateResult } from "./settle";
import { plural } from "@/lib/plural";

export function settlementRunSummary(result: Pick<CreateResult, "created" | "carried" | "existing">): string {
  const parts: string[] = [];
  if (result.created.length === 0) parts.push("No new settlements");
  else {
    const suppliers = new Set(result.created.map((created) => created.organisationId)).size;
    const totals = new Map<string, number>();
    for (const created of result.created)
      totals.set(created.currency, (totals.get(created.currency) ?? 0) + created.netMinor);
    const paid = [...totals.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, amountMinor]) =>
        formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" }),
      )
      .join(" + ");
    parts.push(
      `${plural(result.created.length, { one: "settlement", other: "settlements" })} for ${plural(suppliers, { one: "supplier", other: "suppliers" })}, ${paid} to pay`,
    );
  }
  if (result.carried.length > 0) parts.push(`${result.carried.length} carried into next month: nothing to pay`);
  if (result.existing.length > 0) parts.push(`${result.existing.length} already made for this month`);
  return `${parts.join("; ")}.`;
}
