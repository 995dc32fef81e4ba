import { describe, expect, it } from "vitest";
import { listingsFiltersFrom, listingsHref } from "./filters";
import { photoFileProblem } from "@/lib/photo-rules";
import {
  basicsSchema,
  locationSchema,
  minorAmountOf,
  missingForReview,
  pricesSchema,
  rulesSchema,
  spaceSchema,
  unitsInput,
  updateListingInput,
  type ListingForCompleteness,
} from "./steps";

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];

describe("step schemas", () => {
  it("basics: a kind of place and a title of 5 to 120 characters", () => {
    expect(basicsSchema.parse({ type: "condo", title: "  Sunny condo ", description: "" })).toEqual({
      type: "condo",
      title: "Sunny condo",
      description: "",
    });
    expect(messages(basicsSchema.safeParse({ type: "castle", title: "Big", description: "" }))).toEqual([
      "type: Choose the kind of place.",
      "title: The title must be at least 5 characters.",
    ]);
  });

  it("location: a known country, a city, and coordinates on the globe", () => {
    const valid = {
      country: "thailand",
      city: "Chiang Mai",
      address: "9 Nimman Soi 7",
      latitude: 18.79,
      longitude: 98.97,
    };
    expect(locationSchema.parse(valid)).toEqual(valid);
    expect(
      messages(locationSchema.safeParse({ ...valid, country: "japan", city: " ", latitude: 91, longitude: null })),
    ).toEqual(["country: Choose a country.", "city: Enter the city.", "latitude: Latitude is between -90 and 90."]);
  });

  it("space: whole counts, at least one guest, amenities only from the list", () => {
    expect(
      messages(
        spaceSchema.safeParse({ bedrooms: 1.5, bathrooms: 1, maxGuests: 0, sizeSqm: null, amenities: ["Helipad"] }),
      ),
    ).toEqual([
      "bedrooms: The number of bedrooms must be a whole number.",
      "maxGuests: The number of guests must be at least 1.",
      "amenities.0: Choose amenities from the list.",
    ]);
  });

  it("prices: at least one way to stay, sensible lengths, opening hours that fit", () => {
    expect(messages(pricesSchema.safeParse({ nightly: null, monthly: null, hourly: null }))).toEqual([
      "nightly: Offer at least one way to stay: nightly, monthly or hourly.",
    ]);
    expect(
      messages(
        pricesSchema.safeParse({
          nightly: { rate: 0, weekendRate: null, minNights: 3, maxNights: 2 },
          monthly: null,
          hourly: { rate: 40, minHours: 6, maxHours: 3, openingTime: "18:00", closingTime: "22:00", bufferHours: 1 },
        }),
      ),
    ).toEqual([
      "nightly.rate: The nightly rate must be more than zero.",
      "nightly.maxNights: The maximum nights cannot be fewer than the minimum.",
      "hourly.minHours: The minimum hours do not fit between opening and closing.",
      "hourly.maxHours: The maximum hours cannot be fewer than the minimum.",
    ]);
    expect(
      messages(
        pricesSchema.safeParse({
          nightly: null,
          monthly: null,
          hourly: { rate: 40, minHours: 2, maxHours: null, openingTime: "22:00", closingTime: "08:00", bufferHours: 0 },
        }),
      ),
    ).toEqual(["hourly.closingTime: The closing time must be after the opening time."]);
  });

  it("rules: times like 14:00 and one of the three cancellation policies", () => {
    expect(
      messages(
        rulesSchema.safeParse({
          cleaningFee: -1,
          houseRules: "",
          checkInTime: "3pm",
          checkOutTime: "11:00",
          cancellationPolicy: "lenient",
          instantBook: true,
          licenceNumber: null,
        }),
      ),
    ).toEqual([
      "cleaningFee: The cleaning fee cannot be negative.",
      "checkInTime: Enter the check-in time as a time like 14:00.",
      "cancellationPolicy: Choose a cancellation policy.",
    ]);
  });

  it("rules: a deposit of 10–90 % with its balance's 1–60 days, both or neither (docs/DEPOSITS.md)", () => {
    const rules = {
      cleaningFee: 0,
      houseRules: "",
      checkInTime: "15:00",
      checkOutTime: "11:00",
      cancellationPolicy: "moderate",
      instantBook: true,
      licenceNumber: null,
    };
    expect(rulesSchema.safeParse({ ...rules, depositPercent: 30, balanceDaysBefore: 14 }).success).toBe(true);
    expect(rulesSchema.safeParse({ ...rules, depositPercent: null, balanceDaysBefore: null }).success).toBe(true);
    expect(messages(rulesSchema.safeParse({ ...rules, depositPercent: 30, balanceDaysBefore: null }))).toEqual([
      "balanceDaysBefore: Give both the deposit and the days before check-in the rest is due, or neither.",
    ]);
    expect(messages(rulesSchema.safeParse({ ...rules, depositPercent: 95, balanceDaysBefore: 61 }))).toEqual([
      "depositPercent: A deposit is between 10 and 90 %.",
      "balanceDaysBefore: The balance is due between 1 and 60 days before check-in.",
    ]);
  });

  it("updateListing takes one step's values, and no unknown fields", () => {
    const propertyId = "6f1c1f7e-2a4b-4c1d-9e8f-0a1b2c3d4e5f";
    expect(
      updateListingInput.safeParse({
        propertyId,
        step: "space",
        values: { bedrooms: 2, bathrooms: 1, maxGuests: 4, sizeSqm: 70, amenities: ["Pool"] },
      }).success,
    ).toBe(true);
    expect(updateListingInput.safeParse({ propertyId, step: "photos", values: {} }).success).toBe(false);
    expect(
      updateListingInput.safeParse({
        propertyId,
        step: "space",
        values: { bedrooms: 2, bathrooms: 1, maxGuests: 4, sizeSqm: 70, amenities: [], status: "listed" },
      }).success,
    ).toBe(false);
  });

  it("units: at least one, named, no two with the same name", () => {
    const propertyId = "6f1c1f7e-2a4b-4c1d-9e8f-0a1b2c3d4e5f";
    expect(messages(unitsInput.safeParse({ propertyId, units: [] }))).toEqual([
      "units: Keep at least one room or bed.",
    ]);
    expect(messages(unitsInput.safeParse({ propertyId, units: [{ name: "Room A" }, { name: "room a" }] }))).toEqual([
      "units: Two rooms or beds have the same name.",
    ]);
  });
});

