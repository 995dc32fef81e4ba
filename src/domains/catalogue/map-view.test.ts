import { describe, expect, it } from "vitest";
import {
  canZoomIn,
  contains,
  COUNTRY_BOUNDS,
  fitBounds,
  fitPoints,
  latitudeOf,
  longitudeSpan,
  MAP_SIZE,
  mercatorY,
  panBounds,
  project,
  roundBounds,
  zoomBounds,
} from "./map-view";

const penang = [
  { latitude: 5.4164, longitude: 100.3327 },
  { latitude: 5.4545, longitude: 100.2151 },
  { latitude: 5.2806, longitude: 100.2797 },
];

describe("the map view", () => {
  it("projects with Web Mercator: north is up, east is right, the inverse reads latitudes back", () => {
    expect(latitudeOf(mercatorY(5.4164))).toBeCloseTo(5.4164, 9);
    const view = fitBounds(COUNTRY_BOUNDS.malaysia);
    const [kl, penangCity] = [project(view, 101.6869, 3.139), project(view, 100.3327, 5.4164)];
    expect(penangCity[1]).toBeLessThan(kl[1]);
    expect(penangCity[0]).toBeLessThan(kl[0]);
  });

  it("fits an area whole and centred, margin included, and says what the box shows", () => {
    const bounds = COUNTRY_BOUNDS.thailand;
    const view = fitBounds(bounds, MAP_SIZE, 20);
    const [x0, y0] = project(view, bounds.west, bounds.north);
    const [x1, y1] = project(view, bounds.east, bounds.south);
    for (const x of [x0, x1]) expect(x).toBeGreaterThanOrEqual(20 - 1e-6);
    for (const x of [x0, x1]) expect(x).toBeLessThanOrEqual(MAP_SIZE.width - 20 + 1e-6);
    for (const y of [y0, y1]) expect(y).toBeGreaterThanOrEqual(20 - 1e-6);
    for (const y of [y0, y1]) expect(y).toBeLessThanOrEqual(MAP_SIZE.height - 20 + 1e-6);
    // One dimension touches the margin (the tighter one), and the area is centred.
    expect(Math.min(x0 - 20, y0 - 20)).toBeCloseTo(0, 6);
    expect((x0 + x1) / 2).toBeCloseTo(MAP_SIZE.width / 2, 6);
    expect((y0 + y1) / 2).toBeCloseTo(MAP_SIZE.height / 2, 6);
    // The visible area holds the fitted one, and its corners are the box's corners.
    expect(project(view, view.visible.west, view.visible.north)[0]).toBeCloseTo(0, 6);
    expect(project(view, view.visible.west, view.visible.north)[1]).toBeCloseTo(0, 6);
    expect(project(view, view.visible.east, view.visible.south)[0]).toBeCloseTo(MAP_SIZE.width, 6);
    expect(project(view, view.visible.east, view.visible.south)[1]).toBeCloseTo(MAP_SIZE.height, 6);
  });

  it("fits points with a margin, and one point to a town's width rather than a dot's", () => {
    const view = fitPoints(penang)!;
    for (const point of penang) {
      const [x, y] = project(view, point.longitude, point.latitude);
      expect(x).toBeGreaterThanOrEqual(28 - 1e-6);
      expect(x).toBeLessThanOrEqual(MAP_SIZE.width - 28 + 1e-6);
      expect(y).toBeGreaterThanOrEqual(28 - 1e-6);
      expect(y).toBeLessThanOrEqual(MAP_SIZE.height - 28 + 1e-6);
      expect(contains(view.visible, point.latitude, point.longitude)).toBe(true);
    }
    const one = fitPoints([penang[0]!])!;
    expect(one.visible.north - one.visible.south).toBeGreaterThan(0.04);
    expect(fitPoints([])).toBeNull();
  });

  it("centres across the antimeridian", () => {
    const view = fitBounds({ north: 10, south: -10, east: -170, west: 170 });
    expect(Math.abs(view.centreLon)).toBeCloseTo(180, 6);
    expect(project(view, 180, 0)[0]).toBeCloseTo(MAP_SIZE.width / 2, 6);
    expect(contains({ north: 10, south: -10, east: -170, west: 170 }, 0, 175)).toBe(true);
    expect(contains({ north: 10, south: -10, east: -170, west: 170 }, 0, 0)).toBe(false);
  });
});

describe("moving the map area", () => {
  const area = { north: 5.5, south: 5.2, east: 100.45, west: 100.15 };

  it("zooms in to the middle half and out to twice the size, around the same centre", () => {
    const inner = zoomBounds(area, 0.5);
    expect(longitudeSpan(inner)).toBeCloseTo(0.15, 3);
    expect(inner.north - inner.south).toBeCloseTo(0.15, 3);
    expect((inner.east + inner.west) / 2).toBeCloseTo(100.3, 3);
    expect(contains(area, inner.north, inner.east) && contains(area, inner.south, inner.west)).toBe(true);
    const outer = zoomBounds(area, 2);
    expect(longitudeSpan(outer)).toBeCloseTo(0.6, 3);
    expect(zoomBounds(inner, 2)).toEqual(roundBounds(area));
  });

  it("pans half the area's width or height, and back again", () => {
    const north = panBounds(area, "north");
    expect(north.south).toBeCloseTo(5.35, 3);
    expect(north.east).toBe(area.east);
    expect(panBounds(north, "south")).toEqual(area);
    const east = panBounds(area, "east");
    expect(east).toEqual({ ...area, west: 100.3, east: 100.6 });
    expect(panBounds(east, "west")).toEqual(area);
  });

  it("stays on the map: the poles stop a pan, the antimeridian wraps, zooming out stops at the world", () => {
    const arctic = panBounds({ north: 84, south: 80, east: 10, west: 0 }, "north");
    expect(arctic.north).toBeCloseTo(85, 3);
    expect(arctic.north - arctic.south).toBeGreaterThan(1);
    const pacific = panBounds({ north: 10, south: 0, east: 179, west: 171 }, "east");
    expect(pacific).toEqual({ north: 10, south: 0, east: -177, west: 175 });
    const world = zoomBounds(zoomBounds(COUNTRY_BOUNDS.indonesia, 16), 16);
    expect(world).toMatchObject({ east: 180, west: -180 });
    expect(world.north).toBeLessThanOrEqual(85);
    expect(canZoomIn(area)).toBe(true);
    expect(canZoomIn({ north: 5.301, south: 5.3, east: 100.301, west: 100.3 })).toBe(false);
  });
});
