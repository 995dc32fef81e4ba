"use client";

import dynamic from "next/dynamic";

/**
 * The actions on a guest's own bookings (pay the balance, cancel), each a chunk of its own. A page's statically
 * imported client components are all in its first load, rendered or not; through `dynamic` a visitor's /bookings
 * (who sees the find-a-booking form alone) is not sent the card form and the cancel dialog, and a signed-in
 * guest's page, rendered with them on the server, preloads them.
 */
export const BalanceDue = dynamic(() => import("./balance-due").then((module) => module.BalanceDue));
export const CancelBooking = dynamic(() => import("./cancel-booking").then((module) => module.CancelBooking));
