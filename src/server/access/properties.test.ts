import { describe, expect, it } from "vitest";
import { ANONYMOUS, type UserActor } from "./actor";
import { mayCreateListings, mayReviewListings, propertyScopeOf, scopeIncludes } from "./properties";
import type { Role } from "./roles";

function actor(role: Role, organisationId: string | null = null, overrides: Partial<UserActor> = {}): UserActor {
  return {
    kind: "user",
    userId: "u1",
    sessionId: "s1",
    email: "someone@example.com",
    emailVerified: true,
    role,
    organisation: organisationId ? { id: organisationId, kind: "property_owner", enabled: true } : null,
    profile: null,
    ...overrides,
  };
}

const ours = { organisationId: "org-a", managed: false };
const theirs = { organisationId: "org-b", managed: false };
const managed = { organisationId: "org-b", managed: true };

describe("propertyScopeOf", () => {
  it("gives staff and operators the whole marketplace", () => {
    expect(propertyScopeOf(actor("staff"))).toEqual({ kind: "all" });
    expect(propertyScopeOf(actor("operator"))).toEqual({ kind: "all" });
  });

  it("confines suppliers to their organisation", () => {
    for (const role of ["supplierOwner", "supplierHost"] as const) {
      const scope = propertyScopeOf(actor(role, "org-a"));
      expect(scope).toEqual({ kind: "organisation", organisationId: "org-a" });
      expect(scopeIncludes(scope, ours)).toBe(true);
      expect(scopeIncludes(scope, theirs)).toBe(false);
      expect(scopeIncludes(scope, managed)).toBe(false);
    }
  });

  it("gives operations and special users the managed properties only", () => {
    for (const role of ["operationsUser", "special"] as const) {
      const scope = propertyScopeOf(actor(role));
      expect(scopeIncludes(scope, managed)).toBe(true);
      expect(scopeIncludes(scope, theirs)).toBe(false);
    }
  });

  it("gives nothing to guests, partners, finance roles, visitors and locked-out or unverified users", () => {
    for (const role of ["roomer", "accountant", "investor", "microInvestor", "insurance", "airline"] as const) {
      expect(propertyScopeOf(actor(role, "org-a"))).toEqual({ kind: "none" });
    }
    expect(propertyScopeOf(ANONYMOUS)).toEqual({ kind: "none" });
    expect(propertyScopeOf(actor("supplierOwner"))).toEqual({ kind: "none" });
    expect(propertyScopeOf(actor("staff", null, { emailVerified: false }))).toEqual({ kind: "none" });
    const disabledOrg = actor("supplierOwner", "org-a", {
      organisation: { id: "org-a", kind: "property_owner", enabled: false },
    });
    expect(propertyScopeOf(disabledOrg)).toEqual({ kind: "none" });
    expect(scopeIncludes({ kind: "none" }, ours)).toBe(false);
  });
});

describe("listing rights", () => {
  it("lets suppliers, operators and staff create listings, and only operators and staff review them", () => {
    expect(mayCreateListings(actor("supplierOwner", "org-a"))).toBe(true);
    expect(mayCreateListings(actor("operationsUser"))).toBe(false);
    expect(mayReviewListings(actor("supplierOwner", "org-a"))).toBe(false);
    expect(mayReviewListings(actor("operator"))).toBe(true);
    expect(mayReviewListings(actor("staff"))).toBe(true);
  });
});
