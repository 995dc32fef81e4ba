import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBooking, createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { ACCOUNTS, postJournalEntry } from "@/domains/ledger";
import { TEST_CARDS } from "@/domains/payments";
import { createDb, createPool } from "@/server/db/client";
import { authUsers, bookings, invoiceCounters, invoices } from "@/server/db/schema";
import { GET as invoicePdfRoute } from "@/app/dashboard/invoices/[id]/pdf/route";
import { GET as guestInvoiceRoute } from "@/app/(public)/bookings/[reference]/invoices/[number]/route";
import { actorForUser } from "@/server/access";
import { pdfToText } from "@tests/support/pdf-files";
import { issueGuestInvoice } from "./issue";
import { isGapless } from "./numbering";
import { guestInvoicesOf, type InvoiceRow } from "./queries";

const db = testDb();
const STAFF = "staff2@example.com";
let staffToken: string;

beforeAll(async () => {
  await db.delete(authUsers).where(eq(authUsers.email, STAFF));
  await createUser(db, { email: STAFF });
  staffToken = await signIn(STAFF);
});

afterAll(async () => {
  await db.delete(authUsers).where(eq(authUsers.email, STAFF));
});

/** A supplier with `count` paid bookings (their sales posted, no invoices yet). */
async function supplierWithSales(
  count: number,
  options: { managed?: boolean; guestEmail?: string; guestUserId?: string } = {},
) {
  const organisation = await createOrganisation(db);
  const email = `invoice-owner-${uniqueSuffix()}@example.test`;
  await createUser(db, { email, profile: { organisationId: organisation.id } });
  const { property } = await createProperty(db, {
    organisationId: organisation.id,
    managed: options.managed ?? false,
    units: Array.from({ length: count }, (_, n) => ({ name: `Room ${n}`, kind: "room" as const })),
  });
  const units = await db.execute<{ id: string }>(
    sql`select id from units where property_id = ${property.id}::uuid order by sort_order`,
  );
  const bookingIds: string[] = [];
  for (const unit of units.rows) {
    const booking = await createBooking(db, {
      propertyId: property.id,
      unitId: unit.id,
      checkIn: "2027-06-01",
      checkOut: "2027-06-03",
      totalMinor: 55_000,
      ...(options.guestEmail ? { guestEmail: options.guestEmail } : {}),
      ...(options.guestUserId ? { guestUserId: options.guestUserId } : {}),
      priceLines: [
        { kind: "stay", label: "2 nights", quantity: 2, unitAmountMinor: 25_000, amountMinor: 50_000 },
        { kind: "service_fee", label: "Service fee", amountMinor: 5_000 },
      ],
    });
    await db.transaction((tx) =>
      postJournalEntry(tx, {
        kind: "booking_sale",
        bookingId: booking.id,
        lines: [
          { account: ACCOUNTS.guestFunds, currency: "MYR", amountMinor: 55_000, propertyId: property.id },
          {
            account: ACCOUNTS.supplierPayable,
            currency: "MYR",
            amountMinor: -45_000,
            propertyId: property.id,
            organisationId: organisation.id,
          },
          { account: ACCOUNTS.commissionRevenue, currency: "MYR", amountMinor: -5_000, propertyId: property.id },
          { account: ACCOUNTS.serviceFeeRevenue, currency: "MYR", amountMinor: -5_000, propertyId: property.id },
        ],
      }),
    );
    bookingIds.push(booking.id);
  }
  return { organisationId: organisation.id, propertyId: property.id, bookingIds, token: await signIn(email) };
}

const sequencesOf = async (organisationId: string, series = "INV") =>
  (
    await db
      .select({ sequence: invoices.sequence })
      .from(invoices)
      .where(sql`${invoices.issuerKey} = ${organisationId} and ${invoices.series} = ${series}`)
  ).map((row) => row.sequence);

