import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, resultOf, signIn } from "@tests/support/functions";
import { rentalInvoices } from "@/server/db/schema";
import { addDays, addMonths, todayIn } from "@/lib/dates";
import { createSettlements } from "./settle";

const db = testDb();
let opsToken: string;

beforeAll(async () => {
  const email = `rent-settlement-ops-${uniqueSuffix()}@example.test`;
  await createUser(db, { email, profile: { operationsUser: true } });
  opsToken = await signIn(email);
});

it("settles each month's rent with the month its last night falls in, not when the contract checks out", async () => {
  // An organisation of its own, so its settlements hold only this contract's rent.
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
        depositMinor: 0,
        startsOn: today,
        endsOn: addMonths(today, 6),
      },
      bearer(opsToken),
    ),
  );
  const [rent] = await db
    .select()
    .from(rentalInvoices)
    .where(and(eq(rentalInvoices.contractId, created.id), eq(rentalInvoices.kind, "rent")));
  await resultOf(await callFunction("markRentalInvoicePaid", { invoiceId: rent!.id }, bearer(opsToken)));

  const earnedMonth = addDays(rent!.periodEnd, -1).slice(0, 7);
  const monthBefore = addMonths(`${earnedMonth}-01`, -1).slice(0, 7);
  const settle = (month: string) =>
    db.transaction((tx) =>
      createSettlements(tx, {
        month,
        createdBy: null,
        organisationId: organisation.id,
        // The run waits for the month's end: it runs at noon on the next month's first day.
        today: new Date(`${addMonths(`${month}-01`, 1)}T12:00:00Z`),
      }),
    );
  // The month before the first month's last night: nothing is earned yet.
  expect((await settle(monthBefore)).created).toEqual([]);
  // The month it belongs to: the rent settles although the contract runs for months more (20% management fee).
  expect((await settle(earnedMonth)).created).toEqual([
    expect.objectContaining({ organisationId: organisation.id, netMinor: 280_000, items: 1 }),
  ]);
});
