import type { UserActor } from "@/server/access";
import type { Database } from "@/server/db";
import { deliveryOfQueuedMail } from "@/server/email";
import { defineFunction } from "@/server/functions";
import { bookAtDesk, quoteAtDesk } from "./book-at-desk";
import { bookAtDeskInput, deskQuoteInput } from "./inputs";

/**
 * The live price of a booking at the desk: the quote the booking would be charged (the business settings in
 * force, the stay taxes for the guest's nationality). Only for a property of the caller's desk.
 */
export const quoteAtDeskFunction = defineFunction({
  name: "quoteAtDesk",
  kind: "read",
  permission: "manageProperties",
  input: deskQuoteInput,
  handler: async (input, { db, actor }) => quoteAtDesk(db, input, actor),
});

/**
 * Operations or the supplier book a walk-in or telephone guest (docs/FRONT-DESK.md). A retry with the same
 * `idempotencyKey` (a double click, an answer lost) never books or charges twice.
 */
export const bookAtDeskFunction = defineFunction({
  name: "bookAtDesk",
  kind: "steps",
  permission: "manageProperties",
  input: bookAtDeskInput,
  idempotencyKey: (input) => input.idempotencyKey,
  handler: async (input, { db, actor, audit }) => {
    const outcome = await bookAtDesk(db as Database, input, actor as UserActor);
    audit({
      entity: `booking:${outcome.reference}`,
      changes: { status: { from: null, to: outcome.status }, takenAtDesk: { from: null, to: input.payment.method } },
    });
    // `mail`: whether the guest's email went out or is kept in the outbox (no mail server), for honest words.
    return { ...outcome, mail: deliveryOfQueuedMail() };
  },
});

export const deskFunctions = [quoteAtDeskFunction, bookAtDeskFunction];
