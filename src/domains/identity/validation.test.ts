import { describe, expect, it } from "vitest";
import { isSupplierValue, MIN_PASSWORD_LENGTH, signUpSchema, SIGN_UP_KINDS, type SignUpInput } from "./validation";

const BASE = {
  name: "Aisha Rahman",
  email: "aisha@example.com",
  password: "secret1",
} as const;

const VALID: Record<(typeof SIGN_UP_KINDS)[number], SignUpInput> = {
  propertyOwner: { ...BASE, kind: "propertyOwner", organisationName: "Aisha Homes" },
  thirdPartyHost: { ...BASE, kind: "thirdPartyHost", organisationName: "KL Hosting Sdn Bhd" },
  microInvestor: { ...BASE, kind: "microInvestor" },
  roomer: { ...BASE, kind: "roomer" },
};

/** The messages of a refused input, by field. */
function errors(input: unknown): Record<string, string[]> {
  const result = signUpSchema.safeParse(input);
  expect(result.success).toBe(false);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byField[issue.path.join(".")] ??= []).push(issue.message);
  return byField;
}

function parsed(input: unknown) {
  const result = signUpSchema.safeParse(input);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return result.data;
}

describe("signUpSchema: the four kinds of SPEC.md §2", () => {
  it("has exactly these kinds", () => {
    expect(SIGN_UP_KINDS).toEqual(["propertyOwner", "thirdPartyHost", "microInvestor", "roomer"]);
  });

  it.each(SIGN_UP_KINDS)("accepts a valid %s", (kind) => {
    const data = parsed(VALID[kind]);
    expect(data.kind).toBe(kind);
    expect(data.email).toBe("aisha@example.com");
    expect(data.name).toBe("Aisha Rahman");
    expect(data.phone).toBeNull();
    expect(data.country).toBe("malaysia");
  });

  it.each(["landlord", "operator", "staff", "", "PropertyOwner"])("refuses the unknown kind %j", (kind) => {
    expect(errors({ ...VALID.roomer, kind }).kind).toEqual(["Choose what kind of account to open."]);
  });

  it("refuses a missing kind", () => {
    const { kind: _kind, ...rest } = VALID.roomer;
    expect(errors(rest).kind).toBeDefined();
  });

  it("accepts a country of ours and refuses another", () => {
    expect(parsed({ ...VALID.roomer, country: "thailand" }).country).toBe("thailand");
    expect(errors({ ...VALID.roomer, country: "france" }).country).toBeDefined();
  });
});

describe("password (SPEC.md §5: at least 6 characters)", () => {
  it("is at least 6 characters", () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    expect(parsed({ ...VALID.roomer, password: "123456" }).password).toBe("123456");
  });

  it("refuses 5 characters with a message that says so", () => {
    const messages = errors({ ...VALID.roomer, password: "12345" }).password;
    expect(messages).toHaveLength(1);
    expect(messages![0]).toContain("at least 6 characters");
  });

  it("refuses an empty or missing password", () => {
    expect(errors({ ...VALID.roomer, password: "" }).password?.[0]).toContain("at least 6 characters");
    const { password: _password, ...rest } = VALID.roomer;
    expect(errors(rest).password).toBeDefined();
  });

  it("refuses a very long password", () => {
    expect(errors({ ...VALID.roomer, password: "x".repeat(129) }).password?.[0]).toContain("at most 128");
  });
});

describe("phone (SPEC.md §5: international E.164, optional)", () => {
  it.each(["+60123456789", "+6591234567", "+14155552671", "+639171234567"])("accepts %s", (phone) => {
    expect(parsed({ ...VALID.roomer, phone }).phone).toBe(phone);
  });

  it.each([
    ["+60 12-345 6789", "+60123456789"],
    ["+60 (12) 345-6789", "+60123456789"],
    ["  +60123456789  ", "+60123456789"],
  ])("strips spaces, dashes and brackets: %j", (phone, expected) => {
    expect(parsed({ ...VALID.roomer, phone }).phone).toBe(expected);
  });

  it.each(["0123456789", "+0123", "60123456789", "+60", "+60abc456789", "+6012345678901234", "phone"])(
    "refuses %j with a message that gives the format",
    (phone) => {
      const messages = errors({ ...VALID.roomer, phone }).phone;
      expect(messages).toHaveLength(1);
      expect(messages![0]).toContain("international format");
      expect(messages![0]).toContain("+60123456789");
    },
  );

  it.each(["", "   ", undefined])("an empty phone (%j) is none", (phone) => {
    expect(parsed({ ...VALID.roomer, phone }).phone).toBeNull();
  });
});

describe("email", () => {
  it("is trimmed and lower-cased", () => {
    expect(parsed({ ...VALID.roomer, email: "  Aisha.Rahman@Example.COM " }).email).toBe("aisha.rahman@example.com");
  });

  it.each(["not-an-email", "aisha@", "@example.com", "aisha example.com"])("refuses %j with a message", (email) => {
    const messages = errors({ ...VALID.roomer, email }).email;
    expect(messages).toEqual(["Enter a valid email address, like name@example.com."]);
  });

  it("refuses a missing email", () => {
    const { email: _email, ...rest } = VALID.roomer;
    expect(errors(rest).email).toBeDefined();
  });
});

describe("name", () => {
  it("is trimmed and required", () => {
    expect(parsed({ ...VALID.roomer, name: "  Aisha  " }).name).toBe("Aisha");
    expect(errors({ ...VALID.roomer, name: "   " }).name).toEqual(["Enter your name."]);
  });
});

describe("organisation name", () => {
  it.each(["propertyOwner", "thirdPartyHost"] as const)("is required of a %s, with a message", (kind) => {
    const { organisationName: _organisationName, ...rest } = VALID[kind];
    expect(errors(rest).organisationName).toEqual(["Enter your business or trading name."]);
    expect(errors({ ...rest, organisationName: "   " }).organisationName).toEqual([
      "Enter your business or trading name.",
    ]);
  });

  it.each(["microInvestor", "roomer"] as const)("is not needed of a %s", (kind) => {
    expect(parsed(VALID[kind]).organisationName).toBeUndefined();
  });

  it("is trimmed", () => {
    expect(parsed({ ...VALID.propertyOwner, organisationName: "  Aisha Homes " }).organisationName).toBe("Aisha Homes");
  });
});

describe("forged role fields", () => {
  it.each(SIGN_UP_KINDS)("are dropped from a %s sign-up", (kind) => {
    const data = parsed({
      ...VALID[kind],
      isOperator: true,
      specialType: "accountant",
      operationsUser: true,
      enabled: true,
      isHost: true,
      organisationId: "org-of-someone-else",
      role: "staff",
    });
    for (const field of [
      "isOperator",
      "specialType",
      "operationsUser",
      "enabled",
      "isHost",
      "organisationId",
      "role",
    ]) {
      expect(data, field).not.toHaveProperty(field);
    }
    expect(Object.keys(data).sort()).toEqual(
      [
        "country",
        "email",
        "kind",
        "name",
        "password",
        "phone",
        ...(kind === "propertyOwner" || kind === "thirdPartyHost" ? ["organisationName"] : []),
      ].sort(),
    );
  });
});

describe("isSupplierValue", () => {
  it.each(["propertyOwner", "thirdPartyHost"])("accepts %j", (value) => {
    expect(isSupplierValue(value)).toBe(true);
  });

  it.each(["microInvestor", "roomer", "landlord", "PROPERTYOWNER", "", null, undefined, 1, ["propertyOwner"]])(
    "refuses %j",
    (value) => {
      expect(isSupplierValue(value)).toBe(false);
    },
  );
});
