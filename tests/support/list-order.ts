/**
 * What the sort-order integration tests of lists paged in SQL share (server/db/list-order.ts): an actor whose
 * own organisation keeps the test's rows apart from other tests', a run of one-night bookings to hang the
 * list's rows on, both pages of a list, and the comparison that breaks ties as the query does.
 */
import { expect } from "vitest";
import { createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { addDays } from "@/lib/dates";
import { bookingReference } from "@/lib/ids";
import { actorForUser, type Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db/client";
import { bookings } from "@/server/db/schema";

type OrganisationOptions = NonNullable<Parameters<typeof createOrganisation>[1]>;
type ProfileOptions = NonNullable<Parameters<typeof createUser>[1]>["profile"];

/** A user of a new organisation (of `kind`, named `name`), signed in as an actor; `profile` adds to theirs. */
export async function actorOfNewOrganisation(
  db: DbOrTx,
  {
    emailPrefix,
    organisation = {},
    profile = {},
  }: { emailPrefix: string; organisation?: OrganisationOptions; profile?: ProfileOptions },
): Promise<{ actor: Actor; organisationId: string }> {
  const created = await createOrganisation(db, organisation);
  const email = `${emailPrefix}-${uniqueSuffix()}@example.test`;
  const { user } = await createUser(db, { email, profile: { organisationId: created.id, ...profile } });
  return { actor: await actorForUser(db, { id: user.id, email, emailVerified: true }), organisationId: created.id };
}

type BookingInsert = typeof bookings.$inferInsert;

/**
 * `count` confirmed one-night bookings of one unit on following days from `from`, at a place of
 * `organisationId` (a new owner's when not given); `values(n)` sets what differs from one to the next.
 */
export async function oneNightBookings(
  db: DbOrTx,
  {
    count,
    from,
    guest,
    organisationId,
    values = () => ({}),
  }: {
    count: number;
    from: string;
    guest: { name: string; email: string };
    organisationId?: string;
    values?: (n: number) => Partial<BookingInsert>;
  },
): Promise<{ id: string; propertyId: string; unitId: string }[]> {
  const owner = organisationId ?? (await createOrganisation(db)).id;
  const { property, units } = await createProperty(db, { organisationId: owner });
  // References are random (six letters): against the thousands of bookings other tests made, a batch may meet
  // one already taken, as checkout does once in a long while; draw the batch again then.
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertOneNightBookings(db, {
        count,
        from,
        guest,
        values,
        propertyId: property.id,
        unitId: units[0]!.id,
      });
    } catch (error) {
      const constraint = (error as { cause?: { constraint?: string } }).cause?.constraint;
      if (attempt >= 5 || constraint !== "bookings_reference_unique") throw error;
    }
  }
}

function insertOneNightBookings(
  db: DbOrTx,
  {
    count,
    from,
    guest,
    values,
    propertyId,
    unitId,
  }: {
    count: number;
    from: string;
    guest: { name: string; email: string };
    values: (n: number) => Partial<BookingInsert>;
    propertyId: string;
    unitId: string;
  },
) {
  return db
    .insert(bookings)
    .values(
      Array.from({ length: count }, (_, n) => ({
        reference: bookingReference(),
        propertyId,
        unitId,
        guestName: guest.name,
        guestEmail: guest.email,
        checkIn: addDays(from, n),
        checkOut: addDays(from, n + 1),
        status: "confirmed" as const,
        currency: "MYR",
        totalMinor: 30_000,
        ...values(n),
      })),
    )
    .returning({ id: bookings.id, propertyId: bookings.propertyId, unitId: bookings.unitId });
}

/** Pages 1 and 2 of a list of `count` rows: the first full, the second the rest, read together. */
export async function bothPages<Row>(
  page: (n: number) => Promise<readonly Row[]>,
  { pageSize, count }: { pageSize: number; count: number },
): Promise<Row[]> {
  const [one, two] = await Promise.all([page(1), page(2)]);
  expect(one).toHaveLength(pageSize);
  expect(two).toHaveLength(count - pageSize);
  return [...one, ...two];
}

/** `compare`, with ties broken by `key` ascending: the list's tie-breaker, as its query breaks them. */
export const tieBy =
  <Row>(key: (row: Row) => string | number, compare: (a: Row, b: Row) => number) =>
  (a: Row, b: Row) =>
    compare(a, b) || (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);
