import { describe, expect, it } from "vitest";
import { createBooking, createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { postJournalEntry } from "@/domains/ledger";
import { actorForUser, type UserActor } from "@/server/access";
import { basecampSummary } from "./basecamp";

const db = testDb();

describe("basecamp", () => {
  it("tells a supplier what their own account holds, and nothing of another supplier's", async () => {
    const suffix = uniqueSuffix();
    const organisation = await createOrganisation(db, { name: `Basecamp Homes ${suffix}` });
    const { user } = await createUser(db, {
      email: `basecamp-${suffix}@example.test`,
      profile: { organisationId: organisation.id },
    });
    const { property, units } = await createProperty(db, { organisationId: organisation.id });
    await createProperty(db, { organisationId: organisation.id, status: "draft" });
    await createBooking(db, {
      propertyId: property.id,
      unitId: units[0]!.id,
      checkIn: "2099-01-01",
      checkOut: "2099-01-05",
    });
    await postJournalEntry(db, {
      kind: "general",
      lines: [
        { account: "cash:bank", currency: "MYR", amountMinor: 12_345 },
        { account: "supplier_payable", currency: "MYR", amountMinor: -12_345, organisationId: organisation.id },
      ],
    });
    // Another supplier's property and money are not counted.
    const other = await createOrganisation(db);
    await createProperty(db, { organisationId: other.id });

    const actor = (await actorForUser(db, user)) as UserActor;
    const summary = await basecampSummary(db, { actor });
    expect(summary).toMatchObject({
      email: `basecamp-${suffix}@example.test`,
      roleLabel: "Property owner",
      organisation: `Basecamp Homes ${suffix}`,
      properties: [
        { status: "draft", count: 1 },
        { status: "listed", count: 1 },
      ],
      stays: { upcoming: 1, inHouse: 0, past: 0 },
      owed: [{ currency: "MYR", amountMinor: 12_345 }],
      paidOut: [],
    });
    expect(summary.next.map((item) => item.page)).toContain("channelManager");
  });
});
