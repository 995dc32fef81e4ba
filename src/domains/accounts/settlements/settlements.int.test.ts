import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBooking, createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { accountBalances, ACCOUNTS, entryFigures, postJournalEntry, type JournalLineInput } from "@/domains/ledger";
import { authUsers, invoices, journalEntries, journalLines, settlementItems, settlements } from "@/server/db/schema";
import { GET as settlementPdfRoute } from "@/app/dashboard/settlements/[id]/pdf/route";
import type { DbOrTx } from "@/server/db";
import { approveSettlement, createSettlements, deleteDraftSettlement, markSettlementPaid } from "./settle";
import type { HostTransactionRow } from "./host-transactions";
import type { SettlementRow } from "./queries";

const db = testDb();
const STAFF = "staff2@example.com";
// A month far ahead, settled as if it had ended, so these entries meet no other test's.
const MONTH = "2031-03";
const AFTER = new Date("2031-04-02T00:00:00Z");

let staffToken: string;

beforeAll(async () => {
  await db.delete(authUsers).where(eq(authUsers.email, STAFF));
  await createUser(db, { email: STAFF });
  staffToken = await signIn(STAFF);
});

afterAll(async () => {
  await db.delete(authUsers).where(eq(authUsers.email, STAFF));
});

/** A sale's lines in the shape of bookings/money.ts: the supplier earns stay − fee + cleaning. */
function saleOf(party: Party, stay: number, cleaning: number, fee: number): JournalLineInput[] {
  const { organisationId, propertyId, currency } = party;
  const service = Math.round((stay + cleaning) / 10);
  return [
    { account: ACCOUNTS.guestFunds, currency, amountMinor: stay + cleaning + service, propertyId },
    { account: ACCOUNTS.supplierPayable, currency, amountMinor: -(stay - fee + cleaning), propertyId, organisationId },
    {
      account: party.managed ? ACCOUNTS.managementFeeRevenue : ACCOUNTS.commissionRevenue,
      currency,
      amountMinor: -fee,
      propertyId,
    },
    { account: ACCOUNTS.serviceFeeRevenue, currency, amountMinor: -service, propertyId },
  ];
}

function refundOf(party: Party, supplierPart: number, fee: number): JournalLineInput[] {
  const { organisationId, propertyId, currency } = party;
  return [
    { account: ACCOUNTS.supplierPayable, currency, amountMinor: supplierPart, propertyId, organisationId },
    {
      account: party.managed ? ACCOUNTS.managementFeeRevenue : ACCOUNTS.commissionRevenue,
      currency,
      amountMinor: fee,
      propertyId,
    },
    { account: ACCOUNTS.cashTestCard, currency, amountMinor: -(supplierPart + fee), propertyId },
  ];
}

/** The opex shape of ledger/accounts.ts: charged to the owner, paid from the bank. */
function opexOf(party: Party, amount: number): JournalLineInput[] {
  return [
    {
      account: ACCOUNTS.supplierPayable,
      currency: party.currency,
      amountMinor: amount,
      organisationId: party.organisationId,
      propertyId: party.propertyId,
    },
    { account: ACCOUNTS.cashBank, currency: party.currency, amountMinor: -amount, propertyId: party.propertyId },
  ];
}

/** An entry dated `at` (postJournalEntry dates entries now): written the same way, balanced at commit. */
async function postAt(
  tx: DbOrTx,
  at: Date,
  kind: "opex" | "booking_sale" | "refund",
  lines: JournalLineInput[],
  bookingId: string | null = null,
) {
  const [entry] = await tx
    .insert(journalEntries)
    .values({
      kind,
      bookingId,
      memo: `${kind} at ${at.toISOString()}`,
      createdAt: at,
      ...entryFigures(lines.filter((line) => line.amountMinor !== 0)),
    })
    .returning();
  await tx.insert(journalLines).values(
    lines.map((line) => ({
      entryId: entry!.id,
      account: line.account,
      currency: line.currency,
      amountMinor: line.amountMinor,
      organisationId: line.organisationId ?? null,
      propertyId: line.propertyId ?? null,
    })),
  );
  return entry!.id;
}

interface Party {
  organisationId: string;
  propertyId: string;
  unitId: string;
  currency: string;
  managed: boolean;
  token: string;
}

