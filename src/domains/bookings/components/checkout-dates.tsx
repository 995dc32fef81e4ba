"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { DateRangePicker } from "@/components/ui/date-range-picker";
import { addMonths } from "@/lib/dates";
import { callFunction } from "@/lib/functions/client";

/**
 * The checkout's nights, changeable in place with the same picker as the product page: the stay lives in the
 * checkout's address (SPEC.md, Checkout), so new dates open the same checkout with them, freshly quoted by the page.
 * The property's taken nights load month by month as on the product page (`productAvailability`).
 */
export function CheckoutDates({
  propertyId,
  checkIn,
  checkOut,
  earliest,
  latest,
  minNights,
  maxNights,
}: {
  propertyId: string;
  checkIn: string;
  checkOut: string;
  earliest: string;
  latest: string;
  minNights: number;
  maxNights: number;
}) {
  const t = useTranslations("datepicker");
  const router = useRouter();
  const [taken, setTaken] = useState<Set<string>>(() => new Set());
  const [month, setMonth] = useState(`${checkIn.slice(0, 7)}-01`);
  const loaded = useRef<Set<string>>(new Set());

  // The shown month and the next one, each asked once.
  useEffect(() => {
    if (loaded.current.has(month)) return;
    loaded.current.add(month);
    callFunction<{ unavailable: string[] }>("productAvailability", {
      propertyId,
      from: month,
      to: addMonths(month, 2),
    })
      .then((result) => setTaken((previous) => new Set([...previous, ...result.unavailable])))
      .catch(() => loaded.current.delete(month));
  }, [month, propertyId]);

  return (
    <DateRangePicker
      label={t("changeDates")}
      earliest={earliest}
      latest={latest}
      taken={taken}
      minNights={minNights}
      maxNights={maxNights}
      defaultValue={{ from: checkIn, to: checkOut }}
      onMonthChange={setMonth}
      onChange={({ from, to }) => {
        if (!from || !to || (from === checkIn && to === checkOut)) return;
        const url = new URL(window.location.href);
        url.searchParams.set("checkIn", from);
        url.searchParams.set("checkOut", to);
        router.push(`${url.pathname}${url.search}`);
      }}
    />
  );
}
