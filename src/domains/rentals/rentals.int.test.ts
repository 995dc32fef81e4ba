import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createBooking, createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { randomUUID } from "node:crypto";
import {
  bookings,
  journalEntries,
  journalLines,
  rentalContracts,
  rentalDepositReturns,
  rentalInvoices,
} from "@/server/db/schema";
import { issueDueInvoices } from "./contracts";
import { addDays, addMonths, todayIn } from "@/lib/dates";

const db = testDb();
const suffix = uniqueSuffix();
let opsToken: string;
let supplierToken: string;
let otherSupplierToken: string;
let managedUnit: string;
let supplierUnit: string;

const today = todayIn("Asia/Kuala_Lumpur");

beforeAll(async () => {
  const organisation = await createOrganisation(db);
  managedOrganisation = organisation.id;
  const managed = await createProperty(db, {
    organisationId: organisation.id,
    managed: true,
    city: "Penang",
    units: [{ name: "Unit 1" }, { name: "Unit 2" }],
  });
  managedUnit = managed.units[0]!.id;
  const supplierOrg = await createOrganisation(db);
  const own = await createProperty(db, { organisationId: supplierOrg.id });
  supplierUnit = own.units[0]!.id;
  const opsEmail = `rentals-ops-${suffix}@example.test`;
  await createUser(db, { email: opsEmail, profile: { operationsUser: true } });
  opsToken = await signIn(opsEmail);
  const supplierEmail = `rentals-supplier-${suffix}@example.test`;
  await createUser(db, { email: supplierEmail, profile: { organisationId: supplierOrg.id } });
  supplierToken = await signIn(supplierEmail);
  const otherEmail = `rentals-other-${suffix}@example.test`;
  await createUser(db, { email: otherEmail, profile: { organisationId: (await createOrganisation(db)).id } });
  otherSupplierToken = await signIn(otherEmail);
});

let managedOrganisation: string;

/** A managed unit of its own and a contract on it (from today), so that no test depends on another. */
async function contractOnFreshUnit(): Promise<{ unitId: string; propertyId: string; contractId: string }> {
  const { property, units } = await createProperty(db, {
    organisationId: managedOrganisation,
    managed: true,
    city: "Kuala Lumpur",
  });
  const created = await resultOf<{ id: string }>(
    await callFunction("createRentalContract", contract({ unitId: units[0]!.id }), bearer(opsToken)),
  );
  return { unitId: units[0]!.id, propertyId: property.id, contractId: created.id };
}

const contract = (overrides: Record<string, unknown> = {}) => ({
  unitId: managedUnit,
  tenantName: "Aisha Rahman",
  tenantEmail: `tenant-${suffix}@example.test`,
  monthlyRentMinor: 350_000,
  depositMinor: 700_000,
  // A contract starts today or later (DOMAIN.md Booking, Limits); months begin as the job's clock moves on.
  startsOn: today,
  endsOn: addMonths(today, 6),
  ...overrides,
});

