/**
 * An add-on order's lifecycle (DOMAIN.md Catalogue, add-ons, and Booking: sold with a stay or alone), on `defineLifecycle`:
 *
 *   held ──paid──▶ scheduled ──done──▶ done
 *     │                 ├──no_show──▶ no_show
 *     └──release──▶ cancelled ◀──cancel┘
 *
 * An order is held with its places while it is paid for; the payment (or the stay's sale) schedules it, and a
 * payment given up or a stay ended unsold releases it. From its day on, the supplier (or staff) marks a scheduled
 * order done or a no-show; before, they cancel it with a full refund, and so does a stay's cancellation while the
 * add-on has not taken place yet. The `system` is the payment engine, the clock and the stay's own lifecycle.
 */
import { defineLifecycle, statusSet } from "@/lib/lifecycle";

export const ORDER_STATUSES = ["held", "scheduled", "done", "no_show", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type OrderActorKind = "supplier" | "system";
export type OrderEvent = "paid" | "release" | "done" | "no_show" | "cancel";

export const addonOrderLifecycle = defineLifecycle<OrderStatus, OrderEvent, OrderActorKind>({
  states: ORDER_STATUSES,
  initial: ["held"],
  events: {
    paid: { from: ["held"], to: "scheduled", by: ["system"] },
    release: { from: ["held"], to: "cancelled", by: ["system"] },
    done: { from: ["scheduled"], to: "done", by: ["supplier"] },
    no_show: { from: ["scheduled"], to: "no_show", by: ["supplier"] },
    cancel: { from: ["scheduled"], to: "cancelled", by: ["supplier", "system"] },
  },
  refuse: {
    status: (from) => `This order is already ${from === "no_show" ? "a no-show" : from}.`,
    actor: () => "You cannot change this order.",
  },
});

/** What the dashboard's order list filters by: every status but `held` (an order still being paid for). */
export const LISTED = statusSet("scheduled", "done", "no_show", "cancelled");
