import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  ACCESS_TOKEN_REFRESH_BEFORE_SECONDS,
  ACCESS_TOKEN_TTL_SECONDS,
  isAccessToken,
  issueAccessToken,
  verifyAccessToken,
} from "./tokens";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";
const NOW = new Date("2025-03-01T10:00:00.000Z");
const MINUTE = 60 * 1000;
const SESSION = { id: "session-1", userId: "user-1", expiresAt: new Date(NOW.getTime() + 7 * 24 * 60 * MINUTE) };

const at = (ms: number) => new Date(NOW.getTime() + ms);

function parts(token: string): [string, string, string] {
  const [prefix, payload, signature] = token.split(".");
  return [prefix!, payload!, signature!];
}

/** A token signed correctly for any payload, to show that the checks after the signature hold too. */
function signed(payload: unknown, secret = SECRET): string {
  const data = Buffer.from(JSON.stringify(payload)).toString("base64url");
  const signature = createHmac("sha256", secret).update(`st1.${data}`).digest("base64url");
  return `st1.${data}.${signature}`;
}

describe("constants (SPEC.md §9)", () => {
  it("tokens live 15 minutes and are refreshed 5 minutes before they expire", () => {
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(15 * 60);
    expect(ACCESS_TOKEN_REFRESH_BEFORE_SECONDS).toBe(5 * 60);
  });
});

