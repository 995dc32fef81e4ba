import { z } from "zod";
import type { UserActor } from "@/server/access";
import { defineFunction } from "@/server/functions";
import { isCalendarDate } from "../checkout-params";
import { answerBid, listGuestBids, listSupplierBids, placeBid, respondToCounter } from "./bids";

const amountMinor = z
  .number({ error: "Enter the total you offer." })
  .int({ error: "The amount must be whole minor units." })
  .positive({ error: "The amount must be more than zero." })
  .max(1_000_000_000_000, { error: "The amount is too large." });
const day = (message: string) => z.string({ error: message }).refine(isCalendarDate, { error: message });
const bidId = z.uuid({ error: "There is no such offer." });

/** A guest offers a total price for nights at a place (24 hours for the supplier to answer). */
export const placeBidFunction = defineFunction({
  name: "placeBid",
  kind: "write",
  permission: "bookStays",
  input: z
    .strictObject({
      propertyId: z.uuid({ error: "Choose a place." }),
      checkIn: day("Choose the check-in date."),
      checkOut: day("Choose the check-out date."),
      guests: z.number({ error: "Say how many guests." }).int().min(1, { error: "At least one guest." }).max(50),
      amountMinor,
      message: z.string().trim().max(500, { error: "A message has at most 500 characters." }).default(""),
    })
    .refine((input) => input.checkOut > input.checkIn, {
      error: "Check-out must be after check-in.",
      path: ["checkOut"],
    }),
  handler: async (input, { db, actor, audit }) => {
    const bid = await placeBid(db, actor as UserActor, input);
    audit({ entity: `priceBid:${bid.id}`, changes: { amountMinor: { from: null, to: bid.amountMinor } } });
    return { id: bid.id, status: bid.status, expiresAt: bid.expiresAt.toISOString() };
  },
});

/** The supplier accepts (a held booking at the offer), rejects, or counters with a higher total. */
export const answerBidFunction = defineFunction({
  name: "answerBid",
  kind: "write",
  permission: "manageProperties",
  input: z.discriminatedUnion(
    "action",
    [
      z.strictObject({ id: bidId, action: z.literal("accept") }),
      z.strictObject({ id: bidId, action: z.literal("reject") }),
      z.strictObject({ id: bidId, action: z.literal("counter"), amountMinor }),
    ],
    { error: "Choose accept, reject or counter." },
  ),
  handler: async (input, { db, actor, audit }) => {
    const { bid, reference } = await answerBid(db, actor as UserActor, input);
    audit({ entity: `priceBid:${bid.id}`, changes: { status: { from: "open", to: bid.status } } });
    return { id: bid.id, status: bid.status, counterMinor: bid.counterMinor, reference };
  },
});

/** The guest accepts a counter-offer (a held booking at that price, to pay) or declines it. */
export const respondToCounterFunction = defineFunction({
  name: "respondToCounter",
  kind: "write",
  permission: "bookStays",
  input: z.strictObject({ id: bidId, accept: z.boolean({ error: "Say whether you accept the counter-offer." }) }),
  handler: async (input, { db, actor, audit }) => {
    const { bid, reference } = await respondToCounter(db, actor as UserActor, input);
    audit({ entity: `priceBid:${bid.id}`, changes: { status: { from: "countered", to: bid.status } } });
    return { id: bid.id, status: bid.status, reference };
  },
});

export const listBidsFunction = defineFunction({
  name: "listBids",
  kind: "read",
  permission: "signedIn",
  input: z.strictObject({
    as: z.enum(["guest", "supplier"], { error: "Say whose offers: guest or supplier." }),
    page: z.number().int().min(1).max(100_000).default(1),
  }),
  handler: async (input, { db, actor }) =>
    input.as === "guest"
      ? listGuestBids(db, { actor, page: input.page })
      : listSupplierBids(db, { actor, page: input.page }),
});

export const bidFunctions = [placeBidFunction, answerBidFunction, respondToCounterFunction, listBidsFunction];
