import { describe, expect, it } from "vitest";
import { landPaths, projectionOf, resolutionFor } from "./map-land";
import { COUNTRY_BOUNDS, fitBounds, fitPoints, project, REGION_BOUNDS } from "./map-view";

describe("the map's land", () => {
  it("uses the same projection for land as for the pins", () => {
    const view = fitBounds(COUNTRY_BOUNDS.philippines, undefined, 20);
    const [x, y] = projectionOf(view)([123.8854, 10.3157])!;
    const [px, py] = project(view, 123.8854, 10.3157);
    expect(x).toBeCloseTo(px, 6);
    expect(y).toBeCloseTo(py, 6);
  });

  it("draws a country, the region and a city small enough to inline (well under 60 KB)", () => {
    for (const view of [
      fitBounds(REGION_BOUNDS, undefined, 20),
      ...Object.values(COUNTRY_BOUNDS).map((bounds) => fitBounds(bounds, undefined, 20)),
    ]) {
      const { land, borders } = landPaths(view);
      expect(land).toMatch(/^M/);
      expect(land.length + borders.length).toBeLessThan(40_000);
    }
    const city = fitPoints([
      { latitude: 5.4164, longitude: 100.3327 },
      { latitude: 5.2806, longitude: 100.2797 },
    ])!;
    // A city view reads the detailed (10 m) data once, which takes a moment on a busy machine.
    expect(resolutionFor(city)).toBe("10m");
    expect(landPaths(city).land).toMatch(/^M[\d. -]+l/);
    // Everything drawn stays inside the box (clipped), give or take a pixel.
    const first = landPaths(city).land.match(/^M([\d.]+) ([\d.]+)/)!;
    expect(Number(first[1])).toBeLessThanOrEqual(city.width + 1);
    expect(Number(first[2])).toBeLessThanOrEqual(city.height + 1);
  }, 30_000);

  it("draws open sea as nothing", () => {
    expect(landPaths(fitBounds({ north: -30, south: -36, east: -120, west: -126 })).land).toBe("");
  });
});
