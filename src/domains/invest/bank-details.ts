import "server-only";
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { env, type Env } from "@/server/env";

/**
 * Investors' bank details, encrypted at rest with AES-256-GCM. The user id is the associated data, so a
 * ciphertext copied onto another investor's row does not decrypt. The clear text exists only in this
 * module's callers on the server: pages and functions answer the masked form (`maskAccount`).
 */

export interface BankDetails {
  accountHolder: string;
  accountNumber: string;
  swiftCode: string;
}

const VERSION = "v1:";
/**
 * The development key: the embedded demo, test runs and `npm run dev` need no configuration. Known to anyone
 * who reads this file, so a production server without demo data refuses to use it.
 */
const DEVELOPMENT_KEY = createHash("sha256").update("staysia development bank details key").digest();

export class BankDetailsKeyMissingError extends Error {
  constructor() {
    super("BANK_DETAILS_KEY is not set: bank details cannot be read or written on this server.");
    this.name = "BankDetailsKeyMissingError";
  }
}

export function bankDetailsKey(settings: Env = env()): Buffer {
  if (settings.BANK_DETAILS_KEY) return Buffer.from(settings.BANK_DETAILS_KEY, "hex");
  if (settings.NODE_ENV !== "production" || settings.DEMO_DATA || settings.TEST_MODE) return DEVELOPMENT_KEY;
  throw new BankDetailsKeyMissingError();
}

export function encryptBankDetails(key: Buffer, userId: string, details: BankDetails): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(userId, "utf8"));
  const body = Buffer.concat([cipher.update(JSON.stringify(details), "utf8"), cipher.final()]);
  return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64");
}

export function decryptBankDetails(key: Buffer, userId: string, stored: string): BankDetails {
  if (!stored.startsWith(VERSION)) throw new Error("unknown bank details format");
  const raw = Buffer.from(stored.slice(VERSION.length), "base64");
  const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(userId, "utf8"));
  decipher.setAuthTag(raw.subarray(12, 28));
  const clear = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  return JSON.parse(clear) as BankDetails;
}
