/**
 * Basecamp (SPEC.md §2, "legacy users"): for people who knew the old dashboard, what their account holds
 * today and where each thing now lives. Every figure is read in the actor's own scopes (`propertyScopeOf`
 * through `managedByActor`, `moneyScopeOf`), so the page shows nobody else's properties or money.
 */
import { and, count, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { bookings } from "@/domains/bookings/schema";
import { managedByActor } from "@/domains/catalogue";
import { properties as propertiesTable } from "@/domains/catalogue/schema";
import { dashboardMenuFor, moneyScopeOf, propertyScopeOf, type NavItem, type UserActor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { organisations } from "@/server/db/identity-schema";
import { rowOf, rowsOf, sqlTypes } from "@/server/db/rows";

export interface BasecampSummary {
  email: string;
  emailVerified: boolean;
  roleLabel: string;
  organisation: string | null;
  properties: { status: string; count: number }[] | null;
  stays: { upcoming: number; inHouse: number; past: number } | null;
  ownBookings: number;
  /** What we owe the organisation and have not paid yet (unsettled supplier payable), per currency. */
  owed: { currency: string; amountMinor: number }[] | null;
  paidOut: { currency: string; amountMinor: number }[] | null;
  next: NavItem[];
}

const ROLE_LABELS: Record<UserActor["role"], string> = {
  staff: "Staysia staff",
  operationsUser: "Operations team",
  operator: "Operator",
  airline: "Airline partner",
  insurance: "Insurance partner",
  accountant: "Accountant",
  investor: "Investor",
  microInvestor: "StayInvest investor",
  special: "Content and marketing",
  supplierHost: "Host",
  supplierOwner: "Property owner",
  roomer: "Guest",
};

// A sum of minor units cast to bigint arrives as a number (client.ts).
const MoneyRow = z.object({ currency: sqlTypes.text, amount: sqlTypes.bigint });

export async function basecampSummary(db: DbOrTx, { actor }: { actor: UserActor }): Promise<BasecampSummary> {
  const scope = propertyScopeOf(actor);
  const money = moneyScopeOf(actor);
  const organisationId = actor.organisation?.id ?? null;
  const inScope = managedByActor(actor, "p");
  const [organisation, properties, stays, own, owed, paid] = await Promise.all([
    organisationId
      ? db
          .select({ name: organisations.name })
          .from(organisations)
          .where(eq(organisations.id, organisationId))
          .then(([row]) => row ?? null)
      : null,
    scope.kind === "none"
      ? null
      : rowsOf(
          db,
          z.object({ status: sqlTypes.text, count: sqlTypes.int }),
          sql`select p.status::text as status, count(*)::int as count from properties p where ${inScope} group by p.status order by p.status`,
        ),
    scope.kind === "none"
      ? null
      : rowOf(
          db,
          z.object({ upcoming: sqlTypes.int, in_house: sqlTypes.int, past: sqlTypes.int }),
          sql`
          select count(*) filter (where b.status in ('confirmed', 'requested', 'held') and b.check_in > (now() at time zone p.time_zone)::date)::int as upcoming,
            count(*) filter (where b.status = 'checked_in' or (b.status = 'confirmed' and b.check_in <= (now() at time zone p.time_zone)::date and b.check_out > (now() at time zone p.time_zone)::date))::int as in_house,
            count(*) filter (where b.status = 'completed')::int as past
          from bookings b join properties p on p.id = b.property_id where ${inScope}`,
        ),
    db
      .select({ count: count() })
      .from(bookings)
      .where(eq(bookings.guestUserId, actor.userId))
      .then(([row]) => row?.count ?? 0),
    money.kind === "organisation"
      ? rowsOf(
          db,
          MoneyRow,
          sql`
          select l.currency, (-sum(l.amount_minor))::bigint as amount from journal_lines l
          where l.account = 'supplier_payable' and l.organisation_id = ${money.organisationId} group by l.currency having sum(l.amount_minor) <> 0 order by l.currency`,
        )
      : null,
    money.kind === "organisation"
      ? rowsOf(
          db,
          MoneyRow,
          sql`
          select l.currency, sum(l.amount_minor)::bigint as amount from journal_lines l join journal_entries e on e.id = l.entry_id
          where e.kind = 'payout' and l.account = 'supplier_payable' and l.organisation_id = ${money.organisationId} group by l.currency order by l.currency`,
        )
      : null,
  ]);
  const propertyRows = properties;
  const total = propertyRows?.reduce((sum, row) => sum + row.count, 0) ?? 0;
  const facts = { properties: total, managedProperties: 0 };
  if (actor.role === "supplierOwner" && organisationId) {
    const [managed] = await db
      .select({ n: count() })
      .from(propertiesTable)
      .where(and(eq(propertiesTable.organisationId, organisationId), eq(propertiesTable.managed, true)));
    facts.managedProperties = managed?.n ?? 0;
  }
  const stayRow = stays;
  return {
    email: actor.email,
    emailVerified: actor.emailVerified,
    roleLabel: ROLE_LABELS[actor.role],
    organisation: organisation?.name ?? null,
    properties: propertyRows,
    stays: stayRow ? { upcoming: stayRow.upcoming, inHouse: stayRow.in_house, past: stayRow.past } : null,
    ownBookings: own,
    owed: owed ? owed.map((row) => ({ currency: row.currency, amountMinor: row.amount })) : null,
    paidOut: paid ? paid.map((row) => ({ currency: row.currency, amountMinor: row.amount })) : null,
    next: dashboardMenuFor(actor.role, facts).items.filter((item) => item.page !== "basecamp"),
  };
}
