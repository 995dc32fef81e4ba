import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

const VALID = {
  DATABASE_URL: "postgres://app:secret@localhost:5432/staysia",
  AUTH_SECRET: "x".repeat(32),
} as const;

/** The EnvError parseEnv throws for these variables (failing the test if it does not throw one). */
function envErrorFor(source: Record<string, string | undefined>): EnvError {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return error as EnvError;
  }
  throw new Error("expected parseEnv to throw");
}

describe("parseEnv: defaults", () => {
  it("fills every optional setting", () => {
    expect(parseEnv({ ...VALID })).toEqual({
      NODE_ENV: "development",
      DATABASE_URL: VALID.DATABASE_URL,
      DATABASE_POOL_SIZE: 10,
      DATABASE_STATEMENT_TIMEOUT_MS: 10_000,
      DATABASE_LONG_STATEMENT_TIMEOUT_MS: 300_000,
      DATABASE_POOL_TIMEOUT_MS: 5_000,
      APP_URL: "http://localhost:3000",
      TRUST_HTTPS: false,
      AUTH_SECRET: VALID.AUTH_SECRET,
      STAFF_EMAILS: ["staff1@example.com", "staff2@example.com", "staff3@example.com", "staff4@example.com"],
      LOG_LEVEL: "info",
      STORAGE_DIR: ".data/uploads",
      DEMO_DATA: false,
      TEST_MODE: false,
      AUTH_RATE_LIMIT: true,
      EMAIL_FROM: "Staysia <no-reply@staysia.example>",
      TRUSTED_PROXIES: [],
      CLIENT_COUNTRY_HEADER: "cf-ipcountry",
      RATES_STALE_HOURS: 48,
      RATES_PROVIDER_URL: "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml",
      RATES_REFRESH_CRON: "30 16 * * *",
      JOBS_ENABLED: true,
      SEARCH_CACHE: true,
      WHATSAPP_NUMBER: "+60192345678",
      SOLUTIONS_URL: "https://solutions.staysia.example",
      SOCIAL_FACEBOOK_URL: "https://www.facebook.com/staysia",
      SOCIAL_INSTAGRAM_URL: "https://www.instagram.com/staysia",
      SOCIAL_LINKEDIN_URL: "https://www.linkedin.com/company/staysia",
    });
  });

  it("refuses TEST_MODE outside localhost and a switched-off rate limit in production", () => {
    expect(() => parseEnv({ ...VALID, TEST_MODE: "true", APP_URL: "https://staysia.example" })).toThrow(/TEST_MODE/);
    expect(() => parseEnv({ ...VALID, NODE_ENV: "production", AUTH_RATE_LIMIT: "off" })).toThrow(/AUTH_RATE_LIMIT/);
    expect(
      parseEnv({ ...VALID, NODE_ENV: "production", AUTH_RATE_LIMIT: "off", TEST_MODE: "true" }).AUTH_RATE_LIMIT,
    ).toBe(false);
    expect(parseEnv({ ...VALID, NODE_ENV: "development", AUTH_RATE_LIMIT: "off" }).AUTH_RATE_LIMIT).toBe(false);
  });

  it("accepts an SMTP URL and refuses anything else there", () => {
    expect(parseEnv({ ...VALID, SMTP_URL: "smtp://user:pass@mail.example:587" }).SMTP_URL).toBe(
      "smtp://user:pass@mail.example:587",
    );
    expect(() => parseEnv({ ...VALID, SMTP_URL: "http://mail.example" })).toThrow(/SMTP_URL/);
  });

  it("reads the jobs and search cache switches, the rates provider and the refresh schedule, naming a bad one", () => {
    const settings = parseEnv({
      ...VALID,
      JOBS_ENABLED: "off",
      RATES_PROVIDER_URL: "http://127.0.0.1:9/rates.xml",
      RATES_REFRESH_CRON: " 0 17 * * 1-5 ",
    });
    expect(settings).toMatchObject({
      JOBS_ENABLED: false,
      RATES_PROVIDER_URL: "http://127.0.0.1:9/rates.xml",
      RATES_REFRESH_CRON: "0 17 * * 1-5",
    });
    expect(() => parseEnv({ ...VALID, JOBS_ENABLED: "maybe" })).toThrow(/JOBS_ENABLED/);
    expect(parseEnv({ ...VALID, SEARCH_CACHE: "off" }).SEARCH_CACHE).toBe(false);
    expect(() => parseEnv({ ...VALID, SEARCH_CACHE: "sometimes" })).toThrow(/SEARCH_CACHE/);
    expect(() => parseEnv({ ...VALID, RATES_PROVIDER_URL: "ftp://rates.example/daily.xml" })).toThrow(
      /RATES_PROVIDER_URL/,
    );
    expect(() => parseEnv({ ...VALID, RATES_REFRESH_CRON: "daily" })).toThrow(/RATES_REFRESH_CRON/);
    expect(() => parseEnv({ ...VALID, RATES_REFRESH_CRON: "30 16 * *" })).toThrow(/RATES_REFRESH_CRON/);
  });

  it("ignores variables it does not know", () => {
    const env = parseEnv({ ...VALID, PATH: "/usr/bin", HOME: "/root" });
    expect(env).not.toHaveProperty("PATH");
  });

  it("takes the pooler's, the listening connection's and the replica's URLs, and refuses what is not PostgreSQL's", () => {
    const env = parseEnv({
      ...VALID,
      DATABASE_URL: "postgres://app:secret@pgbouncer:6432/staysia",
      DATABASE_LONG_URL: "postgres://app:secret@pgbouncer:6432/staysia_long",
      DATABASE_LISTEN_URL: "postgres://app:secret@db.internal:5432/staysia",
      DATABASE_READ_URL: "postgresql://reader:secret@replica.internal:5432/staysia",
    });
    expect(env.DATABASE_LONG_URL).toBe("postgres://app:secret@pgbouncer:6432/staysia_long");
    expect(env.DATABASE_LISTEN_URL).toBe("postgres://app:secret@db.internal:5432/staysia");
    expect(env.DATABASE_READ_URL).toBe("postgresql://reader:secret@replica.internal:5432/staysia");
    expect(parseEnv({ ...VALID, DATABASE_READ_URL: "" }).DATABASE_READ_URL).toBeUndefined();
    expect(envErrorFor({ ...VALID, DATABASE_LISTEN_URL: "mysql://db/staysia" }).problems).toEqual([
      "DATABASE_LISTEN_URL must start with postgres:// or postgresql://",
    ]);
  });

  it("takes the values it is given", () => {
    const env = parseEnv({
      ...VALID,
      NODE_ENV: "production",
      DATABASE_URL: "postgresql://db.internal/staysia",
      DATABASE_POOL_SIZE: "25",
      APP_URL: "https://staysia.example",
      LOG_LEVEL: "debug",
      STORAGE_DIR: "/var/lib/staysia",
      DEMO_DATA: "true",
    });
    expect(env.NODE_ENV).toBe("production");
    expect(env.DATABASE_URL).toBe("postgresql://db.internal/staysia");
    expect(env.DATABASE_POOL_SIZE).toBe(25);
    expect(env.APP_URL).toBe("https://staysia.example");
    expect(env.LOG_LEVEL).toBe("debug");
    expect(env.STORAGE_DIR).toBe("/var/lib/staysia");
    expect(env.DEMO_DATA).toBe(true);
  });

  it.each([
    ["true", true],
    ["1", true],
    ["yes", true],
    ["on", true],
    ["false", false],
    ["0", false],
    ["no", false],
    ["off", false],
  ])("reads DEMO_DATA=%s as %s", (value, expected) => {
    expect(parseEnv({ ...VALID, DEMO_DATA: value }).DEMO_DATA).toBe(expected);
  });
});

