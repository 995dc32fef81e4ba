-- SQL rules (ARCHITECTURE.md, SQL rules): applied again whenever this file changes, so each statement must be
-- able to run over what it made before.

-- requires: src/domains/bookings/sql/live-statuses.sql

-- unit_taken_nights, kept by the database (ARCHITECTURE.md, Calendars; docs/PERFORMANCE.md, Search). Every unit
-- has a row, carrying its property, so the search asks "has this property a free unit" with one probe of
-- unit_taken_nights_property_idx. A row holds the union of the nights of the unit's live bookings (any stay mode:
-- daterange(check_in, check_out)) and of its closed calendar days and, for hourly stays, its whole days taken
-- (closed days and live nightly or monthly bookings), its live hourly bookings (to the end of their cleaning
-- buffer) and its closed hours, so a day-room search tests one row per unit instead of probing calendar_days,
-- hourly_blocks and bookings. Statement triggers (statement-triggers.sql) refresh the rows of the units a
-- statement touched, in the same transaction, so the search never sees taken nights staler than the last
-- committed write.

-- The unit's taken nights and, for hourly stays, its whole days taken, hourly stays (to the end of their buffer)
-- and closed hours, recomputed for some units. A place sold both by the night and by the hour (docs/STAY-MODES.md):
-- a night is its day's, so a nightly stay takes its nights' days whole from hourly stays and an hourly stay takes its
-- day's night; the night's guest keeps the check-out day until the check-out time plus the buffer (in `hours`), and
-- an hourly stay starting before then takes the night before it too (in `nights`); both only where the place is sold
-- in both ways. Rows are made, with their property, for units that have none; they are locked first, in unit order
-- (two writers over the same units wait for each other instead of deadlocking), and recomputed by a later statement.
CREATE OR REPLACE FUNCTION refresh_unit_taken_nights(unit_ids uuid[]) RETURNS void
  LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF unit_ids IS NULL OR cardinality(unit_ids) = 0 THEN
    RETURN;
  END IF;
  -- Units deleted in the same statement (a cascade) have no row to keep.
  INSERT INTO unit_taken_nights (unit_id, property_id, nights)
    SELECT u.id, u.property_id, '{}'::datemultirange FROM units u WHERE u.id = ANY (unit_ids) ORDER BY u.id
    ON CONFLICT (unit_id) DO NOTHING;
  PERFORM 1 FROM unit_taken_nights t WHERE t.unit_id = ANY (unit_ids) ORDER BY t.unit_id FOR UPDATE;
  -- A later statement than the lock: under READ COMMITTED it sees what a writer it waited for committed.
  -- An archived unit is taken for every night and day (units_keep_taken_nights refreshes it when archived or
  -- restored), so availability, the search and the quote pass it over without a rule of their own.
  UPDATE unit_taken_nights t SET
      nights = CASE WHEN EXISTS (SELECT 1 FROM units u WHERE u.id = t.unit_id AND u.archived_at IS NOT NULL)
        THEN '{(,)}'::datemultirange ELSE coalesce((
        SELECT range_agg(taken.days) FROM (
          SELECT daterange(b.check_in, b.check_out, '[)') AS days FROM bookings b
            WHERE b.unit_id = t.unit_id AND booking_status_is_live(b.status)
          UNION ALL
          -- An hourly stay that starts before the check-out time (and its buffer) also takes the night before it.
          SELECT daterange(b.check_in - 1, b.check_in, '[)') FROM bookings b JOIN properties p ON p.id = b.property_id
            WHERE b.unit_id = t.unit_id AND booking_status_is_live(b.status) AND b.stay_mode = 'hourly'
              AND p.hourly_rate_minor IS NOT NULL AND (p.nightly_rate_minor IS NOT NULL OR p.monthly_rate_minor IS NOT NULL)
              AND b.starts_at < ((b.check_in + p.check_out_time) AT TIME ZONE p.time_zone) + make_interval(hours => p.buffer_hours)
          UNION ALL
          SELECT daterange(c.day, c.day + 1, '[)') FROM calendar_days c WHERE c.unit_id = t.unit_id AND c.closed
        ) taken), '{}'::datemultirange) END,
      whole_days = CASE WHEN EXISTS (SELECT 1 FROM units u WHERE u.id = t.unit_id AND u.archived_at IS NOT NULL)
        THEN '{(,)}'::datemultirange ELSE coalesce((
        SELECT range_agg(taken.days) FROM (
          SELECT daterange(b.check_in, b.check_out, '[)') AS days FROM bookings b
            WHERE b.unit_id = t.unit_id AND booking_status_is_live(b.status) AND b.stay_mode <> 'hourly'
          UNION ALL
          SELECT daterange(c.day, c.day + 1, '[)') FROM calendar_days c WHERE c.unit_id = t.unit_id AND c.closed
        ) taken), '{}'::datemultirange) END,
      hours = coalesce((
        SELECT range_agg(taken.hours) FROM (
          SELECT tstzrange(b.starts_at, b.occupied_until, '[)') AS hours FROM bookings b
            WHERE b.unit_id = t.unit_id AND booking_status_is_live(b.status) AND b.stay_mode = 'hourly'
          UNION ALL
          -- A night's guest keeps the check-out day until the check-out time, and its buffer for cleaning.
          SELECT tstzrange(b.check_out::timestamp AT TIME ZONE p.time_zone,
              ((b.check_out + p.check_out_time) AT TIME ZONE p.time_zone) + make_interval(hours => p.buffer_hours), '[)')
            FROM bookings b JOIN properties p ON p.id = b.property_id
            WHERE b.unit_id = t.unit_id AND booking_status_is_live(b.status) AND b.stay_mode <> 'hourly'
              AND p.hourly_rate_minor IS NOT NULL AND (p.nightly_rate_minor IS NOT NULL OR p.monthly_rate_minor IS NOT NULL)
        ) taken), '{}'::tstzmultirange),
      closed_hours = coalesce((
        SELECT range_agg(tstzrange(hb.starts_at, hb.ends_at, '[)')) FROM hourly_blocks hb WHERE hb.unit_id = t.unit_id
        ), '{}'::tstzmultirange)
    WHERE t.unit_id = ANY (unit_ids);
