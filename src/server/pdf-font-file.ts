import "server-only";

/**
 * Makes every glyph of a TrueType font an even number of bytes long, so that fontkit's subsetter (the one
 * pdf-lib uses) writes a correct font. The subsetter copies each glyph as the font stores it and, when the
 * subset is small, writes the short `loca` format, which counts offsets in 2-byte words: after a glyph of odd
 * length every later offset points one byte early and those glyphs draw as nothing. The Noto fonts we use
 * store glyphs unpadded (their `loca` is the long format, where that is allowed), so a subset printed "S" for
 * "Staysia". Padding each glyph with a zero byte changes no outline (a glyph's length is not part of it).
 * Fonts whose glyphs are all even already come back unchanged.
 */
export function withEvenGlyphs(font: Uint8Array): Uint8Array {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const numTables = view.getUint16(4);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const at = 12 + 16 * index;
    return {
      tag: String.fromCharCode(...font.subarray(at, at + 4)),
      offset: view.getUint32(at + 8),
      length: view.getUint32(at + 12),
    };
  });
  const table = (tag: string) => {
    const found = tables.find((entry) => entry.tag === tag);
    if (!found) throw new Error(`withEvenGlyphs: the font has no ${tag} table`);
    return found;
  };
  const head = table("head");
  const loca = table("loca");
  const glyf = table("glyf");
  const longOffsets = view.getInt16(head.offset + 50) === 1;
  const numGlyphs = view.getUint16(table("maxp").offset + 4);
  const offsets = Array.from({ length: numGlyphs + 1 }, (_, index) =>
    longOffsets ? view.getUint32(loca.offset + 4 * index) : 2 * view.getUint16(loca.offset + 2 * index),
  );
  const odd = offsets.some((offset) => offset % 2 === 1);
  if (!odd) return font;

  // The new glyf (each glyph padded to even) and its loca in the long format.
  const glyphs = offsets
    .slice(0, -1)
    .map((offset, index) => font.subarray(glyf.offset + offset, glyf.offset + offsets[index + 1]!));
  const newGlyf = new Uint8Array(glyphs.reduce((total, glyph) => total + glyph.length + (glyph.length % 2), 0));
  const newLoca = new Uint8Array(4 * (numGlyphs + 1));
  const locaView = new DataView(newLoca.buffer);
  let position = 0;
  glyphs.forEach((glyph, index) => {
    locaView.setUint32(4 * index, position);
    newGlyf.set(glyph, position);
    position += glyph.length + (glyph.length % 2);
  });
  locaView.setUint32(4 * numGlyphs, position);
  const newHead = font.slice(head.offset, head.offset + head.length);
  new DataView(newHead.buffer).setInt16(50, 1);

  // The same table directory, each table at a 4-byte boundary after it.
  const contents = tables.map((entry) =>
    entry.tag === "glyf"
      ? newGlyf
      : entry.tag === "loca"
        ? newLoca
        : entry.tag === "head"
          ? newHead
          : font.subarray(entry.offset, entry.offset + entry.length),
  );
  const headerLength = 12 + 16 * numTables;
  const size = contents.reduce((total, content) => total + Math.ceil(content.length / 4) * 4, headerLength);
  const out = new Uint8Array(size);
  const outView = new DataView(out.buffer);
  out.set(font.subarray(0, 12));
  let offset = headerLength;
  contents.forEach((content, index) => {
    const at = 12 + 16 * index;
    out.set(font.subarray(at, at + 4), at);
    outView.setUint32(at + 4, checksum(content));
    outView.setUint32(at + 8, offset);
    outView.setUint32(at + 12, content.length);
    out.set(content, offset);
    offset += Math.ceil(content.length / 4) * 4;
  });
  return out;
}

/** A table's checksum: the sum of its big-endian 32-bit words, the last one padded with zeros. */
function checksum(content: Uint8Array): number {
  let sum = 0;
  for (let index = 0; index < content.length; index += 4) {
    const word =
      ((content[index] ?? 0) << 24) |
      ((content[index + 1] ?? 0) << 16) |
      ((content[index + 2] ?? 0) << 8) |
      (content[index + 3] ?? 0);
    sum = (sum + (word >>> 0)) >>> 0;
  }
  return sum;
}
