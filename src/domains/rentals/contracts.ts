/**
 * Monthly rentals (DOMAIN.md Operations): contracts, their monthly invoices, payments, renewal and notice.
 * Every write locks the property row (`requireManagedProperty`, the lock the calendar and checkout take), so
 * a contract and a checkout of the same unit take turns; the booking that holds the contract's dates is
 * refused by the `bookings_no_overlap` exclusion constraint if anything live is there, whatever the race.
 */
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { requireManagedProperty, stayLengthProblem, stayWindowProblem } from "@/domains/catalogue";
import { postJournalEntry } from "@/domains/ledger";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { settingsInForce, settingsOfVersion } from "@/domains/platform";
import { bookingReference } from "@/lib/ids";
import { bookingRoleOf, type UserActor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { rowsOf, sqlTypes } from "@/server/db/rows";
import { units } from "@/server/db/schema";
import { UNIT_ARCHIVED_CONSTRAINT } from "@/domains/catalogue/schema";
import { KEPT } from "@/domains/bookings";
import { bookingEvents, bookings, LIVE_BOOKING_STATUSES } from "@/domains/bookings/schema";
import { aborted, FunctionError, invalidArgument, notFound } from "@/server/functions";
import { addMonths, daysBetween, todayIn } from "@/lib/dates";
import { contractRentMinor, rentPeriods } from "./periods";
import { depositLines, depositReturnLines, rentPaymentLines, rentSaleLines } from "./ledger";
import { rentalInvoiceLifecycle } from "./lifecycle";
import { rentalContracts, rentalDepositReturns, rentalInvoices, type DepositDeduction } from "./schema";
import { isPgError, PG } from "@/lib/pg-errors";
import { plural } from "@/lib/plural";

const LIVE = sql.raw(LIVE_BOOKING_STATUSES.map((status) => `'${status}'`).join(", "));

export interface ContractInput {
  unitId: string;
  tenantName: string;
  tenantEmail: string;
  monthlyRentMinor: number;
  depositMinor: number;
  startsOn: string;
  endsOn: string;
}

const isExclusionViolation = (error: unknown) => isPgError(error, PG.exclusionViolation);

/** Refuses dates with live stays or closed nights in the way, naming them (the constraint is the last word). */
async function refuseTakenDates(db: DbOrTx, unitId: string, from: string, to: string, exceptBookingId: string | null) {
  // Range overlap (&&): SQL.
  const taken = await rowsOf(
    db,
    z.object({ reference: sqlTypes.text, check_in: sqlTypes.date, check_out: sqlTypes.date }),
    sql`
    select reference, check_in::text, check_out::text from bookings
    where unit_id = ${unitId} and status in (${LIVE}) and id is distinct from ${exceptBookingId}::uuid
      and daterange(check_in, check_out, '[)') && daterange(${from}::date, ${to}::date, '[)')
    order by check_in limit 5`,
  );
  if (taken.length) {
    throw aborted(
      `The unit is booked for some of these dates: ${taken.map((row) => `${row.reference} (${row.check_in} to ${row.check_out})`).join(", ")}.`,
    );
  }
  const closed = await rowsOf(
    db,
    z.object({ day: sqlTypes.date }),
    sql`
    select day::text from calendar_days where unit_id = ${unitId} and closed and day >= ${from}::date and day < ${to}::date order by day limit 5`,
  );
  if (closed.length) {
    throw aborted(
      `The calendar is closed on ${closed.map((row) => row.day).join(", ")}${closed.length === 5 ? " and more" : ""}. Open those nights first.`,
    );
  }
}

function checkLength(startsOn: string, endsOn: string) {
  if (endsOn <= startsOn) throw invalidArgument("The end date must be after the start date.");
  if (daysBetween(startsOn, endsOn) < BUSINESS_SETTINGS.monthlyMinNights) {
    throw invalidArgument(`A monthly rental lasts at least ${BUSINESS_SETTINGS.monthlyMinNights} nights.`);
  }
}

function priceLinesOf(contract: { startsOn: string; endsOn: string; monthlyRentMinor: number }) {
  const months = rentPeriods(contract, BUSINESS_SETTINGS.monthLengthNights).length;
  const amountMinor = contractRentMinor(contract, BUSINESS_SETTINGS.monthLengthNights);
  return {
    totalMinor: amountMinor,
    priceLines: [
      {
        kind: "stay" as const,
        label: `Monthly rent, ${plural(months, { one: "month", other: "months" })}`,
        amountMinor,
      },
    ],
  };
}

export async function createContract(db: DbOrTx, actor: UserActor, input: ContractInput, now = new Date()) {
  const [unit] = await db.select({ propertyId: units.propertyId }).from(units).where(eq(units.id, input.unitId));
  if (!unit) throw notFound("There is no such unit.");
  const property = await requireManagedProperty(db, actor, unit.propertyId, { forUpdate: true }).catch(
    (error: unknown) => {
      throw error instanceof FunctionError ? notFound("There is no such unit.") : error;
    },
  );
  checkLength(input.startsOn, input.endsOn);
  // The business settings in force make the contract: its limits now, its commission for every month's rent.
  const inForce = await settingsInForce(db, now);
  // DOMAIN.md Booking, Limits: a contract is a monthly stay, so it starts today or later on the property's
  // clock, at most `maxLeadMonths` ahead, and lasts at most `maxMonthlyStayMonths`.
  const window = stayWindowProblem(
    { mode: "monthly", checkIn: input.startsOn, checkOut: input.endsOn },
    { timeZone: property.timeZone, now, settings: inForce.settings },
  );
  if (window)
    throw invalidArgument(window.message, {
      issues: [{ path: window.problem === "stay_too_long" ? "endsOn" : "startsOn", message: window.message }],
    });
  await refuseTakenDates(db, input.unitId, input.startsOn, input.endsOn, null);
  const price = priceLinesOf(input);
  let booking: typeof bookings.$inferSelect;
  try {
    [booking] = (await db
      .insert(bookings)
      .values({
        reference: bookingReference(),
        propertyId: property.id,
        unitId: input.unitId,
        guestName: input.tenantName,
        guestEmail: input.tenantEmail,
        checkIn: input.startsOn,
        checkOut: input.endsOn,
        stayMode: "monthly",
        status: "confirmed",
        channel: "staff",
        currency: property.currency,
        ...price,
        cancellationPolicy: property.cancellationPolicy,
        cancellationRules: property.cancellationRules,
        instantBook: true,
        businessSettingsId: inForce.versionId,
      })
      .returning()) as [typeof bookings.$inferSelect];
  } catch (error) {
    if (isExclusionViolation(error))
      throw aborted("The unit was booked for these dates a moment ago. Choose other dates.");
    if (isPgError(error, PG.checkViolation, UNIT_ARCHIVED_CONSTRAINT))
      throw aborted("This unit is archived: it takes no new contracts. Restore it first.");
    throw error;
  }
  await db.insert(bookingEvents).values({
    bookingId: booking.id,
    fromStatus: null,
    toStatus: "confirmed",
    actorKind: bookingRoleOf(actor, { guestUserId: null }, property) ?? "supplier",
    actorEmail: actor.email,
    note: "Monthly rental contract",
  });
  const [contract] = await db
    .insert(rentalContracts)
    .values({
      ...input,
      propertyId: property.id,
      bookingId: booking.id,
      currency: property.currency,
      createdBy: actor.userId,
    })
    .returning();
  if (input.depositMinor > 0) {
    await db.insert(rentalInvoices).values({
      contractId: contract!.id,
      kind: "deposit",
      periodStart: input.startsOn,
      periodEnd: input.endsOn,
      currency: property.currency,
      amountMinor: input.depositMinor,
    });
  }
  const issued = await issueDueInvoices(db, { now, contractId: contract!.id });
  return {
    contract: contract!,
    bookingReference: booking.reference,
    invoicesIssued: issued + (input.depositMinor > 0 ? 1 : 0),
  };
}

/** Invoices per insert (6 parameters each: PostgreSQL takes at most 65,535 in one statement). */
const INVOICES_PER_STATEMENT = 5_000;

/**
 * Issues the rent invoice of every month that has begun (in the property's time zone) and has none yet: the
 * job runs it daily, and a contract's creation runs it for that contract. The unique (contract, kind, period)
 * constraint makes a second run, or two at once, issue nothing more.
 *
 * Set-based (docs/PERFORMANCE.md, Monthly runs): one query of the contracts with months to invoice, one insert
 * of their invoices. A contract's rent invoices are always a prefix of its months (every run issues all the
 * months begun, voided ones keep their place, and a month's start never moves with the end date), so what it
 * lacks is the months after its latest invoice; a contract whose last month (the one ending on its end day) has
 * a live invoice is done and not read, so that a run reads the contracts still invoicing, not every one ever made.
 */
export async function issueDueInvoices(db: DbOrTx, options: { now?: Date; contractId?: string } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const contracts = await rowsOf(
    db,
    z.object({
      id: sqlTypes.uuid,
      starts_on: sqlTypes.date,
      ends_on: sqlTypes.date,
      monthly_rent_minor: sqlTypes.bigint,
      currency: sqlTypes.text,
      time_zone: sqlTypes.text,
      latest: sqlTypes.date.nullable(),
    }),
    sql`
    select c.id, c.starts_on::text, c.ends_on::text, c.monthly_rent_minor, c.currency, p.time_zone,
      (select max(i.period_start) from rental_invoices i where i.contract_id = c.id and i.kind = 'rent')::text as latest
    from rental_contracts c join properties p on p.id = c.property_id join bookings b on b.id = c.booking_id
    where b.status in (${sql.join(
      KEPT.map((status) => sql`${status}`),
      sql`, `,
    )}) and c.starts_on <= (${now.toISOString()}::timestamptz at time zone p.time_zone)::date
      and not exists (select 1 from rental_invoices i where i.contract_id = c.id and i.kind = 'rent' and i.status <> 'void'
        and i.period_start < c.ends_on and i.period_end >= c.ends_on)
      ${options.contractId ? sql`and c.id = ${options.contractId}` : sql``}`,
  );
  const due = contracts.flatMap((contract) => {
    const today = todayIn(contract.time_zone, now);
    return rentPeriods(
      { startsOn: contract.starts_on, endsOn: contract.ends_on, monthlyRentMinor: contract.monthly_rent_minor },
      BUSINESS_SETTINGS.monthLengthNights,
    )
      .filter((period) => period.start <= today && (contract.latest === null || period.start > contract.latest))
      .map((period) => ({
        contractId: contract.id,
        kind: "rent" as const,
        periodStart: period.start,
        periodEnd: period.end,
        currency: contract.currency,
        amountMinor: period.amountMinor,
      }));
  });
  let issued = 0;
  for (let at = 0; at < due.length; at += INVOICES_PER_STATEMENT) {
    const inserted = await db
      .insert(rentalInvoices)
      .values(due.slice(at, at + INVOICES_PER_STATEMENT))
      .onConflictDoNothing({ target: [rentalInvoices.contractId, rentalInvoices.kind, rentalInvoices.periodStart] })
      .returning({ id: rentalInvoices.id });
    issued += inserted.length;
  }
  return issued;
}

async function requireContract(db: DbOrTx, actor: UserActor, contractId: string) {
  const [contract] = await db.select().from(rentalContracts).where(eq(rentalContracts.id, contractId));
  if (!contract) throw notFound("There is no such contract.");
  const property = await requireManagedProperty(db, actor, contract.propertyId, { forUpdate: true }).catch(
    (error: unknown) => {
      throw error instanceof FunctionError ? notFound("There is no such contract.") : error;
    },
  );
  return { contract, property };
}

/** Brings the contract's booking and its unpaid invoices in line with new dates. */
async function moveEnd(
  db: DbOrTx,
  contract: typeof rentalContracts.$inferSelect,
  endsOn: string,
  noticeGivenOn: string | null,
) {
  const next = { startsOn: contract.startsOn, endsOn, monthlyRentMinor: contract.monthlyRentMinor };
  const periods = rentPeriods(next, BUSINESS_SETTINGS.monthLengthNights);
  const invoices = await db
    .select()
    .from(rentalInvoices)
    .where(and(eq(rentalInvoices.contractId, contract.id), eq(rentalInvoices.kind, "rent")));
  for (const invoice of invoices) {
    if (invoice.status === "void") continue;
    const period = periods.find((candidate) => candidate.start === invoice.periodStart);
    if (invoice.status === "paid") {
      if (!period)
        throw aborted(
          `The rent from ${invoice.periodStart} is already paid: the contract cannot end before ${invoice.periodEnd}.`,
        );
      if (period.end !== invoice.periodEnd && period.end > invoice.periodEnd) {
        throw aborted(
          `The part month from ${invoice.periodStart} is already paid; record the difference before extending.`,
        );
      }
      continue;
    }
    if (!period) {
      // Issued (paid and void ones are handled above): the contract no longer reaches this period.
      const verdict = rentalInvoiceLifecycle.next(invoice.status, "void", "system");
      if (verdict.ok)
        await db
          .update(rentalInvoices)
          .set({ status: verdict.to })
          .where(and(eq(rentalInvoices.id, invoice.id), eq(rentalInvoices.status, invoice.status)));
    } else if (period.end !== invoice.periodEnd) {
      await db
        .update(rentalInvoices)
        .set({ periodEnd: period.end, amountMinor: period.amountMinor })
        .where(eq(rentalInvoices.id, invoice.id));
    }
  }
  try {
    await db
      .update(bookings)
      .set({ checkOut: endsOn, ...priceLinesOf(next), updatedAt: new Date() })
      .where(eq(bookings.id, contract.bookingId));
  } catch (error) {
    if (isExclusionViolation(error))
      throw aborted("The unit was booked for these dates a moment ago. Choose another end date.");
    throw error;
  }
  const [updated] = await db
    .update(rentalContracts)
    .set({ endsOn, noticeGivenOn, updatedAt: new Date() })
    .where(eq(rentalContracts.id, contract.id))
    .returning();
  return updated!;
}

/** Renewal: a later end date. The new nights must be free; the next months' invoices come with the job. */
export async function renewContract(
  db: DbOrTx,
  actor: UserActor,
  input: { contractId: string; endsOn: string },
  now = new Date(),
) {
  const { contract } = await requireContract(db, actor, input.contractId);
  if (input.endsOn <= contract.endsOn)
    throw invalidArgument(`A renewal ends after the current end date (${contract.endsOn}).`);
  // A renewal adds a monthly stay after the current end: at most `maxMonthlyStayMonths` at a time.
  const { settings } = await settingsInForce(db, now);
  const tooLong = stayLengthProblem({ mode: "monthly", checkIn: contract.endsOn, checkOut: input.endsOn }, settings);
  if (tooLong)
    throw invalidArgument(`A renewal adds at most ${settings.maxMonthlyStayMonths} months at a time.`, {
      issues: [{ path: "endsOn", message: tooLong.message }],
    });
  await refuseTakenDates(db, contract.unitId, contract.endsOn, input.endsOn, contract.bookingId);
  const updated = await moveEnd(db, contract, input.endsOn, null);
  await issueDueInvoices(db, { now, contractId: contract.id });
  return updated;
}

/**
 * Notice: the tenant leaves `rentNoticeMonths` after the day they gave notice (or at the contract's end, if
 * sooner). Unpaid invoices after the new end are voided and a last part month is re-priced; months already
 * paid keep the contract going at least to their end.
 */
export async function giveNotice(db: DbOrTx, actor: UserActor, input: { contractId: string; noticeOn: string }) {
  const { contract } = await requireContract(db, actor, input.contractId);
  if (input.noticeOn < contract.startsOn) throw invalidArgument("Notice cannot be given before the contract starts.");
  const fromNotice = addMonths(input.noticeOn, BUSINESS_SETTINGS.rentNoticeMonths);
  const endsOn = fromNotice < contract.endsOn ? fromNotice : contract.endsOn;
  if (daysBetween(contract.startsOn, endsOn) < 1)
    throw invalidArgument("Notice would end the contract before it starts.");
  return moveEnd(db, contract, endsOn, input.noticeOn);
}

/**
 * Marks an invoice paid with its journal entries in the same transaction. Rent: the money received (cash:bank
 * against guest funds) and its sale (the owner's payable and our commission or management fee), both tied to
 * the contract's booking, so statements and settlements read rent as they read stays. Deposit: held for the
 * tenant in deposits_held until it is returned.
 */
export async function markInvoicePaid(db: DbOrTx, actor: UserActor, input: { invoiceId: string; reference: string }) {
  const [invoice] = await db.select().from(rentalInvoices).where(eq(rentalInvoices.id, input.invoiceId));
  if (!invoice) throw notFound("There is no such invoice.");
  const { contract, property } = await requireContract(db, actor, invoice.contractId).catch((error: unknown) => {
    throw error instanceof FunctionError ? notFound("There is no such invoice.") : error;
  });
  const verdict = rentalInvoiceLifecycle.next(invoice.status, "pay", "operations");
  if (!verdict.ok) throw aborted(verdict.message);
  const party = {
    currency: invoice.currency,
    organisationId: property.organisationId,
    propertyId: property.id,
    managed: property.managed,
  };
  const memo = `${invoice.kind === "deposit" ? "Deposit" : `Rent ${invoice.periodStart} to ${invoice.periodEnd}`} from ${contract.tenantName}${input.reference ? ` (${input.reference})` : ""}`;
  let entryId: string | null;
  if (invoice.kind === "deposit") {
    entryId = await postJournalEntry(db, {
      kind: "general",
      memo,
      createdBy: actor.userId,
      lines: depositLines(party, invoice.amountMinor),
    });
  } else {
    // Rent splits with the rates of the version the contract was made under (its booking's), month after month.
    const [booking] = await db
      .select({ businessSettingsId: bookings.businessSettingsId })
      .from(bookings)
      .where(eq(bookings.id, contract.bookingId));
    const rates = await settingsOfVersion(db, booking?.businessSettingsId ?? null);
    await postJournalEntry(db, {
      kind: "payment",
      bookingId: contract.bookingId,
      memo,
      createdBy: actor.userId,
      lines: rentPaymentLines(party, invoice.amountMinor),
    });
    entryId = await postJournalEntry(db, {
      kind: "booking_sale",
      bookingId: contract.bookingId,
      memo,
      createdBy: actor.userId,
      lines: rentSaleLines(party, invoice.amountMinor, rates),
    });
  }
  // Conditional on the status read: two clicks at once mark it paid once (the second finds no issued row).
  const updated = await db
    .update(rentalInvoices)
    .set({ status: verdict.to, paidAt: new Date(), paidBy: actor.userId, paymentReference: input.reference, entryId })
    .where(and(eq(rentalInvoices.id, invoice.id), eq(rentalInvoices.status, invoice.status)))
    .returning();
  if (!updated.length) throw aborted("This invoice is already paid.");
  return updated[0]!;
}

/**
 * Gives a tenant's deposit back once they have moved out (the contract's end day has come in the property's time
 * zone): what is kept is listed with its reasons and goes to the owner; the rest is paid back. Once per contract:
 * the unique contract of `rental_deposit_returns` holds under concurrent calls (the property's row lock makes
 * them take turns, and the second is told the deposit was already returned).
 */
export async function returnDeposit(
  db: DbOrTx,
  actor: UserActor,
  input: { contractId: string; deductions: DepositDeduction[]; reference: string },
  now: Date = new Date(),
) {
  const { contract, property } = await requireContract(db, actor, input.contractId);
  if (contract.depositMinor <= 0) throw aborted("This contract has no deposit to return.");
  const [already] = await db
    .select({ returnedAt: rentalDepositReturns.returnedAt })
    .from(rentalDepositReturns)
    .where(eq(rentalDepositReturns.contractId, contract.id));
  if (already) throw aborted("This deposit was already returned.");
  const [deposit] = await db
    .select({ status: rentalInvoices.status })
    .from(rentalInvoices)
    .where(and(eq(rentalInvoices.contractId, contract.id), eq(rentalInvoices.kind, "deposit")));
  if (deposit?.status !== "paid") throw aborted("The deposit was never paid, so there is nothing to return.");
  if (todayIn(property.timeZone, now) < contract.endsOn)
    throw aborted(`A deposit is returned once the tenant has moved out, on ${contract.endsOn} or later.`);
  const deductedMinor = input.deductions.reduce((sum, item) => sum + item.amountMinor, 0);
  if (deductedMinor > contract.depositMinor)
    throw invalidArgument("The deductions are more than the deposit.", {
      issues: [{ path: "deductions", message: "The deductions are more than the deposit." }],
    });
  const amounts = {
    depositMinor: contract.depositMinor,
    returnedMinor: contract.depositMinor - deductedMinor,
    deductedMinor,
  };
  const party = {
    currency: contract.currency,
    organisationId: property.organisationId,
    propertyId: property.id,
    managed: property.managed,
  };
  const entryId = await postJournalEntry(db, {
    kind: "deposit_return",
    memo: `Deposit returned to ${contract.tenantName}${input.reference ? ` (${input.reference})` : ""}`,
    createdBy: actor.userId,
    lines: depositReturnLines(party, amounts),
  });
  const [created] = await db
    .insert(rentalDepositReturns)
    .values({
      contractId: contract.id,
      currency: contract.currency,
      ...amounts,
      deductions: input.deductions,
      reference: input.reference,
      entryId: entryId!,
      returnedBy: actor.userId,
    })
    .returning()
    .catch((error: unknown) => {
      throw isPgError(error, PG.uniqueViolation) ? aborted("This deposit was already returned.") : error;
    });
  return created!;
}
