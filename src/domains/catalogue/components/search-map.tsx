import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, Minus, Plus } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { landPaths } from "../map-land";
import { project, type Bounds, type MapView } from "../map-view";

export interface MapPin {
  id: string;
  href: string;
  /** The pin's accessible name: the stay's title and price. */
  label: string;
  latitude: number;
  longitude: number;
}

/** Where each map-area control leads; a missing one is not offered (zoomed in as far as it goes, …). */
export interface MapLinks {
  zoomIn?: string;
  zoomOut?: string;
  north: string;
  south: string;
  east: string;
  west: string;
  /** Search exactly what the map shows (when the search is not an area yet). */
  searchArea?: string;
  /** Back to the search without an area. */
  clear?: string;
}

/**
 * The results on a map, drawn on the server as inline SVG: Natural Earth land and borders, a point per
 * result linking to its stay, and plain links that move the searched area, so it costs no client
 * JavaScript, loads no tiles and works without JavaScript.
 */
export function SearchMap({
  view,
  area,
  pins,
  links,
  place,
}: {
  view: MapView;
  area?: Bounds;
  pins: MapPin[];
  links: MapLinks;
  place: string;
}) {
  const t = useTranslations("search");
  const { land, borders } = landPaths(view);
  const { width, height } = view;
  const areaBox = area && boxOf(view, area);
  // Hovering or focusing a result card lights its point (CSS only: the layout holds both).
  const highlight = pins
    .map(
      (pin) =>
        `#search-layout:has([data-result="${pin.id}"]:is(:hover,:focus-within)) [data-pin="${pin.id}"] .pin-dot{fill:#d97706;r:9px}`,
    )
    .join("");
  return (
    <section aria-label={t("map.label")} className="overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
      {highlight && <style>{highlight}</style>}
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="block h-auto w-full"
        role="group"
        aria-labelledby="search-map-title"
        aria-describedby="search-map-desc"
        data-testid="search-map"
      >
        <title id="search-map-title">{t("map.title", { place })}</title>
        <desc id="search-map-desc">{pins.length === 0 ? t("map.noPins") : t("map.pins", { count: pins.length })}</desc>
        <rect width={width} height={height} fill="#d4e4f1" />
        {land && <path d={land} fill="#f3f4ec" stroke="#9fb1a1" strokeWidth={0.7} strokeLinejoin="round" />}
        {borders && <path d={borders} fill="none" stroke="#7c8593" strokeWidth={0.8} strokeDasharray="3 2" />}
        {areaBox && <rect {...areaBox} fill="none" stroke="#0f766e" strokeWidth={1.5} strokeDasharray="6 3" />}
        {pins.map((pin) => {
          const [x, y] = project(view, pin.longitude, pin.latitude);
          return (
            <a
              key={pin.id}
              href={pin.href}
              aria-label={pin.label}
              data-pin={pin.id}
              data-lat={pin.latitude}
              data-lng={pin.longitude}
              className="group outline-none"
            >
              <title>{pin.label}</title>
              <circle
                cx={round(x)}
                cy={round(y)}
                r={12}
                fill="transparent"
                className="stroke-transparent group-focus-visible:stroke-ink"
                strokeWidth={2.5}
              />
              <circle
                cx={round(x)}
                cy={round(y)}
                r={6.5}
                stroke="#fff"
                strokeWidth={2}
                className="pin-dot fill-brand-600 transition-all group-hover:fill-amber-600"
              />
            </a>
          );
        })}
      </svg>
      <div className="space-y-2 border-t border-line p-3">
        <nav aria-label={t("map.area")} className="flex flex-wrap items-center gap-1.5">
          <MapButton
            href={links.zoomIn}
            label={t("map.zoomIn")}
            icon={<Plus className="h-3.5 w-3.5" aria-hidden="true" />}
          />
          <MapButton
            href={links.zoomOut}
            label={t("map.zoomOut")}
            icon={<Minus className="h-3.5 w-3.5" aria-hidden="true" />}
          />
          <span className="mx-1 h-5 w-px bg-line" aria-hidden="true" />
          <MapButton
            href={links.north}
            label={t("map.north")}
            name={t("map.moveNorth")}
            icon={<ArrowUp className="h-3.5 w-3.5" aria-hidden="true" />}
          />
          <MapButton
            href={links.south}
            label={t("map.south")}
            name={t("map.moveSouth")}
            icon={<ArrowDown className="h-3.5 w-3.5" aria-hidden="true" />}
          />
          <MapButton
            href={links.west}
            label={t("map.west")}
            name={t("map.moveWest")}
            icon={<ArrowLeft className="h-3.5 w-3.5" aria-hidden="true" />}
          />
          <MapButton
            href={links.east}
            label={t("map.east")}
            name={t("map.moveEast")}
            icon={<ArrowRight className="h-3.5 w-3.5" aria-hidden="true" />}
          />
        </nav>
        <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
          {links.searchArea && (
            <Link href={links.searchArea} prefetch={false} className="font-medium text-brand-700 underline">
              {t("map.searchArea")}
            </Link>
          )}
          {links.clear && (
            <Link href={links.clear} prefetch={false} className="font-medium text-brand-700 underline">
              {t("map.clearArea")}
            </Link>
          )}
          <span className="text-muted">{t("map.credit")}</span>
        </div>
      </div>
    </section>
  );
}

function MapButton({
  href,
  label,
  name,
  icon,
}: {
  href?: string;
  label: string;
  name?: string;
  icon: React.ReactNode;
}) {
  const className =
    "inline-flex items-center gap-1 rounded-lg border border-line bg-white px-2 py-1 text-xs font-medium";
  if (!href) {
    return (
      <span className={`${className} text-muted`}>
        {icon}
        {label}
      </span>
    );
  }
  return (
    <Link href={href} prefetch={false} aria-label={name} className={`${className} hover:bg-brand-50`}>
      {icon}
      {label}
    </Link>
  );
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The searched area's outline, when it is smaller than the map (the map keeps its shape). */
function boxOf(view: MapView, area: Bounds): { x: number; y: number; width: number; height: number } | null {
  const [x0, y0] = project(view, area.west, area.north);
  const [x1, y1] = project(view, area.east, area.south);
  if (x0 <= 2 && y0 <= 2 && x1 >= view.width - 2 && y1 >= view.height - 2) return null;
  return { x: round(x0), y: round(y0), width: round(x1 - x0), height: round(y1 - y0) };
}
