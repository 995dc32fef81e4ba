"use client";

import dynamic from "next/dynamic";

/**
 * The offer's form as a chunk of its own. The page's statically imported client components are all in the product
 * page's first load, rendered or not; through `dynamic` the form (with react-hook-form and zod) is fetched only where
 * it is rendered: for a signed-in guest, whose page is rendered with it on the server and preloads it.
 */
export const BidOfferForm = dynamic(() => import("./bid-offer-form").then((module) => module.BidOfferForm));
