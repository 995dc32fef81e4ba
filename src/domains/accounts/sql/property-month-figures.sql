-- SQL rules (ARCHITECTURE.md, SQL rules): applied again whenever this file changes, so each statement must be
-- able to run over what it made before.

-- property_month_figures (the insights) is kept by the database in the transaction of every booking write.
-- A booking's contribution: sold stays (confirmed, checked in, completed, no-show) add their nights and room
-- revenue (the stay price lines) to the months the nights fall in; sold and cancelled stays count in the
-- month of arrival (bookings, nights, lead time from booking to check-in in UTC days, cancellations).
-- Hourly stays are not night-based and are left out, as the insights define.
-- property_month_nights holds the same nights and room revenue as running sums through each night of the month
-- (element d: the nights from the month's first through its d-th, the days a month lacks repeating its total; a stay's
-- room revenue spread evenly over its nights), so that the insights as of a day read the nights before it and from it
-- to the month's end as two elements of one row (accounts/insights.ts) instead of every booking ahead.
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
      -- The stay's nights of this month are its days first..last (1-based); through day d it holds those up to d.
      INSERT INTO property_month_nights AS n (property_id, month, booked_through_night, room_revenue_through_night)
      SELECT b.property_id, m, array_agg(sign * held ORDER BY d), array_agg(held * (sign * stay / nights) ORDER BY d)
      FROM generate_series(1, 31) d
      CROSS JOIN LATERAL (SELECT greatest(least(d, least(b.check_out, (m + interval '1 month')::date) - m)
        - (greatest(b.check_in, m) - m), 0) AS held) h
      ON CONFLICT (property_id, month) DO UPDATE
        SET booked_through_night = (SELECT array_agg(k.was + k.added ORDER BY k.d)
              FROM unnest(n.booked_through_night, excluded.booked_through_night) WITH ORDINALITY k(was, added, d)),
          room_revenue_through_night = (SELECT array_agg(k.was + k.added ORDER BY k.d)
              FROM unnest(n.room_revenue_through_night, excluded.room_revenue_through_night) WITH ORDINALITY k(was, added, d));
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

-- property_month_nights from the bookings in one statement, as apply_booking_month_figures adds them one booking at a
-- time (each night's revenue the same quotient, so the sums are equal): the benchmark's bulk load fills it with this.
CREATE OR REPLACE FUNCTION rebuild_property_month_nights() RETURNS void LANGUAGE sql AS $$
  DELETE FROM property_month_nights;
  WITH night AS (
    SELECT b.property_id, date_trunc('month', b.check_in + i)::date AS month, extract(day FROM b.check_in + i)::int AS d,
      count(*)::int AS booked, sum(s.stay / (b.check_out - b.check_in)) AS revenue
    FROM bookings b
    CROSS JOIN LATERAL (SELECT coalesce(sum((x->>'amountMinor')::bigint), 0)::numeric AS stay
      FROM jsonb_array_elements(b.price_lines) x WHERE x->>'kind' = 'stay') s
    CROSS JOIN LATERAL generate_series(0, b.check_out - b.check_in - 1) i
    WHERE b.status IN ('confirmed', 'checked_in', 'completed', 'no_show') AND b.stay_mode <> 'hourly' AND b.check_out > b.check_in
    GROUP BY 1, 2, 3
  ),
  running AS (
    SELECT k.property_id, k.month, d.d,
      sum(coalesce(night.booked, 0)) OVER w AS booked, sum(coalesce(night.revenue, 0)) OVER w AS revenue
    FROM (SELECT DISTINCT property_id, month FROM night) k
    CROSS JOIN generate_series(1, 31) d(d)
    LEFT JOIN night ON night.property_id = k.property_id AND night.month = k.month AND night.d = d.d
    WINDOW w AS (PARTITION BY k.property_id, k.month ORDER BY d.d)
  )
  INSERT INTO property_month_nights (property_id, month, booked_through_night, room_revenue_through_night)
  SELECT property_id, month, array_agg(booked::int ORDER BY d), array_agg(revenue ORDER BY d)
  FROM running GROUP BY property_id, month;
$$;
