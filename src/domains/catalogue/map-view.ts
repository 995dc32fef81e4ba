/**
 * The search map's geometry, pure: a Web Mercator view that fits an area or some points into a fixed
 * box, where a point lands in it, and the map-area moves (zoom, pan) the "Search this area" links make.
 * Longitudes are degrees east in [-180, 180]; a box with west > east crosses the antimeridian.
 */
import type { CountryCode } from "@/lib/countries";

export interface Bounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

export interface MapView {
  width: number;
  height: number;
  /** Pixels per radian of longitude. */
  scale: number;
  /** The longitude at the centre, and the centre's Mercator y (radians). */
  centreLon: number;
  centreY: number;
  /** What the whole box shows. */
  visible: Bounds;
}

/** The map's box (the SVG's viewBox); CSS scales it to the column. */
export const MAP_SIZE = { width: 480, height: 400 } as const;
/** Web Mercator stops short of the poles. */
export const MAX_LATITUDE = 85;
/** The smallest area the map zooms into (about 500 m tall). */
export const MIN_SPAN_DEGREES = 0.005;

/** Roughly each country's extent, for a search with nothing to fit. */
export const COUNTRY_BOUNDS: Record<CountryCode, Bounds> = {
  malaysia: { north: 7.4, south: 0.8, east: 119.3, west: 99.6 },
  philippines: { north: 21.1, south: 4.6, east: 126.6, west: 116.9 },
  indonesia: { north: 6, south: -11, east: 141, west: 95 },
  thailand: { north: 20.5, south: 5.6, east: 105.7, west: 97.3 },
};
/** Where we operate, all four countries. */
export const REGION_BOUNDS: Bounds = { north: 21.1, south: -11, east: 141, west: 95 };

const RAD = Math.PI / 180;

function clampLatitude(lat: number): number {
  return Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
}

export function mercatorY(lat: number): number {
  return Math.log(Math.tan(Math.PI / 4 + (clampLatitude(lat) * RAD) / 2));
}

export function latitudeOf(y: number): number {
  return (2 * Math.atan(Math.exp(y)) - Math.PI / 2) / RAD;
}

/** A longitude in [-180, 180]. */
export function normaliseLongitude(lon: number): number {
  if (lon >= -180 && lon <= 180) return lon;
  return ((((lon + 180) % 360) + 360) % 360) - 180;
}

/** Degrees of longitude from west to east, across the antimeridian when west > east. */
export function longitudeSpan(bounds: Bounds): number {
  return bounds.east >= bounds.west ? bounds.east - bounds.west : bounds.east + 360 - bounds.west;
}

/** The view that shows `bounds` whole, centred, with `margin` pixels left free on every side. */
export function fitBounds(bounds: Bounds, size: { width: number; height: number } = MAP_SIZE, margin = 0): MapView {
  const { width, height } = size;
  const spanX = Math.max(longitudeSpan(bounds), 1e-6) * RAD;
  const [yNorth, ySouth] = [mercatorY(bounds.north), mercatorY(bounds.south)];
  const spanY = Math.max(yNorth - ySouth, 1e-6);
  // Never so far out that the world repeats across the box.
  const scale = Math.max(Math.min((width - 2 * margin) / spanX, (height - 2 * margin) / spanY), width / (2 * Math.PI));
  const centreLon = normaliseLongitude(bounds.west + longitudeSpan(bounds) / 2);
  const centreY = Math.max(
    -mercatorY(MAX_LATITUDE) + height / 2 / scale,
    Math.min(mercatorY(MAX_LATITUDE) - height / 2 / scale, (yNorth + ySouth) / 2),
  );
  const halfLon = Math.min(180, width / 2 / scale / RAD);
  const visible: Bounds =
    halfLon >= 180
      ? { north: 0, south: 0, west: -180, east: 180 }
      : {
          north: 0,
          south: 0,
          west: normaliseLongitude(centreLon - halfLon),
          east: normaliseLongitude(centreLon + halfLon),
        };
  visible.north = clampLatitude(latitudeOf(centreY + height / 2 / scale));
  visible.south = clampLatitude(latitudeOf(centreY - height / 2 / scale));
  return { width, height, scale, centreLon, centreY, visible };
}

/**
 * The view that shows every point with a margin: a little padding around their extent, and at least a
 * town's width (`minSpan` degrees) so one result does not fill the map. Null without points.
 */
