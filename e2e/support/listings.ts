import { expect, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { asAnotherUser } from "./identity";

/**
 * Listings made for a test through the functions API (the editor's own steps have listings.spec.ts): a call as
 * the page's signed-in user, a photo to upload, staff's approval, and days beyond the demo's bookings.
 */

/** The functions API as the page's signed-in user: the call must succeed, and its result is returned. */
export function functionsOf(page: Page) {
  return async <T = Record<string, string>>(name: string, data: unknown): Promise<T> => {
    const response = await page.request.post(`/api/functions/${name}`, { data: { data } });
    expect(response.status(), `${name}: ${await response.text()}`).toBe(200);
    return ((await response.json()) as { result: T }).result;
  };
}

/** A plain-coloured photo, base64, as `uploadListingPhoto` takes it (a listing needs one to be submitted). */
export async function plainPhoto(background: string): Promise<string> {
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background } })
    .png()
    .toBuffer();
  return png.toString("base64");
}

/** Staff approve a submitted listing, from a browser of their own. */
export async function approveAsStaff(browser: Browser, propertyId: string): Promise<void> {
  const staff = await asAnotherUser(browser, "staff1@example.com", "/dashboard/listings");
  try {
    await functionsOf(staff.page)("reviewListing", { propertyId, decision: "approve" });
  } finally {
    await staff.close();
  }
}

/** A day far beyond the demo's bookings, random so that a re-run never meets its own, and the days after it. */
export function farDay(): (offset: number) => string {
  const start = Date.now() + (200 + Math.floor(Math.random() * 330)) * 86_400_000;
  return (offset: number) => new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
}
