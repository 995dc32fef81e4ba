-- SQL rules (ARCHITECTURE.md, SQL rules): applied again whenever this file changes, so each statement must be
-- able to run over what it made before.
--
-- requires: src/domains/insurance/sql/insurance.sql

-- Airline points: what Drizzle cannot say. The points ledger is append-only, as insurance claim histories are,
-- with their function (partners_append_only).
CREATE OR REPLACE TRIGGER airline_points_append_only BEFORE UPDATE OR DELETE ON airline_points
  FOR EACH ROW EXECUTE FUNCTION partners_append_only();

-- Points are earned only by bookings of the partner channel, for the member ID the guest gave.
CREATE OR REPLACE FUNCTION airline_points_booking_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  b record;
BEGIN
  SELECT channel, partner_member_id INTO b FROM bookings WHERE id = NEW.booking_id;
  IF b.channel <> 'airasia' THEN
    RAISE EXCEPTION 'points are only for bookings made through the partner (booking channel %)', b.channel USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.kind = 'earned' AND NEW.member_id IS DISTINCT FROM b.partner_member_id THEN
    RAISE EXCEPTION 'points are earned by the member ID given with the booking' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER airline_points_booking_guard BEFORE INSERT ON airline_points
  FOR EACH ROW EXECUTE FUNCTION airline_points_booking_guard();
