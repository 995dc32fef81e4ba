import { eq } from "drizzle-orm";
import { z } from "zod";
import { enquiries } from "@/server/db/schema";
import { deliveryOfQueuedMail, queueEmail } from "@/server/email";
import { requestLocale } from "@/server/email/language";
import { env } from "@/server/env";
import { defineFunction, notFound } from "@/server/functions";
import { consume } from "@/server/rate-limit";
import { enquiryReceivedEmail, enquiryTopicLabel } from "./emails/enquiry-received";
import { enquirySchema } from "./inputs";

/** Acknowledgements one address may receive a day, whoever asks (a victim's address from many callers). */
export const ENQUIRY_COPIES_PER_ADDRESS = { max: 3, windowSeconds: 24 * 60 * 60 };

/**
 * /contact and the corporate stays form: stores the enquiry for operations staff and acknowledges it by
 * email, in one transaction. Anyone may call it with any address, so it must not be a relay: calls are
 * limited per client address (`rateLimit`), an address gets a few acknowledgements a day at most, and the
 * acknowledgement carries only our words (topic and reference), never the caller's name or message.
 */
export const submitEnquiry = defineFunction({
  name: "submitEnquiry",
  kind: "write",
  permission: "public",
  input: enquirySchema,
  rateLimit: { perAddress: { max: 10, windowSeconds: 60 * 60 } },
  handler: async ({ website, ...enquiry }, { db, audit, headers }) => {
    // The hidden field was filled: a bot. Answer as if all went well, keep nothing.
    if (website) return { received: true, reference: null, copy: deliveryOfQueuedMail() };
    const [row] = await db.insert(enquiries).values(enquiry).returning({ id: enquiries.id });
    const reference = `EQ-${row!.id.slice(0, 8).toUpperCase()}`;
    // The writer may have no account: the acknowledgement is in the language of the page they wrote from.
    const locale = requestLocale(headers);
    const topic = enquiryTopicLabel(enquiry.topic, locale);
    // Counted in the enquiry's transaction: a rolled-back enquiry sends nothing, so it need not count.
    const copy = await consume(db, { name: "enquiry-copy:recipient", ...ENQUIRY_COPIES_PER_ADDRESS }, enquiry.email);
    if (copy.allowed) {
      await queueEmail(
        db,
        await enquiryReceivedEmail(enquiry.email, { topic, reference, appUrl: env().APP_URL, locale }),
      );
    }
    audit({ entity: `enquiry:${row!.id}` });
    // What the page may say about the copy: sent, kept in the outbox (no mail server), or none (over the limit).
    return { received: true, reference, copy: copy.allowed ? deliveryOfQueuedMail() : ("none" as const) };
  },
});

/** Staff mark an enquiry answered or closed. */
export const setEnquiryStatus = defineFunction({
  name: "setEnquiryStatus",
  kind: "write",
  permission: "staff",
  input: z.strictObject({ id: z.uuid(), status: z.enum(["new", "answered", "closed"]) }),
  handler: async ({ id, status }, { db, audit }) => {
    const [before] = await db.select({ status: enquiries.status }).from(enquiries).where(eq(enquiries.id, id));
    if (!before) throw notFound("There is no such enquiry.");
    await db.update(enquiries).set({ status }).where(eq(enquiries.id, id));
    audit({ entity: `enquiry:${id}`, changes: { status: { from: before.status, to: status } } });
    return { id, status };
  },
});

export const contentFunctions = [submitEnquiry, setEnquiryStatus];
