import { expect, test, type Page } from "@playwright/test";
import { chooseEnglish } from "../support/locale";

// These tests are about other things than the language: the visitor reads the site in English.
test.beforeEach(async ({ context, baseURL }) => chooseEnglish(context, baseURL));

// The search map: results as points on a map drawn on the server (no tiles, no network), and a search
// by map area kept in the URL as north, south, east and west.
test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en" } });

const results = (page: Page) => page.getByTestId("search-result");
const heading = (page: Page) => page.getByRole("heading", { level: 2, name: /stays? in|No stays found/ });
const map = (page: Page) => page.getByTestId("search-map");
const pins = (page: Page) => map(page).locator("a[data-pin]");
const mapArea = (page: Page) => page.getByRole("navigation", { name: "Map area" });

async function total(page: Page): Promise<number> {
  const text = (await heading(page).textContent()) ?? "";
  return text.startsWith("No stays") ? 0 : Number(text.match(/([\d,]+) stays?/)?.[1]?.replace(/,/g, ""));
}

function boundsOf(page: Page) {
  const query = new URL(page.url()).searchParams;
  const [north, south, east, west] = ["north", "south", "east", "west"].map((key) => Number(query.get(key)));
  return { north: north!, south: south!, east: east!, west: west! };
}

/** Every point on the map lies inside the URL's area (none of our areas cross the antimeridian). */
async function expectPinsInside(page: Page) {
  const bounds = boundsOf(page);
  const points = await pins(page).evaluateAll((links) =>
    links.map((link) => [Number(link.getAttribute("data-lat")), Number(link.getAttribute("data-lng"))]),
  );
  expect(points.length).toBe(await results(page).count());
  for (const [lat, lng] of points) {
    expect(lat).toBeGreaterThanOrEqual(bounds.south);
    expect(lat).toBeLessThanOrEqual(bounds.north);
    expect(lng).toBeGreaterThanOrEqual(bounds.west);
    expect(lng).toBeLessThanOrEqual(bounds.east);
  }
}

