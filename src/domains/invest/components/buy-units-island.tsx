"use client";

import dynamic from "next/dynamic";

/**
 * The buy-units form (its card fields, react-hook-form and zod) as a chunk of its own, fetched only where it is
 * rendered: for a signed-in micro-investor. A page's statically imported client components are otherwise all in its
 * first load, so every visitor of /stay-invest carried it.
 */
export const BuyUnitsForm = dynamic(() => import("./buy-units-form").then((module) => module.BuyUnitsForm));
