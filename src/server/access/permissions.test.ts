import { describe, expect, it } from "vitest";
import { ANONYMOUS, isLockedOut, type Actor, type UserActor } from "./actor";
import { referralScopeOf } from "./marketing";
import { decide, hasRole, PERMISSIONS, type AccessDecision, type Permission } from "./permissions";
import { ROLES, type Role } from "./roles";

function user(
  overrides: Partial<UserActor> = {},
  profileOverrides: Partial<NonNullable<UserActor["profile"]>> = {},
): UserActor {
  return {
    kind: "user",
    userId: "user-1",
    sessionId: "session-1",
    email: "guest@example.com",
    emailVerified: true,
    role: "roomer",
    organisation: null,
    ...overrides,
    profile:
      overrides.profile === null
        ? null
        : {
            email: overrides.email ?? "guest@example.com",
            operationsUser: false,
            organisationId: null,
            isOperator: false,
            enabled: true,
            specialType: null,
            isHost: false,
            fromPartner: null,
            ...overrides.profile,
            ...profileOverrides,
          },
  };
}

const ACTORS: Record<string, Actor> = {
  anonymous: ANONYMOUS,
  unverified: user({ emailVerified: false }),
  verified: user(),
  "verified, no profile yet": user({ profile: null }),
  "disabled user": user({}, { enabled: false }),
  "user of a disabled organisation": user({
    role: "supplierOwner",
    organisation: { id: "org-1", kind: "property_owner", enabled: false },
  }),
  "user of an enabled organisation": user({
    role: "supplierOwner",
    organisation: { id: "org-1", kind: "property_owner", enabled: true },
  }),
  staff: user({ email: "staff1@example.com", role: "staff" }),
  "unverified staff": user({ email: "staff1@example.com", role: "staff", emailVerified: false }),
  "disabled staff": user({ email: "staff1@example.com", role: "staff" }, { enabled: false }),
};