describe("parseEnv: STAFF_EMAILS", () => {
  it("is lower-cased and trimmed, empty entries dropped", () => {
    const env = parseEnv({ ...VALID, STAFF_EMAILS: " Alice@Staysia.COM ,bob@staysia.com,, CAROL@x.io " });
    expect(env.STAFF_EMAILS).toEqual(["alice@staysia.com", "bob@staysia.com", "carol@x.io"]);
  });

  it("names the variable when an entry is not an email address", () => {
    const error = envErrorFor({ ...VALID, STAFF_EMAILS: "alice@staysia.com,not-an-email" });
    expect(error.message).toContain("STAFF_EMAILS");
    expect(error.problems.every((problem) => problem.startsWith("STAFF_EMAILS"))).toBe(true);
  });
});

describe("parseEnv: required variables", () => {
  it("throws an EnvError naming DATABASE_URL when it is missing", () => {
    const error = envErrorFor({ AUTH_SECRET: VALID.AUTH_SECRET });
    expect(error.name).toBe("EnvError");
    expect(error.message).toContain("DATABASE_URL");
    expect(error.message).not.toContain("AUTH_SECRET");
    expect(error.problems).toHaveLength(1);
  });

  it("throws an EnvError naming AUTH_SECRET when it is missing", () => {
    const error = envErrorFor({ DATABASE_URL: VALID.DATABASE_URL });
    expect(error.message).toContain("AUTH_SECRET");
    expect(error.message).not.toContain("DATABASE_URL");
  });

  it("names both when both are missing", () => {
    const error = envErrorFor({});
    expect(error.problems).toHaveLength(2);
    expect(error.message).toContain("DATABASE_URL");
    expect(error.message).toContain("AUTH_SECRET");
  });

  it("counts empty strings as unset", () => {
    const error = envErrorFor({ DATABASE_URL: "", AUTH_SECRET: VALID.AUTH_SECRET });
    expect(error.message).toContain("DATABASE_URL");
    expect(error.message).toMatch(/required/);
  });

  it("counts an undefined value as unset", () => {
    expect(envErrorFor({ ...VALID, AUTH_SECRET: undefined }).message).toContain("AUTH_SECRET");
  });
});

