import { describe, expect, it } from "vitest";
import type { Actor } from "./actor";
import { addonScopeIncludes, addonScopeOf } from "./addons";
import { decide } from "./permissions";

function user(
  role: Extract<Actor, { kind: "user" }>["role"],
  organisationId: string | null = null,
  options: { verified?: boolean; enabled?: boolean } = {},
): Actor {
  return {
    kind: "user",
    userId: "u",
    sessionId: "s",
    email: "u@example.test",
    emailVerified: options.verified ?? true,
    profile: { enabled: options.enabled ?? true } as never,
    organisation: organisationId ? ({ id: organisationId, enabled: true } as never) : null,
    role,
  };
}

describe("who manages add-ons", () => {
  it("gives staff and operators every product, suppliers their organisation's, others none", () => {
    expect(addonScopeOf(user("staff"))).toEqual({ kind: "all" });
    expect(addonScopeOf(user("operator"))).toEqual({ kind: "all" });
    expect(addonScopeOf(user("supplierOwner", "org-1"))).toEqual({ kind: "organisation", organisationId: "org-1" });
    expect(addonScopeOf(user("supplierHost", "org-2"))).toEqual({ kind: "organisation", organisationId: "org-2" });
    for (const role of [
      "roomer",
      "operationsUser",
      "accountant",
      "investor",
      "microInvestor",
      "insurance",
      "airline",
      "special",
    ] as const) {
      expect(addonScopeOf(user(role, "org-3")), role).toEqual({ kind: "none" });
    }
  });

  it("gives nothing to a supplier without an organisation, an unverified or a disabled user, or a visitor", () => {
    expect(addonScopeOf(user("supplierOwner", null))).toEqual({ kind: "none" });
    expect(addonScopeOf(user("supplierOwner", "org-1", { verified: false }))).toEqual({ kind: "none" });
    expect(addonScopeOf(user("staff", null, { enabled: false }))).toEqual({ kind: "none" });
    expect(addonScopeOf({ kind: "anonymous" })).toEqual({ kind: "none" });
  });

  it("includes only the scope's own organisation's products", () => {
    expect(addonScopeIncludes({ kind: "all" }, "org-9")).toBe(true);
    expect(addonScopeIncludes({ kind: "organisation", organisationId: "org-1" }, "org-1")).toBe(true);
    expect(addonScopeIncludes({ kind: "organisation", organisationId: "org-1" }, "org-2")).toBe(false);
    expect(addonScopeIncludes({ kind: "none" }, "org-1")).toBe(false);
  });

  it("lets the manageAddons permission follow the scope", () => {
    expect(decide(user("supplierOwner", "org-1"), "manageAddons")).toBe("allowed");
    expect(decide(user("staff"), "manageAddons")).toBe("allowed");
    expect(decide(user("roomer"), "manageAddons")).toBe("denied");
    expect(decide(user("accountant"), "manageAddons")).toBe("denied");
    expect(decide({ kind: "anonymous" }, "manageAddons")).toBe("unauthenticated");
  });
});
