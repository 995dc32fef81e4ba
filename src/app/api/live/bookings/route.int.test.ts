import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createBooking, createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, resultOf, signIn } from "@tests/support/functions";
import { authUsers, userProfiles } from "@/server/db/schema";
import { bookingChanges, liveStatus } from "@/server/live";
import { GET } from "./route";

const db = testDb();
/** A bound on waiting for an event, so that a missing one fails the test instead of hanging it. */
const WAIT = { timeout: 10_000, interval: 20 };
// Staff are a fixed list of addresses (STAFF_EMAILS) that the demo seed also creates: made here, removed after.
const STAFF = "staff3@example.com";

const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
const tomorrowOf = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

let staffToken: string;
beforeAll(async () => {
  await db.delete(authUsers).where(eq(authUsers.email, STAFF));
  await createUser(db, { email: STAFF });
  staffToken = await signIn(STAFF);
});
afterAll(async () => {
  await db.delete(authUsers).where(eq(authUsers.email, STAFF));
});

async function openStream(headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await GET(
    new Request("http://localhost:3000/api/live/bookings", { headers, signal: controller.signal }),
  );
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const stream = { text: "", done: false };
  const pump = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      stream.text += decoder.decode(value, { stream: true });
    }
    stream.done = true;
  })();
  const close = () => controller.abort();
  cleanups.push(close);
  const blocks = (name: string) => stream.text.split("\n\n").filter((block) => block.startsWith(`event: ${name}\n`));
  await vi.waitFor(() => expect(blocks("ready")).toHaveLength(1), WAIT);
  return { stream, blocks, close, pump };
}

/** A managed flat with a guest arriving today, and an operations user who runs it. */
async function arrivalToday() {
  const organisation = await createOrganisation(db);
  const { property, units } = await createProperty(db, { organisationId: organisation.id, managed: true });
  const today = todayIn("Asia/Kuala_Lumpur");
  const booking = await createBooking(db, {
    propertyId: property.id,
    unitId: units[0]!.id,
    checkIn: today,
    checkOut: tomorrowOf(today),
    guestName: "Secret Guest",
  });
  const opsEmail = `live-ops-${uniqueSuffix()}@example.test`;
  await createUser(db, {
    email: opsEmail,
    profile: { organisationId: (await createOrganisation(db, { kind: "internal" })).id, operationsUser: true },
  });
  return { booking, opsToken: await signIn(opsEmail) };
}

describe("GET /api/live/bookings (Server-Sent Events for the live count)", () => {
  it("answers 401 to a visitor and 403 to anyone who may not open the live count", async () => {
    expect((await GET(new Request("http://localhost:3000/api/live/bookings"))).status).toBe(401);
    const { opsToken } = await arrivalToday();
    expect(
      (await GET(new Request("http://localhost:3000/api/live/bookings", { headers: bearer(opsToken) }))).status,
    ).toBe(403);
  });

  it("tells a supplier about their own properties' changes only (their live count, docs/ACCESS.md)", async () => {
    const organisation = await createOrganisation(db);
    const supplierEmail = `live-supplier-${uniqueSuffix()}@example.test`;
    await createUser(db, { email: supplierEmail, profile: { organisationId: organisation.id } });
    const live = await openStream(bearer(await signIn(supplierEmail)));

    // Another organisation's guest checks in: nothing for this supplier, once every notification is handed out.
    const { booking: theirs, opsToken } = await arrivalToday();
    await resultOf(
      await callFunction("runStay", { reference: theirs.reference, action: "check_in" }, bearer(opsToken)),
    );
    expect(await liveStatus().sync()).toBe(true);
    expect(live.blocks("bookings")).toHaveLength(0);

    // Their own (managed, so the operations user runs it) guest checks in: told.
    const { property, units } = await createProperty(db, { organisationId: organisation.id, managed: true });
    const today = todayIn("Asia/Kuala_Lumpur");
    const ours = await createBooking(db, {
      propertyId: property.id,
      unitId: units[0]!.id,
      checkIn: today,
      checkOut: tomorrowOf(today),
    });
    await resultOf(await callFunction("runStay", { reference: ours.reference, action: "check_in" }, bearer(opsToken)));
    await vi.waitFor(() => expect(live.blocks("bookings").length).toBeGreaterThanOrEqual(1), WAIT);
  });

  it("tells staff that something changed when a guest checks in, and nothing about the booking", async () => {
    const live = await openStream(bearer(staffToken));
    const { booking, opsToken } = await arrivalToday();
    await resultOf(
      await callFunction("runStay", { reference: booking.reference, action: "check_in" }, bearer(opsToken)),
    );
    await vi.waitFor(() => expect(live.blocks("bookings").length).toBeGreaterThanOrEqual(1), WAIT);
    expect(live.blocks("bookings").every((block) => block === "event: bookings\ndata: {}")).toBe(true);
    expect(live.stream.text).not.toContain(booking.reference);
    expect(live.stream.text).not.toContain("Secret Guest");
  });

  it("stops listening when the request is aborted", async () => {
    const before = bookingChanges().subscriberCount;
    const live = await openStream(bearer(staffToken));
    expect(bookingChanges().subscriberCount).toBe(before + 1);
    live.close();
    await live.pump;
    expect(bookingChanges().subscriberCount).toBe(before);
  });

  it("ends the stream of someone who may no longer watch", async () => {
    // Staff are staff by address; disabling the person is what takes the live count away.
    const live = await openStream(bearer(staffToken));
    await db.update(userProfiles).set({ enabled: false }).where(eq(userProfiles.email, STAFF));
    await vi.waitFor(() => expect(live.blocks("access")).toHaveLength(1), WAIT);
    await live.pump;
    expect(live.stream.done).toBe(true);
    await db.update(userProfiles).set({ enabled: true }).where(eq(userProfiles.email, STAFF));
  });
});
