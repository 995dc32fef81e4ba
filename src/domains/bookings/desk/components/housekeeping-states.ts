/**
 * A unit's housekeeping states, in the order the housekeeping form offers them; their words are the catalogue's
 * (`dashboardBookings.housekeeping.states`), said by the inventory's table and the form alike.
 */
export const HOUSEKEEPING_STATES = ["ready", "cleaning", "maintenance"] as const;

export type HousekeepingState = (typeof HOUSEKEEPING_STATES)[number];