export function fitPoints(
  points: { latitude: number; longitude: number }[],
  size: { width: number; height: number } = MAP_SIZE,
  { margin = 28, minSpan = 0.04 }: { margin?: number; minSpan?: number } = {},
): MapView | null {
  if (points.length === 0) return null;
  const lats = points.map((point) => point.latitude);
  const lons = points.map((point) => point.longitude);
  let [south, north, west, east] = [Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)];
  if (north - south < minSpan) [south, north] = [(south + north) / 2 - minSpan / 2, (south + north) / 2 + minSpan / 2];
  if (east - west < minSpan) [west, east] = [(west + east) / 2 - minSpan / 2, (west + east) / 2 + minSpan / 2];
  return fitBounds({ north: clampLatitude(north), south: clampLatitude(south), east, west }, size, margin);
}

/** Where a point lands in the view's box, in pixels from its top left. */
export function project(view: MapView, longitude: number, latitude: number): [number, number] {
  const dLon = normaliseLongitude(longitude - view.centreLon);
  return [
    view.width / 2 + view.scale * dLon * RAD,
    view.height / 2 - view.scale * (mercatorY(latitude) - view.centreY),
  ];
}

export function contains(bounds: Bounds, latitude: number, longitude: number): boolean {
  if (latitude < bounds.south || latitude > bounds.north) return false;
  return bounds.west <= bounds.east
    ? longitude >= bounds.west && longitude <= bounds.east
    : longitude >= bounds.west || longitude <= bounds.east;
}

/** Four decimals (about 11 m): short URLs, and the same area always reads back the same. */
export function roundBounds(bounds: Bounds): Bounds {
  const round = (value: number) => Math.round(value * 1e4) / 1e4 || 0;
  return { north: round(bounds.north), south: round(bounds.south), east: round(bounds.east), west: round(bounds.west) };
}

function fromMercator(centreLon: number, halfLon: number, centreY: number, halfY: number): Bounds {
  const top = mercatorY(MAX_LATITUDE);
  // Keep the box's height when it meets the edge of the map: slide it back instead of squashing it.
  const half = Math.min(halfY, top);
  const y = Math.max(-top + half, Math.min(top - half, centreY));
  const lon =
    halfLon >= 180
      ? { west: -180, east: 180 }
      : { west: normaliseLongitude(centreLon - halfLon), east: normaliseLongitude(centreLon + halfLon) };
  return roundBounds({ north: latitudeOf(y + half), south: latitudeOf(y - half), ...lon });
}

function mercatorOf(bounds: Bounds) {
  const [yNorth, ySouth] = [mercatorY(bounds.north), mercatorY(bounds.south)];
  const halfLon = longitudeSpan(bounds) / 2;
  return {
    centreLon: normaliseLongitude(bounds.west + halfLon),
    halfLon,
    centreY: (yNorth + ySouth) / 2,
    halfY: (yNorth - ySouth) / 2,
  };
}

/** The same centre, `factor` times as wide and tall (0.5 zooms in, 2 zooms out). */
export function zoomBounds(bounds: Bounds, factor: number): Bounds {
  const m = mercatorOf(bounds);
  return fromMercator(m.centreLon, m.halfLon * factor, m.centreY, m.halfY * factor);
}

export type PanDirection = "north" | "south" | "east" | "west";

/** The area moved half its own width or height. */
export function panBounds(bounds: Bounds, direction: PanDirection): Bounds {
  const m = mercatorOf(bounds);
  const shiftY = { north: m.halfY, south: -m.halfY, east: 0, west: 0 }[direction];
  const shiftLon = { north: 0, south: 0, east: m.halfLon, west: -m.halfLon }[direction];
  return fromMercator(normaliseLongitude(m.centreLon + shiftLon), m.halfLon, m.centreY + shiftY, m.halfY);
}

/** Whether zooming in still leaves a sensible area. */
export function canZoomIn(bounds: Bounds): boolean {
  return bounds.north - bounds.south > 2 * MIN_SPAN_DEGREES && longitudeSpan(bounds) > 2 * MIN_SPAN_DEGREES;
}

/** Whether zooming out shows more (not already the whole map). */
export function canZoomOut(bounds: Bounds): boolean {
  return longitudeSpan(bounds) < 360 || bounds.north < MAX_LATITUDE - 1e-3 || bounds.south > -MAX_LATITUDE + 1e-3;
}