const EXPECTED: Record<string, Record<Permission, AccessDecision>> = {
  anonymous: {
    public: "allowed",
    signedIn: "unauthenticated",
    verified: "unauthenticated",
    staff: "unauthenticated",
    manageProperties: "unauthenticated",
    editListings: "unauthenticated",
    bookStays: "unauthenticated",
    seeMoney: "unauthenticated",
    reviewListings: "unauthenticated",
    recordOpex: "unauthenticated",
    manageSettlements: "unauthenticated",
    seeInvoices: "unauthenticated",
    manageContent: "unauthenticated",
    seeReferrals: "unauthenticated",
    markInsuranceClaims: "unauthenticated",
    correctAirlinePoints: "unauthenticated",
    manageAddons: "unauthenticated",
    managePromoCodes: "unauthenticated",
    investInUnits: "unauthenticated",
    seeInvestorPayouts: "unauthenticated",
    writeReviews: "unauthenticated",
    moderateReviews: "unauthenticated",
  },
  unverified: {
    public: "allowed",
    signedIn: "allowed",
    verified: "denied",
    staff: "denied",
    manageProperties: "denied",
    editListings: "denied",
    bookStays: "allowed",
    seeMoney: "denied",
    reviewListings: "denied",
    recordOpex: "denied",
    manageSettlements: "denied",
    seeInvoices: "denied",
    manageContent: "denied",
    seeReferrals: "denied",
    markInsuranceClaims: "denied",
    correctAirlinePoints: "denied",
    manageAddons: "denied",
    managePromoCodes: "denied",
    investInUnits: "denied",
    seeInvestorPayouts: "denied",
    writeReviews: "allowed",
    moderateReviews: "denied",
  },
  verified: {
    public: "allowed",
    signedIn: "allowed",
    verified: "allowed",
    staff: "denied",
    manageProperties: "denied",
    editListings: "denied",
    bookStays: "allowed",
    seeMoney: "denied",
    reviewListings: "denied",
    recordOpex: "denied",
    manageSettlements: "denied",
    seeInvoices: "denied",
    manageContent: "denied",
    seeReferrals: "allowed",
    markInsuranceClaims: "denied",
    correctAirlinePoints: "denied",
    manageAddons: "denied",
    managePromoCodes: "denied",
    investInUnits: "denied",
    seeInvestorPayouts: "denied",
    writeReviews: "allowed",
    moderateReviews: "denied",
  },
  "verified, no profile yet": {
    public: "allowed",
    signedIn: "allowed",
    verified: "allowed",
    staff: "denied",
    manageProperties: "denied",
    editListings: "denied",
    bookStays: "allowed",
    seeMoney: "denied",
    reviewListings: "denied",
    recordOpex: "denied",
    manageSettlements: "denied",
    seeInvoices: "denied",
    manageContent: "denied",
    seeReferrals: "denied",
    markInsuranceClaims: "denied",
    correctAirlinePoints: "denied",
    manageAddons: "denied",
    managePromoCodes: "denied",
    investInUnits: "denied",
    seeInvestorPayouts: "denied",
    writeReviews: "allowed",
    moderateReviews: "denied",
  },
  "disabled user": {
    public: "allowed",
    signedIn: "denied",
    verified: "denied",
    staff: "denied",
    manageProperties: "denied",
    editListings: "denied",
    bookStays: "denied",
    seeMoney: "denied",
    reviewListings: "denied",
    recordOpex: "denied",
    manageSettlements: "denied",
    seeInvoices: "denied",
    manageContent: "denied",
    seeReferrals: "denied",
    markInsuranceClaims: "denied",
    correctAirlinePoints: "denied",
    manageAddons: "denied",
    managePromoCodes: "denied",
    investInUnits: "denied",
    seeInvestorPayouts: "denied",
    writeReviews: "denied",
    moderateReviews: "denied",
  },
  "user of a disabled organisation": {
    public: "allowed",
    signedIn: "denied",
    verified: "denied",
    staff: "denied",
    manageProperties: "denied",
    editListings: "denied",
    bookStays: "denied",
    seeMoney: "denied",
    reviewListings: "denied",
    recordOpex: "denied",
    manageSettlements: "denied",
    seeInvoices: "denied",
    manageContent: "denied",
    seeReferrals: "denied",
    markInsuranceClaims: "denied",
    correctAirlinePoints: "denied",
    manageAddons: "denied",
    managePromoCodes: "denied",
    investInUnits: "denied",
    seeInvestorPayouts: "denied",
    writeReviews: "denied",
    moderateReviews: "denied",
  },
  "user of an enabled organisation": {
    public: "allowed",
    signedIn: "allowed",
    verified: "allowed",
    staff: "denied",
    manageProperties: "allowed",
    editListings: "allowed",
    bookStays: "denied",
    seeMoney: "allowed",
    reviewListings: "denied",
    recordOpex: "denied",
    manageSettlements: "denied",
    seeInvoices: "allowed",
    manageContent: "denied",
    seeReferrals: "allowed",
    markInsuranceClaims: "denied",
    correctAirlinePoints: "denied",
    manageAddons: "allowed",
    managePromoCodes: "denied",
    investInUnits: "denied",
    seeInvestorPayouts: "denied",
    writeReviews: "allowed",
    moderateReviews: "denied",
  },
  staff: {
    public: "allowed",
    signedIn: "allowed",
    verified: "allowed",
    staff: "allowed",
    manageProperties: "allowed",
    editListings: "allowed",
    bookStays: "denied",
    seeMoney: "allowed",
    reviewListings: "allowed",
    recordOpex: "allowed",
    manageSettlements: "allowed",
    seeInvoices: "allowed",
    manageContent: "allowed",
    seeReferrals: "allowed",
    markInsuranceClaims: "allowed",
    correctAirlinePoints: "allowed",
    manageAddons: "allowed",
    managePromoCodes: "allowed",
    investInUnits: "denied",
    seeInvestorPayouts: "allowed",
    writeReviews: "denied",
    moderateReviews: "allowed",
  },
  "unverified staff": {
    public: "allowed",
    signedIn: "allowed",
    verified: "denied",
    staff: "denied",
    manageProperties: "denied",
    editListings: "denied",
    bookStays: "denied",
    seeMoney: "denied",
    reviewListings: "denied",
    recordOpex: "denied",
    manageSettlements: "denied",
    seeInvoices: "denied",
    manageContent: "denied",
    seeReferrals: "denied",
    markInsuranceClaims: "denied",
    correctAirlinePoints: "denied",
    manageAddons: "denied",
    managePromoCodes: "denied",
    investInUnits: "denied",
    seeInvestorPayouts: "denied",
    writeReviews: "denied",
    moderateReviews: "denied",
  },
  "disabled staff": {
    public: "allowed",
    signedIn: "denied",
    verified: "denied",
    staff: "denied",
    manageProperties: "denied",
    editListings: "denied",
    bookStays: "denied",
    seeMoney: "denied",
    reviewListings: "denied",
    recordOpex: "denied",
    manageSettlements: "denied",
    seeInvoices: "denied",
    manageContent: "denied",
    seeReferrals: "denied",
    markInsuranceClaims: "denied",
    correctAirlinePoints: "denied",
    manageAddons: "denied",
    managePromoCodes: "denied",
    investInUnits: "denied",
    seeInvestorPayouts: "denied",
    writeReviews: "denied",
    moderateReviews: "denied",
  },
};

