import { describe, expect, it } from "vitest";
import type { Actor } from "./actor";
import { airlineScopeOf, insuranceScopeOf } from "./partners";
import { PERMISSIONS } from "./permissions";

function user(
  role: Extract<Actor, { kind: "user" }>["role"],
  organisation: { id: string; kind: string; enabled?: boolean } | null = null,
  verified = true,
): Actor {
  return {
    kind: "user",
    userId: "u",
    sessionId: "s",
    email: "u@example.test",
    emailVerified: verified,
    profile: { enabled: true } as never,
    organisation: organisation ? ({ enabled: true, ...organisation } as never) : null,
    role,
  };
}

const OTHERS = [
  "roomer",
  "operationsUser",
  "operator",
  "accountant",
  "investor",
  "microInvestor",
  "special",
  "supplierHost",
  "supplierOwner",
] as const;

describe("what the insurer sees", () => {
  it("gives the insurer its own policies, staff all, everyone else none", () => {
    expect(insuranceScopeOf(user("insurance", { id: "ins-1", kind: "insurance" }))).toEqual({
      kind: "insurer",
      organisationId: "ins-1",
    });
    expect(insuranceScopeOf(user("staff"))).toEqual({ kind: "all" });
    expect(insuranceScopeOf(user("insurance"))).toEqual({ kind: "none" });
    expect(insuranceScopeOf(user("airline", { id: "air-1", kind: "airline" }))).toEqual({ kind: "none" });
    for (const role of OTHERS)
      expect(insuranceScopeOf(user(role, { id: "o", kind: "property_owner" })), role).toEqual({ kind: "none" });
    expect(insuranceScopeOf(user("insurance", { id: "ins-1", kind: "insurance" }, false))).toEqual({ kind: "none" });
    expect(insuranceScopeOf(user("insurance", { id: "ins-1", kind: "insurance", enabled: false }))).toEqual({
      kind: "none",
    });
    expect(insuranceScopeOf({ kind: "anonymous" })).toEqual({ kind: "none" });
  });
  it("lets only those with a scope mark claims", () => {
    expect(PERMISSIONS.markInsuranceClaims(user("insurance", { id: "ins-1", kind: "insurance" }))).toBe(true);
    expect(PERMISSIONS.markInsuranceClaims(user("staff"))).toBe(true);
    expect(PERMISSIONS.markInsuranceClaims(user("supplierOwner", { id: "o", kind: "property_owner" }))).toBe(false);
    expect(PERMISSIONS.markInsuranceClaims(user("airline", { id: "air-1", kind: "airline" }))).toBe(false);
  });
});

describe("what the airline sees", () => {
  it("gives the airline's users and staff the partner channel, everyone else none", () => {
    expect(airlineScopeOf(user("airline", { id: "air-1", kind: "airline" }))).toEqual({
      kind: "channel",
      channel: "airasia",
      staff: false,
    });
    expect(airlineScopeOf(user("staff"))).toEqual({ kind: "channel", channel: "airasia", staff: true });
    expect(airlineScopeOf(user("insurance", { id: "ins-1", kind: "insurance" }))).toEqual({ kind: "none" });
    for (const role of OTHERS)
      expect(airlineScopeOf(user(role, { id: "o", kind: "property_owner" })), role).toEqual({ kind: "none" });
    expect(airlineScopeOf(user("airline", { id: "air-1", kind: "airline", enabled: false }))).toEqual({ kind: "none" });
    expect(airlineScopeOf(user("airline", { id: "air-1", kind: "airline" }, false))).toEqual({ kind: "none" });
  });
  it("lets only the airline and staff correct points", () => {
    expect(PERMISSIONS.correctAirlinePoints(user("airline", { id: "air-1", kind: "airline" }))).toBe(true);
    expect(PERMISSIONS.correctAirlinePoints(user("staff"))).toBe(true);
    expect(PERMISSIONS.correctAirlinePoints(user("roomer"))).toBe(false);
    expect(PERMISSIONS.correctAirlinePoints(user("insurance", { id: "ins-1", kind: "insurance" }))).toBe(false);
  });
});