describe("invoice numbers", () => {
  it("gives 25 concurrent issues for one issuer exactly 1..25, and a rolled-back issue burns no number", async () => {
    const supplier = await supplierWithSales(30);
    const pool = createPool(process.env.DATABASE_URL!, 12);
    const concurrent = createDb(pool);
    try {
      const outcomes = await Promise.allSettled(
        supplier.bookingIds.map((bookingId, index) =>
          concurrent.transaction(async (tx) => {
            const invoice = await issueGuestInvoice(tx, bookingId, null);
            // Every sixth issue fails after taking its number: its transaction rolls the number back.
            if (index % 6 === 5) throw new Error("simulated failure after numbering");
            return invoice;
          }),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.status === "rejected")).toHaveLength(5);
    } finally {
      await pool.end();
    }
    const sequences = await sequencesOf(supplier.organisationId);
    expect(sequences).toHaveLength(25);
    expect(isGapless(sequences)).toBe(true);
    expect(new Set(sequences).size).toBe(25);
    const [counter] = await db
      .select()
      .from(invoiceCounters)
      .where(eq(invoiceCounters.issuerKey, supplier.organisationId));
    expect(counter!.lastNumber).toBe(25);
    const year = new Date().getUTCFullYear();
    const numbers = (
      await db.select({ number: invoices.number }).from(invoices).where(eq(invoices.issuerKey, supplier.organisationId))
    )
      .map((row) => row.number)
      .sort();
    expect(numbers[0]).toBe(
      `INV-${supplier.organisationId.replace(/-/g, "").slice(0, 8).toUpperCase()}-${year}-000001`,
    );

    // The rolled-back bookings get the next numbers when issued again, through the staff action.
    const issued = await resultOf<{ issued: number }>(
      await callFunction("issueMissingInvoices", {}, bearer(staffToken)),
    );
    expect(issued.issued).toBeGreaterThanOrEqual(5);
    expect((await sequencesOf(supplier.organisationId)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, n) => n + 1),
    );
    // The unique index is the last word: a duplicate number is refused whatever wrote it.
    await expect(
      db.execute(sql`insert into invoices (kind, number, issuer_key, series, year, sequence, issuer_name, organisation_id, bill_to_name, currency, lines, total_minor)
      values ('guest', 'DUPLICATE-${sql.raw(randomUUID().slice(0, 8))}', ${supplier.organisationId}, 'INV', ${year}, 1, 'x', ${supplier.organisationId}::uuid, 'x', 'MYR', '[]', 1)`),
    ).rejects.toThrow();
    // And a second issue for the same booking is none.
    expect(await db.transaction((tx) => issueGuestInvoice(tx, supplier.bookingIds[0]!, null))).toBeNull();
  });

  it("issues the guest invoice with the sale when a guest pays at checkout", async () => {
    const organisation = await createOrganisation(db);
    const { property } = await createProperty(db, {
      organisationId: organisation.id,
      title: `Invoice flat ${uniqueSuffix()}`,
      cleaningFeeMinor: 5_000,
    });
    const guestEmail = `invoice-guest-${uniqueSuffix()}@example.test`;
    await createUser(db, { email: guestEmail });
    const outcome = await resultOf<{ reference: string; totalMinor: number }>(
      await callFunction(
        "createBooking",
        {
          propertyId: property.id,
          stay: { mode: "nightly", checkIn: "2027-09-02", checkOut: "2027-09-04" },
          guests: 2,
          guest: { name: "Invoice Guest", email: guestEmail, phone: "+60123456789" },
          payment: {
            method: "card",
            card: { number: TEST_CARDS.succeeds, expiry: "12/30", cvc: "123", holder: "Invoice Guest" },
          },
          idempotencyKey: randomUUID(),
        },
        bearer(await signIn(guestEmail)),
      ),
    );
    const [booking] = await db.select().from(bookings).where(eq(bookings.reference, outcome.reference));
    const [invoice] = await db.select().from(invoices).where(eq(invoices.bookingId, booking!.id));
    expect(invoice).toMatchObject({
      kind: "guest",
      issuerKey: organisation.id,
      sequence: 1,
      billToName: "Invoice Guest",
      totalMinor: outcome.totalMinor,
      status: "issued",
    });
    expect(invoice!.lines.reduce((total, line) => total + line.amountMinor, 0)).toBe(outcome.totalMinor);
  });
});

