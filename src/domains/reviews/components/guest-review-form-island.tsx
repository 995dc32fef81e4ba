"use client";

import dynamic from "next/dynamic";

/**
 * The guest's review form as a chunk of its own, fetched only where a stay is open for review (the panel renders
 * it then): a page's statically imported client components are otherwise all in its first load.
 */
export const GuestReviewForm = dynamic(() => import("./review-forms").then((module) => module.GuestReviewForm));
