/**
 * A micro-investor's bank details: saved encrypted (`bank-details.ts`), shown masked, every change audited
 * by the function that makes it and confirmed by email to the investor (through the outbox, in the same
 * transaction, so the email exists if and only if the change does).
 */
import { eq } from "drizzle-orm";
import type { UserActor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { queueEmail } from "@/server/email";
import { recipientLocale } from "@/server/email/language";
import { env } from "@/server/env";
import { bankDetailsChangedEmail } from "./emails/bank-details-changed";
import { bankDetailsKey, encryptBankDetails, type BankDetails } from "./bank-details";
import { lastFour, maskAccount } from "./mask";
import { investorBankDetails } from "./schema";

export interface MaskedBankDetails {
  bankName: string;
  accountMasked: string;
  updatedAt: string;
}

/** What the page shows: the bank and the last four digits, never the number. */
export async function maskedBankDetails(
  db: DbOrTx,
  { actor }: { actor: UserActor },
): Promise<MaskedBankDetails | null> {
  const [row] = await db
    .select({
      bankName: investorBankDetails.bankName,
      last4: investorBankDetails.accountLast4,
      updatedAt: investorBankDetails.updatedAt,
    })
    .from(investorBankDetails)
    .where(eq(investorBankDetails.userId, actor.userId));
  return row
    ? { bankName: row.bankName, accountMasked: maskAccount(row.last4), updatedAt: row.updatedAt.toISOString() }
    : null;
}

export async function saveBankDetails(tx: DbOrTx, actor: UserActor, input: BankDetails & { bankName: string }) {
  const before = await maskedBankDetails(tx, { actor });
  const last4 = lastFour(input.accountNumber);
  const ciphertext = encryptBankDetails(bankDetailsKey(), actor.userId, {
    accountHolder: input.accountHolder,
    accountNumber: input.accountNumber,
    swiftCode: input.swiftCode,
  });
  const now = new Date();
  await tx
    .insert(investorBankDetails)
    .values({ userId: actor.userId, bankName: input.bankName, accountLast4: last4, ciphertext, updatedAt: now })
    .onConflictDoUpdate({
      target: investorBankDetails.userId,
      set: { bankName: input.bankName, accountLast4: last4, ciphertext, updatedAt: now },
    });
  const after: MaskedBankDetails = {
    bankName: input.bankName,
    accountMasked: maskAccount(last4),
    updatedAt: now.toISOString(),
  };
  const locale = await recipientLocale(tx, actor.email);
  await queueEmail(tx, await bankDetailsChangedEmail(actor.email, { before, after, appUrl: env().APP_URL, locale }));
  return { before, after };
}
