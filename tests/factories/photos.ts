import sharp from "sharp";
import type { Random } from "./random";

/**
 * Listing photos drawn at seed time (no downloads): an exterior at golden hour and a calm interior, in a
 * palette per city, rendered by sharp from SVG to small WebP files.
 */
const PALETTES = [
  { sky: ["#f6d365", "#fda085"], wall: "#f4efe6", accent: "#2f6f73" },
  { sky: ["#a1c4fd", "#c2e9fb"], wall: "#eef2f3", accent: "#3b5b92" },
  { sky: ["#fbc2eb", "#a6c1ee"], wall: "#f7f1f0", accent: "#8e4162" },
  { sky: ["#84fab0", "#8fd3f4"], wall: "#f1f6f2", accent: "#2e7d5b" },
  { sky: ["#ffecd2", "#fcb69f"], wall: "#faf3ea", accent: "#b5651d" },
  { sky: ["#cfd9df", "#e2ebf0"], wall: "#f3f4f6", accent: "#374151" },
];

export const PHOTO_WIDTH = 960;
export const PHOTO_HEIGHT = 640;

function exterior(random: Random, paletteIndex: number): string {
  const p = PALETTES[paletteIndex % PALETTES.length]!;
  const towers: string[] = [];
  let x = -20;
  while (x < PHOTO_WIDTH) {
    const width = random.int(90, 170);
    const height = random.int(200, 470);
    const top = PHOTO_HEIGHT - 90 - height;
    const shade = random.pick(["#ffffff", "#f8fafc", "#eef2f7", p.wall]);
    towers.push(`<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${shade}" opacity="0.96"/>`);
    for (let wy = top + 18; wy < PHOTO_HEIGHT - 110; wy += 28) {
      for (let wx = x + 12; wx < x + width - 18; wx += 24) {
        const lit = random.chance(0.35);
        towers.push(
          `<rect x="${wx}" y="${wy}" width="12" height="14" rx="2" fill="${lit ? "#ffd98a" : p.accent}" opacity="${lit ? 0.9 : 0.28}"/>`,
        );
      }
    }
    x += width + random.int(8, 30);
  }
  const palms = Array.from({ length: random.int(1, 3) }, () => {
    const px = random.int(40, PHOTO_WIDTH - 40);
    return `<g transform="translate(${px} ${PHOTO_HEIGHT - 90})"><rect x="-4" y="-150" width="8" height="150" fill="#5b4636"/>
      ${[-60, -20, 20, 60, 100].map((angle) => `<ellipse cx="0" cy="-150" rx="60" ry="12" fill="#2f855a" transform="rotate(${angle} 0 -150) translate(45 0)"/>`).join("")}</g>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${random.int(120, 840)}" cy="${random.int(80, 160)}" r="46" fill="#fff7d6" opacity="0.8"/>
    ${towers.join("")}
    <rect y="${PHOTO_HEIGHT - 90}" width="100%" height="90" fill="#4a5d4f"/>
    <rect y="${PHOTO_HEIGHT - 60}" width="100%" height="60" fill="#3d4b41"/>
    ${palms}
  </svg>`;
}

function interior(random: Random, paletteIndex: number): string {
  const p = PALETTES[paletteIndex % PALETTES.length]!;
  const sofa = random.pick(["#8da9c4", "#c9a27e", "#9bb59a", "#d8b4a0", "#7c8a9e"]);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}">
    <defs><linearGradient id="win" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="${p.wall}"/>
    <rect x="560" y="70" width="300" height="300" rx="6" fill="url(#win)" stroke="#ffffff" stroke-width="14"/>
    <line x1="710" y1="70" x2="710" y2="370" stroke="#ffffff" stroke-width="10"/>
    <rect y="450" width="100%" height="190" fill="#caa67a"/>
    <rect y="450" width="100%" height="10" fill="#b38e62"/>
    <rect x="90" y="330" width="400" height="120" rx="26" fill="${sofa}"/>
    <rect x="70" y="300" width="60" height="160" rx="24" fill="${sofa}"/>
    <rect x="450" y="300" width="60" height="160" rx="24" fill="${sofa}"/>
    <rect x="120" y="270" width="340" height="90" rx="24" fill="${sofa}" opacity="0.9"/>
    <rect x="230" y="500" width="260" height="22" rx="8" fill="#6b4f3a"/>
    <rect x="250" y="522" width="10" height="60" fill="#6b4f3a"/><rect x="460" y="522" width="10" height="60" fill="#6b4f3a"/>
    <circle cx="${random.int(160, 400)}" cy="200" r="70" fill="${p.accent}" opacity="0.15"/>
    <rect x="820" y="380" width="50" height="70" rx="8" fill="#8b5e3c"/>
    <ellipse cx="845" cy="350" rx="40" ry="55" fill="#3f7d4f"/>
  </svg>`;
}

export async function renderListingPhotos(random: Random, paletteIndex: number) {
  const render = (svg: string) => sharp(Buffer.from(svg)).webp({ quality: 72 }).toBuffer();
  return {
    exterior: await render(exterior(random, paletteIndex)),
    interior: await render(interior(random, paletteIndex)),
  };
}

/** A day tour: hills or limestone cliffs over water, with a small boat. */
function tourScene(random: Random, paletteIndex: number): string {
  const p = PALETTES[paletteIndex % PALETTES.length]!;
  const hills = Array.from({ length: 4 }, (_, i) => {
    const x = i * 260 - random.int(0, 80);
    const height = random.int(180, 340);
    return `<path d="M${x} ${PHOTO_HEIGHT - 200} Q${x + 150} ${PHOTO_HEIGHT - 200 - height} ${x + 320} ${PHOTO_HEIGHT - 200} Z" fill="#3f7d4f" opacity="${0.55 + i * 0.1}"/>`;
  }).join("");
  const boatX = random.int(160, 700);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${random.int(100, 860)}" cy="${random.int(70, 150)}" r="40" fill="#fff7d6" opacity="0.85"/>
    ${hills}
    <rect y="${PHOTO_HEIGHT - 200}" width="100%" height="200" fill="#4b8fa6"/>
    <rect y="${PHOTO_HEIGHT - 120}" width="100%" height="120" fill="#3b7690"/>
    <path d="M${boatX} ${PHOTO_HEIGHT - 150} h190 l-30 34 h-130 Z" fill="#8b5e3c"/>
    <rect x="${boatX + 70}" y="${PHOTO_HEIGHT - 200}" width="60" height="50" rx="6" fill="${p.accent}"/>
  </svg>`;
}

/** An airport transfer: a car on a road at dusk, the terminal behind. */
function transferScene(random: Random, paletteIndex: number): string {
  const p = PALETTES[paletteIndex % PALETTES.length]!;
  const carX = random.int(120, 560);
  const body = random.pick(["#1f2937", "#f8fafc", "#9ca3af", "#1e3a8a"]);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[1]}"/><stop offset="1" stop-color="${p.sky[0]}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <path d="M0 300 Q480 ${random.int(180, 240)} 960 300 V380 H0 Z" fill="#e5e7eb"/>
    <rect y="300" width="100%" height="80" fill="#cbd5e1"/>
    ${Array.from({ length: 12 }, (_, i) => `<rect x="${i * 80 + 10}" y="310" width="60" height="50" fill="#93c5fd" opacity="0.7"/>`).join("")}
    <rect y="380" width="100%" height="260" fill="#4b5563"/>
    ${Array.from({ length: 8 }, (_, i) => `<rect x="${i * 130}" y="500" width="70" height="10" fill="#f9fafb"/>`).join("")}
    <path d="M${carX} 470 q20 -60 90 -64 h150 q60 4 90 64 Z" fill="${body}"/>
    <rect x="${carX - 20}" y="466" width="370" height="60" rx="20" fill="${body}"/>
    <rect x="${carX + 100}" y="420" width="70" height="40" rx="6" fill="#bfdbfe"/>
    <rect x="${carX + 180}" y="420" width="70" height="40" rx="6" fill="#bfdbfe"/>
    <circle cx="${carX + 60}" cy="530" r="30" fill="#111827"/><circle cx="${carX + 270}" cy="530" r="30" fill="#111827"/>
    <circle cx="${carX + 335}" cy="490" r="9" fill="#fde68a"/>
  </svg>`;
}

/** A meal: a table seen from above, with bowls of colourful dishes. */
function mealScene(random: Random, paletteIndex: number): string {
  const p = PALETTES[paletteIndex % PALETTES.length]!;
  const dishes = ["#e76f51", "#f4a261", "#2a9d8f", "#e9c46a", "#a7c957", "#d62828"];
  const bowls = Array.from({ length: random.int(4, 6) }, (_, i) => {
    const cx = 160 + (i % 3) * 300 + random.int(-30, 30);
    const cy = 190 + Math.floor(i / 3) * 260 + random.int(-20, 20);
    const r = random.int(80, 110);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff"/><circle cx="${cx}" cy="${cy}" r="${r - 22}" fill="${random.pick(dishes)}"/>
      <circle cx="${cx - 20}" cy="${cy - 15}" r="${random.int(10, 22)}" fill="#ffffff" opacity="0.35"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}">
    <rect width="100%" height="100%" fill="#a0704a"/>
    ${Array.from({ length: 8 }, (_, i) => `<rect y="${i * 80}" width="100%" height="3" fill="#8b5e3c" opacity="0.5"/>`).join("")}
    <rect x="40" y="40" width="880" height="560" rx="24" fill="${p.wall}" opacity="0.25"/>
    ${bowls}
    <rect x="870" y="120" width="14" height="400" rx="7" fill="#6b4f3a"/>
  </svg>`;
}

/** Two photos of an add-on product (a tour, a transfer or a meal), drawn like the listings' (no downloads). */
export async function renderAddonPhotos(
  random: Random,
  kind: "day_tour" | "airport_transfer" | "meal",
  paletteIndex: number,
): Promise<Buffer[]> {
  const render = (svg: string) => sharp(Buffer.from(svg)).webp({ quality: 72 }).toBuffer();
  const scene = kind === "day_tour" ? tourScene : kind === "airport_transfer" ? transferScene : mealScene;
  return [await render(scene(random, paletteIndex)), await render(scene(random, paletteIndex + 1))];
}
