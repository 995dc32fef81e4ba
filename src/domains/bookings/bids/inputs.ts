import { z } from "zod";
import { isCalendarDate } from "../checkout-params";
import { guestNationalityInput } from "../inputs";

/*
 * The price-bid functions' input schemas. Client-safe (zod and pure rules only): the offer and counter-offer
 * forms validate with these same schemas before they call, so each rule and its message is written once.
 */

const amountMinor = z
  .number({ error: "Enter the total you offer." })
  .int({ error: "The amount must be whole minor units." })
  .positive({ error: "The amount must be more than zero." })
  .max(1_000_000_000_000, { error: "The amount is too large." });
const day = (message: string) => z.string({ error: message }).refine(isCalendarDate, { error: message });
const bidId = z.uuid({ error: "There is no such offer." });

/** `placeBid`'s input: a guest's total for nights at a place. */
export const placeBidInput = z
  .strictObject({
    propertyId: z.uuid({ error: "Choose a place." }),
    checkIn: day("Choose the check-in date."),
    checkOut: day("Choose the check-out date."),
    guests: z.number({ error: "Say how many guests." }).int().min(1, { error: "At least one guest." }).max(50),
    amountMinor,
    message: z.string().trim().max(500, { error: "A message has at most 500 characters." }).default(""),
    /** Asked, as at checkout, where a tax of the place's country exempts its citizens and permanent residents. */
    guestNationality: guestNationalityInput.optional(),
  })
  .refine((input) => input.checkOut > input.checkIn, {
    error: "Check-out must be after check-in.",
    path: ["checkOut"],
  });

/** `answerBid`'s input: the supplier accepts, rejects, or counters with a total. */
export const answerBidInput = z.discriminatedUnion(
  "action",
  [
    z.strictObject({ id: bidId, action: z.literal("accept") }),
    z.strictObject({ id: bidId, action: z.literal("reject") }),
    z.strictObject({ id: bidId, action: z.literal("counter"), amountMinor }),
  ],
  { error: "Choose accept, reject or counter." },
);

/** `respondToCounter`'s input. */
export const respondToCounterInput = z.strictObject({
  id: bidId,
  accept: z.boolean({ error: "Say whether you accept the counter-offer." }),
});
