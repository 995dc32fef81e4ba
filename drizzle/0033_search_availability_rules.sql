-- Search availability (issue 6), hand-written: unit_taken_nights kept by the database.
-- A unit's row is the union of the nights of its live bookings (any stay mode: daterange(check_in, check_out))
-- and of its closed calendar days: exactly what src/domains/catalogue/availability.ts tested with two
-- subqueries for nightly and monthly stays. Triggers refresh the rows of the units a statement touched, in the
-- same transaction, so the search never sees taken nights staler than the last committed write.

-- The booking statuses that hold their nights (LIVE_BOOKING_STATUSES in src/domains/bookings/schema.ts; a test
-- compares the two lists).
CREATE OR REPLACE FUNCTION booking_status_is_live(status booking_status) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN status IN ('held', 'requested', 'confirmed', 'checked_in', 'completed');--> statement-breakpoint

-- Recomputes the taken nights of some units from bookings and calendar_days. The rows are locked first, in unit
-- order (two writers over the same units wait for each other instead of deadlocking), and the union is computed
-- by a later statement: under READ COMMITTED it takes a new snapshot, so a writer that waited for another sees
-- that one's committed nights and cannot overwrite them with a value computed before (a lost update).
CREATE OR REPLACE FUNCTION refresh_unit_taken_nights(unit_ids uuid[]) RETURNS void
  LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF unit_ids IS NULL OR cardinality(unit_ids) = 0 THEN
    RETURN;
  END IF;
  -- Units deleted in the same statement (a cascade) have no row to keep.
  INSERT INTO unit_taken_nights (unit_id, nights)
    SELECT u.id, '{}'::datemultirange FROM units u WHERE u.id = ANY (unit_ids) ORDER BY u.id
    ON CONFLICT (unit_id) DO NOTHING;
  PERFORM 1 FROM unit_taken_nights t WHERE t.unit_id = ANY (unit_ids) ORDER BY t.unit_id FOR UPDATE;
  UPDATE unit_taken_nights t SET nights = coalesce((
      SELECT range_agg(taken.nights) FROM (
        SELECT daterange(b.check_in, b.check_out, '[)') AS nights FROM bookings b
          WHERE b.unit_id = t.unit_id AND booking_status_is_live(b.status)
        UNION ALL
        SELECT daterange(c.day, c.day + 1, '[)') FROM calendar_days c
          WHERE c.unit_id = t.unit_id AND c.closed
      ) taken), '{}'::datemultirange)
    WHERE t.unit_id = ANY (unit_ids);
END;
$$;--> statement-breakpoint

-- Every unit's row again (the migration's backfill, the benchmark's bulk load, a repair). Returns the rows kept.
CREATE OR REPLACE FUNCTION rebuild_unit_taken_nights() RETURNS bigint
  LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  kept bigint;
BEGIN
  LOCK TABLE unit_taken_nights IN EXCLUSIVE MODE;
  DELETE FROM unit_taken_nights;
  INSERT INTO unit_taken_nights (unit_id, nights)
    SELECT taken.unit_id, range_agg(taken.nights) FROM (
      SELECT b.unit_id, daterange(b.check_in, b.check_out, '[)') AS nights FROM bookings b WHERE booking_status_is_live(b.status)
      UNION ALL
      SELECT c.unit_id, daterange(c.day, c.day + 1, '[)') FROM calendar_days c WHERE c.closed
    ) taken
    GROUP BY taken.unit_id;
  GET DIAGNOSTICS kept = ROW_COUNT;
  RETURN kept;
END;
$$;--> statement-breakpoint

-- Statement triggers with transition tables: one refresh per statement for all the units it touched (an
-- iCal import closes hundreds of nights of a unit in one INSERT). Updates count only when they change what a
-- booking holds (liveness, dates, unit), so payments, messages and status moves between live statuses do not
-- lock the unit's row.
CREATE OR REPLACE FUNCTION bookings_refresh_taken_nights() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.unit_id) INTO ids FROM new_rows n WHERE booking_status_is_live(n.status);
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.unit_id) INTO ids FROM old_rows o WHERE booking_status_is_live(o.status);
  ELSE
    SELECT array_agg(DISTINCT touched.unit_id) INTO ids
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.unit_id), (n.unit_id)) AS touched(unit_id)
      WHERE (booking_status_is_live(o.status) OR booking_status_is_live(n.status))
        AND (booking_status_is_live(o.status), o.check_in, o.check_out, o.unit_id)
          IS DISTINCT FROM (booking_status_is_live(n.status), n.check_in, n.check_out, n.unit_id);
  END IF;
  PERFORM refresh_unit_taken_nights(ids);
  RETURN NULL;
END;
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION calendar_days_refresh_taken_nights() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.unit_id) INTO ids FROM new_rows n WHERE n.closed;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.unit_id) INTO ids FROM old_rows o WHERE o.closed;
  ELSE
    -- calendar_days has no id: a row is its (unit_id, day), the primary key; a statement that changes the key
    -- is seen as the old key's row going and the new one's coming.
    SELECT array_agg(DISTINCT touched.unit_id) INTO ids FROM (
      SELECT o.unit_id FROM old_rows o
        WHERE o.closed AND NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.unit_id = o.unit_id AND n.day = o.day AND n.closed)
      UNION ALL
      SELECT n.unit_id FROM new_rows n
        WHERE n.closed AND NOT EXISTS (SELECT 1 FROM old_rows o WHERE o.unit_id = n.unit_id AND o.day = n.day AND o.closed)
    ) touched;
  END IF;
  PERFORM refresh_unit_taken_nights(ids);
  RETURN NULL;
END;
$$;--> statement-breakpoint

CREATE TRIGGER bookings_taken_nights_insert AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bookings_refresh_taken_nights();--> statement-breakpoint
CREATE TRIGGER bookings_taken_nights_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bookings_refresh_taken_nights();--> statement-breakpoint
CREATE TRIGGER bookings_taken_nights_delete AFTER DELETE ON bookings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bookings_refresh_taken_nights();--> statement-breakpoint
CREATE TRIGGER calendar_days_taken_nights_insert AFTER INSERT ON calendar_days
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION calendar_days_refresh_taken_nights();--> statement-breakpoint
CREATE TRIGGER calendar_days_taken_nights_update AFTER UPDATE ON calendar_days
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION calendar_days_refresh_taken_nights();--> statement-breakpoint
CREATE TRIGGER calendar_days_taken_nights_delete AFTER DELETE ON calendar_days
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION calendar_days_refresh_taken_nights();--> statement-breakpoint
-- TRUNCATE fires no row or statement triggers of the kinds above: recompute everything after it.
CREATE OR REPLACE FUNCTION taken_nights_rebuild_after_truncate() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_unit_taken_nights();
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER bookings_taken_nights_truncate AFTER TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION taken_nights_rebuild_after_truncate();--> statement-breakpoint
CREATE TRIGGER calendar_days_taken_nights_truncate AFTER TRUNCATE ON calendar_days
  FOR EACH STATEMENT EXECUTE FUNCTION taken_nights_rebuild_after_truncate();--> statement-breakpoint
-- The backfill.
SELECT rebuild_unit_taken_nights();