describe("voiding", () => {
  it("makes a credit note with its own number that references the invoice, and never deletes", async () => {
    const supplier = await supplierWithSales(2);
    await resultOf(await callFunction("issueMissingInvoices", {}, bearer(staffToken)));
    const [invoice] = await db.select().from(invoices).where(eq(invoices.bookingId, supplier.bookingIds[0]!));
    const refused = await callFunction("voidInvoice", { id: invoice!.id, reason: "" }, bearer(staffToken));
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).details?.issues?.[0]?.message).toBe(
      "Say why the invoice is voided (at least 3 characters).",
    );
    expect(
      (
        await callFunction(
          "voidInvoice",
          { id: invoice!.id, reason: "Guest asked for a company name" },
          bearer(supplier.token),
        )
      ).status,
    ).toBe(403);

    const voided = await resultOf<{ invoice: { status: string }; creditNote: { id: string; number: string } }>(
      await callFunction(
        "voidInvoice",
        { id: invoice!.id, reason: "Guest asked for a company name" },
        bearer(staffToken),
      ),
    );
    expect(voided.invoice.status).toBe("void");
    const [creditNote] = await db.select().from(invoices).where(eq(invoices.id, voided.creditNote.id));
    expect(creditNote).toMatchObject({
      kind: "credit_note",
      series: "CN",
      sequence: 1,
      issuerKey: supplier.organisationId,
      creditsInvoiceId: invoice!.id,
      totalMinor: -invoice!.totalMinor,
      bookingId: invoice!.bookingId,
    });
    expect(creditNote!.number).toMatch(/^CN-[0-9A-F]{8}-\d{4}-000001$/);
    expect((await callFunction("voidInvoice", { id: invoice!.id, reason: "Again" }, bearer(staffToken))).status).toBe(
      409,
    );
    expect(
      (await callFunction("voidInvoice", { id: creditNote!.id, reason: "Undo it" }, bearer(staffToken))).status,
    ).toBe(409);

    // The database keeps both as they are.
    await expect(db.execute(sql`delete from invoices where id = ${invoice!.id}::uuid`)).rejects.toThrow();
    await expect(
      db.execute(sql`update invoices set total_minor = 1 where id = ${creditNote!.id}::uuid`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`update invoices set status = 'issued', voided_at = null where id = ${invoice!.id}::uuid`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`update invoice_counters set last_number = 0 where issuer_key = ${supplier.organisationId}`),
    ).rejects.toThrow();

    // The supplier sees both, the credit note pointing at its invoice; the PDF of each opens.
    const listed = await resultOf<{ rows: InvoiceRow[] }>(
      await callFunction("listInvoices", {}, bearer(supplier.token)),
    );
    expect(listed.rows.map((row) => row.kind).sort()).toEqual(["credit_note", "guest", "guest"]);
    expect(listed.rows.find((row) => row.kind === "credit_note")).toMatchObject({
      relatedNumber: invoice!.number,
      relatedId: invoice!.id,
    });
    const pdf = await invoicePdfRoute(
      new Request(`http://localhost:3000/dashboard/invoices/${creditNote!.id}/pdf`, {
        headers: bearer(supplier.token),
      }),
      { params: Promise.resolve({ id: creditNote!.id }) },
    );
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });
});