describe("monthly rental contracts", () => {
  it("holds the unit's dates with a monthly booking, invoices the deposit and every begun month once", async () => {
    const created = await resultOf<{ id: string; bookingReference: string; invoicesIssued: number }>(
      await callFunction("createRentalContract", contract(), bearer(opsToken)),
    );
    // The deposit and the month begun today.
    expect(created.invoicesIssued).toBe(2);
    const [row] = await db.select().from(rentalContracts).where(eq(rentalContracts.id, created.id));
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, row!.bookingId));
    expect(booking).toMatchObject({
      stayMode: "monthly",
      status: "confirmed",
      checkIn: today,
      checkOut: addMonths(today, 6),
      totalMinor: 6 * 350_000,
    });

    // The job runs again (and again): nothing more this month; next month's invoice when it begins.
    expect(await issueDueInvoices(db, { contractId: created.id })).toBe(0);
    expect(await issueDueInvoices(db, { contractId: created.id })).toBe(0);
    const nextMonth = new Date(`${addMonths(today, 1)}T12:00:00Z`);
    expect(await issueDueInvoices(db, { contractId: created.id, now: nextMonth })).toBe(1);
    expect(await issueDueInvoices(db, { contractId: created.id, now: nextMonth })).toBe(0);
    const rents = await db
      .select()
      .from(rentalInvoices)
      .where(and(eq(rentalInvoices.contractId, created.id), eq(rentalInvoices.kind, "rent")));
    expect(rents.map((invoice) => invoice.periodStart).sort()).toEqual([today, addMonths(today, 1)]);
    // The database refuses a second invoice of a month whatever writes it.
    await expect(
      db.insert(rentalInvoices).values({
        contractId: created.id,
        kind: "rent",
        periodStart: today,
        periodEnd: addMonths(today, 1),
        currency: "MYR",
        amountMinor: 1,
      }),
    ).rejects.toThrow();
  });

  it("issues each begun month once when the job runs ten times at once, catching up the months it missed", async () => {
    const { contractId } = await contractOnFreshUnit();
    const rentsOf = async () =>
      (
        await db
          .select()
          .from(rentalInvoices)
          .where(and(eq(rentalInvoices.contractId, contractId), eq(rentalInvoices.kind, "rent")))
      )
        .map((invoice) => `${invoice.periodStart}..${invoice.periodEnd} ${invoice.amountMinor}`)
        .sort();
    // Three months later, the job missed in between: ten runs at once issue the three months once.
    const later = new Date(`${addMonths(today, 3)}T12:00:00Z`);
    const issued = await Promise.all(
      Array.from({ length: 10 }, () => issueDueInvoices(db, { contractId, now: later })),
    );
    expect(issued.reduce((sum, count) => sum + count, 0)).toBe(3);
    // After the end, the last months; then the contract is done and nothing more comes, however often it runs.
    const after = new Date(`${addMonths(today, 8)}T12:00:00Z`);
    const closing = await Promise.all(
      Array.from({ length: 10 }, () => issueDueInvoices(db, { contractId, now: after })),
    );
    expect(closing.reduce((sum, count) => sum + count, 0)).toBe(2);
    expect(await issueDueInvoices(db, { contractId, now: after })).toBe(0);
    expect(await rentsOf()).toEqual(
      Array.from({ length: 6 }, (_, month) => `${addMonths(today, month)}..${addMonths(today, month + 1)} 350000`),
    );
  });

  it("refuses dates that are booked, and the exclusion constraint refuses a nightly stay over a contract", async () => {
    const { unitId, propertyId } = await contractOnFreshUnit();
    const booked = await createBooking(db, {
      propertyId,
      unitId,
      checkIn: addDays(addMonths(today, 6), 3),
      checkOut: addDays(addMonths(today, 6), 6),
    });
    const refused = await errorOf(
      await callFunction(
        "createRentalContract",
        contract({ unitId, startsOn: addMonths(today, 6), endsOn: addMonths(today, 8) }),
        bearer(opsToken),
      ),
    );
    expect(refused.status).toBe("ABORTED");
    expect(refused.message).toContain(booked.reference);
    expect(await db.select().from(rentalContracts).where(eq(rentalContracts.unitId, unitId))).toHaveLength(1);
    // A nightly stay inside the contract's dates: refused by bookings_no_overlap.
    await expect(
      createBooking(db, { propertyId, unitId, checkIn: addDays(today, 3), checkOut: addDays(today, 5) }),
    ).rejects.toThrow();
  });

  it("marks an invoice paid with its journal entries; a deposit goes to deposits_held; twice is refused", async () => {
    const { contractId } = await contractOnFreshUnit();
    const [row] = await db.select().from(rentalContracts).where(eq(rentalContracts.id, contractId));
    const invoices = await db.select().from(rentalInvoices).where(eq(rentalInvoices.contractId, row!.id));
    const rent = invoices.find((invoice) => invoice.kind === "rent")!;
    const deposit = invoices.find((invoice) => invoice.kind === "deposit")!;
    await resultOf(
      await callFunction("markRentalInvoicePaid", { invoiceId: rent.id, reference: "DuitNow 123" }, bearer(opsToken)),
    );
    await resultOf(await callFunction("markRentalInvoicePaid", { invoiceId: deposit.id }, bearer(opsToken)));
    const again = await errorOf(await callFunction("markRentalInvoicePaid", { invoiceId: rent.id }, bearer(opsToken)));
    expect(again).toMatchObject({ status: "ABORTED", message: "This invoice is already paid." });

    const lines = await db
      .select({ kind: journalEntries.kind, account: journalLines.account, amountMinor: journalLines.amountMinor })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .where(eq(journalEntries.bookingId, row!.bookingId));
    // Managed property: 20% management fee on the rent.
    expect(lines).toEqual(
      expect.arrayContaining([
        { kind: "payment", account: "cash:bank", amountMinor: 350_000 },
        { kind: "booking_sale", account: "supplier_payable", amountMinor: -280_000 },
        { kind: "booking_sale", account: "revenue:management_fee", amountMinor: -70_000 },
      ]),
    );
    const [paidDeposit] = await db.select().from(rentalInvoices).where(eq(rentalInvoices.id, deposit.id));
    const depositLines = await db
      .select({ account: journalLines.account, amountMinor: journalLines.amountMinor })
      .from(journalLines)
      .where(eq(journalLines.entryId, paidDeposit!.entryId!));
    expect(depositLines).toEqual(
      expect.arrayContaining([
        { account: "deposits_held", amountMinor: -700_000 },
        { account: "cash:bank", amountMinor: 700_000 },
      ]),
    );
  });

  it("renews to a later end and takes notice to an earlier one, voiding the months after it", async () => {
    const { contractId } = await contractOnFreshUnit();
    const [row] = await db.select().from(rentalContracts).where(eq(rentalContracts.id, contractId));
    const renewed = await resultOf<{ endsOn: string }>(
      await callFunction("renewRentalContract", { contractId: row!.id, endsOn: addMonths(today, 7) }, bearer(opsToken)),
    );
    expect(renewed.endsOn).toBe(addMonths(today, 7));
    const shorter = await errorOf(
      await callFunction("renewRentalContract", { contractId: row!.id, endsOn: addMonths(today, 1) }, bearer(opsToken)),
    );
    expect(shorter.status).toBe("INVALID_ARGUMENT");
    // Next month's rent is issued once the month begins; notice then voids it.
    expect(await issueDueInvoices(db, { contractId, now: new Date(`${addMonths(today, 1)}T12:00:00Z`) })).toBe(1);
    const noticed = await resultOf<{ endsOn: string }>(
      await callFunction("giveRentalNotice", { contractId: row!.id, noticeOn: today }, bearer(opsToken)),
    );
    expect(noticed.endsOn).toBe(addMonths(today, 1));
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, row!.bookingId));
    expect(booking!.checkOut).toBe(noticed.endsOn);
    const invoices = await db
      .select()
      .from(rentalInvoices)
      .where(and(eq(rentalInvoices.contractId, row!.id), eq(rentalInvoices.kind, "rent")));
    expect(invoices.find((invoice) => invoice.periodStart === addMonths(today, 1))?.status).toBe("void");
  });

  describe("returning the deposit", () => {
    /** A contract whose deposit is paid; `movedOut` moves its dates into the past (the tenant has left). */
    async function paidDepositContract(options: { movedOut: boolean }) {
      const { contractId } = await contractOnFreshUnit();
      const [deposit] = await db
        .select()
        .from(rentalInvoices)
        .where(and(eq(rentalInvoices.contractId, contractId), eq(rentalInvoices.kind, "deposit")));
      await resultOf(await callFunction("markRentalInvoicePaid", { invoiceId: deposit!.id }, bearer(opsToken)));
      if (options.movedOut)
        await db
          .update(rentalContracts)
          .set({ startsOn: addDays(today, -90), endsOn: addDays(today, -1) })
          .where(eq(rentalContracts.id, contractId));
      return contractId;
    }
    const wardrobe = { reason: "Broken wardrobe door", amountMinor: 150_000 };

    it("waits for the move-out, refuses deductions above the deposit, and writes nothing when it refuses", async () => {
      const early = await paidDepositContract({ movedOut: false });
      const notYet = await errorOf(
        await callFunction("returnRentalDeposit", { contractId: early, deductions: [] }, bearer(opsToken)),
      );
      expect(notYet).toMatchObject({ status: "ABORTED" });
      expect(notYet.message).toMatch(/once the tenant has moved out/);

      const contractId = await paidDepositContract({ movedOut: true });
      const tooMuch = await errorOf(
        await callFunction(
          "returnRentalDeposit",
          { contractId, deductions: [wardrobe, { reason: "Repainting", amountMinor: 600_000 }] },
          bearer(opsToken),
        ),
      );
      expect(tooMuch).toMatchObject({
        status: "INVALID_ARGUMENT",
        message: "The deductions are more than the deposit.",
      });
      const badItem = await errorOf(
        await callFunction(
          "returnRentalDeposit",
          { contractId, deductions: [{ reason: "", amountMinor: -1 }] },
          bearer(opsToken),
        ),
      );
      expect(badItem.details?.issues?.map((issue) => issue.path).sort()).toEqual([
        "deductions.0.amountMinor",
        "deductions.0.reason",
      ]);
      // Another supplier does not see the contract.
      const stranger = await errorOf(
        await callFunction("returnRentalDeposit", { contractId, deductions: [] }, bearer(otherSupplierToken)),
      );
      expect(stranger.status).toBe("NOT_FOUND");
      expect(
        await db.select().from(rentalDepositReturns).where(eq(rentalDepositReturns.contractId, contractId)),
      ).toEqual([]);
    });

    it("returns it once under ten calls at once, with the deductions owed to the owner", async () => {
      const contractId = await paidDepositContract({ movedOut: true });
      const responses = await Promise.all(
        Array.from({ length: 10 }, () =>
          callFunction(
            "returnRentalDeposit",
            { contractId, deductions: [wardrobe], reference: "DuitNow 991" },
            bearer(opsToken),
          ),
        ),
      );
      expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
      for (const response of responses.filter((response) => response.status !== 200))
        expect(await errorOf(response)).toMatchObject({
          status: "ABORTED",
          message: "This deposit was already returned.",
        });
      const returns = await db
        .select()
        .from(rentalDepositReturns)
        .where(eq(rentalDepositReturns.contractId, contractId));
      expect(returns).toEqual([
        expect.objectContaining({
          depositMinor: 700_000,
          returnedMinor: 550_000,
          deductedMinor: 150_000,
          deductions: [wardrobe],
        }),
      ]);
      const lines = await db
        .select({ account: journalLines.account, amountMinor: journalLines.amountMinor })
        .from(journalLines)
        .where(eq(journalLines.entryId, returns[0]!.entryId));
      expect(lines).toEqual(
        expect.arrayContaining([
          { account: "deposits_held", amountMinor: 700_000 },
          { account: "cash:bank", amountMinor: -550_000 },
          { account: "supplier_payable", amountMinor: -150_000 },
        ]),
      );
      expect(lines).toHaveLength(3);
    });

    it("a retry with the same key while the first still runs gets the first call's answer", async () => {
      const contractId = await paidDepositContract({ movedOut: true });
      const idempotencyKey = randomUUID();
      const call = () =>
        callFunction("returnRentalDeposit", { contractId, deductions: [], idempotencyKey }, bearer(opsToken));
      const [first, retry] = await Promise.all([call(), call()]);
      const answers = [await resultOf<{ id: string }>(first!), await resultOf<{ id: string }>(retry!)];
      expect(answers[1]!.id).toBe(answers[0]!.id);
      const [row] = await db.select().from(rentalDepositReturns).where(eq(rentalDepositReturns.contractId, contractId));
      expect(row).toMatchObject({ returnedMinor: 700_000, deductedMinor: 0 });
    });
  });

  it("checks input and scope", async () => {
    const bad = await errorOf(
      await callFunction(
        "createRentalContract",
        contract({ tenantEmail: "nope", monthlyRentMinor: -5 }),
        bearer(opsToken),
      ),
    );
    expect(bad.status).toBe("INVALID_ARGUMENT");
    expect(bad.details?.issues?.map((issue) => issue.path).sort()).toEqual(["monthlyRentMinor", "tenantEmail"]);
    const short = await errorOf(
      await callFunction(
        "createRentalContract",
        contract({ unitId: supplierUnit, startsOn: addDays(today, 100), endsOn: addDays(today, 110) }),
        bearer(supplierToken),
      ),
    );
    expect(short.message).toMatch(/at least 28 nights/);
    // Operations users see managed properties only; another supplier sees nothing of this one.
    const opsOnUnmanaged = await errorOf(
      await callFunction(
        "createRentalContract",
        contract({ unitId: supplierUnit, startsOn: addDays(today, 100), endsOn: addDays(today, 140) }),
        bearer(opsToken),
      ),
    );
    expect(opsOnUnmanaged.status).toBe("NOT_FOUND");
    const own = await resultOf<{ id: string }>(
      await callFunction(
        "createRentalContract",
        contract({ unitId: supplierUnit, startsOn: addDays(today, 100), endsOn: addDays(today, 140) }),
        bearer(supplierToken),
      ),
    );
    const [invoice] = await db.select().from(rentalInvoices).where(eq(rentalInvoices.contractId, own.id));
    expect(
      (
        await errorOf(
          await callFunction("markRentalInvoicePaid", { invoiceId: invoice!.id }, bearer(otherSupplierToken)),
        )
      ).status,
    ).toBe("NOT_FOUND");
    expect(
      (
        await errorOf(
          await callFunction("giveRentalNotice", { contractId: own.id, noticeOn: today }, bearer(otherSupplierToken)),
        )
      ).status,
    ).toBe("NOT_FOUND");
  });
});
