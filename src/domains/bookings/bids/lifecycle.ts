/**
 * A price bid's lifecycle (DOMAIN.md Channels and partners, price bidding), on `defineLifecycle`:
 *
 *   open ──accept──▶ accepted ◀──accept_counter── countered ──decline_counter──▶ declined
 *    ├──reject──▶ rejected                            ▲
 *    ├──counter───────────────────────────────────────┘
 *    └──lapse (24 h)──▶ expired ◀──lapse (24 h)── countered
 *
 * The supplier (their properties; staff any) answers an open bid; the guest answers a counter; the clock lapses
 * either after its 24 hours. Accepting holds a booking at the agreed price (`holdAtPrice`).
 */
import { defineLifecycle, statusSet } from "@/lib/lifecycle";
import { bidStatus } from "../schema";

export type BidStatus = (typeof bidStatus.enumValues)[number];
export type BidActorKind = "supplier" | "guest" | "system";
export type BidEvent = "accept" | "reject" | "counter" | "accept_counter" | "decline_counter" | "lapse";

export const bidLifecycle = defineLifecycle<BidStatus, BidEvent, BidActorKind>({
  states: bidStatus.enumValues,
  initial: ["open"],
  events: {
    accept: { from: ["open"], to: "accepted", by: ["supplier"] },
    reject: { from: ["open"], to: "rejected", by: ["supplier"] },
    counter: { from: ["open"], to: "countered", by: ["supplier"] },
    accept_counter: { from: ["countered"], to: "accepted", by: ["guest"] },
    decline_counter: { from: ["countered"], to: "declined", by: ["guest"] },
    lapse: { from: ["open", "countered"], to: "expired", by: ["system"] },
  },
  refuse: {
    status: (from) => `This offer is already ${from}.`,
    actor: () => "You cannot answer this offer.",
  },
});

/** Waiting for an answer (the supplier's or, after a counter, the guest's): what lapses after 24 hours. */
export const OPEN = statusSet(...bidLifecycle.events.lapse.from);
