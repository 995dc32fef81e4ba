import { bookingReference } from "@/lib/ids";
import type { DbOrTx } from "@/server/db/client";
import { bookings } from "@/server/db/schema";

type BookingInsert = typeof bookings.$inferInsert;

export type CreateBookingOptions = Omit<
  BookingInsert,
  "reference" | "guestName" | "guestEmail" | "status" | "currency" | "totalMinor"
> &
  Partial<BookingInsert>;

export async function createBooking(db: DbOrTx, options: CreateBookingOptions) {
  const [booking] = await db
    .insert(bookings)
    .values({
      reference: bookingReference(),
      guestName: "Test Guest",
      guestEmail: "guest@example.test",
      status: "confirmed",
      currency: "MYR",
      totalMinor: 50_000,
      ...options,
    })
    .returning();
  return booking!;
}
