import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, resultOf, signIn } from "@tests/support/functions";
import { TEST_CARDS } from "@/domains/payments";
import { GET } from "./route";

const db = testDb();

const csvOf = (headers: Record<string, string>, query = "") =>
  GET(new Request(`http://localhost:3000/dashboard/transactions/export${query}`, { headers }));

describe("GET /dashboard/transactions/export", () => {
  it("exports the viewer's transactions with the page's filters, and nobody else's", async () => {
    const organisation = await createOrganisation(db);
    const ownerEmail = `csv-owner-${uniqueSuffix()}@example.test`;
    await createUser(db, { email: ownerEmail, profile: { organisationId: organisation.id } });
    const { property } = await createProperty(db, {
      organisationId: organisation.id,
      title: `CSV flat ${uniqueSuffix()}`,
    });
    const guestEmail = `csv-guest-${uniqueSuffix()}@example.test`;
    await createUser(db, { email: guestEmail });
    const guestToken = await signIn(guestEmail);
    const booking = await resultOf<{ reference: string }>(
      await callFunction(
        "createBooking",
        {
          propertyId: property.id,
          stay: { mode: "nightly", checkIn: "2027-12-01", checkOut: "2027-12-03" },
          guests: 1,
          guest: { name: "Csv Guest", email: guestEmail, phone: "+60123456789" },
          payment: {
            method: "card",
            card: { number: TEST_CARDS.succeeds, expiry: "12/30", cvc: "123", holder: "Csv Guest" },
          },
          idempotencyKey: randomUUID(),
        },
        bearer(guestToken),
      ),
    );

    const response = await csvOf(bearer(await signIn(ownerEmail)));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="staysia-transactions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      "Date (UTC),Transaction,Type,Status,Booking,Guest,Property,Currency,Amount,Cash in/out,Your earnings",
    );
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((line) => line.includes(booking.reference))).toBe(true);

    const onlyPayments = (await (await csvOf(bearer(await signIn(ownerEmail)), "?kind=payment")).text())
      .trim()
      .split("\r\n");
    expect(onlyPayments).toHaveLength(2);
    expect(onlyPayments[1]).toContain(",Guest payment,");

    expect((await csvOf(bearer(guestToken))).status).toBe(403);
    expect((await csvOf({})).status).toBe(401);
  });
});