test("a city search shows a map beside the results, with a point per result linking to its stay", async ({ page }) => {
  const loaded: string[] = [];
  page.on("request", (request) => loaded.push(request.url()));
  await page.goto("/findahome?city=Penang");
  await expect(heading(page)).toContainText(/\d+ stays? in Penang/);
  const svg = map(page);
  await expect(svg).toBeVisible();
  await expect(svg).toHaveAccessibleName("Map of Penang");
  await expect(svg.locator("path").first()).toHaveAttribute("d", /^M/);
  // One point per result on the page, each with the result's title and price as its name and its href.
  const count = await results(page).count();
  expect(count).toBeGreaterThan(0);
  await expect(pins(page)).toHaveCount(count);
  const firstCard = results(page).first();
  const title = (await firstCard.getByRole("heading", { level: 3 }).textContent())!.trim();
  const href = (await firstCard.getByRole("link").getAttribute("href"))!;
  const pin = svg.getByRole("link", {
    name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}, .+ per night$`),
  });
  await expect(pin).toHaveAttribute("href", href);
  // Beside the list on a wide screen.
  const [mapBox, cardBox] = [(await svg.boundingBox())!, (await firstCard.boundingBox())!];
  expect(mapBox.x).toBeGreaterThan(cardBox.x + cardBox.width);
  // Hovering a card lights its point.
  const dot = svg.locator(`[data-pin="${href.match(/products\/([0-9a-f-]+)/)![1]}"] .pin-dot`);
  await firstCard.hover();
  await expect(dot).toHaveCSS("r", "9px");
  // Nothing came from anywhere but our own server: no tiles.
  expect(loaded.filter((url) => !url.startsWith(new URL(page.url()).origin))).toEqual([]);
  await pin.click();
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]+$/);
});

test("searching the map's area, zooming in, panning and clearing keep the area in the URL", async ({ page }) => {
  await page.goto("/findahome?city=Penang");
  const inCity = await total(page);

  // The map fits the city's results, so searching what it shows finds the same stays (no other city is near).
  await page.getByRole("link", { name: "Search this area" }).click();
  await expect(page).toHaveURL(/north=.*south=.*east=.*west=/);
  expect(new URL(page.url()).searchParams.get("city")).toBeNull();
  await expect(heading(page)).toContainText(/\d+ stays? in this map area/);
  expect(await total(page)).toBe(inCity);
  await expectPinsInside(page);
  const outer = boundsOf(page);

  // Zooming in searches the middle of the area: fewer stays or as many, all inside it.
  await mapArea(page).getByRole("link", { name: "Zoom in" }).click();
  await expect.poll(() => boundsOf(page).north).toBeLessThan(outer.north);
  await expect(heading(page)).toContainText(/(\d+ stays?|No stays found) in this map area/);
  const inner = boundsOf(page);
  expect(inner.south).toBeGreaterThan(outer.south);
  expect(inner.west).toBeGreaterThan(outer.west);
  expect(inner.east).toBeLessThan(outer.east);
  expect(await total(page)).toBeLessThanOrEqual(inCity);
  await expectPinsInside(page);

  // Panning east moves the area by half its width; north and south stay.
  await mapArea(page).getByRole("link", { name: "Move the map east" }).click();
  await expect.poll(() => boundsOf(page).west).toBeGreaterThan(inner.west);
  const moved = boundsOf(page);
  expect(moved.north).toBe(inner.north);
  expect(moved.south).toBe(inner.south);
  expect(moved.west).toBeCloseTo(inner.west + (inner.east - inner.west) / 2, 3);
  await expectPinsInside(page);

  // Zooming out from the first area finds at least what it held.
  await page.goto(`/findahome?north=${outer.north}&south=${outer.south}&east=${outer.east}&west=${outer.west}`);
  await mapArea(page).getByRole("link", { name: "Zoom out" }).click();
  await expect.poll(() => boundsOf(page).north).toBeGreaterThan(outer.north);
  await expect(heading(page)).toContainText(/\d+ stays? in this map area/);
  expect(await total(page)).toBeGreaterThanOrEqual(inCity);
  await expectPinsInside(page);

  await page.getByRole("link", { name: "Clear map area" }).click();
  await expect.poll(() => new URL(page.url()).searchParams.has("north")).toBe(false);
  await expect(heading(page)).not.toContainText("map area");
  await expect(page.getByRole("link", { name: "Search this area" })).toBeVisible();
});

test("a map area shows only what is inside it, on a country page too, and keeps the rest of the search", async ({
  page,
}) => {
  // Penang from the Thailand page: an area is searched wherever it is, like a named city.
  await page.goto("/thailand/findahome?north=5.5&south=5.3&east=100.4&west=100.25&guests=2");
  await expect(heading(page)).toContainText(/\d+ stays? in this map area/);
  await expectPinsInside(page);
  await expect(results(page).first()).toContainText("Penang, Malaysia");
  await expect(page.locator('input[name="adults"]')).toHaveValue("2");
  // The form carries the area along.
  await page.getByRole("button", { name: "Search" }).click();
  await expect.poll(() => boundsOf(page)).toEqual({ north: 5.5, south: 5.3, east: 100.4, west: 100.25 });
});

test("a bad edge of the map area is said, and the rest of the search still works", async ({ page }) => {
  await page.goto("/findahome?city=Penang&north=up&south=5.3&east=100.4&west=100.25");
  const notice = page.getByRole("alert").filter({ hasText: "Part of this search was left out" });
  await expect(notice).toContainText("North: must be a number from -90 to 90");
  await expect(heading(page)).toContainText(/\d+ stays? in Penang/);
  await expect(pins(page).first()).toBeVisible();
});

test("on a phone the map sits above the results without widening the page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/findahome?city=Penang");
  const [mapBox, cardBox] = [(await map(page).boundingBox())!, (await results(page).first().boundingBox())!];
  expect(mapBox.width).toBeLessThanOrEqual(390);
  expect(mapBox.y + mapBox.height).toBeLessThanOrEqual(cardBox.y);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the map stays small: under 60 KB of SVG for a city, a country and a wide area", async ({ page }) => {
  for (const path of ["/findahome?city=Penang", "/findahome", "/products", "/indonesia/findahome"]) {
    await page.goto(path);
    const bytes = await map(page).evaluate((svg) => svg.outerHTML.length);
    test.info().annotations.push({ type: "svg size", description: `${path}: ${bytes} characters` });
    console.log(`svg size ${path}: ${bytes}`);
    expect(bytes).toBeLessThan(60_000);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the map and its area links work as plain links", async ({ page }) => {
    await page.goto("/findahome?city=Penang");
    await expect(pins(page).first()).toBeVisible();
    await mapArea(page).getByRole("link", { name: "Zoom in" }).click();
    await expect(page).toHaveURL(/north=.*south=.*east=.*west=/);
    await expect(heading(page)).toContainText(/(\d+ stays?|No stays found) in this map area/);
    await expectPinsInside(page);
    await mapArea(page).getByRole("link", { name: "Move the map north" }).click();
    await expect(page).toHaveURL(/north=/);
    await page.getByRole("link", { name: "Clear map area" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has("north")).toBe(false);
  });
});
