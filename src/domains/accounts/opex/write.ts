/**
 * Recording, editing and voiding expenses. Each runs inside the caller's transaction and writes the row, its
 * revision (who, when, the fields from → to) and its `opex` journal entries together, so the books and the
 * expense never disagree.
 *
 * Corrections: the journal is append-only, so an edit that changes the money (the amount or the category)
 * posts a reversal of the expense's current posting and a new posting of the corrected expense, two `opex`
 * entries, rather than one entry for the difference. Each entry then carries exactly one category and one
 * charge, so the statement's opex by category stays exact for every period, and the history reads as
 * "reversed 120.00, charged 150.00". An edit of the date or the note moves no money and posts nothing.
 */
import { eq, sql } from "drizzle-orm";
import { properties } from "@/domains/catalogue/schema";
import { postJournalEntry } from "@/domains/ledger";
import type { UserActor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { aborted, invalidArgument, notFound } from "@/server/functions";
import { opexExpenses, opexPostings, opexRevisions } from "../schema";
import { opexLines, opexReversalLines, type OpexCharge } from "./ledger";
import { OPEX_CATEGORY_LABELS, type OpexCategory } from "./rules";
import type { CheckedReceipt } from "./receipts";

export interface ExpenseFields {
  category: OpexCategory;
  /** ISO date. */
  incurredOn: string;
  amountMinor: number;
  currency: string;
  note: string;
}

type Expense = typeof opexExpenses.$inferSelect;

const chargeOf = (
  expense: Pick<Expense, "organisationId" | "propertyId" | "currency" | "amountMinor">,
): OpexCharge => ({
  organisationId: expense.organisationId,
  propertyId: expense.propertyId,
  currency: expense.currency,
  amountMinor: expense.amountMinor,
});

async function post(
  db: DbOrTx,
  actor: UserActor,
  expense: Expense,
  revisionId: number,
  category: OpexCategory,
  lines: ReturnType<typeof opexLines>,
  memo: string,
) {
  const entryId = await postJournalEntry(db, { kind: "opex", memo, createdBy: actor.userId, lines });
  await db.insert(opexPostings).values({ entryId: entryId!, expenseId: expense.id, revisionId, category });
}

async function revise(
  db: DbOrTx,
  actor: UserActor,
  expenseId: string,
  action: "recorded" | "edited" | "voided",
  changes: Record<string, { from: unknown; to: unknown }>,
) {
  const [revision] = await db
    .insert(opexRevisions)
    .values({ expenseId, action, changes, byUserId: actor.userId, byName: actor.email })
    .returning({ id: opexRevisions.id });
  return revision!.id;
}

/** The property an expense is for, locked, with the currency its amount must be in. */
async function propertyFor(db: DbOrTx, propertyId: string) {
  const [property] = await db
    .select({
      id: properties.id,
      organisationId: properties.organisationId,
      currency: properties.currency,
      title: properties.title,
    })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .for("share");
  if (!property) throw notFound("There is no such property.");
  return property;
}

function requireCurrency(property: { currency: string; title: string }, currency: string) {
  if (property.currency !== currency) {
    throw invalidArgument(
      `${property.title} is settled in ${property.currency}: enter the amount in ${property.currency}.`,
      {
        issues: [{ path: "currency", message: `Enter the amount in ${property.currency}, the property's currency.` }],
      },
    );
  }
}

/** A new expense: its row, its "recorded" revision and the charge to the owner. */
export async function recordExpense(
  db: DbOrTx,
  actor: UserActor,
  input: ExpenseFields & { id: string; propertyId: string; receipt: CheckedReceipt | null },
): Promise<Expense> {
  const property = await propertyFor(db, input.propertyId);
  requireCurrency(property, input.currency);
  const [expense] = await db
    .insert(opexExpenses)
    .values({
      id: input.id,
      propertyId: property.id,
      organisationId: property.organisationId,
      category: input.category,
      incurredOn: input.incurredOn,
      currency: input.currency,
      amountMinor: input.amountMinor,
      note: input.note,
      receiptKey: input.receipt?.key ?? null,
      receiptName: input.receipt?.name ?? null,
      receiptType: input.receipt?.type ?? null,
      createdBy: actor.userId,
    })
    .returning();
  const revisionId = await revise(db, actor, expense!.id, "recorded", {
    property: { from: null, to: property.title },
    category: { from: null, to: input.category },
    incurredOn: { from: null, to: input.incurredOn },
    amount: { from: null, to: { amountMinor: input.amountMinor, currency: input.currency } },
    ...(input.note ? { note: { from: null, to: input.note } } : {}),
    ...(input.receipt ? { receipt: { from: null, to: input.receipt.name } } : {}),
  });
  await post(
    db,
    actor,
    expense!,
    revisionId,
    input.category,
    opexLines(chargeOf(expense!)),
    `${OPEX_CATEGORY_LABELS[input.category]} expense: ${property.title}`,
  );
  return expense!;
}

/** The expense, locked for a change; refused when it is voided (nothing about a voided expense changes). */
async function lockedExpense(db: DbOrTx, id: string): Promise<Expense> {
  const [expense] = await db.select().from(opexExpenses).where(eq(opexExpenses.id, id)).for("update");
  if (!expense) throw notFound("There is no such expense.");
  if (expense.voidedAt) throw aborted("This expense was voided; record a new one instead.");
  return expense;
}

/**
 * Changes an expense's fields (and, when given, its receipt). Answers the changes, or null when nothing
 * changed (no revision is written then).
 */
export async function editExpense(
  db: DbOrTx,
  actor: UserActor,
  input: Partial<ExpenseFields> & { id: string; currency: string; receipt: CheckedReceipt | null },
): Promise<{ expense: Expense; changes: Record<string, { from: unknown; to: unknown }> } | null> {
  const before = await lockedExpense(db, input.id);
  const property = await propertyFor(db, before.propertyId);
  requireCurrency(property, input.currency);
  const after = {
    category: input.category ?? before.category,
    incurredOn: input.incurredOn ?? before.incurredOn,
    amountMinor: input.amountMinor ?? before.amountMinor,
    note: input.note ?? before.note,
  };
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  if (after.category !== before.category) changes.category = { from: before.category, to: after.category };
  if (after.incurredOn !== before.incurredOn) changes.incurredOn = { from: before.incurredOn, to: after.incurredOn };
  if (after.amountMinor !== before.amountMinor)
    changes.amount = {
      from: { amountMinor: before.amountMinor, currency: before.currency },
      to: { amountMinor: after.amountMinor, currency: before.currency },
    };
  if (after.note !== before.note) changes.note = { from: before.note, to: after.note };
  if (input.receipt) changes.receipt = { from: before.receiptName, to: input.receipt.name };
  if (Object.keys(changes).length === 0) return null;

  const [expense] = await db
    .update(opexExpenses)
    .set({
      ...after,
      ...(input.receipt
        ? { receiptKey: input.receipt.key, receiptName: input.receipt.name, receiptType: input.receipt.type }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(opexExpenses.id, before.id))
    .returning();
  const revisionId = await revise(db, actor, before.id, "edited", changes);
  if (changes.amount || changes.category) {
    await post(
      db,
      actor,
      before,
      revisionId,
      before.category,
      opexReversalLines(chargeOf(before)),
      `Correction (reversal) of an expense: ${property.title}`,
    );
    await post(
      db,
      actor,
      expense!,
      revisionId,
      expense!.category,
      opexLines(chargeOf(expense!)),
      `Correction of an expense: ${property.title}`,
    );
  }
  return { expense: expense!, changes };
}

/** Voids an expense: the row stays, marked; its charge is reversed. */
export async function voidExpense(
  db: DbOrTx,
  actor: UserActor,
  input: { id: string; reason: string },
): Promise<Expense> {
  const before = await lockedExpense(db, input.id);
  const property = await propertyFor(db, before.propertyId);
  const revisionId = await revise(db, actor, before.id, "voided", {
    status: { from: "active", to: "voided" },
    ...(input.reason ? { reason: { from: null, to: input.reason } } : {}),
  });
  await post(
    db,
    actor,
    before,
    revisionId,
    before.category,
    opexReversalLines(chargeOf(before)),
    `Void of an expense: ${property.title}`,
  );
  const [expense] = await db
    .update(opexExpenses)
    .set({ voidedAt: sql`now()`, voidedBy: actor.userId, updatedAt: sql`now()` })
    .where(eq(opexExpenses.id, before.id))
    .returning();
  return expense!;
}
