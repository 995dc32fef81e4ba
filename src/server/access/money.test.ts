import { describe, expect, it } from "vitest";
import type { Actor } from "./actor";
import { moneyScopeOf } from "./money";

function user(
  role: Extract<Actor, { kind: "user" }>["role"],
  organisationId: string | null = null,
  verified = true,
): Actor {
  return {
    kind: "user",
    userId: "u",
    sessionId: "s",
    email: "u@example.test",
    emailVerified: verified,
    profile: { enabled: true } as never,
    organisation: organisationId ? ({ id: organisationId, enabled: true } as never) : null,
    role,
  };
}

describe("whose money someone sees", () => {
  it("shows accountants, operators and staff everything, suppliers their own, others nothing", () => {
    expect(moneyScopeOf(user("accountant"))).toEqual({ kind: "all" });
    expect(moneyScopeOf(user("staff"))).toEqual({ kind: "all" });
    expect(moneyScopeOf(user("operator"))).toEqual({ kind: "all" });
    expect(moneyScopeOf(user("supplierOwner", "org-1"))).toEqual({ kind: "organisation", organisationId: "org-1" });
    expect(moneyScopeOf(user("supplierHost", "org-2"))).toEqual({ kind: "organisation", organisationId: "org-2" });
    for (const role of [
      "roomer",
      "operationsUser",
      "investor",
      "microInvestor",
      "insurance",
      "airline",
      "special",
    ] as const) {
      expect(moneyScopeOf(user(role)), role).toEqual({ kind: "none" });
    }
    expect(moneyScopeOf(user("accountant", null, false))).toEqual({ kind: "none" });
    expect(moneyScopeOf({ kind: "anonymous" })).toEqual({ kind: "none" });
  });
});
