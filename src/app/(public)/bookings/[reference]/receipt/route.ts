import { bookingReceiptPdf, findBookingReceipt } from "@/domains/accounts";
import { bookingReferenceText } from "@/domains/bookings/inputs";
import { routeUser } from "@/server/access";
import { longDb } from "@/server/db";
import { pdfResponse, renderPdf } from "@/server/pdf";

const NOT_FOUND = "There is no paid booking with this reference among yours.";

/**
 * A paid booking's receipt (PDF), linked from the guest's /bookings: for the guest who booked and staff
 * (`mayReadBookingReceipt`, read by `findBookingReceipt`); anyone else, an unpaid booking and a malformed
 * reference answer 404 alike, so the answer never says whether someone else's booking exists.
 */
export async function GET(request: Request, { params }: { params: Promise<{ reference: string }> }) {
  const actor = await routeUser(request);
  if (actor instanceof Response) return actor;
  const reference = bookingReferenceText.safeParse((await params).reference);
  if (!reference.success) return new Response(NOT_FOUND, { status: 404 });
  const receipt = await findBookingReceipt(longDb(), { actor, reference: reference.data });
  if (!receipt) return new Response(NOT_FOUND, { status: 404 });
  return pdfResponse(await renderPdf(bookingReceiptPdf(receipt, new Date())), `receipt-${receipt.reference}.pdf`);
}
