import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { bookings } from "@/domains/bookings/schema";

export const airlinePointsKind = pgEnum("airline_points_kind", ["earned", "correction"]);

/**
 * The airline partner's points ledger (DOMAIN.md Channels and partners): a member earns points once per
 * booking when its sale is posted (a unique index makes "once" the database's rule), and every later change
 * is a new signed correction row with a reason. Rows are never changed or deleted (a trigger refuses it,
 * airline/sql/points.sql), so the airline's reconciliation can be re-run at any time.
 */
export const airlinePoints = pgTable(
  "airline_points",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id),
    memberId: text("member_id").notNull(),
    kind: airlinePointsKind("kind").notNull(),
    points: integer("points").notNull(),
    reason: text("reason").notNull().default(""),
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("airline_points_earned_once")
      .on(t.bookingId)
      .where(sql`${t.kind} = 'earned'`),
    index("airline_points_booking_idx").on(t.bookingId),
    index("airline_points_created_idx").on(t.createdAt),
    check("airline_points_not_zero", sql`${t.points} <> 0`),
    check("airline_points_earned_positive", sql`${t.kind} <> 'earned' or ${t.points} > 0`),
    check("airline_points_correction_reason", sql`${t.kind} <> 'correction' or length(trim(${t.reason})) >= 3`),
    check("airline_points_member_format", sql`${t.memberId} ~ '^[A-Z0-9]{10}$'`),
  ],
);
