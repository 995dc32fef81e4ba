-- Search (issue 6), hand-written: every unit has a row in unit_taken_nights, carrying its property, so the search
-- asks "has this property a free unit" with one probe of unit_taken_nights_property_idx (docs/PERFORMANCE.md).

-- The unit's taken nights and, for hourly stays, its whole days taken, hourly stays (to the end of their buffer)
-- and closed hours, recomputed for some units. Rows are made, with their property, for units that have none;
-- they are locked first, in unit order (two writers over the same units wait for each other instead of
-- deadlocking), and recomputed by a later statement.
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
  UPDATE unit_taken_nights t SET
      nights = coalesce((
        SELECT range_agg(taken.days) FROM (
          SELECT daterange(b.check_in, b.check_out, '[)') AS days FROM bookings b
            WHERE b.unit_id = t.unit_id AND booking_status_is_live(b.status)
          UNION ALL
          SELECT daterange(c.day, c.day + 1, '[)') FROM calendar_days c WHERE c.unit_id = t.unit_id AND c.closed
        ) taken), '{}'::datemultirange),
      whole_days = coalesce((
        SELECT range_agg(taken.days) FROM (
          SELECT daterange(b.check_in, b.check_out, '[)') AS days FROM bookings b
            WHERE b.unit_id = t.unit_id AND booking_status_is_live(b.status) AND b.stay_mode <> 'hourly'
          UNION ALL
          SELECT daterange(c.day, c.day + 1, '[)') FROM calendar_days c WHERE c.unit_id = t.unit_id AND c.closed
        ) taken), '{}'::datemultirange),
      hours = coalesce((
        SELECT range_agg(tstzrange(b.starts_at, b.occupied_until, '[)')) FROM bookings b
          WHERE b.unit_id = t.unit_id AND booking_status_is_live(b.status) AND b.stay_mode = 'hourly'
        ), '{}'::tstzmultirange),
      closed_hours = coalesce((
        SELECT range_agg(tstzrange(hb.starts_at, hb.ends_at, '[)')) FROM hourly_blocks hb WHERE hb.unit_id = t.unit_id
        ), '{}'::tstzmultirange)
    WHERE t.unit_id = ANY (unit_ids);
END;
$$;--> statement-breakpoint

-- Every unit's row again, those with nothing taken included.
CREATE OR REPLACE FUNCTION rebuild_unit_taken_nights() RETURNS bigint
  LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  kept bigint;
BEGIN
  LOCK TABLE unit_taken_nights IN EXCLUSIVE MODE;
  DELETE FROM unit_taken_nights;
  INSERT INTO unit_taken_nights (unit_id, property_id, nights, whole_days, hours, closed_hours)
    SELECT u.id, u.property_id,
      coalesce(kept.nights, '{}'::datemultirange), coalesce(kept.whole_days, '{}'::datemultirange),
      coalesce(kept.hours, '{}'::tstzmultirange), coalesce(kept.closed_hours, '{}'::tstzmultirange)
    FROM units u
    LEFT JOIN (
      SELECT taken.unit_id,
        range_agg(taken.days) AS nights,
        range_agg(taken.days) FILTER (WHERE taken.kind <> 'hourly') AS whole_days,
        range_agg(taken.hours) FILTER (WHERE taken.kind = 'hourly') AS hours,
        range_agg(taken.hours) FILTER (WHERE taken.kind = 'closed hours') AS closed_hours
      FROM (
        SELECT b.unit_id, daterange(b.check_in, b.check_out, '[)') AS days,
            CASE WHEN b.stay_mode = 'hourly' THEN tstzrange(b.starts_at, b.occupied_until, '[)') END AS hours,
            CASE WHEN b.stay_mode = 'hourly' THEN 'hourly' ELSE 'stay' END AS kind
          FROM bookings b WHERE booking_status_is_live(b.status)
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
$$;--> statement-breakpoint

-- A new unit gets its (empty) row; a unit moved to another property takes its row along.
CREATE OR REPLACE FUNCTION units_keep_taken_nights() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO unit_taken_nights (unit_id, property_id, nights)
      SELECT n.id, n.property_id, '{}'::datemultirange FROM new_rows n ORDER BY n.id
      ON CONFLICT (unit_id) DO NOTHING;
  ELSE
    UPDATE unit_taken_nights t SET property_id = n.property_id
      FROM new_rows n WHERE t.unit_id = n.id AND t.property_id IS DISTINCT FROM n.property_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER units_taken_nights_insert AFTER INSERT ON units
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION units_keep_taken_nights();--> statement-breakpoint
CREATE TRIGGER units_taken_nights_update AFTER UPDATE ON units
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION units_keep_taken_nights();--> statement-breakpoint

-- The backfill: every unit's row, with the columns of …_search_hours_and_ratings filled.
SELECT rebuild_unit_taken_nights();