describe("parseEnv: empty optional variables take their defaults", () => {
  it("for every optional setting", () => {
    const env = parseEnv({
      ...VALID,
      NODE_ENV: "",
      DATABASE_POOL_SIZE: "",
      APP_URL: "",
      STAFF_EMAILS: "",
      LOG_LEVEL: "",
      STORAGE_DIR: "",
      DEMO_DATA: "",
    });
    expect(env).toEqual(parseEnv({ ...VALID }));
  });
});

describe("parseEnv: malformed values name the variable", () => {
  it.each([
    ["DATABASE_URL", "mysql://localhost/staysia"],
    ["DATABASE_URL", "localhost:5432"],
    ["AUTH_SECRET", "x".repeat(31)],
    ["DEMO_DATA", "maybe"],
    ["DEMO_DATA", "TRUE "],
    ["STAFF_EMAILS", "staff@example.com; other@example.com"],
    ["NODE_ENV", "staging"],
    ["LOG_LEVEL", "verbose"],
    ["APP_URL", "not a url"],
    ["APP_URL", "localhost:3000"],
    ["APP_URL", "ftp://files.example"],
    ["APP_URL", "/relative/path"],
    ["DATABASE_POOL_SIZE", "0"],
    ["DATABASE_POOL_SIZE", "many"],
    ["DATABASE_POOL_SIZE", "2.5"],
  ])("%s=%j", (name, value) => {
    const error = envErrorFor({ ...VALID, [name]: value });
    expect(error.problems.length).toBeGreaterThan(0);
    for (const problem of error.problems) expect(problem.startsWith(name)).toBe(true);
    expect(error.message).toContain(name);
  });

  it("says what is wrong", () => {
    expect(envErrorFor({ ...VALID, DATABASE_URL: "mysql://x" }).message).toContain("postgres://");
    expect(envErrorFor({ ...VALID, AUTH_SECRET: "short" }).message).toContain("32");
    expect(envErrorFor({ ...VALID, DEMO_DATA: "maybe" }).message).toContain("true, false");
  });

  it("accepts an AUTH_SECRET of exactly 32 characters", () => {
    expect(parseEnv({ ...VALID, AUTH_SECRET: "s".repeat(32) }).AUTH_SECRET).toBe("s".repeat(32));
  });

  it("lists every problem at once", () => {
    const error = envErrorFor({ DATABASE_URL: "mysql://x", AUTH_SECRET: "short", DEMO_DATA: "maybe" });
    expect(error.problems).toHaveLength(3);
    expect(error.message).toMatch(/^Invalid configuration:\n/);
  });
});
