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
        towers.push(`<rect x="${wx}" y="${wy}" width="12" height="14" rx="2" fill="${lit ? "#ffd98a" : p.accent}" opacity="${lit ? 0.9 : 0.28}"/>`);
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
