"use client";

import { useRouter } from "next/navigation";
import { OccupancyControl } from "@/domains/catalogue/components/occupancy-control";
import { occupancyParams, type Occupancy } from "@/domains/catalogue/inputs";

/**
 * The checkout's adults and children, changeable in place with the product page's control: who stays lives in the
 * checkout's address like the dates (checkout-dates.tsx), so Done opens the same checkout with them, quoted again
 * by the page (an extra person's price, or the reason the place cannot take them).
 */
export function CheckoutOccupancy({
  occupancy,
  maxGuests,
  maxAdults,
  maxChildren,
}: {
  occupancy: Occupancy;
  maxGuests: number;
  maxAdults: number | null;
  maxChildren: number | null;
}) {
  const router = useRouter();
  return (
    <OccupancyControl
      defaultValue={occupancy}
      maxTotal={maxGuests}
      maxAdults={maxAdults}
      maxChildren={maxChildren}
      onDone={(next) => {
        if (next.adults === occupancy.adults && next.childrenAges.join() === occupancy.childrenAges.join()) return;
        const url = new URL(window.location.href);
        for (const key of ["guests", "adults", "children", "ages"]) url.searchParams.delete(key);
        for (const [key, value] of occupancyParams(next)) url.searchParams.set(key, value);
        router.push(`${url.pathname}${url.search}`);
      }}
    />
  );
}
