import type { UserActor } from "@/server/access";
import { defineFunction } from "@/server/functions";
import { correctAirlinePointsInput } from "./inputs";
import { correctPoints } from "./points";

/** The airline (or staff) corrects a partner booking's points: a new signed row with a reason, never an edit. */
export const correctAirlinePointsFunction = defineFunction({
  name: "correctAirlinePoints",
  kind: "write",
  permission: "correctAirlinePoints",
  input: correctAirlinePointsInput,
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
