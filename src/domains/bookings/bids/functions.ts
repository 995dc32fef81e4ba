import { z } from "zod";
import type { UserActor } from "@/server/access";
import { defineFunction } from "@/server/functions";
import { answerBidInput, placeBidInput, respondToCounterInput } from "./inputs";
import { answerBid, listGuestBids, listSupplierBids, placeBid, respondToCounter } from "./bids";

/** A guest offers a total price for nights at a place (24 hours for the supplier to answer). */
export const placeBidFunction = defineFunction({
  name: "placeBid",
  kind: "write",
  permission: "bookStays",
  input: placeBidInput,
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
  input: answerBidInput,
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
  input: respondToCounterInput,
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
