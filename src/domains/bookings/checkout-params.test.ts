import { describe, expect, it } from "vitest";
import { checkoutPath, isCalendarDate, parseCheckoutParams } from "./checkout-params";

const PROPERTY = "0b6f1c2e-5d4a-4f3b-9a8e-7c6d5e4f3a2b";
const partners = ["airasia"] as const;

describe("the checkout's address", () => {
  it("reads a nightly stay as the booking panel writes it, and writes it back the same", () => {
    const query = `property=${PROPERTY}&adults=2&children=2&ages=4%2C9&mode=nightly&checkIn=2027-03-10&checkOut=2027-03-14`;
    const parsed = parseCheckoutParams(Object.fromEntries(new URLSearchParams(query)), { partners });
    expect(parsed).toEqual({
      ok: true,
      request: {
        propertyId: PROPERTY,
        occupancy: { adults: 2, childrenAges: [4, 9] },
        channel: "direct",
        stay: { mode: "nightly", checkIn: "2027-03-10", checkOut: "2027-03-14" },
      },
    });
    expect(parsed.ok && checkoutPath(parsed.request)).toBe(`/checkout?${query}`);
  });

  it("reads monthly and hourly stays", () => {
    expect(
      parseCheckoutParams(
        { property: PROPERTY, mode: "monthly", checkIn: "2027-04-01", checkOut: "2027-06-01" },
        { partners },
      ),
    ).toMatchObject({
      ok: true,
      request: {
        occupancy: { adults: 1, childrenAges: [] },
        stay: { mode: "monthly", checkIn: "2027-04-01", checkOut: "2027-06-01" },
      },
    });
    const hourly = parseCheckoutParams(
      { property: PROPERTY, guests: "1", mode: "hourly", day: "2027-04-02", start: "10:30", hours: "3" },
      { partners },
    );
    expect(hourly).toMatchObject({
      ok: true,
      request: { stay: { mode: "hourly", day: "2027-04-02", start: "10:30", hours: 3 } },
    });
    expect(hourly.ok && checkoutPath(hourly.request)).toBe(
      `/checkout?property=${PROPERTY}&mode=hourly&day=2027-04-02&start=10%3A30&hours=3`,
    );
  });

  it("keeps a partner channel from the partner list and ignores any other", () => {
    const base = { property: PROPERTY, checkIn: "2027-03-10", checkOut: "2027-03-12" };
    const airasia = parseCheckoutParams({ ...base, channel: "airasia" }, { partners });
    expect(airasia).toMatchObject({ ok: true, request: { channel: "airasia" } });
    expect(airasia.ok && checkoutPath(airasia.request)).toContain("&channel=airasia");
    expect(parseCheckoutParams({ ...base, channel: "staff" }, { partners })).toMatchObject({
      ok: true,
      request: { channel: "direct" },
    });
    expect(parseCheckoutParams({ ...base, channel: "airasia" }, { partners: [] })).toMatchObject({
      ok: true,
      request: { channel: "direct" },
    });
  });

  it("says what is wrong with a broken address", () => {
    const base = { property: PROPERTY, checkIn: "2027-03-10", checkOut: "2027-03-12" };
    expect(parseCheckoutParams({ ...base, property: "42" }, { partners })).toEqual({
      ok: false,
      message: "This checkout link does not name a place to book.",
    });
    expect(parseCheckoutParams({ ...base, checkOut: "2027-03-10" }, { partners })).toEqual({
      ok: false,
      message: "Check-out must be after check-in.",
    });
    expect(parseCheckoutParams({ ...base, checkIn: "2027-02-30" }, { partners })).toMatchObject({ ok: false });
    expect(parseCheckoutParams({ ...base, guests: "0" }, { partners })).toMatchObject({
      ok: false,
      message: "The number of guests must be between 1 and 50.",
    });
    expect(parseCheckoutParams({ ...base, guests: "2x" }, { partners })).toMatchObject({ ok: false });
    expect(parseCheckoutParams({ ...base, adults: "2", children: "1" }, { partners })).toEqual({
      ok: false,
      message: "Give the age of each child.",
    });
    // An older link's guests=N is N adults.
    expect(parseCheckoutParams({ ...base, guests: "3" }, { partners })).toMatchObject({
      ok: true,
      request: { occupancy: { adults: 3, childrenAges: [] } },
    });
    expect(parseCheckoutParams({ ...base, mode: "weekly" }, { partners })).toMatchObject({ ok: false });
    expect(
      parseCheckoutParams(
        { property: PROPERTY, mode: "hourly", day: "2027-04-02", start: "25:00", hours: "3" },
        { partners },
      ),
    ).toMatchObject({ ok: false });
    expect(
      parseCheckoutParams(
        { property: PROPERTY, mode: "hourly", day: "2027-04-02", start: "10:00", hours: "30" },
        { partners },
      ),
    ).toMatchObject({ ok: false });
  });

  it("carries a promo code, upper-cased and without spaces, through the address", () => {
    const parsed = parseCheckoutParams(
      { property: PROPERTY, checkIn: "2027-03-10", checkOut: "2027-03-12", promo: " welcome 10 " },
      { partners },
    );
    expect(parsed).toMatchObject({ ok: true, request: { promoCode: "WELCOME10" } });
    if (!parsed.ok) return;
    expect(new URL(checkoutPath(parsed.request), "http://x").searchParams.get("promo")).toBe("WELCOME10");
    const without = parseCheckoutParams(
      { property: PROPERTY, checkIn: "2027-03-10", checkOut: "2027-03-12", promo: "" },
      { partners },
    );
    expect(without.ok && "promoCode" in without.request).toBe(false);
  });

  it("knows a real calendar day", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2027-02-29")).toBe(false);
    expect(isCalendarDate("2027-2-01")).toBe(false);
  });
});