END;
$$;

-- Every unit's row again, those with nothing taken included (a backfill, the benchmark's bulk load, a repair).
-- Returns the rows kept.
CREATE OR REPLACE FUNCTION rebuild_unit_taken_nights() RETURNS bigint
  LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  kept bigint;
BEGIN
  LOCK TABLE unit_taken_nights IN EXCLUSIVE MODE;
  DELETE FROM unit_taken_nights;
  INSERT INTO unit_taken_nights (unit_id, property_id, nights, whole_days, hours, closed_hours)
    SELECT u.id, u.property_id,
      CASE WHEN u.archived_at IS NOT NULL THEN '{(,)}'::datemultirange ELSE coalesce(kept.nights, '{}'::datemultirange) END,
      CASE WHEN u.archived_at IS NOT NULL THEN '{(,)}'::datemultirange ELSE coalesce(kept.whole_days, '{}'::datemultirange) END,
      coalesce(kept.hours, '{}'::tstzmultirange), coalesce(kept.closed_hours, '{}'::tstzmultirange)
    FROM units u
    LEFT JOIN (
      SELECT taken.unit_id,
        range_agg(taken.days) AS nights,
        range_agg(taken.days) FILTER (WHERE taken.kind IN ('stay', 'closed day')) AS whole_days,
        range_agg(taken.hours) FILTER (WHERE taken.kind IN ('hourly', 'check-out morning')) AS hours,
        range_agg(taken.hours) FILTER (WHERE taken.kind = 'closed hours') AS closed_hours
      FROM (
        SELECT b.unit_id, daterange(b.check_in, b.check_out, '[)') AS days,
            CASE WHEN b.stay_mode = 'hourly' THEN tstzrange(b.starts_at, b.occupied_until, '[)') END AS hours,
            CASE WHEN b.stay_mode = 'hourly' THEN 'hourly' ELSE 'stay' END AS kind
          FROM bookings b WHERE booking_status_is_live(b.status)
        UNION ALL
        SELECT b.unit_id, daterange(b.check_in - 1, b.check_in, '[)'), NULL, 'night before an early hourly stay'
          FROM bookings b JOIN properties p ON p.id = b.property_id
          WHERE booking_status_is_live(b.status) AND b.stay_mode = 'hourly'
            AND p.hourly_rate_minor IS NOT NULL AND (p.nightly_rate_minor IS NOT NULL OR p.monthly_rate_minor IS NOT NULL)
            AND b.starts_at < ((b.check_in + p.check_out_time) AT TIME ZONE p.time_zone) + make_interval(hours => p.buffer_hours)
        UNION ALL
        SELECT b.unit_id, NULL, tstzrange(b.check_out::timestamp AT TIME ZONE p.time_zone,
            ((b.check_out + p.check_out_time) AT TIME ZONE p.time_zone) + make_interval(hours => p.buffer_hours), '[)'),
            'check-out morning'
          FROM bookings b JOIN properties p ON p.id = b.property_id
          WHERE booking_status_is_live(b.status) AND b.stay_mode <> 'hourly'
            AND p.hourly_rate_minor IS NOT NULL AND (p.nightly_rate_minor IS NOT NULL OR p.monthly_rate_minor IS NOT NULL)
        UNION ALL
        SELECT c.unit_id, daterange(c.day, c.day + 1, '[)'), NULL, 'closed day' FROM calendar_days c WHERE c.closed
        UNION ALL
        SELECT hb.unit_id, NULL, tstzrange(hb.starts_at, hb.ends_at, '[)'), 'closed hours' FROM hourly_blocks hb
      ) taken
      GROUP BY taken.unit_id
    ) kept ON kept.unit_id = u.id;
  GET DIAGNOSTICS kept = ROW_COUNT;
  RETURN kept;
