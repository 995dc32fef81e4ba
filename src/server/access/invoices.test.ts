import { describe, expect, it } from "vitest";
import type { Actor } from "./actor";
import { invoiceScopeOf } from "./invoices";
import { decide } from "./permissions";

function user(
  role: Extract<Actor, { kind: "user" }>["role"],
  organisationId: string | null = null,
  verified = true,
  enabled = true,
): Actor {
  return {
    kind: "user",
    userId: "u",
    sessionId: "s",
    email: "u@example.test",
    emailVerified: verified,
    profile: { enabled } as never,
    organisation: organisationId ? ({ id: organisationId, enabled: true } as never) : null,
    role,
  };
}

describe("whose invoices someone sees", () => {
  it("shows staff, operators and accountants all, suppliers their own, operations users the managed properties'", () => {
    expect(invoiceScopeOf(user("staff"))).toEqual({ kind: "all" });
    expect(invoiceScopeOf(user("operator"))).toEqual({ kind: "all" });
    expect(invoiceScopeOf(user("accountant"))).toEqual({ kind: "all" });
    expect(invoiceScopeOf(user("supplierOwner", "org-1"))).toEqual({ kind: "organisation", organisationId: "org-1" });
    expect(invoiceScopeOf(user("supplierHost", "org-2"))).toEqual({ kind: "organisation", organisationId: "org-2" });
    expect(invoiceScopeOf(user("supplierOwner"))).toEqual({ kind: "none" });
    expect(invoiceScopeOf(user("operationsUser"))).toEqual({ kind: "managed" });
    for (const role of ["roomer", "investor", "microInvestor", "insurance", "airline", "special"] as const) {
      expect(invoiceScopeOf(user(role)), role).toEqual({ kind: "none" });
    }
    expect(invoiceScopeOf(user("staff", null, false))).toEqual({ kind: "none" });
    expect(invoiceScopeOf(user("staff", null, true, false))).toEqual({ kind: "none" });
    expect(invoiceScopeOf({ kind: "anonymous" })).toEqual({ kind: "none" });
  });

  it("lets whoever has a scope see invoices, and only staff and accountants manage settlements and invoices", () => {
    expect(decide(user("operationsUser"), "seeInvoices")).toBe("allowed");
    expect(decide(user("supplierHost", "org-2"), "seeInvoices")).toBe("allowed");
    expect(decide(user("special"), "seeInvoices")).toBe("denied");
    expect(decide({ kind: "anonymous" }, "seeInvoices")).toBe("unauthenticated");
    expect(decide(user("staff"), "manageSettlements")).toBe("allowed");
    expect(decide(user("accountant"), "manageSettlements")).toBe("allowed");
    for (const role of [
      "operator",
      "operationsUser",
      "supplierOwner",
      "supplierHost",
      "special",
      "investor",
      "roomer",
    ] as const) {
      expect(decide(user(role, "org-1"), "manageSettlements"), role).toBe("denied");
    }
    expect(decide(user("accountant", null, false), "manageSettlements")).toBe("denied");
  });
});