async function supplier(options: { managed?: boolean; host?: boolean } = {}): Promise<Party> {
  const organisation = await createOrganisation(db, { kind: options.host ? "third_party_host" : "property_owner" });
  const email = `settle-${uniqueSuffix()}@example.test`;
  await createUser(db, { email, profile: { organisationId: organisation.id, isHost: options.host ?? false } });
  const { property, units } = await createProperty(db, {
    organisationId: organisation.id,
    managed: options.managed ?? false,
  });
  return {
    organisationId: organisation.id,
    propertyId: property.id,
    unitId: units[0]!.id,
    currency: "MYR",
    managed: options.managed ?? false,
    token: await signIn(email),
  };
}

async function booking(
  party: Party,
  checkIn: string,
  checkOut: string,
  status: "confirmed" | "completed" | "cancelled" | "no_show" | "checked_in",
) {
  return createBooking(db, {
    propertyId: party.propertyId,
    unitId: party.unitId,
    checkIn,
    checkOut,
    status,
    guestName: `Guest ${checkIn}`,
  });
}

/**
 * The month of a supplier: what must be settled and what must not.
 *   settled:  a completed stay out on 2031-03-10; one out on the month's last day; its partial refund; a
 *             cancelled booking (sale and full refund, dated now); a no-show's sale; an expense dated now
 *   left:     a stay checking out 2031-04-01 (the next month); a checked-in stay out in April; an expense
 *             dated after the month
 */
async function monthOf(party: Party) {
  const ids: { settled: string[]; left: string[] } = { settled: [], left: [] };
  await db.transaction(async (tx) => {
    const early = await booking(party, "2031-03-07", "2031-03-10", "completed");
    ids.settled.push(
      (await postJournalEntry(tx, {
        kind: "booking_sale",
        bookingId: early.id,
        lines: saleOf(party, 60_000, 5_000, 6_000),
      }))!,
    );
    const lastDay = await booking(party, "2031-03-27", "2031-03-31", "completed");
    ids.settled.push(
      (await postJournalEntry(tx, {
        kind: "booking_sale",
        bookingId: lastDay.id,
        lines: saleOf(party, 40_000, 5_000, 4_000),
      }))!,
    );
    ids.settled.push(
      (await postJournalEntry(tx, { kind: "refund", bookingId: lastDay.id, lines: refundOf(party, 9_000, 1_000) }))!,
    );
    const cancelled = await booking(party, "2031-05-01", "2031-05-04", "cancelled");
    ids.settled.push(
      (await postJournalEntry(tx, {
        kind: "booking_sale",
        bookingId: cancelled.id,
        lines: saleOf(party, 30_000, 5_000, 3_000),
      }))!,
    );
    ids.settled.push(
      (await postJournalEntry(tx, { kind: "refund", bookingId: cancelled.id, lines: refundOf(party, 32_000, 3_000) }))!,
    );
    const noShow = await booking(party, "2031-02-10", "2031-02-12", "no_show");
    ids.settled.push(
      (await postJournalEntry(tx, {
        kind: "booking_sale",
        bookingId: noShow.id,
        lines: saleOf(party, 20_000, 0, 2_000),
      }))!,
    );
    ids.settled.push((await postJournalEntry(tx, { kind: "opex", lines: opexOf(party, 7_500) }))!);

    const nextMonth = await booking(party, "2031-03-31", "2031-04-01", "completed");
    ids.left.push(
      (await postJournalEntry(tx, {
        kind: "booking_sale",
        bookingId: nextMonth.id,
        lines: saleOf(party, 25_000, 5_000, 2_500),
      }))!,
    );
    const inHouse = await booking(party, "2031-04-03", "2031-04-08", "checked_in");
    ids.left.push(
      (await postJournalEntry(tx, {
        kind: "booking_sale",
        bookingId: inHouse.id,
        lines: saleOf(party, 50_000, 5_000, 5_000),
      }))!,
    );
    ids.left.push(await postAt(tx, new Date("2031-04-10T08:00:00Z"), "opex", opexOf(party, 1_200)));
  });
  return ids;
}