describe("amounts", () => {
  it("turn major units into minor units, refusing more decimals than the currency has", () => {
    expect(minorAmountOf(95.5, "MYR")).toBe(9550);
    expect(minorAmountOf(0.1 + 0.2, "MYR")).toBe(30);
    expect(minorAmountOf(850_000, "IDR")).toBe(850_000);
    expect(minorAmountOf(850_000.5, "IDR")).toBeNull();
    expect(minorAmountOf(1.005, "THB")).toBeNull();
  });
});

describe("completeness before review", () => {
  const complete: ListingForCompleteness = {
    type: "apartment",
    title: "Harbour view flat",
    description: "A bright two-bedroom flat above the harbour, five minutes from the ferry.",
    city: "Penang",
    address: "12 Jalan Pantai",
    nightlyRateMinor: 18_000,
    monthlyRateMinor: null,
    hourlyRateMinor: null,
    openingTime: null,
    closingTime: null,
    minHours: null,
    units: 1,
    photos: 3,
    photosWithoutAlt: 0,
  };

  it("finds nothing missing in a complete listing", () => {
    expect(missingForReview(complete)).toEqual([]);
    expect(missingForReview({ ...complete, nightlyRateMinor: null, monthlyRateMinor: 400_000 })).toEqual([]);
  });

  it("lists each missing thing with the step where it is fixed", () => {
    expect(
      missingForReview({
        ...complete,
        description: "Nice.",
        city: "",
        address: " ",
        units: 0,
        photos: 0,
        nightlyRateMinor: null,
      }),
    ).toEqual([
      { step: "basics", message: "A description of at least 50 characters." },
      { step: "location", message: "The city." },
      { step: "location", message: "The street address." },
      { step: "units", message: "At least one room or bed." },
      { step: "photos", message: "At least one photo." },
      { step: "prices", message: "A nightly or a monthly rate." },
    ]);
    expect(missingForReview({ ...complete, photosWithoutAlt: 2 })).toEqual([
      { step: "photos", message: "A short description (alt text) for 2 photos." },
    ]);
  });

  it("asks a day room for an hourly rate and its opening hours", () => {
    const dayRoom = { ...complete, type: "day_room" as const, nightlyRateMinor: null };
    expect(missingForReview(dayRoom)).toEqual([
      { step: "prices", message: "An hourly rate: a day room is sold by the hour." },
    ]);
    expect(missingForReview({ ...dayRoom, hourlyRateMinor: 3000 })).toEqual([
      { step: "prices", message: "Opening hours and the minimum hours of a stay." },
    ]);
    expect(
      missingForReview({ ...dayRoom, hourlyRateMinor: 3000, openingTime: "08:00", closingTime: "22:00", minHours: 3 }),
    ).toEqual([]);
  });
});

describe("the browser's photo check", () => {
  it("accepts JPEG, PNG and WebP up to 8 MB", () => {
    expect(photoFileProblem({ type: "image/png", size: 1000 })).toBeNull();
    expect(photoFileProblem({ type: "image/gif", size: 1000 })).toBe("That file is not a JPEG, PNG or WebP image.");
    expect(photoFileProblem({ type: "image/jpeg", size: 8 * 1024 * 1024 + 1 })).toBe("Photos can be at most 8 MB.");
  });
});

describe("the listings page's URL filters", () => {
  it("round-trips through the URL and ignores what is malformed", () => {
    const filters = {
      status: "in_review" as const,
      organisationId: "6f1c1f7e-2a4b-4c1d-9e8f-0a1b2c3d4e5f",
      city: "Penang",
      page: 2,
    };
    const href = listingsHref(filters);
    expect(href).toBe(
      "/dashboard/listings?status=in_review&organisation=6f1c1f7e-2a4b-4c1d-9e8f-0a1b2c3d4e5f&city=Penang&page=2",
    );
    expect(listingsFiltersFrom(Object.fromEntries(new URL(href, "http://x").searchParams))).toEqual(filters);
    expect(
      listingsFiltersFrom({ status: "deleted", organisation: "1; drop table", page: "-3", city: ["Cebu", "Manila"] }),
    ).toEqual({
      status: undefined,
      organisationId: undefined,
      city: "Cebu",
      page: 1,
    });
    expect(listingsHref({ page: 1 })).toBe("/dashboard/listings");
  });
});
