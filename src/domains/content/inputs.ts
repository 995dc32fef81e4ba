import { z } from "zod";
import { COUNTRY_CODES } from "@/lib/countries";
import { emailSchema, nameSchema, optionalPhoneSchema } from "@/lib/validation";

/*
 * The enquiry function's input schema. Client-safe (zod and pure rules only): the enquiry form validates with
 * the same schema before it calls, so each rule and its message is written once.
 */

export const ENQUIRY_TOPICS = [
  { value: "stay", label: "A stay or a booking" },
  { value: "corporate", label: "Corporate stays for a team" },
  { value: "list_property", label: "Listing my property" },
  { value: "invest", label: "StayInvest" },
  { value: "partnership", label: "A partnership" },
  { value: "other", label: "Something else" },
] as const;

/** `submitEnquiry`'s input. */
export const enquirySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: optionalPhoneSchema,
  topic: z.enum(["stay", "corporate", "list_property", "invest", "partnership", "other"], {
    error: "Choose what your message is about.",
  }),
  message: z
    .string({ error: "Write your message." })
    .trim()
    .min(10, { error: "Tell us a little more: at least 10 characters." })
    .max(4000, { error: "Your message must be at most 4,000 characters." }),
  source: z.enum(["contact", "corporatestays", "askstacy"]).default("contact"),
  country: z.enum(COUNTRY_CODES).default("malaysia"),
  /** A field people never see; bots fill it. A filled one is accepted and dropped. */
  website: z.string().max(200).optional(),
});

export type EnquiryInput = z.input<typeof enquirySchema>;
