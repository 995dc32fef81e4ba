import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, resultOf, signIn } from "@tests/support/functions";
import { rentalContracts, rentalInvoices, settlements } from "@/server/db/schema";
import { addDays, addMonths, todayIn } from "@/lib/dates";
import { createSettlements } from "./settle";

const db = testDb();
let opsToken: string;

beforeAll(async () => {
  const email = `rent-settlement-ops-${uniqueSuffix()}@example.test`;
  await createUser(db, { email, profile: { operationsUser: true } });
  opsToken = await signIn(email);
});

/** A managed property of a fresh organisation with a six-month contract from today. */
async function contractOfItsOwn(depositMinor: number) {
  const organisation = await createOrganisation(db);
  const { units } = await createProperty(db, { organisationId: organisation.id, managed: true, city: "Penang" });
  const today = todayIn("Asia/Kuala_Lumpur");
  const created = await resultOf<{ id: string }>(
    await callFunction(
      "createRentalContract",
      {
        unitId: units[0]!.id,
        tenantName: "Aisha Rahman",
        tenantEmail: `tenant-${uniqueSuffix()}@example.test`,
        monthlyRentMinor: 350_000,
        depositMinor,
        startsOn: today,
        endsOn: addMonths(today, 6),
      },
      bearer(opsToken),
    ),
  );
  const invoiceOf = async (kind: "rent" | "deposit") =>
    (
      await db
        .select()
        .from(rentalInvoices)
        .where(and(eq(rentalInvoices.contractId, created.id), eq(rentalInvoices.kind, kind)))
    )[0]!;
  return { organisationId: organisation.id, contractId: created.id, today, invoiceOf };
}

const settle = (organisationId: string, month: string) =>
  db.transaction((tx) =>
    createSettlements(tx, {
      month,
      createdBy: null,
      organisationId,
      // The run waits for the month's end: it runs at noon on the next month's first day.
      today: new Date(`${addMonths(`${month}-01`, 1)}T12:00:00Z`),
    }),
  );

it("pays the owner what was kept of a returned deposit, as income with no fee, in the month it was returned", async () => {
  const { organisationId, contractId, today, invoiceOf } = await contractOfItsOwn(700_000);
  await resultOf(
    await callFunction("markRentalInvoicePaid", { invoiceId: (await invoiceOf("deposit")).id }, bearer(opsToken)),
  );
  // The tenant has moved out.
  await db
    .update(rentalContracts)
    .set({ startsOn: addDays(today, -90), endsOn: addDays(today, -1) })
    .where(eq(rentalContracts.id, contractId));
  await resultOf(
    await callFunction(
      "returnRentalDeposit",
      { contractId, deductions: [{ reason: "Broken wardrobe door", amountMinor: 150_000 }] },
      bearer(opsToken),
    ),
  );
  const [settlement] = (await settle(organisationId, new Date().toISOString().slice(0, 7))).created;
  expect(settlement).toMatchObject({ netMinor: 150_000, items: 1 });
  const [row] = await db.select().from(settlements).where(eq(settlements.id, settlement!.id));
  expect(row).toMatchObject({ grossMinor: 150_000, commissionMinor: 0, managementFeeMinor: 0, netMinor: 150_000 });
});

it("settles each month's rent with the month its last night falls in, not when the contract checks out", async () => {
  // An organisation of its own, so its settlements hold only this contract's rent.
  const { organisationId, invoiceOf } = await contractOfItsOwn(0);
  const rent = await invoiceOf("rent");
  await resultOf(await callFunction("markRentalInvoicePaid", { invoiceId: rent.id }, bearer(opsToken)));

  const earnedMonth = addDays(rent.periodEnd, -1).slice(0, 7);
  const monthBefore = addMonths(`${earnedMonth}-01`, -1).slice(0, 7);
  // The month before the first month's last night: nothing is earned yet.
  expect((await settle(organisationId, monthBefore)).created).toEqual([]);
  // The month it belongs to: the rent settles although the contract runs for months more (20% management fee).
  expect((await settle(organisationId, earnedMonth)).created).toEqual([
    expect.objectContaining({ organisationId, netMinor: 280_000, items: 1 }),
  ]);
});
