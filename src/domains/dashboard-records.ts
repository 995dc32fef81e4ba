import "server-only";
import { cache } from "react";
import { z } from "zod";
import { findInvoice, findSettlement, findTransaction } from "@/domains/accounts";
import { listingForEditor } from "@/domains/catalogue/listings/queries";
import { investorPayoutStatement } from "@/domains/invest";
import { findOutboxEmail } from "@/domains/platform";
import { mayCreateListings, type Actor } from "@/server/access";
import { db } from "@/server/db";
import { mailServerConfigured } from "@/server/email";

/**
 * The dashboard addresses that show one record, and how each record is found for the person looking.
 *
 * SPEC.md §4's spinner (dashboard/loading.tsx) starts the response, status 200, as soon as the dashboard frame is
 * ready; a page's own notFound() comes after that and can no longer change the status. So the dashboard layout,
 * which renders before the spinner, looks the record up first (`dashboardRecordFound`): a missing record, or one
 * outside the viewer's scope, is a 404 before anything streams (docs/SECURITY.md, "Status codes"). A page reads
 * its record through the same cached lookup, so the record is read once per request, and the layout and the page
 * cannot disagree about what exists. A new page that shows one record adds its address here;
 * tests/security/dashboard-records.test.ts fails for a dashboard page that calls notFound() and is not listed.
 */

/** One lookup per kind of record, scoped by server/access inside each query, cached for the request. */
export const dashboardRecords = {
  transaction: cache((actor: Actor, id: string) => findTransaction(db(), { actor, id })),
  settlement: cache((actor: Actor, id: string) => findSettlement(db(), { actor, id })),
  invoice: cache((actor: Actor, id: string) => findInvoice(db(), { actor, id })),
  // Outside the actor's scope, or for someone who may not edit listings, a listing answers as a missing one does.
  listing: cache(async (actor: Actor, id: string) =>
    mayCreateListings(actor) ? listingForEditor(db(), { actor, propertyId: id }) : null,
  ),
  investorPayout: cache((actor: Actor, id: string) => investorPayoutStatement(db(), { actor, payoutId: id })),
  outboxEmail: cache((actor: Actor, id: string) => findOutboxEmail(db(), { actor, id }, mailServerConfigured())),
};

export interface DashboardRecordAddress {
  /** The address; `[id]` stands for a path segment that is the record's id. */
  path: string;
  /** The query parameter that names the record, when the id is in the query. */
  query?: string;
  /** True when the address names nothing without its record; otherwise it is a list until a record is named. */
  required?: boolean;
  find: (actor: Actor, id: string) => Promise<unknown>;
}

export const DASHBOARD_RECORD_ADDRESSES: readonly DashboardRecordAddress[] = [
  { path: "/dashboard/txn", query: "id", required: true, find: dashboardRecords.transaction },
  { path: "/dashboard/transactions", query: "txn", find: dashboardRecords.transaction },
  { path: "/dashboard/settlements", query: "id", find: dashboardRecords.settlement },
  { path: "/dashboard/management/payouts", query: "id", find: dashboardRecords.settlement },
  { path: "/dashboard/invoices", query: "id", find: dashboardRecords.invoice },
  { path: "/dashboard/listings/[id]/edit", find: dashboardRecords.listing },
  { path: "/dashboard/outbox", query: "id", find: dashboardRecords.outboxEmail },
  { path: "/dashboard/management/investorPayouts", query: "id", find: dashboardRecords.investorPayout },
];

const recordId = z.uuid();

/**
 * What an address asks for: nothing (not a record address, or a list without a record named), a record id, or
 * an address that cannot name a record (a required id missing or repeated, or not an id at all: no lookup).
 */
export function recordRequestOf(
  pathname: string,
  search: string,
): { address: DashboardRecordAddress; id: string | null } | null {
  const segments = pathname.split("/");
  for (const address of DASHBOARD_RECORD_ADDRESSES) {
    const pattern = address.path.split("/");
    if (pattern.length !== segments.length || !pattern.every((part, i) => part === "[id]" || part === segments[i]))
      continue;
    let value: string | undefined;
    if (address.query) {
      // As a page sees searchParams: a repeated parameter is a list of values, which names no one record.
      const values = new URLSearchParams(search).getAll(address.query);
      if (values.length !== 1) return address.required ? { address, id: null } : null;
      value = values[0];
    } else {
      value = safeDecode(segments[pattern.indexOf("[id]")] ?? "");
    }
    const parsed = recordId.safeParse(value);
    return { address, id: parsed.success ? parsed.data : null };
  }
  return null;
}

/**
 * False when the address names a record that the actor cannot see (missing, or outside their scope) or names
 * it wrongly; true for every other address. Run by the dashboard layout after the guard, so that a person who
 * may not open the page is sent away without learning whether the record exists.
 */
export async function dashboardRecordFound(actor: Actor, pathname: string, search: string): Promise<boolean> {
  const request = recordRequestOf(pathname, search);
  if (!request) return true;
  if (request.id === null) return false;
  return Boolean(await request.address.find(actor, request.id));
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
