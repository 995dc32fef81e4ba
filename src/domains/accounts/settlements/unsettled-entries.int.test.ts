import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBooking, createOrganisation, createProperty } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { ACCOUNTS, postJournalEntry, type JournalLineInput } from "@/domains/ledger";
import { journalEntries, settlementItems, settlements, unsettledEntries } from "@/server/db/schema";
import { addFigures, itemFigures, ZERO_FIGURES, type SettledKind } from "./figures";
import { approveSettlement, createSettlements, deleteDraftSettlement } from "./settle";

// The queue of unsettled entries (accounts/sql/unsettled-entries.sql) and the set-based run that reads it
// (settle.ts): the queue holds exactly the entries no settlement holds, a run started many times at once settles
// each entry once, and the items' figures written in SQL are `itemFigures`. Months far ahead, settled as if they
// had ended, with a run limited to this file's organisations.
const db = testDb();
const MONTH = "2033-06";
const AFTER = new Date("2033-07-02T00:00:00Z");

interface Party {
  organisationId: string;
  propertyId: string;
  unitId: string;
}

async function supplier(): Promise<Party> {
  const organisation = await createOrganisation(db, { kind: "property_owner" });
  const { property, units } = await createProperty(db, { organisationId: organisation.id });
  return { organisationId: organisation.id, propertyId: property.id, unitId: units[0]!.id };
}

const MYR = "MYR";

/** One entry of each settled kind, in the shapes ledger/accounts.ts gives them, all due in MONTH (dated now). */
async function everyKind(party: Party, stayDay = 3) {
  const { organisationId, propertyId } = party;
  const stay = await createBooking(db, {
    propertyId,
    unitId: party.unitId,
    checkIn: `${MONTH}-${String(stayDay).padStart(2, "0")}`,
    checkOut: `${MONTH}-${String(stayDay + 3).padStart(2, "0")}`,
    status: "completed",
    guestName: "Guest of every kind",
  });
  const payable = (amountMinor: number, withProperty = true): JournalLineInput => ({
    account: ACCOUNTS.supplierPayable,
    currency: MYR,
    amountMinor,
    organisationId,
    propertyId: withProperty ? propertyId : null,
  });
  const entries: { kind: SettledKind; bookingId?: string; lines: JournalLineInput[] }[] = [
    {
      kind: "booking_sale",
      bookingId: stay.id,
      lines: [
        { account: ACCOUNTS.guestFunds, currency: MYR, amountMinor: 110_000, propertyId },
        payable(-85_000),
        { account: ACCOUNTS.commissionRevenue, currency: MYR, amountMinor: -15_000, propertyId },
        { account: ACCOUNTS.serviceFeeRevenue, currency: MYR, amountMinor: -10_000, propertyId },
      ],
    },
    {
      kind: "refund",
      bookingId: stay.id,
      lines: [
        payable(17_000),
        { account: ACCOUNTS.commissionRevenue, currency: MYR, amountMinor: 3_000, propertyId },
        { account: ACCOUNTS.cashTestCard, currency: MYR, amountMinor: -20_000, propertyId },
      ],
    },
    {
      kind: "addon_sale",
      bookingId: stay.id,
      lines: [
        { account: ACCOUNTS.guestFunds, currency: MYR, amountMinor: 24_000, propertyId },
        payable(-20_400),
        { account: ACCOUNTS.commissionRevenue, currency: MYR, amountMinor: -3_600, propertyId },
      ],
    },
    {
      kind: "addon_refund",
      bookingId: stay.id,
      lines: [
        payable(10_200),
        { account: ACCOUNTS.commissionRevenue, currency: MYR, amountMinor: 1_800, propertyId },
        { account: ACCOUNTS.cashTestCard, currency: MYR, amountMinor: -12_000, propertyId },
      ],
    },
    {
      kind: "insurance_sale",
      lines: [
        { account: ACCOUNTS.guestFunds, currency: MYR, amountMinor: 3_000 },
        payable(-2_400, false),
        { account: ACCOUNTS.insuranceCommissionRevenue, currency: MYR, amountMinor: -600 },
      ],
    },
    {
      kind: "insurance_refund",
      lines: [
        payable(1_200, false),
        { account: ACCOUNTS.insuranceCommissionRevenue, currency: MYR, amountMinor: 300 },
        { account: ACCOUNTS.cashTestCard, currency: MYR, amountMinor: -1_500 },
      ],
    },
    {
      kind: "deposit_return",
      lines: [
        { account: ACCOUNTS.depositsHeld, currency: MYR, amountMinor: 50_000, propertyId },
        { account: ACCOUNTS.cashBank, currency: MYR, amountMinor: -42_000, propertyId },
        payable(-8_000),
      ],
    },
    {
      kind: "opex",
      lines: [payable(7_500), { account: ACCOUNTS.cashBank, currency: MYR, amountMinor: -7_500, propertyId }],
    },
  ];
  const ids: string[] = [];
  await db.transaction(async (tx) => {
    for (const entry of entries)
      ids.push((await postJournalEntry(tx, { ...entry, memo: `every kind: ${entry.kind}` }))!);
  });
  return ids;
}

