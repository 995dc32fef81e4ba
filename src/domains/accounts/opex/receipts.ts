/**
 * Receipts of expenses: checked by their content (the first bytes say what the file is, and the file must
 * then read as that: sharp decodes an image's header, pdf-lib parses a PDF), never by the name the browser
 * sent. Stored privately under `receipts/opex/`, which the public files route does not serve; they are
 * downloaded through the opex page's own authorised route.
 */
import { randomUUID } from "node:crypto";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { invalidArgument } from "@/server/functions";
import { deleteFile, getFile, putFile } from "@/server/storage";
import { MAX_RECEIPT_BYTES, RECEIPT_EXTENSIONS, RECEIPT_MESSAGES, sniffReceiptType, type ReceiptType } from "./rules";

export interface CheckedReceipt {
  bytes: Buffer;
  type: ReceiptType;
  name: string;
  key: string;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A receipt as it arrives, or an invalid-argument error that says what is wrong with it (nothing is written). */
export async function checkReceipt(
  expenseId: string,
  upload: { fileName?: string; contentBase64: string },
): Promise<CheckedReceipt> {
  if (!BASE64.test(upload.contentBase64)) throw invalidArgument("The receipt must be sent in base64.");
  // The decoded size is judged before anything decodes it.
  if ((upload.contentBase64.length * 3) / 4 - (upload.contentBase64.match(/=+$/)?.[0].length ?? 0) > MAX_RECEIPT_BYTES)
    throw invalidArgument(RECEIPT_MESSAGES.tooLarge);
  const bytes = Buffer.from(upload.contentBase64, "base64");
  if (bytes.byteLength === 0) throw invalidArgument(RECEIPT_MESSAGES.empty);
  if (bytes.byteLength > MAX_RECEIPT_BYTES) throw invalidArgument(RECEIPT_MESSAGES.tooLarge);
  const type = sniffReceiptType(bytes);
  if (!type) throw invalidArgument(RECEIPT_MESSAGES.wrongKind);
  if (type === "application/pdf") {
    try {
      // pdf-lib reads leniently: a document it can load must also have pages to count as a receipt.
      const document = await PDFDocument.load(bytes, {
        ignoreEncryption: true,
        updateMetadata: false,
        throwOnInvalidObject: true,
      });
      if (document.getPageCount() < 1) throw new Error("no pages");
    } catch {
      throw invalidArgument(RECEIPT_MESSAGES.unreadable);
    }
  } else {
    try {
      const metadata = await sharp(bytes, { failOn: "error", limitInputPixels: false }).metadata();
      const expected = { "image/jpeg": "jpeg", "image/png": "png", "image/webp": "webp" }[type];
      if (metadata.format !== expected) throw new Error("format mismatch");
    } catch {
      throw invalidArgument(RECEIPT_MESSAGES.unreadable);
    }
  }
  const name =
    (upload.fileName ?? "")
      .replace(/[\u0000-\u001f\u007f/\\]/g, "")
      .trim()
      .slice(0, 200) || `receipt${RECEIPT_EXTENSIONS[type]}`;
  return { bytes, type, name, key: `receipts/opex/${expenseId}/${randomUUID()}${RECEIPT_EXTENSIONS[type]}` };
}

/**
 * Writes a checked receipt; called last in a write, after every check passed. The file is removed again if the
 * write or its commit fails (`onRollback` of the function's context), so no file outlives its row.
 */
export async function storeReceipt(
  receipt: CheckedReceipt,
  onRollback: (task: () => Promise<void>) => void,
): Promise<void> {
  onRollback(() => deleteFile(receipt.key));
  await putFile(receipt.key, receipt.bytes);
}

export async function readReceipt(key: string): Promise<Buffer | null> {
  try {
    return await getFile(key);
  } catch {
    return null;
  }
}
