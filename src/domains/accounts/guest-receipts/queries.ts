/**
 * A paid booking's receipt for its guest: what was paid, how, and for which stay. Readable by the guest who
 * booked and by staff (`mayReadBookingReceipt`); for anyone else, and for a booking nothing was paid for, there
 * is no receipt.
 */
import { sql } from "drizzle-orm";
import { z } from "zod";
import { mayReadBookingReceipt, type Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { maybeRowOf, rowsOf, sqlTypes } from "@/server/db/rows";

/** One line of the price as charged (the booking's `price_lines`, written by the checkout). */
export interface ReceiptPriceLine {
  label: string;
  quantity?: number;
  unitAmountMinor?: number;
  amountMinor: number;
}

export interface ReceiptPayment {
  provider: "test_card" | "bank_transfer";
  cardLast4: string | null;
  providerReference: string | null;
  capturedMinor: number;
  refundedMinor: number;
}

const BookingRow = z.object({
  id: sqlTypes.uuid,
  reference: sqlTypes.text,
  status: sqlTypes.text,
  guest_user_id: sqlTypes.text.nullable(),
  guest_name: sqlTypes.text,
  guest_email: sqlTypes.text,
  guest_count: sqlTypes.int,
  children_ages: z.array(z.number()),
  check_in: sqlTypes.date,
  check_out: sqlTypes.date,
  currency: sqlTypes.text,
  total_minor: sqlTypes.bigint,
  price_lines: z.array(z.custom<ReceiptPriceLine>((line) => typeof line === "object" && line !== null)),
  property_title: sqlTypes.text,
  property_address: sqlTypes.text,
  property_city: sqlTypes.text,
  property_country: sqlTypes.text,
  organisation_id: sqlTypes.uuid,
  managed: sqlTypes.boolean,
  supplier_name: sqlTypes.text,
  invoice_number: sqlTypes.text.nullable(),
  invoice_issued_at: sqlTypes.timestamp.nullable(),
});

const PaymentRow = z.object({
  provider: z.enum(["test_card", "bank_transfer"]),
  card_last4: sqlTypes.text.nullable(),
  provider_reference: sqlTypes.text.nullable(),
  captured_minor: sqlTypes.bigint,
  refunded_minor: sqlTypes.bigint,
  updated_at: sqlTypes.timestamp,
});

/** The receipt of a booking by its reference (as `bookingReferenceText` reads it); null when missing, unpaid, or not the actor's to read. */
export async function findBookingReceipt(db: DbOrTx, { actor, reference }: { actor: Actor; reference: string }) {
  if (actor.kind !== "user") return null;
  const booking = await maybeRowOf(
    db,
    BookingRow,
    sql`
      select b.id, b.reference, b.status, b.guest_user_id, b.guest_name, b.guest_email, b.guest_count, b.children_ages,
        b.check_in::text as check_in, b.check_out::text as check_out, b.currency, b.total_minor, b.price_lines,
        p.title as property_title, p.address as property_address, p.city as property_city,
        p.country::text as property_country, p.organisation_id, p.managed, o.name as supplier_name,
        guest_invoice.number as invoice_number, guest_invoice.issued_at as invoice_issued_at
      from bookings b
      join properties p on p.id = b.property_id
      join organisations o on o.id = p.organisation_id
      left join lateral (
        select i.number, i.issued_at from invoices i
        where i.booking_id = b.id and i.kind = 'guest' order by i.issued_at limit 1
      ) guest_invoice on true
      where b.reference = ${reference}`,
  );
  if (
    !booking ||
    !mayReadBookingReceipt(
      actor,
      { guestUserId: booking.guest_user_id },
      { organisationId: booking.organisation_id, managed: booking.managed },
    )
  )
    return null;
  const payments = await rowsOf(
    db,
    PaymentRow,
    sql`
      select provider, card_last4, provider_reference, captured_minor, refunded_minor, updated_at from payments
      where payable_kind = 'booking' and payable_id = ${booking.id}::uuid and captured_minor > 0
      order by created_at`,
  );
  if (payments.length === 0) return null;
  return {
    reference: booking.reference,
    status: booking.status,
    guestName: booking.guest_name,
    guestEmail: booking.guest_email,
    guestCount: booking.guest_count,
    childrenAges: booking.children_ages,
    checkIn: booking.check_in,
    checkOut: booking.check_out,
    currency: booking.currency,
    totalMinor: booking.total_minor,
    priceLines: booking.price_lines,
    property: {
      title: booking.property_title,
      address: booking.property_address,
      city: booking.property_city,
      country: booking.property_country,
    },
    supplierName: booking.supplier_name,
    invoiceNumber: booking.invoice_number,
    /** When the payment was taken: the guest invoice is issued in the transaction that posts the sale. */
    paidAt: new Date(booking.invoice_issued_at ?? payments[0]!.updated_at).toISOString(),
    payments: payments.map((payment): ReceiptPayment => ({
      provider: payment.provider,
      cardLast4: payment.card_last4,
      providerReference: payment.provider_reference,
      capturedMinor: payment.captured_minor,
      refundedMinor: payment.refunded_minor,
    })),
  };
}

export type BookingReceipt = NonNullable<Awaited<ReturnType<typeof findBookingReceipt>>>;
