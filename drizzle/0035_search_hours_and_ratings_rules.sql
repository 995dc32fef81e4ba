-- Search (issue 6), hand-written: hourly availability and ratings kept by the database.
--
-- 1. unit_taken_nights also keeps, for hourly stays, the unit's whole days taken (closed days and live nightly or
--    monthly bookings), its live hourly bookings (to the end of their cleaning buffer) and its closed hours, so
--    a day-room search tests one row per unit instead of probing calendar_days, hourly_blocks and bookings twice
--    (docs/PERFORMANCE.md, Search).
-- 2. properties.rating_count and rating_sum follow the published reviews, so sorting by rating reads the row.

-- The refresh and the rebuild that fill the new columns are in …_search_units_by_property_rules (the next
-- migration but one), which also gives every unit its row; its last statement is the backfill of both.

-- As before, plus what an hourly stay holds (its mode and times).
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
$$;--> statement-breakpoint

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
$$;--> statement-breakpoint

CREATE TRIGGER hourly_blocks_taken_nights_insert AFTER INSERT ON hourly_blocks
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hourly_blocks_refresh_taken_nights();--> statement-breakpoint
CREATE TRIGGER hourly_blocks_taken_nights_update AFTER UPDATE ON hourly_blocks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hourly_blocks_refresh_taken_nights();--> statement-breakpoint
CREATE TRIGGER hourly_blocks_taken_nights_delete AFTER DELETE ON hourly_blocks
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION hourly_blocks_refresh_taken_nights();--> statement-breakpoint
CREATE TRIGGER hourly_blocks_taken_nights_truncate AFTER TRUNCATE ON hourly_blocks
  FOR EACH STATEMENT EXECUTE FUNCTION taken_nights_rebuild_after_truncate();--> statement-breakpoint

-- Ratings: the change each statement makes to its properties' counts and sums, added to the row. An increment
-- is safe under concurrency (a second writer's UPDATE waits for the first's row lock, then adds to the row as the
-- first left it), so there is nothing to lock beforehand.
CREATE OR REPLACE FUNCTION reviews_apply_ratings() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE properties p SET rating_count = p.rating_count + d.count, rating_sum = p.rating_sum + d.sum
      FROM (SELECT n.property_id, count(*)::int AS count, sum(n.rating)::int AS sum FROM new_rows n
        WHERE n.published_at IS NOT NULL GROUP BY n.property_id) d
      WHERE p.id = d.property_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE properties p SET rating_count = p.rating_count - d.count, rating_sum = p.rating_sum - d.sum
      FROM (SELECT o.property_id, count(*)::int AS count, sum(o.rating)::int AS sum FROM old_rows o
        WHERE o.published_at IS NOT NULL GROUP BY o.property_id) d
      WHERE p.id = d.property_id;
  ELSE
    UPDATE properties p SET rating_count = p.rating_count + d.count, rating_sum = p.rating_sum + d.sum
      FROM (
        SELECT change.property_id, sum(change.count)::int AS count, sum(change.sum)::int AS sum FROM (
          SELECT n.property_id, 1 AS count, n.rating::int AS sum FROM new_rows n WHERE n.published_at IS NOT NULL
          UNION ALL
          SELECT o.property_id, -1, -o.rating::int FROM old_rows o WHERE o.published_at IS NOT NULL
        ) change
        GROUP BY change.property_id
        HAVING sum(change.count) <> 0 OR sum(change.sum) <> 0
      ) d
      WHERE p.id = d.property_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint

-- Every property's count and sum again (the backfill, the benchmark's bulk load, after a TRUNCATE).
CREATE OR REPLACE FUNCTION rebuild_property_ratings() RETURNS void
  LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  UPDATE properties p SET rating_count = r.count, rating_sum = r.sum
    FROM (
      SELECT p2.id, count(rv.id)::int AS count, coalesce(sum(rv.rating), 0)::int AS sum
      FROM properties p2 LEFT JOIN reviews rv ON rv.property_id = p2.id AND rv.published_at IS NOT NULL
      GROUP BY p2.id
    ) r
    WHERE p.id = r.id AND (p.rating_count, p.rating_sum) IS DISTINCT FROM (r.count, r.sum);
END;
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION reviews_rebuild_ratings_after_truncate() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_property_ratings();
  RETURN NULL;
END;
$$;--> statement-breakpoint

CREATE TRIGGER reviews_ratings_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_apply_ratings();--> statement-breakpoint
CREATE TRIGGER reviews_ratings_update AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_apply_ratings();--> statement-breakpoint
CREATE TRIGGER reviews_ratings_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_apply_ratings();--> statement-breakpoint
CREATE TRIGGER reviews_ratings_truncate AFTER TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_rebuild_ratings_after_truncate();--> statement-breakpoint

-- The backfill of the ratings.
SELECT rebuild_property_ratings();