describe("who sees which invoices", () => {
  it("shows a supplier its own, operations users the managed properties', and nobody else's", async () => {
    const a = await supplierWithSales(1);
    const b = await supplierWithSales(1, { managed: true });
    await resultOf(await callFunction("issueMissingInvoices", {}, bearer(staffToken)));
    const [bInvoice] = await db.select().from(invoices).where(eq(invoices.bookingId, b.bookingIds[0]!));
    const aRows = (await resultOf<{ rows: InvoiceRow[] }>(await callFunction("listInvoices", {}, bearer(a.token))))
      .rows;
    expect(aRows).toHaveLength(1);
    expect(aRows.some((row) => row.id === bInvoice!.id)).toBe(false);
    expect((await callFunction("getInvoice", { id: bInvoice!.id }, bearer(a.token))).status).toBe(404);
    const pdf = await invoicePdfRoute(
      new Request(`http://localhost:3000/dashboard/invoices/${bInvoice!.id}/pdf`, { headers: bearer(a.token) }),
      { params: Promise.resolve({ id: bInvoice!.id }) },
    );
    expect(pdf.status).toBe(404);

    const opsEmail = `invoice-ops-${uniqueSuffix()}@example.test`;
    await createUser(db, { email: opsEmail, profile: { operationsUser: true } });
    const opsToken = await signIn(opsEmail);
    const managed = await resultOf<{ rows: InvoiceRow[] }>(
      await callFunction("listInvoices", { propertyId: b.propertyId }, bearer(opsToken)),
    );
    expect(managed.rows.map((row) => row.id)).toEqual([bInvoice!.id]);
    expect(
      (
        await resultOf<{ rows: InvoiceRow[] }>(
          await callFunction("listInvoices", { propertyId: a.propertyId }, bearer(opsToken)),
        )
      ).rows,
    ).toHaveLength(0);
    expect((await callFunction("listInvoices", { kind: "commission" }, bearer(opsToken))).status).toBe(200);
    expect(
      (
        await resultOf<{ rows: InvoiceRow[] }>(
          await callFunction("listInvoices", { kind: "commission" }, bearer(opsToken)),
        )
      ).rows,
    ).toHaveLength(0);

    const guestEmail = `invoice-nobody-${uniqueSuffix()}@example.test`;
    await createUser(db, { email: guestEmail });
    expect((await callFunction("listInvoices", {}, bearer(await signIn(guestEmail)))).status).toBe(403);
    expect((await callFunction("listInvoices", { kind: "receipt" }, bearer(staffToken))).status).toBe(400);
  });
});

describe("the guest's documents in the guest's language", () => {
  it("prints a Thai guest's invoice and its credit note in Thai, a guest without an account's in English", async () => {
    const thaiGuest = `invoice-guest-th-${uniqueSuffix()}@example.test`;
    await createUser(db, { email: thaiGuest, profile: { language: "th" } });
    const thai = await supplierWithSales(1, { guestEmail: thaiGuest });
    const nobody = await supplierWithSales(1, { guestEmail: `invoice-guest-${uniqueSuffix()}@example.test` });
    await resultOf(await callFunction("issueMissingInvoices", {}, bearer(staffToken)));
    const [thaiInvoice] = await db.select().from(invoices).where(eq(invoices.bookingId, thai.bookingIds[0]!));
    const [englishInvoice] = await db.select().from(invoices).where(eq(invoices.bookingId, nobody.bookingIds[0]!));
    const textOf = async (id: string, query = "") => {
      const response = await invoicePdfRoute(
        new Request(`http://localhost:3000/dashboard/invoices/${id}/pdf${query}`, { headers: bearer(staffToken) }),
        { params: Promise.resolve({ id }) },
      );
      expect(response.status).toBe(200);
      return pdfToText(new Uint8Array(await response.arrayBuffer()));
    };

    const inThai = await textOf(thaiInvoice!.id);
    expect(inThai).toContain(`ใบแจ้งหนี้ ${thaiInvoice!.number}`);
    expect(inThai).toContain("เรียกเก็บจาก");
    // The stay's days in the Buddhist year, the booking's lines as the Thai checkout names them.
    expect(inThai).toContain("2570");
    expect(inThai).toContain("2 คืน");
    expect(inThai).not.toContain("Guest invoice");
    expect(inThai).not.toContain("Bill to");

    // Staff may ask for English; the guest without an account reads English.
    expect(await textOf(thaiInvoice!.id, "?lang=en")).toContain(`Guest invoice ${thaiInvoice!.number}`);
    expect(await textOf(englishInvoice!.id)).toContain(`Guest invoice ${englishInvoice!.number}`);

    const voided = await resultOf<{ creditNote: { id: string; number: string } }>(
      await callFunction("voidInvoice", { id: thaiInvoice!.id, reason: "Wrong name" }, bearer(staffToken)),
    );
    const creditNote = await textOf(voided.creditNote.id);
    expect(creditNote).toContain(`ใบลดหนี้ ${voided.creditNote.number}`);
    expect(creditNote).toContain("ใบลดหนี้นี้ยกเลิกใบแจ้งหนี้ที่ระบุไว้");
    // The voided invoice says so in Thai, with the reason as staff wrote it.
    expect(await textOf(thaiInvoice!.id)).toContain(`ยกเลิกแล้ว ลดหนี้โดย ${voided.creditNote.number} (Wrong name)`);
  });
});

