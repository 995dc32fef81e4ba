-- SQL rules (ARCHITECTURE.md, SQL rules): applied again whenever this file changes, so each statement must be
-- able to run over what it made before.

-- The booking statuses that hold their nights (LIVE_BOOKING_STATUSES in src/domains/bookings/schema.ts; a test
-- compares the two lists). The taken nights and the search cache's rules (catalogue/sql) ask it.
CREATE OR REPLACE FUNCTION booking_status_is_live(status booking_status) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN status IN ('held', 'requested', 'confirmed', 'checked_in', 'completed');
