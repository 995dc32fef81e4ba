import { describe, expect, it } from "vitest";
import { ANONYMOUS, type Actor } from "./actor";
import { investScopeOf, isMicroInvestor } from "./invest";
import { PERMISSIONS } from "./permissions";
import { reportScopeOf } from "./reports";
import { ROLES, type Role } from "./roles";

function user(role: Role, overrides: { emailVerified?: boolean; enabled?: boolean } = {}): Actor {
  return {
    kind: "user",
    userId: `user-${role}`,
    sessionId: null,
    email: `${role}@example.test`,
    emailVerified: overrides.emailVerified ?? true,
    profile: { enabled: overrides.enabled ?? true } as never,
    organisation: null,
    role,
  } as Actor;
}

describe("investScopeOf", () => {
  it("gives staff every offering and a micro-investor their own holdings", () => {
    expect(investScopeOf(user("staff"))).toEqual({ kind: "all" });
    expect(investScopeOf(user("microInvestor"))).toEqual({ kind: "holder", userId: "user-microInvestor" });
  });

  it("gives everyone else nothing, and a locked-out or unverified micro-investor nothing", () => {
    for (const role of ROLES.filter((r) => r !== "staff" && r !== "microInvestor"))
      expect(investScopeOf(user(role)), role).toEqual({ kind: "none" });
    expect(investScopeOf(ANONYMOUS)).toEqual({ kind: "none" });
    expect(investScopeOf(user("microInvestor", { emailVerified: false }))).toEqual({ kind: "none" });
    expect(investScopeOf(user("microInvestor", { enabled: false }))).toEqual({ kind: "none" });
  });

  it("lets only micro-investors buy units and keep bank details", () => {
    for (const role of ROLES) expect(isMicroInvestor(user(role)), role).toBe(role === "microInvestor");
    expect(PERMISSIONS.investInUnits(user("microInvestor"))).toBe(true);
    expect(PERMISSIONS.investInUnits(user("staff"))).toBe(false);
    expect(PERMISSIONS.investInUnits(ANONYMOUS)).toBe(false);
  });

  it("gives micro-investors the figures of the properties they hold units in", () => {
    expect(reportScopeOf(user("microInvestor"))).toEqual({ kind: "units", userId: "user-microInvestor" });
    expect(reportScopeOf(user("microInvestor", { enabled: false }))).toEqual({ kind: "none" });
  });
});