describe("decide", () => {
  it("the table below covers every permission", () => {
    for (const row of Object.values(EXPECTED)) expect(Object.keys(row).sort()).toEqual(Object.keys(PERMISSIONS).sort());
  });

  const cases = Object.entries(ACTORS).flatMap(([who, actor]) =>
    (Object.keys(PERMISSIONS) as Permission[]).map((permission) => ({
      who,
      actor,
      permission,
      expected: EXPECTED[who]?.[permission],
    })),
  );

  it.each(cases)("$who asking for $permission is $expected", ({ actor, permission, expected }) => {
    expect(expected).toBeDefined();
    expect(decide(actor, permission)).toBe(expected);
  });

  it.each(ROLES.filter((role) => role !== "staff"))("a verified %s is not staff but may do the rest", (role) => {
    const actor = user({ role });
    expect(decide(actor, "public")).toBe("allowed");
    expect(decide(actor, "signedIn")).toBe("allowed");
    expect(decide(actor, "verified")).toBe("allowed");
    expect(decide(actor, "staff")).toBe("denied");
  });

  it.each([
    ["operator", "allowed", "allowed", "allowed"],
    ["supplierOwner", "denied", "denied", "denied"],
    ["operationsUser", "allowed", "denied", "denied"],
    ["special", "allowed", "denied", "denied"],
    ["accountant", "denied", "denied", "denied"],
    ["roomer", "denied", "denied", "denied"],
  ] as const)("a verified %s without an organisation: manage %s, edit %s, review %s", (role, manage, edit, review) => {
    const actor = user({ role });
    expect(decide(actor, "manageProperties")).toBe(manage);
    expect(decide(actor, "editListings")).toBe(edit);
    expect(decide(actor, "reviewListings")).toBe(review);
  });

  it.each([
    ["staff", "allowed"],
    ["operator", "allowed"],
    ["accountant", "allowed"],
    ["supplierOwner", "denied"],
    ["supplierHost", "denied"],
    ["operationsUser", "denied"],
    ["special", "denied"],
    ["investor", "denied"],
    ["roomer", "denied"],
  ] as const)("a verified %s may record operating expenses: %s", (role, expected) => {
    expect(decide(user({ role }), "recordOpex")).toBe(expected);
    // A supplier sees its own expenses (seeMoney) but does not write them.
    if (role === "supplierOwner")
      expect(
        decide(user({ role, organisation: { id: "org-1", kind: "property_owner", enabled: true } }), "recordOpex"),
      ).toBe("denied");
  });

  it("trusts the actor's role, not its email, for staff", () => {
    expect(decide(user({ email: "staff1@example.com", role: "roomer" }), "staff")).toBe("denied");
  });

  it("answers unauthenticated only to anonymous callers", () => {
    for (const [who, actor] of Object.entries(ACTORS)) {
      for (const permission of Object.keys(PERMISSIONS) as Permission[]) {
        if (who !== "anonymous") expect(decide(actor, permission)).not.toBe("unauthenticated");
      }
    }
  });
});

describe("managePromoCodes", () => {
  it.each(ROLES)("a verified %s may manage promo codes only as staff or a special user", (role) => {
    expect(decide(user({ role }), "managePromoCodes")).toBe(
      role === "staff" || role === "special" ? "allowed" : "denied",
    );
  });
});

describe("hasRole", () => {
  it("requires a verified, enabled user with one of the roles", () => {
    const roles: Role[] = ["investor", "accountant"];
    expect(hasRole(user({ role: "investor" }), roles)).toBe(true);
    expect(hasRole(user({ role: "accountant" }), roles)).toBe(true);
    expect(hasRole(user({ role: "roomer" }), roles)).toBe(false);
    expect(hasRole(user({ role: "investor", emailVerified: false }), roles)).toBe(false);
    expect(hasRole(user({ role: "investor" }, { enabled: false }), roles)).toBe(false);
    expect(hasRole(ANONYMOUS, roles)).toBe(false);
    expect(hasRole(user({ role: "investor" }), [])).toBe(false);
  });
});

describe("isLockedOut", () => {
  it("locks out a disabled user or a user of a disabled organisation", () => {
    expect(isLockedOut(user())).toBe(false);
    expect(isLockedOut(user({ profile: null }))).toBe(false);
    expect(isLockedOut(user({}, { enabled: false }))).toBe(true);
    expect(isLockedOut(user({ organisation: { id: "o", kind: "airline", enabled: false } }))).toBe(true);
    expect(isLockedOut(user({ organisation: { id: "o", kind: "airline", enabled: true } }))).toBe(false);
  });
});

describe("content and marketing permissions", () => {
  it.each([
    ["special", "allowed", "allowed"],
    ["roomer", "denied", "allowed"],
    ["operator", "denied", "allowed"],
    ["supplierOwner", "denied", "allowed"],
    ["accountant", "denied", "denied"],
    ["operationsUser", "denied", "denied"],
    ["airline", "denied", "denied"],
  ] as const)("a verified %s: manage content %s, see referrals %s", (role, content, referrals) => {
    const actor = user({ role });
    expect(decide(actor, "manageContent")).toBe(content);
    expect(decide(actor, "seeReferrals")).toBe(referrals);
  });

  it("staff see every referral, others their own, confined roles none", () => {
    expect(referralScopeOf(user({ role: "staff", email: "staff1@example.com" }))).toEqual({ kind: "all" });
    expect(referralScopeOf(user({ role: "roomer", userId: "guest-9" }))).toEqual({ kind: "own", userId: "guest-9" });
    expect(referralScopeOf(user({ role: "accountant" }))).toEqual({ kind: "none" });
    expect(referralScopeOf(ANONYMOUS)).toEqual({ kind: "none" });
    expect(referralScopeOf(user({ role: "roomer" }, { enabled: false }))).toEqual({ kind: "none" });
  });
});
