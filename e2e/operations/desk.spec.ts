import { randomUUID } from "node:crypto";
import { expect, request as http, test, type APIRequestContext, type Page } from "@playwright/test";
import { asAnotherUser, DEMO_PASSWORD, logIn } from "../support/identity";

// The operations desk (managed bookings, inventory) and the live count. Every booking the
// tests act on is made here, by a guest through the functions API, for tonight at a managed property.

const TEST_CARD = { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", holder: "Desk Guest" };
/** Cities of the demo whose properties keep UTC+7 (Indonesia, Thailand); the others keep UTC+8. */
const UTC_PLUS_7_CITIES = ["Jakarta", "Bali", "Bandung", "Bangkok", "Chiang Mai", "Phuket"];

const dayIn = (timeZone: string, at = new Date()) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Someone calling the functions API with their own bearer token, in a request context of their own. */
interface Caller {
  request: APIRequestContext;
  token: string;
}

async function signedIn(email: string): Promise<Caller> {
  const { baseURL, extraHTTPHeaders } = test.info().project.use;
  const request = await http.newContext({ baseURL, extraHTTPHeaders });
  const response = await request.post("/api/auth/sign-in/email", { data: { email, password: DEMO_PASSWORD } });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
  return { request, token: response.headers()["set-auth-token"]! };
}

async function call<T>(
  caller: Caller,
  name: string,
  data: unknown,
): Promise<{ status: number; result?: T; error?: { message: string } }> {
  const response = await caller.request.post(`/api/functions/${name}`, {
    data: { data },
    headers: { authorization: `Bearer ${caller.token}` },
  });
  return { status: response.status(), ...((await response.json()) as { result?: T; error?: { message: string } }) };
}

/** The managed properties as staff's managed-bookings filter lists them ("Title · City"). */
async function managedProperties(page: Page): Promise<{ id: string; title: string; city: string }[]> {
  await page.goto("/dashboard/managedBookings");
  const options = page.getByRole("combobox", { name: "Property", exact: true }).locator("option");
  await expect(options.nth(1)).toBeAttached();
  const all = await options.evaluateAll((elements) =>
    elements.map((element) => ({ id: (element as HTMLOptionElement).value, text: element.textContent ?? "" })),
  );
  return all
    .filter((option) => option.id)
    .map((option) => ({ id: option.id, title: option.text.split(" · ")[0]!, city: option.text.split(" · ").at(-1)! }));
}

export interface Tonight {
  reference: string;
  propertyId: string;
  checkIn: string;
  guestName: string;
}

/**
 * A guest books tonight at one of the managed properties (the first with a unit free), paying by the test
 * card; staff accept it when the place takes requests. `accept` may turn a booking down (then the next is tried).
 */
async function bookTonight(
  properties: { id: string; title: string; city: string }[],
  accept: (stay: Tonight) => Promise<boolean> = async () => true,
): Promise<Tonight> {
  const guest = await signedIn("roomer@example.com");
  let staff: Caller | undefined;
  // Between 16:00 and 17:00 UTC it is already tomorrow at UTC+8 but still today at UTC+7: book at UTC+7 then.
  const east = dayIn("Asia/Kuala_Lumpur");
  const west = dayIn("Asia/Bangkok");
  const candidates =
    east === west ? properties : properties.filter((property) => UTC_PLUS_7_CITIES.includes(property.city));
  const checkIn = west;
  const guestName = `Desk Guest ${randomUUID().slice(0, 8)}`;
  for (const property of candidates) {
    const booked = await call<{ reference: string; status: string }>(guest, "createBooking", {
      propertyId: property.id,
      stay: { mode: "nightly", checkIn, checkOut: nextDay(checkIn) },
      guests: 1,
      guest: { name: guestName, email: "roomer@example.com", phone: "+60123456789" },
      payment: { method: "card", card: TEST_CARD },
      idempotencyKey: randomUUID(),
    });
    if (!booked.result) continue;
    if (booked.result.status === "requested") {
      staff ??= await signedIn("staff3@example.com");
      const accepted = await call(staff, "acceptBooking", { reference: booked.result.reference });
      expect(accepted.status, JSON.stringify(accepted.error)).toBe(200);
    } else if (booked.result.status !== "confirmed") continue;
    const stay = { reference: booked.result.reference, propertyId: property.id, checkIn, guestName };
    if (await accept(stay)) return stay;
  }
  throw new Error("No managed property has a unit free tonight.");
}

test("staff filter the managed bookings and check a guest in; the live count updates without a reload", async ({
  page,
  browser,
}) => {
  // Three people signed in, a booking made and paid, two pages watched: 20 s on two quiet cores.
  test.slow();
  await logIn(page, "staff1@example.com", { landsOn: "/dashboard/listings" });
  // The live count, open in another browser, is live before the check-in happens.
  const [stay, live] = await Promise.all([
    managedProperties(page).then((properties) => bookTonight(properties)),
    asAnotherUser(browser, "staff2@example.com", "/dashboard/listings"),
  ]);
  await live.page.goto("/dashboard/liveCount");
  await expect(live.page.getByTestId("live-state")).toHaveAttribute("data-state", "live");
  const before = Number((await live.page.getByTestId("live-in-house").textContent())!.replace(/,/g, ""));
  await live.page.evaluate(() => ((window as unknown as { deskMarker: string }).deskMarker = "not reloaded"));

  // Still on the managed bookings, as the property list was read there.
  const filters = page.getByRole("form", { name: "Filter bookings" });
  await filters.getByRole("textbox", { name: "From", exact: true }).fill(stay.checkIn);
  await filters.getByRole("textbox", { name: "To", exact: true }).fill(stay.checkIn);
  await filters.getByRole("combobox", { name: "Channel" }).selectOption({ label: "Direct" });
  await filters.getByRole("combobox", { name: "Property" }).selectOption(stay.propertyId);
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(
    new RegExp(`from=${stay.checkIn}&to=${stay.checkIn}&status=&channel=direct&property=${stay.propertyId}`),
  );
  // Visible ones only: while React streams the page, a finished part waits in a hidden copy (`<div hidden
  // id="S:0">`) until it is revealed, and for that moment the count and the rows are in the page twice.
  await expect(page.getByTestId("desk-total").filter({ visible: true })).toHaveText(/^\d+ bookings?$/);
  const row = page
    .locator(`[data-testid="desk-booking"][data-reference="${stay.reference}"]`)
    .filter({ visible: true });
  await expect(row).toContainText(stay.guestName);
  await expect(row.getByTestId("booking-status")).toHaveText("Confirmed");
  await expect(row).toContainText("Paid");

  await row.getByRole("button", { name: /^Check in/ }).click();
  await expect(row.getByRole("status")).toHaveText(`Checked in: ${stay.reference}.`);
  await expect(row.getByTestId("booking-status")).toHaveText("Checked in");
  await expect(row.getByRole("button", { name: /^Check out/ })).toBeVisible();

  // The other browser's figure moved by the one guest, and the page was refreshed in place, not reloaded.
  await expect(live.page.getByTestId("live-in-house")).toHaveText((before + 1).toLocaleString("en"));
  expect(await live.page.evaluate(() => (window as unknown as { deskMarker?: string }).deskMarker)).toBe(
    "not reloaded",
  );
  await live.close();

  // The status filter is in the address too: the guest is now among those checked in.
  await page.goto(
    `/dashboard/managedBookings?from=${stay.checkIn}&to=${stay.checkIn}&status=checked_in&property=${stay.propertyId}`,
  );
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("checked_in");
  await expect(row.getByTestId("booking-status")).toHaveText("Checked in");

  // Someone else checks the guest out meanwhile: this page's button is refused by the lifecycle, in its words.
  const colleague = await signedIn("staff1@example.com");
  expect((await call(colleague, "runStay", { reference: stay.reference, action: "check_out" })).status).toBe(200);
  await row.getByRole("button", { name: /^Check out/ }).click();
  await row.getByRole("button", { name: "Yes, check out" }).click();
  await expect(row.getByRole("alert")).toHaveText("A booking that is completed cannot be checked out.");
});

test("operations check a guest in and out from the inventory and mark the unit ready after cleaning", async ({
  page,
  browser,
}) => {
  // A long flow (a booking made first, then five pages and three answers): 31.5 s once under a full run's load.
  test.slow();
  const staff = await asAnotherUser(browser, "staff1@example.com", "/dashboard/listings");
  const properties = await managedProperties(staff.page);
  await staff.close();

  await logIn(page, "ops@example.com", { landsOn: "/dashboard/calendar" });
  // The calendar, their home page, leads to the inventory (their menu has no item for it).
  await page.getByRole("link", { name: /Today's arrivals, departures and room status/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/inventory$/);
  const unitOf = (reference: string) =>
    page
      .getByTestId("inventory-unit")
      .filter({ has: page.locator(`[data-testid="unit-arrival"][data-reference="${reference}"]`) });
  // A unit whose previous guest is still in would stay occupied after ours leaves: such a unit is passed over.
  const stay = await bookTonight(properties, async (candidate) => {
    await page.goto(`/dashboard/inventory?property=${candidate.propertyId}`);
    const status = unitOf(candidate.reference).getByTestId("unit-status");
    await expect(status).toBeVisible();
    return (await status.textContent()) !== "Occupied";
  });
  await expect(page.getByRole("heading", { level: 1, name: "Inventory" })).toBeVisible();
  const unit = unitOf(stay.reference);
  const arrival = unit.locator(`[data-testid="unit-arrival"][data-reference="${stay.reference}"]`);
  // The stay's buttons are in the row's Actions column, beside the stay it names.
  const arrivalActions = unit.locator(`[data-testid="unit-arrival-actions"][data-reference="${stay.reference}"]`);
  await expect(arrival).toContainText(stay.guestName);

  await arrivalActions.getByRole("button", { name: /^Check in/ }).click();
  await expect(unit.getByTestId("unit-status")).toHaveText("Occupied");
  await expect(arrival.getByTestId("booking-status")).toHaveText("Checked in");

  await arrivalActions.getByRole("button", { name: /^Check out/ }).click();
  await arrivalActions.getByRole("button", { name: "Yes, check out" }).click();
  await expect(arrival.getByTestId("booking-status")).toHaveText("Completed");
  await expect(unit.getByTestId("unit-status")).toHaveText("Cleaning");

  const housekeeping = unit.getByRole("form", { name: /^Housekeeping of / });
  await housekeeping.getByRole("combobox", { name: "Housekeeping" }).selectOption("ready");
  await housekeeping.getByLabel("Note").fill("Cleaned and restocked");
  await housekeeping.getByRole("button", { name: "Save" }).click();
  await expect(unit.getByTestId("unit-status")).toHaveText("Vacant");
  await expect(unit).toContainText("Note: Cleaned and restocked");

  // The status filter finds the unit among the vacant ones, and not among those being cleaned.
  await page.goto(`/dashboard/inventory?property=${stay.propertyId}&status=vacant`);
  await expect(unitOf(stay.reference)).toHaveCount(1);
  await page.goto(`/dashboard/inventory?property=${stay.propertyId}&status=cleaning`);
  await expect(
    page.getByTestId("inventory-unit").filter({ has: page.locator(`[data-reference="${stay.reference}"]`) }),
  ).toHaveCount(0);
});

test("operations sort the inventory by unit, both ways, go back to the list's own order and keep the sort through a filter", async ({
  page,
}) => {
  await logIn(page, "ops@example.com", { landsOn: "/dashboard/calendar" });
  await page.goto("/dashboard/inventory");
  // One property's units fit on one page, so the two orders hold the same names.
  const filters = page.getByRole("form", { name: "Filter units" });
  const propertyId = await filters
    .getByRole("combobox", { name: "Property" })
    .locator("option")
    .nth(1)
    .getAttribute("value");
  await page.goto(`/dashboard/inventory?property=${propertyId}`);

  const table = page.getByRole("table", { name: "Units" });
  const unit = table.getByRole("columnheader", { name: /^Unit/ });
  await expect(unit).toHaveAttribute("aria-sort", "none");
  await unit.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`\\?property=${propertyId}&sort=unit$`));
  await expect(unit).toHaveAttribute("aria-sort", "ascending");
  const ascending = await table.getByTestId("unit-name").allTextContents();

  await unit.getByRole("link").click();
  await expect(page).toHaveURL(/sort=unit&dir=desc$/);
  await expect(unit).toHaveAttribute("aria-sort", "descending");
  expect(await table.getByTestId("unit-name").allTextContents()).toEqual([...ascending].reverse());

  // The list's own order (by property, then the supplier's order of units) is the address without a sort.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/dashboard/inventory\\?property=${propertyId}$`));
  await expect(unit).toHaveAttribute("aria-sort", "none");

  // A new filter keeps the sort.
  await page.goto(`/dashboard/inventory?property=${propertyId}&sort=unit&dir=desc`);
  await filters.getByRole("combobox", { name: "Status today" }).selectOption({ label: "Vacant" });
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/sort=unit&dir=desc&.*status=vacant/);
});

test("staff sort the managed bookings by a heading, in the query, and keep the sort through a new filter", async ({
  page,
}) => {
  await logIn(page, "staff1@example.com", { landsOn: "/dashboard/listings" });
  await page.goto("/dashboard/managedBookings");
  const table = page.getByRole("table", { name: "Managed bookings" });
  await table.getByRole("link", { name: "Guest", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/managedBookings\?sort=guest$/);
  await expect(table.getByRole("columnheader", { name: "Guest" })).toHaveAttribute("aria-sort", "ascending");
  await table.getByRole("link", { name: "Guest", exact: true }).click();
  await expect(page).toHaveURL(/\?sort=guest&dir=desc$/);
  await expect(table.getByRole("columnheader", { name: "Guest" })).toHaveAttribute("aria-sort", "descending");

  const filters = page.getByRole("form", { name: "Filter bookings" });
  await filters.getByRole("combobox", { name: "Status" }).selectOption({ label: "Confirmed" });
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/sort=guest&dir=desc&.*status=confirmed/);
  await expect(table.getByRole("columnheader", { name: "Guest" })).toHaveAttribute("aria-sort", "descending");
});