async function queued(ids: string[]) {
  const rows = await db
    .select({ entryId: unsettledEntries.entryId })
    .from(unsettledEntries)
    .where(inArray(unsettledEntries.entryId, ids));
  return rows.map((row) => row.entryId).sort();
}

const run = (party: Party) =>
  db.transaction((tx) =>
    createSettlements(tx, { month: MONTH, createdBy: "test", today: AFTER, organisationId: party.organisationId }),
  );

describe("the queue of unsettled entries", () => {
  it("holds an entry from its writing to its settlement, and again once its draft is deleted", async () => {
    const party = await supplier();
    const ids = await everyKind(party);
    // A payment (no supplier) is nobody's to settle: not queued.
    const payment = await db.transaction((tx) =>
      postJournalEntry(tx, {
        kind: "payment",
        lines: [
          { account: ACCOUNTS.cashTestCard, currency: MYR, amountMinor: 5_000 },
          { account: ACCOUNTS.guestFunds, currency: MYR, amountMinor: -5_000 },
        ],
      }),
    );
    expect(await queued([...ids, payment!])).toEqual([...ids].sort());
    // The queue's copy of each entry is the entry's own.
    const copies = await db.execute(sql`
      select count(*)::int as differ from unsettled_entries u join journal_entries e on e.id = u.entry_id
      where u.entry_id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and (u.created_at, u.kind, u.booking_id, u.payment_id, u.property_id,
        u.organisation_id, u.currency, u.supplier_minor, u.platform_minor, u.commission_minor, u.management_fee_minor)
        is distinct from (e.created_at, e.kind, e.booking_id, e.payment_id, e.property_id, e.organisation_id,
        e.currency, e.supplier_minor, e.platform_minor, e.commission_minor, e.management_fee_minor)`);
    expect(copies.rows[0]).toEqual({ differ: 0 });

    const first = await run(party);
    expect(first.created).toHaveLength(1);
    expect(await queued(ids)).toEqual([]);
    await db.transaction((tx) => deleteDraftSettlement(tx, { id: first.created[0]!.id }));
    expect(await queued(ids)).toEqual([...ids].sort());
    const again = await run(party);
    expect(again.created[0]!.items).toBe(ids.length);
    expect(await queued(ids)).toEqual([]);
  });

  it("is what a recomputation from the journal and the settlement items gives (one snapshot of the whole database)", async () => {
    const party = await supplier();
    await everyKind(party);
    await run(party);
    await everyKind(party, 13);
    // Read-only and repeatable read: other files' writes meanwhile change neither side.
    const difference = await db.transaction(
      async (tx) => {
        const result = await tx.execute(sql`
          with expected as (
            select e.id from journal_entries e
            where e.organisation_id is not null and settled_entry_kind(e.kind)
              and not exists (select 1 from settlement_items si where si.entry_id = e.id)
          )
          select (select count(*)::int from (select entry_id from unsettled_entries except select id from expected) x) as extra,
            (select count(*)::int from (select id from expected except select entry_id from unsettled_entries) x) as missing`);
        return result.rows[0];
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    expect(difference).toEqual({ extra: 0, missing: 0 });
  });
});

describe("the set-based settlement run", () => {
  it("writes each item's figures as itemFigures gives them, and the settlement's as their sums", async () => {
    const party = await supplier();
    const ids = await everyKind(party);
    const result = await run(party);
    expect(result.created).toHaveLength(1);
    const items = await db
      .select({ item: settlementItems, entry: journalEntries })
      .from(settlementItems)
      .innerJoin(journalEntries, eq(journalEntries.id, settlementItems.entryId))
      .where(eq(settlementItems.settlementId, result.created[0]!.id));
    expect(items.map(({ item }) => item.entryId).sort()).toEqual([...ids].sort());
    let total = ZERO_FIGURES;
    for (const { item, entry } of items) {
      const kind = entry.kind as SettledKind;
      const expected = itemFigures(kind, {
        payableMinor: entry.supplierMinor,
        // Our fee on a premium is its revenue:insurance_commission, in the entry's platform figure.
        commissionMinor: kind.startsWith("insurance_") ? entry.platformMinor : entry.commissionMinor,
        managementFeeMinor: entry.managementFeeMinor,
      });
      total = addFigures(total, expected);
      expect(item).toMatchObject({
        kind,
        bookingId: entry.bookingId,
        propertyId: entry.propertyId,
        grossMinor: expected.grossMinor,
        commissionMinor: expected.commissionMinor,
        managementFeeMinor: expected.managementFeeMinor,
        refundsMinor: expected.refundsMinor,
        opexMinor: expected.opexMinor,
        payableMinor: expected.netMinor,
      });
    }
    const [settlement] = await db.select().from(settlements).where(eq(settlements.id, result.created[0]!.id));
    expect(settlement).toMatchObject(total);
    expect(result.created[0]!.netMinor).toBe(total.netMinor);
  });

  it("settles each entry once when the run is started ten times at once, and once more for a retry while they run", async () => {
    const parties = await Promise.all([supplier(), supplier()]);
    const ids = (await Promise.all(parties.map((party) => everyKind(party)))).flat();
    // Ten runs at once over both organisations (one month, every supplier of this file), and the same run
    // again as a retry would send it while the first ones are still in their transactions.
    const runOfBoth = () =>
      db.transaction(async (tx) => {
        const results = [];
        for (const party of parties)
          results.push(
            await createSettlements(tx, {
              month: MONTH,
              createdBy: "test",
              today: AFTER,
              organisationId: party.organisationId,
            }),
          );
        return results;
      });
    const first = runOfBoth();
    const results = (await Promise.all([first, ...Array.from({ length: 9 }, runOfBoth), runOfBoth()])).flat();
    expect(results.flatMap((result) => result.created)).toHaveLength(2);
    const items = await db
      .select({ entryId: settlementItems.entryId })
      .from(settlementItems)
      .where(inArray(settlementItems.entryId, ids));
    expect(items).toHaveLength(ids.length);
    expect(new Set(items.map((item) => item.entryId)).size).toBe(ids.length);
    expect(await queued(ids)).toEqual([]);
  });

  it("is refused by the database when an entry would be settled twice, and leaves the queue as it was", async () => {
    const party = await supplier();
    const ids = await everyKind(party);
    const result = await run(party);
    const other = await createOrganisation(db, { kind: "property_owner" });
    const [held] = await db.select().from(settlementItems).where(eq(settlementItems.entryId, ids[0]!));
    // Past the run's one-at-a-time lock: a second settlement's item for an entry already settled.
    const twice = db.transaction(async (tx) => {
      const [second] = await tx
        .insert(settlements)
        .values({
          number: `ST-TWICE-${other.id.slice(0, 8)}`,
          organisationId: other.id,
          currency: MYR,
          periodStart: `${MONTH}-01`,
          periodEnd: `${MONTH}-30`,
          grossMinor: 1,
          commissionMinor: 0,
          managementFeeMinor: 0,
          refundsMinor: 0,
          opexMinor: 0,
          netMinor: 1,
        })
        .returning();
      const { id: _id, ...item } = held!;
      await tx.insert(settlementItems).values({ ...item, settlementId: second!.id });
    });
    await expect(twice).rejects.toMatchObject({ cause: { constraint: "settlement_items_entry_unique" } });
    expect(await queued(ids)).toEqual([]);
    expect(result.created[0]!.items).toBe(ids.length);
  });

  it("cannot add items to an approved settlement or take them out (checked per statement), nor change one", async () => {
    const party = await supplier();
    const ids = await everyKind(party);
    const { created } = await run(party);
    const id = created[0]!.id;
    await db.transaction((tx) => approveSettlement(tx, { id, approvedBy: "test" }));
    // An entry no settlement holds yet, written for this test.
    const [loose] = await everyKind(party, 20);
    const refusals = [
      sql`delete from settlement_items where settlement_id = ${id}::uuid`,
      sql`insert into settlement_items (settlement_id, entry_id, kind, entry_at, gross_minor, commission_minor, management_fee_minor, refunds_minor, opex_minor, payable_minor)
          values (${id}::uuid, ${loose}::uuid, 'booking_sale', now(), 0, 0, 0, 0, 0, 0)`,
    ];
    for (const statement of refusals)
      await expect(db.execute(statement)).rejects.toMatchObject({
        cause: { message: expect.stringMatching(/frozen/) },
      });
    await expect(
      db.execute(sql`update settlement_items set payable_minor = 0 where settlement_id = ${id}::uuid`),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/not changed/) } });
    expect(await queued(ids)).toEqual([]);
    expect(await queued([loose!])).toEqual([loose]);
  });
});
