-- SQL rules (ARCHITECTURE.md, SQL rules): applied again whenever this file changes, so each statement must be
-- able to run over what it made before.

-- property_month_figures (the insights) is kept by the database in the transaction of every booking write.
-- A booking's contribution: sold stays (confirmed, checked in, completed, no-show) add their nights and room
-- revenue (the stay price lines) to the months the nights fall in; sold and cancelled stays count in the
-- month of arrival (bookings, nights, lead time from booking to check-in in UTC days, cancellations).
-- Hourly stays are not night-based and are left out, as the insights define.
CREATE OR REPLACE FUNCTION apply_booking_month_figures(b bookings, sign int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  nights int := b.check_out - b.check_in;
  sold boolean := b.status IN ('confirmed', 'checked_in', 'completed', 'no_show');
  stay numeric;
  m date;
  part int;
BEGIN
  IF b.stay_mode = 'hourly' OR nights <= 0 OR NOT (sold OR b.status = 'cancelled') THEN
    RETURN;
  END IF;
  IF sold THEN
    SELECT coalesce(sum((x->>'amountMinor')::bigint), 0) INTO stay FROM jsonb_array_elements(b.price_lines) x WHERE x->>'kind' = 'stay';
    FOR m IN SELECT generate_series(date_trunc('month', b.check_in), date_trunc('month', b.check_out - 1), interval '1 month')::date LOOP
      part := least(b.check_out, (m + interval '1 month')::date) - greatest(b.check_in, m);
      INSERT INTO property_month_figures AS f (property_id, month, booked_nights, room_revenue)
      VALUES (b.property_id, m, sign * part, sign * stay * part / nights)
      ON CONFLICT (property_id, month) DO UPDATE
        SET booked_nights = f.booked_nights + excluded.booked_nights, room_revenue = f.room_revenue + excluded.room_revenue;
    END LOOP;
  END IF;
  INSERT INTO property_month_figures AS f (property_id, month, bookings, stay_nights, lead_days, cancelled, decided)
  VALUES (
    b.property_id, date_trunc('month', b.check_in)::date,
    CASE WHEN sold THEN sign ELSE 0 END,
    CASE WHEN sold THEN sign * nights ELSE 0 END,
    CASE WHEN sold THEN sign * (b.check_in - (b.created_at AT TIME ZONE 'UTC')::date) ELSE 0 END,
    CASE WHEN sold THEN 0 ELSE sign END,
    sign)
  ON CONFLICT (property_id, month) DO UPDATE
    SET bookings = f.bookings + excluded.bookings, stay_nights = f.stay_nights + excluded.stay_nights,
      lead_days = f.lead_days + excluded.lead_days, cancelled = f.cancelled + excluded.cancelled, decided = f.decided + excluded.decided;
END $$;

CREATE OR REPLACE FUNCTION booking_month_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM apply_booking_month_figures(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM apply_booking_month_figures(NEW, 1);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER bookings_month_figures
  AFTER INSERT OR DELETE OR UPDATE OF status, check_in, check_out, price_lines, property_id, stay_mode, created_at ON bookings
  FOR EACH ROW EXECUTE FUNCTION booking_month_figures();
