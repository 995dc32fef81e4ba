/**
 * The rules of operating expenses that the browser and the server share (no I/O): categories, the receipt's
 * accepted kinds and size, and how a file's kind is told from its first bytes.
 */

export const OPEX_CATEGORIES = ["cleaning", "utilities", "repairs", "supplies", "fees", "other"] as const;
export type OpexCategory = (typeof OPEX_CATEGORIES)[number];

export const OPEX_CATEGORY_LABELS: Record<OpexCategory, string> = {
  cleaning: "Cleaning",
  utilities: "Utilities",
  repairs: "Repairs",
  supplies: "Supplies",
  fees: "Fees",
  other: "Other",
};

export const MAX_RECEIPT_BYTES = 5 * 1024 * 1024;
/** 5 MB as base64 is about 6.7 MB of JSON; the rest of an expense is small. */
export const RECEIPT_UPLOAD_MAX_BODY_BYTES = 7 * 1024 * 1024 + 512 * 1024;

export const RECEIPT_TYPES = ["image/jpeg", "image/png", "image/webp", "application/pdf"] as const;
export type ReceiptType = (typeof RECEIPT_TYPES)[number];

export const RECEIPT_EXTENSIONS: Record<ReceiptType, string> = {
  "image/jpeg": ".jpg",
  "image/png": ".png",
  "image/webp": ".webp",
  "application/pdf": ".pdf",
};

export const RECEIPT_MESSAGES = {
  tooLarge: "A receipt must be at most 5 MB.",
  wrongKind: "A receipt must be a JPEG, PNG or WebP image or a PDF.",
  empty: "The receipt file is empty.",
  unreadable: "The receipt could not be read: the file looks damaged. Please scan or export it again.",
} as const;

/** The kind of a file from its first bytes (its "magic number"), or null when it is none of ours. */
export function sniffReceiptType(bytes: Uint8Array): ReceiptType | null {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  )
    return "image/webp";
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return "application/pdf";
  return null;
}

/** What is wrong with a chosen file before it is sent (the server checks its content again), or null. */
export function receiptFileProblem(file: { size: number; type: string }): string | null {
  if (file.size === 0) return RECEIPT_MESSAGES.empty;
  if (file.size > MAX_RECEIPT_BYTES) return RECEIPT_MESSAGES.tooLarge;
  if (file.type && !(RECEIPT_TYPES as readonly string[]).includes(file.type)) return RECEIPT_MESSAGES.wrongKind;
  return null;
}
