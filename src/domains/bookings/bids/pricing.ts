/**
 * The price lines of a booking made from a bid, pure. A bid is a total (all lines included, the property's
 * currency). The taxes and the cleaning fee stay what the quote says (taxes are owed whatever the price);
 * the service fee keeps its rate on the stay and cleaning; the stay (room revenue) takes what is left. So
 * the supplier, who agreed to the price, funds the difference through a lower room revenue (and pays
 * commission on that), and `splitSale` reads the lines as for any booking. The service fee is what is left
 * after the stay and cleaning (within a minor unit of its rate), so the lines add up to the bid exactly.
 */
import { roundHalfEven } from "@/lib/currency";
import type { BusinessSettings } from "@/domains/platform/settings";
import type { BookingPriceLine } from "../schema";
import { plural } from "@/lib/plural";

export type BidPricing = { ok: true; lines: BookingPriceLine[] } | { ok: false; message: string };

export function bidPriceLines(
  quoteLines: readonly BookingPriceLine[],
  nights: number,
  totalMinor: number,
  settings: Pick<BusinessSettings, "serviceFeeBasisPoints">,
  format: (amountMinor: number) => string,
): BidPricing {
  const sumOf = (kind: BookingPriceLine["kind"]) =>
    quoteLines.filter((line) => line.kind === kind).reduce((total, line) => total + line.amountMinor, 0);
  const listTotal = quoteLines.reduce((total, line) => total + line.amountMinor, 0);
  if (!Number.isSafeInteger(totalMinor) || totalMinor <= 0) return { ok: false, message: "Enter the total you offer." };
  if (totalMinor >= listTotal)
    return {
      ok: false,
      message: `The price for these dates is ${format(listTotal)}: offer less, or book at that price.`,
    };
  const cleaning = sumOf("cleaning");
  const taxes = quoteLines.filter((line) => line.kind === "tax");
  const taxMinor = sumOf("tax");
  const beforeTax = totalMinor - taxMinor;
  const stayAndCleaning = roundHalfEven((beforeTax * 10_000) / (10_000 + settings.serviceFeeBasisPoints));
  const stay = stayAndCleaning - cleaning;
  if (stay < 1) {
    const floor = taxMinor + cleaning + roundHalfEven((cleaning * settings.serviceFeeBasisPoints) / 10_000);
    return {
      ok: false,
      message: `Offer more than ${format(floor)}: the cleaning fee, service fee and taxes alone come to that.`,
    };
  }
  const lines: BookingPriceLine[] = [
    {
      kind: "stay",
      label: `${plural(nights, { one: "night", other: "nights" })} at the agreed price`,
      quantity: nights,
      amountMinor: stay,
    },
  ];
  if (cleaning > 0) lines.push({ kind: "cleaning", label: "Cleaning fee", amountMinor: cleaning });
  const fee = beforeTax - stayAndCleaning;
  if (fee > 0)
    lines.push({
      kind: "service_fee",
      label: `Service fee (${settings.serviceFeeBasisPoints / 100}%)`,
      amountMinor: fee,
    });
  lines.push(...taxes.map((line) => ({ ...line })));
  return { ok: true, lines };
}
