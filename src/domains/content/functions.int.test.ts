import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { auditLog, authUsers, emailOutbox, enquiries } from "@/server/db/schema";

const db = testDb();

/** An enquiry with an address no other test uses, so that what it stored can be found by it. */
function enquiry(overrides: Record<string, unknown> = {}) {
  const email = `enquirer-${uniqueSuffix()}@example.test`;
  return {
    name: "Nurul Aina",
    email,
    phone: "+60 12-345 6789",
    topic: "corporate",
    message: "We need six rooms near KLCC for a team of twelve from March.",
    source: "corporatestays",
    country: "philippines",
    ...overrides,
  };
}

async function storedFor(email: string) {
  return db.select().from(enquiries).where(eq(enquiries.email, email.toLowerCase()));
}

async function emailsTo(email: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.to, email.toLowerCase()));
}

describe("submitEnquiry", () => {
  it("acknowledges in the language of the page the form was sent from (the writer has no account)", async () => {
    const input = enquiry();
    const result = await resultOf<{ reference: string }>(
      await callFunction("submitEnquiry", input, {
        referer: "http://localhost:3000/zh/contact",
        "accept-language": "en-US,en;q=0.9",
      }),
    );
    const [email] = await emailsTo(input.email);
    expect(email!.subject).toBe(`我们已收到您的留言（${result.reference}）`);
    expect(email!.text).toContain("感谢您就“团队企业住宿”联系 Staysia。");
    expect(email!.html).toContain('lang="zh-Hans"');
  });

  it("stores the enquiry, queues one acknowledgement with its reference, and answers the reference", async () => {
    const input = enquiry();
    const mixedCase = input.email.replace("enquirer", "Enquirer").toUpperCase();
    const result = await resultOf<{ received: boolean; reference: string }>(
      await callFunction("submitEnquiry", { ...input, email: `  ${mixedCase} `, name: "  Nurul Aina " }),
    );
    expect(result.received).toBe(true);
    expect(result.reference).toMatch(/^EQ-[0-9A-F]{8}$/);

    const rows = await storedFor(input.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Nurul Aina",
      email: input.email.toLowerCase(),
      phone: "+60123456789",
      topic: "corporate",
      message: input.message,
      source: "corporatestays",
      country: "philippines",
      status: "new",
    });
    expect(result.reference).toBe(`EQ-${rows[0]!.id.slice(0, 8).toUpperCase()}`);

    const emails = await emailsTo(input.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ kind: "enquiry-received", to: input.email.toLowerCase() });
    expect(emails[0]!.subject).toContain(result.reference);
    expect(emails[0]!.text).toContain(result.reference);
    expect(emails[0]!.text).toContain("Corporate stays for a team");
    // Only our words: the caller's message and name are not relayed (docs/SECURITY.md).
    expect(emails[0]!.text).not.toContain(input.message);
    expect(emails[0]!.text).not.toContain("Nurul");
  });

  it("defaults the source to contact and the country to malaysia, and keeps no empty phone", async () => {
    const input = enquiry({ phone: "", topic: "stay" });
    const { source: _source, country: _country, ...withoutDefaults } = input;
    await resultOf(await callFunction("submitEnquiry", withoutDefaults));
    const rows = await storedFor(input.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: "contact", country: "malaysia", phone: null, topic: "stay" });
  });

  it("refuses no data at all, naming the missing fields, and stores nothing", async () => {
    for (const data of [null, {}]) {
      const response = await callFunction("submitEnquiry", data);
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.status).toBe("INVALID_ARGUMENT");
      if (data) {
        const paths = error.details?.issues?.map((issue) => issue.path) ?? [];
        expect(paths).toEqual(expect.arrayContaining(["name", "email", "topic", "message"]));
      }
    }
  });

  it.each([
    ["email", { email: "not-an-email" }, /valid email/],
    ["message", { message: "Help me" }, /at least 10 characters/],
    ["message", { message: "          short     " }, /at least 10 characters/],
    ["phone", { phone: "0123" }, /international format/],
    ["topic", { topic: "complaint" }, /what your message is about/],
    ["name", { name: "   " }, /your name/],
  ])("refuses a bad %s with a clear message and stores nothing", async (field, overrides, message) => {
    const input = enquiry();
    const response = await callFunction("submitEnquiry", { ...input, ...overrides });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.status).toBe("INVALID_ARGUMENT");
    const issues = error.details?.issues ?? [];
    expect(issues.map((issue) => issue.path)).toEqual([field]);
    expect(issues[0]!.message).toMatch(message);
    expect(await storedFor(input.email)).toHaveLength(0);
    expect(await emailsTo(input.email)).toHaveLength(0);
  });

  it("accepts a filled honeypot as if all went well, and keeps and sends nothing", async () => {
    const input = enquiry({ website: "http://spam.example" });
    expect(await resultOf(await callFunction("submitEnquiry", input))).toEqual({
      received: true,
      reference: null,
      copy: "kept",
    });
    expect(await storedFor(input.email)).toHaveLength(0);
    expect(await emailsTo(input.email)).toHaveLength(0);
  });
});

