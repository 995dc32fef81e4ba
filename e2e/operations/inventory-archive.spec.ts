import { expect, test } from "@playwright/test";
import { asAnotherUser, logIn, SIGN_UP_PAGES } from "../support/identity";
import { approveAsStaff, farDay, functionsOf, plainPhoto } from "../support/listings";

// Operations take a unit off sale from the inventory, the page they work from (SPEC.md §6 keeps operations users
// out of the listing editor): the archive is refused while a stay is upcoming, named; an archived unit leaves the
// rows and waits under "Archived units" with Restore.
test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en" } });

test("an operator archives a room from the inventory, is refused for a booked one, and restores it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `E2E Inventory Rooms ${Date.now()}`;
  // A listed co-living place of the demo owner with two rooms, made through the API.
  const owner = await asAnotherUser(browser, "owner@example.com", "/dashboard/listings");
  const call = functionsOf(owner.page);
  const { propertyId } = await call<{ propertyId: string }>("createListing", {
    type: "coliving_room",
    title,
    description: "Two rooms over a kopitiam in George Town, with a shared kitchen and a rooftop for the evenings.",
    country: "malaysia",
  });
  await call("updateListing", {
    propertyId,
    step: "location",
    values: { country: "malaysia", city: "Penang", address: "21 Lebuh Chulia", latitude: null, longitude: null },
  });
  await call("saveListingUnits", { propertyId, units: [{ name: "Garden room" }, { name: "Roof room" }] });
  await call("updateListing", {
    propertyId,
    step: "prices",
    values: { nightly: { rate: 85, weekendRate: null, minNights: 1, maxNights: null }, monthly: null, hourly: null },
  });
  await call("uploadListingPhoto", { propertyId, contentBase64: await plainPhoto("#c2e9fb"), alt: "The garden room" });
  await call("submitListing", { propertyId });
  await owner.close();
  await approveAsStaff(browser, propertyId);

  // A guest books a night far ahead: the first free room is the garden room.
  const guest = await asAnotherUser(browser, "roomer@example.com", SIGN_UP_PAGES.roomer.home);
  const day = farDay();
  const booked = await functionsOf(guest.page)<{ reference: string; status: string }>("createBooking", {
    propertyId,
    stay: { mode: "nightly", checkIn: day(0), checkOut: day(1) },
    guests: 1,
    guest: { name: "Roomer Guest", email: "roomer@example.com", phone: "+60123456789" },
    payment: { method: "card", card: { number: "4242424242424242", expiry: "12/34", cvc: "123", holder: "Roomer" } },
    idempotencyKey: crypto.randomUUID(),
  });
  expect(booked.status).toBe("confirmed");
  await guest.close();

  await logIn(page, "operator@example.com", { landsOn: "/dashboard/listings" });
  await page.goto(`/dashboard/inventory?property=${propertyId}`);
  const rows = page.getByTestId("inventory-unit");
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole("region", { name: "Archived units" })).toHaveCount(0);

  // The booked room: refused, with its booking named.
  const garden = `Garden room (${title})`;
  await page.getByRole("button", { name: `Archive ${garden}` }).click();
  const refused = page.getByRole("alertdialog", { name: `Archive ${garden}?` });
  await refused.getByRole("button", { name: "Archive unit" }).click();
  await expect(refused.getByRole("alert")).toHaveText(
    `Garden room has a current or upcoming booking (${booked.reference}), so it cannot be archived. Move or cancel it first.`,
  );
  await refused.getByRole("button", { name: "Cancel" }).click();
  await expect(refused).toHaveCount(0);
  await expect(rows).toHaveCount(2);

  // The free room goes, after the confirmation, and waits below with Restore.
  const roof = `Roof room (${title})`;
  await page.getByRole("button", { name: `Archive ${roof}` }).click();
  await page
    .getByRole("alertdialog", { name: `Archive ${roof}?` })
    .getByRole("button", { name: "Archive unit" })
    .click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(rows).toHaveCount(1);
  await expect(rows.getByTestId("unit-name")).toHaveText("Garden room");
  const archived = page.getByRole("region", { name: "Archived units" });
  await expect(archived).toContainText(`${title} · Roof room`);

  // Restored, it is back among the units of the day.
  await archived.getByRole("button", { name: "Restore Roof room" }).click();
  await expect(page.getByRole("region", { name: "Archived units" })).toHaveCount(0);
  await expect(rows).toHaveCount(2);
});
