/**
 * What a reader sees in a PDF, through poppler (Debian's poppler-utils, installed by `npm test` and CI):
 * `pdftotext` for its text, `pdftoppm` for a page rendered as an image. Both prove more than pdf-lib reading
 * its own output: another engine parses the fonts, their subsets and their ToUnicode maps.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

async function inTempFolder<T>(bytes: Uint8Array, work: (file: string, folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(tmpdir(), "staysia-pdf-"));
  try {
    const file = path.join(folder, "document.pdf");
    await writeFile(file, bytes);
    return await work(file, folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The text of every page as poppler extracts it, in reading order; poppler's warnings fail the call. */
export function pdfToText(bytes: Uint8Array): Promise<string> {
  return inTempFolder(bytes, async (file) => {
    const { stdout, stderr } = await run("pdftotext", ["-enc", "UTF-8", file, "-"], { maxBuffer: 16 * 1024 * 1024 });
    if (stderr.trim()) throw new Error(`pdftotext: ${stderr}`);
    return stdout;
  });
}

/** The first page rendered as a PNG at 60 dpi: its bytes; poppler's errors fail the call. */
export function pdfFirstPagePng(bytes: Uint8Array): Promise<Buffer> {
  return inTempFolder(bytes, async (file, folder) => {
    const { stderr } = await run("pdftoppm", [
      "-png",
      "-r",
      "60",
      "-f",
      "1",
      "-l",
      "1",
      "-singlefile",
      file,
      path.join(folder, "page"),
    ]);
    if (stderr.trim()) throw new Error(`pdftoppm: ${stderr}`);
    const png = path.join(folder, "page.png");
    if ((await stat(png)).size === 0) throw new Error("pdftoppm wrote an empty image");
    return readFile(png);
  });
}

/** Text with every kind of white space removed: a name or address that wrapped across lines reads whole again. */
export function withoutSpaces(text: string): string {
  return text.replace(/\s+/gu, "");
}