describe("the guest's own invoice from /bookings", () => {
  it("is listed for and downloads to the account that booked, and to staff; anyone else gets 404", async () => {
    const email = `invoice-self-${uniqueSuffix()}@example.test`;
    const { user } = await createUser(db, { email, profile: { language: "zh" } });
    const supplier = await supplierWithSales(1, { guestEmail: email, guestUserId: user.id });
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, supplier.bookingIds[0]!));
    const actor = await actorForUser(db, { id: user.id, email, emailVerified: true });
    // Nothing to list before the sale is invoiced.
    expect((await guestInvoicesOf(db, { actor, references: [booking!.reference] })).size).toBe(0);
    const invoice = await db.transaction((tx) => issueGuestInvoice(tx, booking!.id, null));

    const download = (number: string, token: string | null, reference = booking!.reference) =>
      guestInvoiceRoute(
        new Request(`http://localhost:3000/bookings/${reference}/invoices/${number}`, {
          headers: token ? bearer(token) : {},
        }),
        { params: Promise.resolve({ reference, number }) },
      );
    const guestToken = await signIn(email);
    const mine = await download(invoice!.number, guestToken);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-disposition")).toContain(`${invoice!.number}.pdf`);
    // Addressed to a guest whose profile reads Chinese: printed in Chinese.
    const text = await pdfToText(new Uint8Array(await mine.arrayBuffer()));
    expect(text).toContain(invoice!.number);
    expect(text).not.toContain("Guest invoice");
    // Lower case in the address is the same document.
    expect((await download(invoice!.number.toLowerCase(), guestToken, booking!.reference.toLowerCase())).status).toBe(
      200,
    );
    expect((await download(invoice!.number, staffToken)).status).toBe(200);

    // The supplier reads it on its invoices page, not here; a stranger, a wrong number, a malformed one: 404.
    expect((await download(invoice!.number, supplier.token)).status).toBe(404);
    const stranger = `invoice-stranger-${uniqueSuffix()}@example.test`;
    await createUser(db, { email: stranger });
    expect((await download(invoice!.number, await signIn(stranger))).status).toBe(404);
    expect((await download(invoice!.number.replace(/\d$/, "9"), guestToken)).status).toBe(404);
    expect((await download("../../etc/passwd", guestToken)).status).toBe(404);
    expect((await download(invoice!.number, null)).status).toBe(401);
    // Another booking's invoice asked through this booking's address: not found.
    const other = await supplierWithSales(1);
    const otherInvoice = await db.transaction((tx) => issueGuestInvoice(tx, other.bookingIds[0]!, null));
    expect((await download(otherInvoice!.number, staffToken)).status).toBe(404);

    // Voided, it is listed with its credit note, oldest first, and the credit note downloads too.
    const voided = await resultOf<{ creditNote: { number: string } }>(
      await callFunction("voidInvoice", { id: invoice!.id, reason: "Wrong name" }, bearer(staffToken)),
    );
    const listed = await guestInvoicesOf(db, { actor, references: [booking!.reference] });
    expect(listed.get(booking!.reference)).toEqual([
      { number: invoice!.number, kind: "guest", status: "void" },
      { number: voided.creditNote.number, kind: "credit_note", status: "issued" },
    ]);
    expect((await download(voided.creditNote.number, guestToken)).status).toBe(200);
    // Nobody else's list holds them.
    const strangerActor = await actorForUser(
      db,
      (await db.select().from(authUsers).where(eq(authUsers.email, stranger)))[0]!,
    );
    expect((await guestInvoicesOf(db, { actor: strangerActor, references: [booking!.reference] })).size).toBe(0);
  });
});
