import { expect, test } from "@playwright/test";
import { asAnotherUser, logIn, SIGN_UP_PAGES } from "../support/identity";
import { approveAsStaff, farDay, functionsOf, plainPhoto } from "../support/listings";

// A room with bookings on record cannot be removed: the listing's units step archives it instead (after a
// confirmation that shows the refusal while a booking is upcoming), lists it under "Archived units", and restores it.
test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en" } });

test("a booked room is archived instead of removed, leaves the rooms and calendar, and is restored", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `E2E Archive Rooms ${Date.now()}`;
  await logIn(page, "owner@example.com", {
    via: "/login/landlord?supplier=propertyOwner",
    landsOn: "/dashboard/listings",
  });
  const owner = functionsOf(page);
  // A listed co-living place with two rooms, made through the API (the editor itself has its own tests).
  const { propertyId } = await owner<{ propertyId: string }>("createListing", {
    type: "coliving_room",
    title,
    description: "Two bright rooms above a bakery in Bangsar, with a shared kitchen and a balcony over the street.",
    country: "malaysia",
  });
  await owner("updateListing", {
    propertyId,
    step: "location",
    values: { country: "malaysia", city: "Kuala Lumpur", address: "5 Jalan Telawi", latitude: null, longitude: null },
  });
  const units = await owner<{ units: number }>("saveListingUnits", {
    propertyId,
    units: [{ name: "Balcony room" }, { name: "Street room" }],
  });
  expect(units.units).toBe(2);
  await owner("updateListing", {
    propertyId,
    step: "prices",
    values: { nightly: { rate: 90, weekendRate: null, minNights: 1, maxNights: null }, monthly: null, hourly: null },
  });
  await owner("uploadListingPhoto", {
    propertyId,
    contentBase64: await plainPhoto("#a1c4fd"),
    alt: "The balcony room",
  });
  await owner("submitListing", { propertyId });
  await approveAsStaff(browser, propertyId);

  // A guest books the first room.
  const guest = await asAnotherUser(browser, "roomer@example.com", SIGN_UP_PAGES.roomer.home);
  const day = farDay();
  const [checkIn, checkOut] = [day(0), day(2)];
  const booked = await functionsOf(guest.page)<{ reference: string; status: string }>("createBooking", {
    propertyId,
    stay: { mode: "nightly", checkIn, checkOut },
    guests: 1,
    guest: { name: "Roomer Guest", email: "roomer@example.com", phone: "+60123456789" },
    payment: { method: "card", card: { number: "4242424242424242", expiry: "12/34", cvc: "123", holder: "Roomer" } },
    idempotencyKey: crypto.randomUUID(),
  });
  expect(booked.status).toBe("confirmed");

  await page.goto(`/dashboard/listings/${propertyId}/edit?step=units`);
  const rooms = page.getByRole("region", { name: "Rooms and beds" });
  // The booked room is archived, never removed; the other one can still be removed.
  await expect(rooms.getByRole("button", { name: "Remove Balcony room" })).toHaveCount(0);
  await expect(rooms.getByRole("button", { name: "Remove Street room" })).toBeVisible();

  // While its booking is upcoming, the archive is refused with the booking named.
  await rooms.getByRole("button", { name: "Archive Balcony room" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Archive Balcony room?" });
  await expect(dialog).toContainText("Its past bookings keep it on record");
  await dialog.getByRole("button", { name: "Archive room" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    `Balcony room has a current or upcoming booking (${booked.reference}), so it cannot be archived. Move or cancel it first.`,
  );
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);

  // Cancelled, the booking stays on record and no longer stands in the way.
  await functionsOf(guest.page)("cancelBooking", { reference: booked.reference, reason: "Plans changed" });
  await guest.close();
  await rooms.getByRole("button", { name: "Archive Balcony room" }).click();
  await page
    .getByRole("alertdialog", { name: "Archive Balcony room?" })
    .getByRole("button", { name: "Archive room" })
    .click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  const archived = page.getByRole("region", { name: "Archived units" });
  await expect(archived).toContainText("Balcony room");
  await expect(rooms.getByLabel("Name of room 1")).toHaveValue("Street room");
  await expect(rooms.getByLabel("Name of room 2")).toHaveCount(0);

  // The calendar no longer offers it.
  await page.goto(`/dashboard/calendar?property=${propertyId}`);
  await expect(page.getByRole("grid", { name: /^Street room, / })).toBeVisible();
  await expect(page.getByRole("grid", { name: /^Balcony room, / })).toHaveCount(0);

  // Restored, it is on sale again, last in the order.
  await page.goto(`/dashboard/listings/${propertyId}/edit?step=units`);
  await page.getByRole("button", { name: "Restore Balcony room" }).click();
  await expect(page.getByRole("region", { name: "Archived units" })).toHaveCount(0);
  await expect(rooms.getByLabel("Name of room 1")).toHaveValue("Street room");
  await expect(rooms.getByLabel("Name of room 2")).toHaveValue("Balcony room");
});
