import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DASHBOARD_RECORD_ADDRESSES, recordRequestOf } from "@/domains/dashboard-records";

/**
 * docs/SECURITY.md, "Status codes": a dashboard address that names a missing record is a 404, decided by the
 * dashboard layout before loading.tsx's spinner streams a 200. That holds only for the addresses listed in
 * domains/dashboard-records.ts, so every dashboard page that can call notFound() must be listed there and read its
 * record through the same lookup. (e2e/security/http.spec.ts checks the statuses against the production server.)
 */
const DASHBOARD = path.resolve("src/app/dashboard");
const ID = "0d3222a0-c64a-4801-aa54-ee7879d56cb5";

function pagesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pagesUnder(full);
    return entry.name === "page.tsx" ? [full] : [];
  });
}

/** The address of a page file: /dashboard/listings/[id]/edit for src/app/dashboard/listings/[id]/edit/page.tsx. */
function addressOf(file: string): string {
  const relative = path.relative(DASHBOARD, path.dirname(file)).split(path.sep).filter(Boolean);
  return ["/dashboard", ...relative.filter((part) => !/^\(.*\)$/.test(part))].join("/");
}

describe("dashboard pages that show one record", () => {
  const pages = pagesUnder(DASHBOARD);

  it("are all listed, and read their record through the listed lookup", () => {
    const listed = new Set(DASHBOARD_RECORD_ADDRESSES.map((address) => address.path));
    const callingNotFound = pages
      // The catch-all only answers for page names the layout already refused (a 404 before the spinner).
      .filter((file) => addressOf(file) !== "/dashboard/[page]")
      .filter((file) => readFileSync(file, "utf8").includes("notFound()"));
    expect(callingNotFound.length).toBeGreaterThanOrEqual(6);
    for (const file of callingNotFound) {
      expect(listed, `${addressOf(file)} calls notFound(): list it in domains/dashboard-records.ts`).toContain(
        addressOf(file),
      );
      expect(readFileSync(file, "utf8"), addressOf(file)).toContain("dashboardRecords.");
    }
    for (const address of listed) expect(pages.map(addressOf), address).toContain(address);
  });

  it("name their record in the query or the path, as the page reads it", () => {
    expect(recordRequestOf("/dashboard/txn", `?id=${ID}`)?.id).toBe(ID);
    expect(recordRequestOf("/dashboard/transactions", `?from=2026-01-01&txn=${ID}`)?.id).toBe(ID);
    expect(recordRequestOf(`/dashboard/listings/${ID}/edit`, "?step=photos")?.id).toBe(ID);
    expect(recordRequestOf("/dashboard/management/payouts", `?id=${ID}`)?.address.path).toBe(
      "/dashboard/management/payouts",
    );
  });

  it("leave lists and other pages alone", () => {
    expect(recordRequestOf("/dashboard/transactions", "?from=2026-01-01")).toBeNull();
    expect(recordRequestOf("/dashboard/settlements", "")).toBeNull();
    // A repeated parameter reaches the page as a list of values: the page shows its list.
    expect(recordRequestOf("/dashboard/invoices", `?id=${ID}&id=${ID}`)).toBeNull();
    expect(recordRequestOf("/dashboard/listings/new", "")).toBeNull();
    expect(recordRequestOf("/dashboard/management", `?id=${ID}`)).toBeNull();
    expect(recordRequestOf("/dashboard/insights", `?id=${ID}`)).toBeNull();
  });

  it("name nothing when the id is missing where required, or is not an id (no lookup is made)", () => {
    for (const [pathname, search] of [
      ["/dashboard/txn", ""],
      ["/dashboard/txn", "?id="],
      ["/dashboard/txn", `?id=${ID}&id=${ID}`],
      ["/dashboard/txn", "?id=abc"],
      ["/dashboard/settlements", "?id="],
      ["/dashboard/transactions", "?txn=x%00"],
      ["/dashboard/listings/abc/edit", ""],
    ] as const) {
      const request = recordRequestOf(pathname, search);
      expect(request, `${pathname}${search}`).not.toBeNull();
      expect(request?.id, `${pathname}${search}`).toBeNull();
    }
  });
});