describe("issueAccessToken and verifyAccessToken", () => {
  it("round-trip the session and user", () => {
    const { token, expiresAt } = issueAccessToken(SESSION, SECRET, NOW);
    expect(expiresAt).toEqual(at(15 * MINUTE));
    expect(verifyAccessToken(token, SECRET, NOW)).toEqual({
      sid: "session-1",
      uid: "user-1",
      exp: Math.floor(expiresAt.getTime() / 1000),
    });
  });

  it("issue a different token for a different session", () => {
    const a = issueAccessToken(SESSION, SECRET, NOW).token;
    const b = issueAccessToken({ ...SESSION, id: "session-2" }, SECRET, NOW).token;
    expect(a).not.toBe(b);
    expect(verifyAccessToken(b, SECRET, NOW)?.sid).toBe("session-2");
  });

  it("accept a token until it expires and refuse it from then on", () => {
    const { token } = issueAccessToken(SESSION, SECRET, NOW);
    expect(verifyAccessToken(token, SECRET, at(14 * MINUTE))).not.toBeNull();
    expect(verifyAccessToken(token, SECRET, at(15 * MINUTE - 1))).not.toBeNull();
    expect(verifyAccessToken(token, SECRET, at(15 * MINUTE))).toBeNull();
    expect(verifyAccessToken(token, SECRET, at(60 * MINUTE))).toBeNull();
  });

  it("round the expiry down to whole seconds", () => {
    const now = new Date(NOW.getTime() + 750);
    const { expiresAt } = issueAccessToken(SESSION, SECRET, now);
    expect(expiresAt).toEqual(at(15 * MINUTE));
  });

  it("never outlive the session", () => {
    const session = { ...SESSION, expiresAt: at(4 * MINUTE) };
    const { token, expiresAt } = issueAccessToken(session, SECRET, NOW);
    expect(expiresAt).toEqual(at(4 * MINUTE));
    expect(verifyAccessToken(token, SECRET, at(4 * MINUTE - 1000))).not.toBeNull();
    expect(verifyAccessToken(token, SECRET, at(4 * MINUTE))).toBeNull();
  });

  it("give an expired session a token that is already dead", () => {
    const session = { ...SESSION, expiresAt: at(-MINUTE) };
    const { token, expiresAt } = issueAccessToken(session, SECRET, NOW);
    expect(expiresAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
    expect(verifyAccessToken(token, SECRET, NOW)).toBeNull();
  });

  it("default to the current time", () => {
    const { token, expiresAt } = issueAccessToken(
      { ...SESSION, expiresAt: new Date(Date.now() + 60 * MINUTE) },
      SECRET,
    );
    expect(Math.abs(expiresAt.getTime() - (Date.now() + 15 * MINUTE))).toBeLessThan(2000);
    expect(verifyAccessToken(token, SECRET)?.uid).toBe("user-1");
  });
});

describe("verifyAccessToken refuses", () => {
  const { token } = issueAccessToken(SESSION, SECRET, NOW);
  const [prefix, payload, signature] = parts(token);

  it("a payload changed after signing", () => {
    const forged = Buffer.from(JSON.stringify({ sid: "session-1", uid: "someone-else", exp: 9_999_999_999 })).toString(
      "base64url",
    );
    expect(verifyAccessToken(`${prefix}.${forged}.${signature}`, SECRET, NOW)).toBeNull();
  });

  it("a changed signature", () => {
    const last = signature.at(-1) === "A" ? "B" : "A";
    expect(verifyAccessToken(`${prefix}.${payload}.${signature.slice(0, -1)}${last}`, SECRET, NOW)).toBeNull();
    expect(verifyAccessToken(`${prefix}.${payload}.${signature.slice(0, -2)}`, SECRET, NOW)).toBeNull();
    expect(verifyAccessToken(`${prefix}.${payload}.${signature}AA`, SECRET, NOW)).toBeNull();
  });

  it("a token signed with another secret", () => {
    expect(verifyAccessToken(token, "another-secret", NOW)).toBeNull();
    expect(verifyAccessToken(issueAccessToken(SESSION, "another-secret", NOW).token, SECRET, NOW)).toBeNull();
  });

  it("another prefix, even with a valid payload and signature", () => {
    expect(verifyAccessToken(`st2.${payload}.${signature}`, SECRET, NOW)).toBeNull();
    expect(verifyAccessToken(`ST1.${payload}.${signature}`, SECRET, NOW)).toBeNull();
    expect(verifyAccessToken(`.${payload}.${signature}`, SECRET, NOW)).toBeNull();
  });

  it.each(["", "st1", "st1.", "st1..", "not-a-token", "st1.only-one-part", `st1.${"x".repeat(10)}`, "a.b.c"])(
    "the malformed string %j",
    (malformed) => {
      expect(verifyAccessToken(malformed, SECRET, NOW)).toBeNull();
    },
  );

  it("missing parts or extra parts", () => {
    expect(verifyAccessToken(`${prefix}.${payload}`, SECRET, NOW)).toBeNull();
    expect(verifyAccessToken(`${prefix}..${signature}`, SECRET, NOW)).toBeNull();
    expect(verifyAccessToken(`${prefix}.${payload}.`, SECRET, NOW)).toBeNull();
    expect(verifyAccessToken(`${token}.extra`, SECRET, NOW)).toBeNull();
  });

  it("a correctly signed payload that is not JSON", () => {
    const data = Buffer.from("not json").toString("base64url");
    const sig = createHmac("sha256", SECRET).update(`st1.${data}`).digest("base64url");
    expect(verifyAccessToken(`st1.${data}.${sig}`, SECRET, NOW)).toBeNull();
  });

  it.each([
    { sid: "s", uid: "u" },
    { sid: "s", exp: 9_999_999_999 },
    { uid: "u", exp: 9_999_999_999 },
    { sid: 1, uid: "u", exp: 9_999_999_999 },
    { sid: "s", uid: "u", exp: "9999999999" },
    null,
    [],
    42,
  ])("correctly signed claims of the wrong shape: %j", (claims) => {
    expect(verifyAccessToken(signed(claims), SECRET, NOW)).toBeNull();
  });

  it("but accepts correctly signed claims of the right shape (the helper above signs as the module does)", () => {
    expect(verifyAccessToken(signed({ sid: "s", uid: "u", exp: 9_999_999_999 }), SECRET, NOW)).toEqual({
      sid: "s",
      uid: "u",
      exp: 9_999_999_999,
    });
  });

  it("keeps only the known claims", () => {
    const claims = verifyAccessToken(signed({ sid: "s", uid: "u", exp: 9_999_999_999, role: "staff" }), SECRET, NOW);
    expect(claims).toEqual({ sid: "s", uid: "u", exp: 9_999_999_999 });
  });
});

describe("isAccessToken", () => {
  it("recognises our tokens by their prefix", () => {
    expect(isAccessToken(issueAccessToken(SESSION, SECRET, NOW).token)).toBe(true);
    expect(isAccessToken("st1.anything")).toBe(true);
  });

  it.each(["", "st1", "st2.abc.def", "ST1.abc.def", "xst1.abc", "eyJhbGciOiJIUzI1NiJ9.e30.sig", "a-session-token"])(
    "refuses %j",
    (value) => {
      expect(isAccessToken(value)).toBe(false);
    },
  );
});
