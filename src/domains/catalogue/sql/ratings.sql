-- SQL rules (ARCHITECTURE.md, SQL rules): applied again whenever this file changes, so each statement must be
-- able to run over what it made before.

-- properties.rating_count and rating_sum follow the guests' published reviews that staff have not hidden, so
-- sorting by rating reads the row (ARCHITECTURE.md, Calendars); a supplier's review of a guest rates the guest,
-- not the place (reviews/schema.ts). Statement triggers on reviews (statement-triggers.sql) call these functions.

-- The change each statement makes to its properties' counts and sums, added to the row. An increment
-- is safe under concurrency (a second writer's UPDATE waits for the first's row lock, then adds to the row as the
-- first left it), so there is nothing to lock beforehand.
CREATE OR REPLACE FUNCTION reviews_apply_ratings() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE properties p SET rating_count = p.rating_count + d.count, rating_sum = p.rating_sum + d.sum
      FROM (SELECT n.property_id, count(*)::int AS count, sum(n.rating)::int AS sum FROM new_rows n
        WHERE n.published_at IS NOT NULL AND n.hidden_at IS NULL AND n.side = 'guest' GROUP BY n.property_id) d
      WHERE p.id = d.property_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE properties p SET rating_count = p.rating_count - d.count, rating_sum = p.rating_sum - d.sum
      FROM (SELECT o.property_id, count(*)::int AS count, sum(o.rating)::int AS sum FROM old_rows o
        WHERE o.published_at IS NOT NULL AND o.hidden_at IS NULL AND o.side = 'guest' GROUP BY o.property_id) d
      WHERE p.id = d.property_id;
  ELSE
    UPDATE properties p SET rating_count = p.rating_count + d.count, rating_sum = p.rating_sum + d.sum
      FROM (
        SELECT change.property_id, sum(change.count)::int AS count, sum(change.sum)::int AS sum FROM (
          SELECT n.property_id, 1 AS count, n.rating::int AS sum FROM new_rows n
            WHERE n.published_at IS NOT NULL AND n.hidden_at IS NULL AND n.side = 'guest'
          UNION ALL
          SELECT o.property_id, -1, -o.rating::int FROM old_rows o
            WHERE o.published_at IS NOT NULL AND o.hidden_at IS NULL AND o.side = 'guest'
        ) change
        GROUP BY change.property_id
        HAVING sum(change.count) <> 0 OR sum(change.sum) <> 0
      ) d
      WHERE p.id = d.property_id;
  END IF;
  RETURN NULL;
END;
$$;

-- Every property's count and sum again (the backfill, the benchmark's bulk load, after a TRUNCATE).
CREATE OR REPLACE FUNCTION rebuild_property_ratings() RETURNS void
  LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  UPDATE properties p SET rating_count = r.count, rating_sum = r.sum
    FROM (
      SELECT p2.id, count(rv.id)::int AS count, coalesce(sum(rv.rating), 0)::int AS sum
      FROM properties p2 LEFT JOIN reviews rv ON rv.property_id = p2.id AND rv.published_at IS NOT NULL
        AND rv.hidden_at IS NULL AND rv.side = 'guest'
      GROUP BY p2.id
    ) r
    WHERE p.id = r.id AND (p.rating_count, p.rating_sum) IS DISTINCT FROM (r.count, r.sum);
END;
$$;

CREATE OR REPLACE FUNCTION reviews_rebuild_ratings_after_truncate() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_property_ratings();
  RETURN NULL;
END;
$$;
