/**
 * The search map's land and borders as SVG path data, drawn on the server from Natural Earth (public
 * domain) as the `world-atlas` package ships it in TopoJSON: no tile server, no network, no client code.
 * Only shapes that reach the view are projected; they are clipped to the box, rounded to a tenth of a pixel
 * and thinned to about a pixel, so a country view stays a few tens of kilobytes. Drawn views are kept, bounded by bytes.
 */
import "server-only";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { geoMercator, geoPath, type GeoProjection } from "d3-geo";
import { LRUCache } from "lru-cache";
import type { Feature, Geometry, LineString, MultiLineString, MultiPolygon, Polygon, Position } from "geojson";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { longitudeSpan, type Bounds, type MapView } from "./map-view";

type Resolution = "110m" | "50m" | "10m";

interface Shape<G extends Geometry> {
  geometry: G;
  /** west, south, east, north of its coordinates. */
  box: [number, number, number, number];
}

interface Atlas {
  land: Shape<Polygon>[];
  borders: Shape<LineString>[];
}

const atlases = new Map<Resolution, Atlas>();

function readTopology(name: string): Topology {
  // world-atlas is a runtime dependency; the files are read as they are, never bundled.
  return JSON.parse(readFileSync(join(process.cwd(), "node_modules", "world-atlas", name), "utf8")) as Topology;
}

function boxOf(positions: Position[]): Shape<Geometry>["box"] {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [lon, lat] of positions) {
    if (lon! < west) west = lon!;
    if (lon! > east) east = lon!;
    if (lat! < south) south = lat!;
    if (lat! > north) north = lat!;
  }
  return [west, south, east, north];
}

function atlas(resolution: Resolution): Atlas {
  const cached = atlases.get(resolution);
  if (cached) return cached;
  const landTopology = readTopology(`land-${resolution}.json`);
  const landObject = landTopology.objects.land as GeometryCollection;
  const land: Shape<Polygon>[] = [];
  for (const shape of (feature(landTopology, landObject) as unknown as { features: Feature<Polygon | MultiPolygon>[] })
    .features) {
    const polygons = shape.geometry.type === "Polygon" ? [shape.geometry.coordinates] : shape.geometry.coordinates;
    for (const coordinates of polygons)
      land.push({ geometry: { type: "Polygon", coordinates }, box: boxOf(coordinates[0]!) });
  }
  // Borders between countries; the 10 m land uses the 50 m borders (ours are at sea or in forests).
  const countriesTopology = readTopology(`countries-${resolution === "10m" ? "50m" : resolution}.json`);
  const lines: MultiLineString = mesh(
    countriesTopology,
    countriesTopology.objects.countries as GeometryCollection,
    (a, b) => a !== b,
  );
  const borders = lines.coordinates.map((coordinates) => ({
    geometry: { type: "LineString", coordinates } as LineString,
    box: boxOf(coordinates),
  }));
  const loaded = { land, borders };
  atlases.set(resolution, loaded);
  return loaded;
}

/** Coarser data for wider views: about one Natural Earth point per pixel or less. */
export function resolutionFor(view: MapView): Resolution {
  const span = longitudeSpan(view.visible);
  return span > 24 ? "110m" : span > 1.5 ? "50m" : "10m";
}

function overlaps(box: Shape<Geometry>["box"], visible: Bounds): boolean {
  const [west, south, east, north] = box;
  if (north < visible.south || south > visible.north) return false;
  const viewWest = visible.west;
  const viewEast = visible.west + longitudeSpan(visible);
  // The view may run past 180°; compare against the shape and its copies a turn either side.
  return [-360, 0, 360].some((turn) => west + turn <= viewEast && east + turn >= viewWest);
}

/** The d3 projection of a view: the same Web Mercator as `project`, clipped to the box (plus a hair). */
export function projectionOf(view: MapView): GeoProjection {
  return geoMercator()
    .rotate([-view.centreLon, 0])
    .scale(view.scale)
    .translate([view.width / 2, view.height / 2 + view.scale * view.centreY])
    .precision(0.5)
    .clipExtent([
      [-1, -1],
      [view.width + 1, view.height + 1],
    ]);
}