describe("setEnquiryStatus", () => {
  const staffEmail = "staff2@example.com";
  const userEmail = `not-staff-${uniqueSuffix()}@example.test`;
  let enquiryId: string;
  let staffToken: string;
  let userToken: string;

  beforeAll(async () => {
    // Staff are a fixed list of addresses (STAFF_EMAILS); the demo seed may have made this one already.
    await db.delete(authUsers).where(eq(authUsers.email, staffEmail));
    await createUser(db, { email: staffEmail });
    await createUser(db, { email: userEmail });
    staffToken = await signIn(staffEmail);
    userToken = await signIn(userEmail);
    const input = enquiry();
    await resultOf(await callFunction("submitEnquiry", input));
    enquiryId = (await storedFor(input.email))[0]!.id;
  });

  afterAll(async () => {
    await db.delete(authUsers).where(eq(authUsers.email, staffEmail)); // cascades to its profile and sessions
  });

  async function statusOf(id: string) {
    const [row] = await db.select({ status: enquiries.status }).from(enquiries).where(eq(enquiries.id, id));
    return row?.status;
  }

  it("answers 401 to a visitor and 403 to a signed-in user who is not staff, changing nothing", async () => {
    const anonymous = await callFunction("setEnquiryStatus", { id: enquiryId, status: "closed" });
    expect(anonymous.status).toBe(401);
    expect((await errorOf(anonymous)).status).toBe("UNAUTHENTICATED");

    const user = await callFunction("setEnquiryStatus", { id: enquiryId, status: "closed" }, bearer(userToken));
    expect(user.status).toBe(403);
    expect((await errorOf(user)).status).toBe("PERMISSION_DENIED");

    expect(await statusOf(enquiryId)).toBe("new");
  });

  it("lets staff change the status, and audits what changed", async () => {
    const requestId = `enquiry-status-${randomUUID()}`;
    const response = await callFunction(
      "setEnquiryStatus",
      { id: enquiryId, status: "answered" },
      { ...bearer(staffToken), "x-request-id": requestId },
    );
    expect(await resultOf(response)).toEqual({ id: enquiryId, status: "answered" });
    expect(await statusOf(enquiryId)).toBe("answered");

    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.requestId, requestId), eq(auditLog.action, "setEnquiryStatus")));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      outcome: "ok",
      actorEmail: staffEmail,
      entity: `enquiry:${enquiryId}`,
      changes: { status: { from: "new", to: "answered" } },
    });
  });

  it("answers 404 for an enquiry that does not exist", async () => {
    const response = await callFunction("setEnquiryStatus", { id: randomUUID(), status: "closed" }, bearer(staffToken));
    expect(response.status).toBe(404);
    expect((await errorOf(response)).status).toBe("NOT_FOUND");
  });

  it("refuses a status that does not exist", async () => {
    const response = await callFunction("setEnquiryStatus", { id: enquiryId, status: "deleted" }, bearer(staffToken));
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details?.issues?.map((issue) => issue.path)).toEqual(["status"]);
    expect(await statusOf(enquiryId)).toBe("answered");
  });
});
