import { beforeAll, describe, expect, it } from "vitest";
import { createOrganisation, createProperty, createUser } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { dashboardRecordFound } from "@/domains/dashboard-records";
import { postJournalEntry } from "@/domains/ledger";
import { actorForUser, type Actor } from "@/server/access";

/**
 * docs/SECURITY.md, "Status codes": the lookup the dashboard layout runs before loading.tsx streams. It is the
 * page's own scoped lookup, so another supplier's record is as missing as an unknown one (the layout answers 404
 * for both; e2e/security/http.spec.ts checks the statuses on the production server).
 */
const db = testDb();
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

let owner: Actor;
let stranger: Actor;
let propertyId: string;
let entryId: string;

async function supplier() {
  const organisation = await createOrganisation(db);
  const { user } = await createUser(db, { profile: { organisationId: organisation.id } });
  return { organisation, actor: await actorForUser(db, user) };
}

beforeAll(async () => {
  const mine = await supplier();
  owner = mine.actor;
  stranger = (await supplier()).actor;
  propertyId = (await createProperty(db, { organisationId: mine.organisation.id })).property.id;
  entryId = (await postJournalEntry(db, {
    kind: "general",
    lines: [
      { account: "cash:bank", currency: "MYR", amountMinor: 5_000 },
      { account: "supplier_payable", currency: "MYR", amountMinor: -5_000, organisationId: mine.organisation.id },
    ],
  }))!;
});

describe("the record a dashboard address names", () => {
  it("is found for the person whose record it is", async () => {
    expect(await dashboardRecordFound(owner, `/dashboard/listings/${propertyId}/edit`, "")).toBe(true);
    expect(await dashboardRecordFound(owner, "/dashboard/transactions", `?txn=${entryId}`)).toBe(true);
  });

  it("is missing for another supplier, as an unknown id is", async () => {
    expect(await dashboardRecordFound(stranger, `/dashboard/listings/${propertyId}/edit`, "")).toBe(false);
    expect(await dashboardRecordFound(stranger, "/dashboard/transactions", `?txn=${entryId}`)).toBe(false);
    expect(await dashboardRecordFound(owner, `/dashboard/listings/${UNKNOWN}/edit`, "")).toBe(false);
    expect(await dashboardRecordFound(owner, "/dashboard/settlements", `?id=${UNKNOWN}`)).toBe(false);
    expect(await dashboardRecordFound(owner, "/dashboard/invoices", `?id=${UNKNOWN}`)).toBe(false);
  });

  it("is missing when a one-record page is opened without it", async () => {
    expect(await dashboardRecordFound(owner, "/dashboard/txn", "")).toBe(false);
    expect(await dashboardRecordFound(owner, "/dashboard/txn", "?id=not-an-id")).toBe(false);
  });

  it("is not asked for on lists and other pages", async () => {
    expect(await dashboardRecordFound(stranger, "/dashboard/transactions", "?from=2026-01-01")).toBe(true);
    expect(await dashboardRecordFound(stranger, "/dashboard/listings", "")).toBe(true);
    expect(await dashboardRecordFound(stranger, "/dashboard", "")).toBe(true);
  });
});
