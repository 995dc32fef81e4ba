/**
 * The language an invoice or credit note is printed in (docs/I18N.md): the one it is addressed to reads it. A
 * guest's invoice and its credit note take the guest's profile language (the address the booking was made with,
 * as the guest's emails do: server/email/language.ts), English when the guest has no account or no language; a
 * supplier's commission documents stay English, as the dashboards are.
 */
import { DEFAULT_LOCALE, type Locale } from "@/lib/locales";
import type { DbOrTx } from "@/server/db";
import { recipientLocale } from "@/server/email/language";
import { isGuestDocument } from "./documents";
import type { FoundInvoice } from "./queries";

export async function invoiceLocale(db: DbOrTx, found: FoundInvoice): Promise<Locale> {
  if (!isGuestDocument(found.invoice) || !found.billToEmail) return DEFAULT_LOCALE;
  return recipientLocale(db, found.billToEmail);
}
