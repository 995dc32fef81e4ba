import { describe, expect, it } from "vitest";
import { uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { queueEmail, readMailbox, type OutgoingEmail } from "@/server/email";
import { GET as mailbox } from "./route";

// The mailbox API is open in development and in test runs (TEST_MODE), which env() reads on first use.
process.env.TEST_MODE = "true";

const db = testDb();

function message(label: string): OutgoingEmail {
  return {
    to: `${label}-${uniqueSuffix()}@mailbox.example.test`,
    subject: `Subject ${label}`,
    text: `Body ${label}`,
    kind: "test-email",
  };
}

describe("the development mailbox API (GET /api/dev/mailbox)", () => {
  it("answers the newest emails to one address, for tests to read", async () => {
    const email = message("mailbox");
    await queueEmail(db, { ...email, text: "first" });
    await queueEmail(db, { ...email, text: "second" });
    const response = await mailbox(
      new Request(`http://localhost:3000/api/dev/mailbox?to=${encodeURIComponent(email.to)}&limit=5`),
    );
    expect(response.status).toBe(200);
    const { emails } = (await response.json()) as { emails: { to: string; text: string }[] };
    expect(emails.map((found) => found.to)).toEqual([email.to, email.to]);
    expect(emails.map((found) => found.text).sort()).toEqual(["first", "second"]);
    expect(await readMailbox(db, { to: email.to.toUpperCase(), limit: 1 })).toHaveLength(1);
  });

  it("refuses a limit out of range", async () => {
    expect((await mailbox(new Request("http://localhost:3000/api/dev/mailbox?limit=1000"))).status).toBe(400);
  });

  it("lists every address's newest emails first without ?to", async () => {
    const email = message("newest");
    await queueEmail(db, email);
    const response = await mailbox(new Request("http://localhost:3000/api/dev/mailbox?limit=100"));
    const { emails } = (await response.json()) as { emails: { to: string; createdAt: string }[] };
    expect(emails.map((found) => found.to)).toContain(email.to);
    const times = emails.map((found) => Date.parse(found.createdAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
  });
});