END;
$$;

-- The statement triggers' functions, with transition tables: one refresh per statement for all the units it
-- touched (an iCal import closes hundreds of nights of a unit in one INSERT). Updates count only when they change
-- what a booking holds (liveness, dates, unit, stay mode, hours), so payments, messages and status moves between
-- live statuses do not lock the unit's row.
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
        AND (booking_status_is_live(o.status), o.check_in, o.check_out, o.unit_id, o.stay_mode, o.starts_at, o.occupied_until)
          IS DISTINCT FROM (booking_status_is_live(n.status), n.check_in, n.check_out, n.unit_id, n.stay_mode, n.starts_at, n.occupied_until);
  END IF;
  PERFORM refresh_unit_taken_nights(ids);
  RETURN NULL;
END;
$$;

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
$$;

CREATE OR REPLACE FUNCTION hourly_blocks_refresh_taken_nights() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.unit_id) INTO ids FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.unit_id) INTO ids FROM old_rows o;
  ELSE
    SELECT array_agg(DISTINCT touched.unit_id) INTO ids
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.unit_id), (n.unit_id)) AS touched(unit_id)
      WHERE (o.unit_id, o.starts_at, o.ends_at) IS DISTINCT FROM (n.unit_id, n.starts_at, n.ends_at);
  END IF;
  PERFORM refresh_unit_taken_nights(ids);
  RETURN NULL;
END;
$$;

-- TRUNCATE fires no row or statement triggers of the kinds above: recompute everything after it.
CREATE OR REPLACE FUNCTION taken_nights_rebuild_after_truncate() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_unit_taken_nights();
  RETURN NULL;
END;
$$;

-- A new unit gets its row (taken for ever when it arrives archived); a unit moved to another property takes its row
-- along; a unit archived or restored is recomputed.
CREATE OR REPLACE FUNCTION units_keep_taken_nights() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO unit_taken_nights (unit_id, property_id, nights)
      SELECT n.id, n.property_id, '{}'::datemultirange FROM new_rows n ORDER BY n.id
      ON CONFLICT (unit_id) DO NOTHING;
    PERFORM refresh_unit_taken_nights(array(SELECT n.id FROM new_rows n WHERE n.archived_at IS NOT NULL));
  ELSE
    UPDATE unit_taken_nights t SET property_id = n.property_id
      FROM new_rows n WHERE t.unit_id = n.id AND t.property_id IS DISTINCT FROM n.property_id;
    PERFORM refresh_unit_taken_nights(array(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (o.archived_at IS NULL) <> (n.archived_at IS NULL)));
  END IF;
  RETURN NULL;
END;
$$;

-- Written out here rather than in statement-triggers.sql's list: an insert of units reads only its new rows.
CREATE OR REPLACE TRIGGER units_taken_nights_insert AFTER INSERT ON units
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION units_keep_taken_nights();

CREATE OR REPLACE TRIGGER units_taken_nights_update AFTER UPDATE ON units
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION units_keep_taken_nights();

-- A property's check-out time, buffer, time zone and stay modes place its stays' check-out mornings and its early
-- hourly stays' nights: its units are recomputed when one changes.
CREATE OR REPLACE FUNCTION properties_refresh_taken_nights() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_unit_taken_nights(array(
    SELECT u.id FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN units u ON u.property_id = n.id
      WHERE (o.check_out_time, o.buffer_hours, o.time_zone, o.hourly_rate_minor IS NULL,
          o.nightly_rate_minor IS NULL AND o.monthly_rate_minor IS NULL)
        IS DISTINCT FROM (n.check_out_time, n.buffer_hours, n.time_zone, n.hourly_rate_minor IS NULL,
          n.nightly_rate_minor IS NULL AND n.monthly_rate_minor IS NULL)));
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER properties_taken_nights_update AFTER UPDATE ON properties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION properties_refresh_taken_nights();
