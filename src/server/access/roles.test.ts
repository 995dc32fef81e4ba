import { describe, expect, it } from "vitest";
import {
  isStaffEmail,
  primaryRole,
  ROLES,
  type OrganisationFacts,
  type OrganisationKind,
  type ProfileFacts,
  type Role,
} from "./roles";

const STAFF = ["staff1@example.com", "staff2@example.com", "staff3@example.com", "staff4@example.com"];

function profile(overrides: Partial<ProfileFacts> = {}): ProfileFacts {
  return {
    email: "someone@example.com",
    operationsUser: false,
    organisationId: null,
    isOperator: false,
    enabled: true,
    specialType: null,
    isHost: false,
    fromPartner: null,
    ...overrides,
  };
}

function organisation(kind: OrganisationKind, overrides: Partial<OrganisationFacts> = {}): OrganisationFacts {
  return { id: "org-1", kind, enabled: true, ...overrides };
}

describe("isStaffEmail", () => {
  it.each(STAFF)("recognises %s", (email) => {
    expect(isStaffEmail(email, STAFF)).toBe(true);
  });

  it("ignores case and surrounding spaces", () => {
    expect(isStaffEmail("STAFF1@Example.COM", STAFF)).toBe(true);
    expect(isStaffEmail("  staff2@example.com ", STAFF)).toBe(true);
  });

  it.each(["staff5@example.com", "staff1@example.co", "xstaff1@example.com", "", "staff1"])("refuses %j", (email) => {
    expect(isStaffEmail(email, STAFF)).toBe(false);
  });

  it("knows nobody when the list is empty", () => {
    expect(isStaffEmail("staff1@example.com", [])).toBe(false);
  });
});

describe("primaryRole: one case per role of SPEC.md §6", () => {
  const cases: { role: Role; profile: ProfileFacts | null; organisation: OrganisationFacts | null }[] = [
    { role: "staff", profile: profile({ email: "staff3@example.com" }), organisation: null },
    {
      role: "operationsUser",
      profile: profile({ operationsUser: true }),
      organisation: organisation("property_owner"),
    },
    { role: "airline", profile: profile({ organisationId: "org-1" }), organisation: organisation("airline") },
    { role: "insurance", profile: profile({ specialType: "insurance" }), organisation: null },
    { role: "insurance", profile: profile({ organisationId: "org-1" }), organisation: organisation("insurance") },
    { role: "accountant", profile: profile({ specialType: "accountant" }), organisation: null },
    { role: "investor", profile: profile({ specialType: "investor" }), organisation: null },
    { role: "microInvestor", profile: profile({ specialType: "microInvestor" }), organisation: null },
    { role: "special", profile: profile({ specialType: "special" }), organisation: null },
    { role: "operator", profile: profile({ isOperator: true }), organisation: organisation("property_owner") },
    { role: "supplierHost", profile: profile({ isHost: true }), organisation: organisation("third_party_host") },
    {
      role: "supplierOwner",
      profile: profile({ organisationId: "org-1" }),
      organisation: organisation("property_owner"),
    },
    {
      role: "supplierOwner",
      profile: profile({ organisationId: "org-1" }),
      organisation: organisation("third_party_host"),
    },
    { role: "roomer", profile: profile(), organisation: null },
    { role: "roomer", profile: null, organisation: null },
    { role: "roomer", profile: profile({ organisationId: "org-1" }), organisation: organisation("internal") },
  ];

  it.each(cases)("$role", ({ role, profile, organisation }) => {
    expect(primaryRole(profile, organisation, STAFF)).toBe(role);
  });

  it("covers every role", () => {
    expect(new Set(cases.map((c) => c.role))).toEqual(new Set(ROLES));
  });
});

describe("primaryRole: staff", () => {
  it("is recognised by email whatever its case", () => {
    expect(primaryRole(profile({ email: "Staff4@EXAMPLE.com" }), null, STAFF)).toBe("staff");
  });

  it("comes before every other role", () => {
    const everything = profile({
      email: "staff1@example.com",
      operationsUser: true,
      isOperator: true,
      isHost: true,
      specialType: "investor",
      organisationId: "org-1",
    });
    expect(primaryRole(everything, organisation("airline"), STAFF)).toBe("staff");
  });

  it("follows the list it is given", () => {
    expect(primaryRole(profile({ email: "staff1@example.com" }), null, ["boss@staysia.com"])).toBe("roomer");
    expect(primaryRole(profile({ email: "boss@staysia.com" }), null, ["boss@staysia.com"])).toBe("staff");
  });

  it("is not given to an email that merely looks like a staff address", () => {
    expect(primaryRole(profile({ email: "staff1@example.com.evil.io" }), null, STAFF)).toBe("roomer");
  });
});

describe("primaryRole: order among the other roles", () => {
  it("puts operations users before the confined roles and suppliers", () => {
    expect(
      primaryRole(
        profile({ operationsUser: true, specialType: "accountant", isOperator: true }),
        organisation("airline"),
        STAFF,
      ),
    ).toBe("operationsUser");
  });

  it("puts the airline organisation before special types", () => {
    expect(primaryRole(profile({ specialType: "investor" }), organisation("airline"), STAFF)).toBe("airline");
  });

  it("puts special types before the operator and host flags", () => {
    expect(
      primaryRole(
        profile({ specialType: "accountant", isOperator: true, isHost: true }),
        organisation("property_owner"),
        STAFF,
      ),
    ).toBe("accountant");
  });

  it("puts the operator flag before the host flag, and the host flag before ownership", () => {
    expect(primaryRole(profile({ isOperator: true, isHost: true }), organisation("property_owner"), STAFF)).toBe(
      "operator",
    );
    expect(primaryRole(profile({ isHost: true }), organisation("property_owner"), STAFF)).toBe("supplierHost");
  });

  it("does not change with the enabled flags (locking out is decided elsewhere)", () => {
    expect(
      primaryRole(profile({ enabled: false, isHost: true }), organisation("property_owner", { enabled: false }), STAFF),
    ).toBe("supplierHost");
  });

  it("makes anyone without a supplier organisation a roomer", () => {
    expect(primaryRole(profile({ organisationId: "org-1", fromPartner: "airasia" }), null, STAFF)).toBe("roomer");
  });
});
