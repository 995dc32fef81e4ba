import { z } from "zod";
import { isBookingReference } from "@/lib/ids";
import type { UserActor } from "@/server/access";
import { defineFunction } from "@/server/functions";
import { correctPoints } from "./points";

/** The airline (or staff) corrects a partner booking's points: a new signed row with a reason, never an edit. */
export const correctAirlinePointsFunction = defineFunction({
  name: "correctAirlinePoints",
  kind: "write",
  permission: "correctAirlinePoints",
  input: z.strictObject({
    reference: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isBookingReference, { error: "A booking reference looks like BK-7K2P9Q." }),
    points: z
      .number({ error: "Enter the points to add (or, with a minus sign, to take back)." })
      .int({ error: "Points are whole numbers." })
      .refine((value) => value !== 0, { error: "A correction of 0 points changes nothing." })
      .refine((value) => Math.abs(value) <= 1_000_000, { error: "A correction is at most 1,000,000 points." }),
    reason: z
      .string()
      .trim()
      .min(3, { error: "Give the reason for the correction." })
      .max(500, { error: "Keep the reason under 500 characters." }),
  }),
  handler: async (input, { db, actor, audit }) => {
    const result = await correctPoints(db, input, actor as UserActor);
    audit({
      entity: `airline_points:${result.id}`,
      changes: { points: { from: result.balance - result.points, to: result.balance } },
    });
    return result;
  },
});

export const airlineFunctions = [correctAirlinePointsFunction];