/** A path context that writes short SVG path data: relative moves, a tenth of a pixel, no sub-pixel steps. */
class PathWriter {
  private parts: string[] = [];
  private x = 0;
  private y = 0;
  private pending: [number, number] | null = null;
  constructor(private readonly tolerance: number) {}

  private static round(value: number): number {
    return Math.round(value * 10) / 10;
  }

  private static number(value: number): string {
    const text = String(Math.round(value * 10) / 10 || 0);
    return text.startsWith("0.") ? text.slice(1) : text.startsWith("-0.") ? `-${text.slice(2)}` : text;
  }

  private pair(dx: number, dy: number): string {
    const y = PathWriter.number(dy);
    return `${PathWriter.number(dx)}${y.startsWith("-") ? "" : " "}${y}`;
  }

  private flush() {
    if (!this.pending) return;
    const [x, y] = this.pending;
    this.parts.push(`l${this.pair(x - this.x, y - this.y)}`);
    [this.x, this.y] = [x, y];
    this.pending = null;
  }

  moveTo(x: number, y: number) {
    this.flush();
    const [rx, ry] = [PathWriter.round(x), PathWriter.round(y)];
    this.parts.push(`M${PathWriter.number(rx)} ${PathWriter.number(ry)}`);
    [this.x, this.y] = [rx, ry];
  }

  lineTo(x: number, y: number) {
    const [rx, ry] = [PathWriter.round(x), PathWriter.round(y)];
    if (Math.abs(rx - this.x) < this.tolerance && Math.abs(ry - this.y) < this.tolerance) {
      this.pending = [rx, ry];
      return;
    }
    this.pending = null;
    this.parts.push(`l${this.pair(rx - this.x, ry - this.y)}`);
    [this.x, this.y] = [rx, ry];
  }

  closePath() {
    this.flush();
    this.parts.push("z");
  }

  arc() {}

  toString(): string {
    this.flush();
    return this.parts.join("");
  }
}

function draw(view: MapView, geometries: Geometry[]): string {
  if (geometries.length === 0) return "";
  const writer = new PathWriter(0.8);
  const path = geoPath(projectionOf(view), writer as unknown as CanvasRenderingContext2D);
  path({ type: "GeometryCollection", geometries });
  // A ring thinned to fewer than three points draws nothing; drop those bits.
  return writer.toString().replace(/M[^Mz]*?z(?=M|$)/g, (ring) => ((ring.match(/l/g)?.length ?? 0) >= 2 ? ring : ""));
}

/**
 * Drawn views, bounded by their size (a wide view at a fine resolution is hundreds of kilobytes of path data, a
 * city's a few): 8 MB of strings at most per server, the least recently drawn dropped first.
 */
export const DRAWN_LAND_MAX_BYTES = 8 * 1024 * 1024;
const drawn = new LRUCache<string, { land: string; borders: string }>({
  maxSize: DRAWN_LAND_MAX_BYTES,
  sizeCalculation: (paths, key) => 2 * (key.length + paths.land.length + paths.borders.length) + 64,
});

/** The land (to fill) and the borders between countries (to stroke) in the view, as SVG path data. */
export function landPaths(view: MapView): { land: string; borders: string } {
  const resolution = resolutionFor(view);
  const key = [
    resolution,
    view.width,
    view.height,
    view.scale.toFixed(3),
    view.centreLon.toFixed(5),
    view.centreY.toFixed(6),
  ].join("|");
  const cached = drawn.get(key);
  if (cached) return cached;
  const { land, borders } = atlas(resolution);
  const result = {
    land: draw(
      view,
      land.filter((shape) => overlaps(shape.box, view.visible)).map((shape) => shape.geometry),
    ),
    borders: draw(
      view,
      borders.filter((shape) => overlaps(shape.box, view.visible)).map((shape) => shape.geometry),
    ),
  };
  drawn.set(key, result);
  return result;
}