async function payableOf(entryIds: string[], organisationId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${journalLines.amountMinor}), 0)` })
    .from(journalLines)
    .where(
      sql`${inArray(journalLines.entryId, entryIds)} and ${journalLines.account} = ${ACCOUNTS.supplierPayable} and ${journalLines.organisationId} = ${organisationId}::uuid`,
    );
  return Number(row!.total);
}

describe("creating a month's settlements", () => {
  it("settles exactly the completed stays, their refunds, cancellations, no-shows and expenses due, and its net equals the payable it clears", async () => {
    const party = await supplier();
    const ids = await monthOf(party);
    const result = await db.transaction((tx) =>
      createSettlements(tx, { month: MONTH, createdBy: STAFF, today: AFTER, organisationId: party.organisationId }),
    );
    expect(result.created).toHaveLength(1);
    const [settlement] = await db.select().from(settlements).where(eq(settlements.id, result.created[0]!.id));
    const items = await db.select().from(settlementItems).where(eq(settlementItems.settlementId, settlement!.id));
    expect(items.map((item) => item.entryId).sort()).toEqual([...ids.settled].sort());

    // Net = minus the supplier_payable lines of those entries, and the parts add up to it.
    expect(settlement!.netMinor).toBe(-(await payableOf(ids.settled, party.organisationId)));
    // By hand: sales 59,000 + 41,000 + 32,000 + 18,000, refunds back 9,000 + 32,000, expense 7,500.
    expect(settlement).toMatchObject({
      number: `ST-${MONTH}-${party.organisationId.replace(/-/g, "").slice(0, 8).toUpperCase()}-MYR`,
      status: "draft",
      periodStart: "2031-03-01",
      periodEnd: "2031-03-31",
      grossMinor: 65_000 + 45_000 + 35_000 + 20_000,
      refundsMinor: 10_000 + 35_000,
      commissionMinor: 6_000 + 4_000 + 3_000 + 2_000 - 1_000 - 3_000,
      managementFeeMinor: 0,
      opexMinor: 7_500,
      netMinor: 59_000 + 41_000 + 32_000 + 18_000 - 9_000 - 32_000 - 7_500,
    });
  });

  it("never settles an entry twice, run after run or two runs at once", async () => {
    const party = await supplier();
    const ids = await monthOf(party);
    const runs = await Promise.all(
      [1, 2].map(() =>
        db.transaction((tx) =>
          createSettlements(tx, { month: MONTH, createdBy: STAFF, today: AFTER, organisationId: party.organisationId }),
        ),
      ),
    );
    expect(runs.flatMap((run) => run.created)).toHaveLength(1);
    const again = await db.transaction((tx) =>
      createSettlements(tx, { month: MONTH, createdBy: STAFF, today: AFTER, organisationId: party.organisationId }),
    );
    expect(again.created).toHaveLength(0);
    // The next month picks up what this one left, and nothing it took.
    const april = await db.transaction((tx) =>
      createSettlements(tx, {
        month: "2031-04",
        createdBy: STAFF,
        today: new Date("2031-05-01T00:00:00Z"),
        organisationId: party.organisationId,
      }),
    );
    expect(april.created).toHaveLength(1);
    const items = await db
      .select({ entryId: settlementItems.entryId })
      .from(settlementItems)
      .where(inArray(settlementItems.entryId, [...ids.settled, ...ids.left]));
    expect(items).toHaveLength(ids.settled.length + ids.left.length);
    expect(new Set(items.map((item) => item.entryId)).size).toBe(items.length);
  });

  it("carries a month whose expenses are above its earnings instead of paying it, and settles it with the next", async () => {
    const party = await supplier();
    const expense = await db.transaction((tx) => postJournalEntry(tx, { kind: "opex", lines: opexOf(party, 12_000) }));
    const first = await db.transaction((tx) =>
      createSettlements(tx, { month: MONTH, createdBy: STAFF, today: AFTER, organisationId: party.organisationId }),
    );
    expect(first.created).toHaveLength(0);
    expect(first.carried).toEqual([expect.objectContaining({ currency: "MYR", netMinor: -12_000, items: 1 })]);
    await db.transaction(async (tx) => {
      const stay = await booking(party, "2031-04-02", "2031-04-05", "completed");
      await postJournalEntry(tx, { kind: "booking_sale", bookingId: stay.id, lines: saleOf(party, 50_000, 0, 5_000) });
    });
    const next = await db.transaction((tx) =>
      createSettlements(tx, {
        month: "2031-04",
        createdBy: STAFF,
        today: new Date("2031-05-01T00:00:00Z"),
        organisationId: party.organisationId,
      }),
    );
    expect(next.created).toEqual([expect.objectContaining({ netMinor: 45_000 - 12_000, items: 2 })]);
    const [item] = await db.select().from(settlementItems).where(eq(settlementItems.entryId, expense!));
    expect(item!.settlementId).toBe(next.created[0]!.id);
  });

  it("refuses a month that has not ended, and a malformed one", async () => {
    await expect(
      db.transaction((tx) =>
        createSettlements(tx, { month: "2031-03", createdBy: STAFF, today: new Date("2031-03-31T12:00:00Z") }),
      ),
    ).rejects.toThrow("months that have ended");
    const response = await callFunction("createSettlements", { month: "March" }, bearer(staffToken));
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details?.issues?.[0]?.message).toBe("Choose a month like 2026-10.");
    const future = await callFunction("createSettlements", { month: "2099-01" }, bearer(staffToken));
    expect(future.status).toBe(400);
    expect((await errorOf(future)).message).toBe("Settlements are made for months that have ended.");
  });
});

describe("approving and paying", () => {
  it("freezes an approved settlement: the database refuses any change but the one move to paid", async () => {
    const party = await supplier();
    await monthOf(party);
    const { created } = await db.transaction((tx) =>
      createSettlements(tx, { month: MONTH, createdBy: STAFF, today: AFTER, organisationId: party.organisationId }),
    );
    const id = created[0]!.id;
    const approved = await resultOf<{ status: string; commissionInvoice: { number: string } | null }>(
      await callFunction("approveSettlement", { id }, bearer(staffToken)),
    );
    expect(approved.status).toBe("approved");
    expect(approved.commissionInvoice?.number).toMatch(/^INV-STAYSIA-\d{4}-\d{6}$/);

    const refusals = [
      sql`update settlements set net_minor = net_minor + 1, gross_minor = gross_minor + 1 where id = ${id}::uuid`,
      sql`update settlements set status = 'draft' where id = ${id}::uuid`,
      sql`update settlements set status = 'paid', paid_at = now(), payment_reference = 'X', gross_minor = gross_minor + 1, net_minor = net_minor + 1 where id = ${id}::uuid`,
      sql`delete from settlements where id = ${id}::uuid`,
      sql`delete from settlement_items where settlement_id = ${id}::uuid`,
      sql`update settlement_items set payable_minor = 0 where settlement_id = ${id}::uuid`,
      sql`insert into settlement_items (settlement_id, entry_id, kind, entry_at, gross_minor, commission_minor, management_fee_minor, refunds_minor, opex_minor, payable_minor)
          select ${id}::uuid, e.id, e.kind, e.created_at, 0, 0, 0, 0, 0, 0 from journal_entries e where not exists (select 1 from settlement_items si where si.entry_id = e.id) limit 1`,
    ];
    for (const statement of refusals) await expect(db.execute(statement)).rejects.toThrow();
    const again = await callFunction("approveSettlement", { id }, bearer(staffToken));
    expect(again.status).toBe(409);
    const deleting = await callFunction("deleteSettlement", { id }, bearer(staffToken));
    expect(deleting.status).toBe(409);
    expect((await errorOf(deleting)).message).toContain("only drafts can be deleted");
  });

  it("pays with a reference: a balanced payout entry in the same transaction clears the supplier's payable for those entries", async () => {
    const party = await supplier();
    const ids = await monthOf(party);
    const { created } = await db.transaction((tx) =>
      createSettlements(tx, { month: MONTH, createdBy: STAFF, today: AFTER, organisationId: party.organisationId }),
    );
    const id = created[0]!.id;
    const notYet = await callFunction("markSettlementPaid", { id, reference: "TRF-1" }, bearer(staffToken));
    expect(notYet.status).toBe(409);
    await resultOf(await callFunction("approveSettlement", { id }, bearer(staffToken)));
    const blank = await callFunction("markSettlementPaid", { id, reference: "  " }, bearer(staffToken));
    expect(blank.status).toBe(400);
    const paid = await resultOf<{ status: string; payoutEntryId: string; paymentReference: string }>(
      await callFunction("markSettlementPaid", { id, reference: " TRF-2031-04-77 " }, bearer(staffToken)),
    );
    expect(paid).toMatchObject({ status: "paid", paymentReference: "TRF-2031-04-77" });

    const lines = await db.select().from(journalLines).where(eq(journalLines.entryId, paid.payoutEntryId));
    expect(lines.reduce((total, line) => total + line.amountMinor, 0)).toBe(0);
    const [settlement] = await db.select().from(settlements).where(eq(settlements.id, id));
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          account: "supplier_payable",
          organisationId: party.organisationId,
          amountMinor: settlement!.netMinor,
        }),
        expect.objectContaining({ account: "cash:bank", amountMinor: -settlement!.netMinor }),
      ]),
    );
    // Those entries and their payout leave nothing owed; the supplier's balance is what is still unsettled.
    expect(await payableOf([...ids.settled, paid.payoutEntryId], party.organisationId)).toBe(0);
    expect(
      (await accountBalances(db, { account: ACCOUNTS.supplierPayable, organisationId: party.organisationId })).MYR,
    ).toBe(await payableOf(ids.left, party.organisationId));

    // Paid is final.
    await expect(
      db.execute(sql`update settlements set payment_reference = 'OTHER' where id = ${id}::uuid`),
    ).rejects.toThrow();
    expect((await callFunction("markSettlementPaid", { id, reference: "TRF-again" }, bearer(staffToken))).status).toBe(
      409,
    );
  });

  it("deletes a draft so its entries can be settled again", async () => {
    const party = await supplier();
    const ids = await monthOf(party);
    const first = await db.transaction((tx) =>
      createSettlements(tx, { month: MONTH, createdBy: STAFF, today: AFTER, organisationId: party.organisationId }),
    );
    await db.transaction((tx) => deleteDraftSettlement(tx, { id: first.created[0]!.id }));
    expect(await db.$count(settlementItems, inArray(settlementItems.entryId, ids.settled))).toBe(0);
    const second = await db.transaction((tx) =>
      createSettlements(tx, { month: MONTH, createdBy: STAFF, today: AFTER, organisationId: party.organisationId }),
    );
    expect(second.created[0]!.netMinor).toBe(first.created[0]!.netMinor);
  });
});

describe("who sees what", () => {
  it("shows a supplier its own approved settlements, host transactions and PDF, and another's as missing", async () => {
    const a = await supplier({ host: true });
    const b = await supplier();
    const aIds = await monthOf(a);
    await monthOf(b);
    const created = await db.transaction(async (tx) => [
      ...(
        await createSettlements(tx, { month: MONTH, createdBy: STAFF, today: AFTER, organisationId: a.organisationId })
      ).created,
      ...(
        await createSettlements(tx, { month: MONTH, createdBy: STAFF, today: AFTER, organisationId: b.organisationId })
      ).created,
    ]);
    const [aId, bId] = [created[0]!.id, created[1]!.id];

    // A draft is not shown to its supplier yet.
    expect(
      (
        await resultOf<{ rows: SettlementRow[] }>(
          await callFunction("listSettlements", { month: MONTH }, bearer(a.token)),
        )
      ).rows,
    ).toHaveLength(0);
    await db.transaction((tx) => approveSettlement(tx, { id: aId, approvedBy: STAFF }));
    await db.transaction((tx) => approveSettlement(tx, { id: bId, approvedBy: STAFF }));
    await db.transaction((tx) => markSettlementPaid(tx, { id: aId, reference: "TRF-A-1", paidBy: STAFF }));

    const mine = await resultOf<{ rows: SettlementRow[] }>(await callFunction("listSettlements", {}, bearer(a.token)));
    expect(mine.rows.map((row) => row.id)).toEqual([aId]);
    expect(mine.rows[0]).toMatchObject({ status: "paid", paymentReference: "TRF-A-1" });
    const theirs = await callFunction("getSettlement", { id: bId }, bearer(a.token));
    expect(theirs.status).toBe(404);
    expect((await errorOf(theirs)).message).toBe("There is no such settlement among yours.");
    const detail = await resultOf<{ lines: { entryId: string }[] }>(
      await callFunction("getSettlement", { id: aId }, bearer(a.token)),
    );
    expect(detail.lines.map((line) => line.entryId).sort()).toEqual([...aIds.settled].sort());

    const pdf = (id: string, token: string) =>
      settlementPdfRoute(
        new Request(`http://localhost:3000/dashboard/settlements/${id}/pdf`, { headers: bearer(token) }),
        { params: Promise.resolve({ id }) },
      );
    const own = await pdf(aId, a.token);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await own.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect((await pdf(bId, a.token)).status).toBe(404);

    // Host transactions: a's bookings only, each with where its payout stands.
    const hosted = await resultOf<{ rows: HostTransactionRow[] }>(
      await callFunction("listHostTransactions", {}, bearer(a.token)),
    );
    expect(hosted.rows).toHaveLength(6);
    const lastDay = hosted.rows.find((row) => row.checkOut === "2031-03-31")!;
    expect(lastDay).toMatchObject({
      grossMinor: 45_000,
      refundsMinor: 10_000,
      commissionMinor: 3_000,
      netMinor: 41_000 - 9_000,
      payoutStatus: "paid",
    });
    expect(lastDay.settlement).toMatchObject({ id: aId, paymentReference: "TRF-A-1" });
    expect(hosted.rows.find((row) => row.checkOut === "2031-04-01")).toMatchObject({
      payoutStatus: "unsettled",
      settlement: null,
    });
    const unsettled = await resultOf<{ rows: HostTransactionRow[] }>(
      await callFunction("listHostTransactions", { status: "unsettled" }, bearer(a.token)),
    );
    expect(unsettled.rows.map((row) => row.checkOut).sort()).toEqual(["2031-04-01", "2031-04-08"]);
    const bHosted = await resultOf<{ rows: HostTransactionRow[] }>(
      await callFunction("listHostTransactions", {}, bearer(b.token)),
    );
    expect(bHosted.rows.every((row) => row.payoutStatus !== "paid")).toBe(true);
    expect(bHosted.rows.some((row) => row.settlement?.id === aId)).toBe(false);

    // The commission invoice of a's settlement is a's, not b's.
    const aInvoices = await db.select().from(invoices).where(eq(invoices.settlementId, aId));
    expect(aInvoices).toHaveLength(1);
    expect((await callFunction("getInvoice", { id: aInvoices[0]!.id }, bearer(b.token))).status).toBe(404);
    expect(
      (
        await resultOf<{ invoice: { number: string } }>(
          await callFunction("getInvoice", { id: aInvoices[0]!.id }, bearer(a.token)),
        )
      ).invoice.number,
    ).toBe(aInvoices[0]!.number);

    // Suppliers manage nothing.
    expect((await callFunction("createSettlements", { month: "2026-01" }, bearer(a.token))).status).toBe(403);
    expect((await callFunction("approveSettlement", { id: bId }, bearer(a.token))).status).toBe(403);
  });

  it("keeps every booking's earnings equal to its entries and their settlements (one snapshot of the whole database)", async () => {
    // Drafts were created, deleted, approved and paid above; other files write at the same time. One statement
    // sees one snapshot, and each write changes the read model in its own transaction, so they must agree.
    const differences = await db.execute(sql`
      with recomputed as (
        select b.id as booking_id, b.property_id, b.currency, b.check_out,
          count(*) filter (where e.kind = 'booking_sale')::int as sales,
          coalesce(sum(e.supplier_minor + e.commission_minor + e.management_fee_minor) filter (where e.kind = 'booking_sale'), 0)::bigint as gross_minor,
          coalesce(-sum(e.supplier_minor + e.commission_minor + e.management_fee_minor) filter (where e.kind = 'refund'), 0)::bigint as refunds_minor,
          sum(e.commission_minor + e.management_fee_minor)::bigint as commission_minor, sum(e.supplier_minor)::bigint as net_minor,
          count(*) filter (where s.id is null)::int as unsettled_entries, count(*) filter (where s.status = 'draft')::int as draft_entries,
          count(*) filter (where s.status = 'approved')::int as approved_entries, count(*) filter (where s.status = 'paid')::int as paid_entries
        from journal_entries e
        join bookings b on b.id = e.booking_id
        left join settlement_items si on si.entry_id = e.id
        left join settlements s on s.id = si.settlement_id
        where e.kind in ('booking_sale', 'refund')
        group by b.id
      ),
      kept as (
        select booking_id, property_id, currency, check_out, sales, gross_minor, refunds_minor, commission_minor, net_minor,
          unsettled_entries, draft_entries, approved_entries, paid_entries
        from booking_earnings
      )
      (select 'kept' as side, * from (select * from kept except select * from recomputed) x)
      union all
      (select 'recomputed' as side, * from (select * from recomputed except select * from kept) y)`);
    expect(differences.rows).toEqual([]);
    const counted = await db.execute<{ count: number }>(
      sql`select count(*)::int as count from booking_earnings where paid_entries > 0`,
    );
    expect(counted.rows[0]!.count).toBeGreaterThan(0);
  });
});
