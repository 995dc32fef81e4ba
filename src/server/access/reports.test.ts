import { describe, expect, it } from "vitest";
import { ANONYMOUS, type Actor } from "./actor";
import { reportScopeOf } from "./reports";
import type { Role } from "./roles";

function user(
  role: Role,
  organisationId: string | null = null,
  overrides: { emailVerified?: boolean; enabled?: boolean } = {},
): Actor {
  return {
    kind: "user",
    userId: `user-${role}`,
    sessionId: null,
    email: `${role}@example.test`,
    emailVerified: overrides.emailVerified ?? true,
    profile: null,
    organisation: organisationId
      ? { id: organisationId, kind: "property_owner", enabled: overrides.enabled ?? true }
      : null,
    role,
  } as Actor;
}

describe("reportScopeOf", () => {
  it("gives staff, operators and accountants every property", () => {
    for (const role of ["staff", "operator", "accountant"] as const)
      expect(reportScopeOf(user(role)), role).toEqual({ kind: "all" });
  });

  it("gives suppliers their organisation, operations and special users the managed properties", () => {
    expect(reportScopeOf(user("supplierOwner", "org-1"))).toEqual({ kind: "organisation", organisationId: "org-1" });
    expect(reportScopeOf(user("supplierHost", "org-2"))).toEqual({ kind: "organisation", organisationId: "org-2" });
    expect(reportScopeOf(user("supplierOwner"))).toEqual({ kind: "none" });
    expect(reportScopeOf(user("operationsUser"))).toEqual({ kind: "managed" });
    expect(reportScopeOf(user("special"))).toEqual({ kind: "managed" });
  });

  it("gives investors their holdings and everyone else nothing", () => {
    expect(reportScopeOf(user("investor"))).toEqual({ kind: "holdings", userId: "user-investor" });
    expect(reportScopeOf(user("microInvestor"))).toEqual({ kind: "units", userId: "user-microInvestor" });
    for (const role of ["roomer", "insurance", "airline"] as const)
      expect(reportScopeOf(user(role)), role).toEqual({ kind: "none" });
    expect(reportScopeOf(ANONYMOUS)).toEqual({ kind: "none" });
    expect(reportScopeOf(user("accountant", null, { emailVerified: false }))).toEqual({ kind: "none" });
    expect(reportScopeOf(user("supplierOwner", "org-1", { enabled: false }))).toEqual({ kind: "none" });
  });
});
