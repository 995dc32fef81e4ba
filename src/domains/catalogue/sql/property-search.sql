-- SQL rules (ARCHITECTURE.md, SQL rules): applied again whenever this file changes, so each statement must be
-- able to run over what it made before.

-- property_search, kept by the database (catalogue/schema.ts; docs/PERFORMANCE.md, Search): one narrow row per
-- property a guest can find. A property has a row while it is listed, its organisation is enabled and one of its
-- units is not archived (the rule the search tested on properties, organisations and units: SPEC.md's guest search
-- shows listed places only, a disabled organisation's places leave every search, and a place whose units are all
-- archived has nothing to sell). The row copies the columns the search's filters and sorts read; availability is
-- not here (unit_taken_nights). Statement triggers (statement-triggers.sql) refresh the rows of the properties a
-- statement touched, in its transaction.

-- The rows of some properties made again: inserted, updated where a column differs, deleted where the property is
-- no longer found. The properties are locked first (FOR NO KEY UPDATE, in id order) and read after the lock, so two
-- writers that reach one property from different tables (a price changed while a unit is archived, an organisation
-- disabled while a listing is approved) run one after the other and the second reads what the first committed; a
-- write to properties holds that lock already.
CREATE OR REPLACE FUNCTION refresh_property_search(property_ids uuid[]) RETURNS void
  LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF property_ids IS NULL OR cardinality(property_ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM properties p WHERE p.id = ANY (property_ids) ORDER BY p.id FOR NO KEY UPDATE OF p;
  WITH fresh AS (
    SELECT p.id, lower(p.city) AS city_key, p.country, p.latitude, p.longitude, p.type, p.amenities,
      p.instant_book, p.bedrooms, p.max_guests, p.max_adults, p.max_children, p.currency, p.nightly_rate_minor,
      p.monthly_rate_minor, p.hourly_rate_minor, p.min_nights, p.max_nights, p.min_hours, p.max_hours,
      p.opening_time, p.closing_time, p.time_zone, p.buffer_hours, p.rating_count, p.rating_sum, p.created_at,
      -- The search's rating (search.ts): numeric division, so the value avg() gave.
      CASE WHEN p.rating_count > 0 THEN (p.rating_sum::numeric / p.rating_count)::float8 END AS rating_average
    FROM properties p JOIN organisations o ON o.id = p.organisation_id
    WHERE p.id = ANY (property_ids) AND p.status = 'listed' AND o.enabled
      AND EXISTS (SELECT 1 FROM units u WHERE u.property_id = p.id AND u.archived_at IS NULL)
  ), gone AS (
    DELETE FROM property_search s
    WHERE s.id = ANY (property_ids) AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.id = s.id)
  )
  INSERT INTO property_search AS s (id, city_key, country, latitude, longitude, type, amenities, instant_book,
    bedrooms, max_guests, max_adults, max_children, currency, nightly_rate_minor, monthly_rate_minor,
    hourly_rate_minor, min_nights, max_nights, min_hours, max_hours, opening_time, closing_time, time_zone,
    buffer_hours, rating_count, rating_sum, created_at, rating_average)
  SELECT * FROM fresh
  ON CONFLICT (id) DO UPDATE SET city_key = excluded.city_key, country = excluded.country,
    latitude = excluded.latitude, longitude = excluded.longitude, type = excluded.type,
    amenities = excluded.amenities, instant_book = excluded.instant_book, bedrooms = excluded.bedrooms,
    max_guests = excluded.max_guests, max_adults = excluded.max_adults, max_children = excluded.max_children,
    currency = excluded.currency, nightly_rate_minor = excluded.nightly_rate_minor,
    monthly_rate_minor = excluded.monthly_rate_minor, hourly_rate_minor = excluded.hourly_rate_minor,
    min_nights = excluded.min_nights, max_nights = excluded.max_nights, min_hours = excluded.min_hours,
    max_hours = excluded.max_hours, opening_time = excluded.opening_time, closing_time = excluded.closing_time,
    time_zone = excluded.time_zone, buffer_hours = excluded.buffer_hours, rating_count = excluded.rating_count,
    rating_sum = excluded.rating_sum, created_at = excluded.created_at, rating_average = excluded.rating_average
  -- An update that changes nothing the search reads (a description, updated_at) leaves the row alone.
  WHERE (s.*) IS DISTINCT FROM (excluded.*);
END;
$$;

-- Every row again (the benchmark's bulk load, after a TRUNCATE of units): the refresh of every property.
CREATE OR REPLACE FUNCTION rebuild_property_search() RETURNS void
  LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM refresh_property_search(array(SELECT p.id FROM properties p UNION SELECT s.id FROM property_search s));
END;
$$;

-- The statement's properties: inserted, changed or deleted (a deleted one's row went with it, by its foreign key).
CREATE OR REPLACE FUNCTION property_search_properties() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_property_search(array(SELECT n.id FROM new_rows n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_property_search(array(SELECT n.id FROM new_rows n));
  END IF;
  RETURN NULL;
END;
$$;

-- The properties of the statement's units: a unit added, archived, restored, moved or deleted.
CREATE OR REPLACE FUNCTION property_search_units() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_property_search(array(SELECT DISTINCT n.property_id FROM new_rows n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_property_search(array(
      SELECT n.property_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.property_id, n.archived_at IS NULL) IS DISTINCT FROM (o.property_id, o.archived_at IS NULL)
      UNION
      SELECT o.property_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.property_id, n.archived_at IS NULL) IS DISTINCT FROM (o.property_id, o.archived_at IS NULL)));
  ELSE
    PERFORM refresh_property_search(array(SELECT DISTINCT o.property_id FROM old_rows o));
  END IF;
  RETURN NULL;
END;
$$;

-- The properties of organisations enabled or disabled.
CREATE OR REPLACE FUNCTION property_search_organisations() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_property_search(array(
    SELECT p.id FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN properties p ON p.organisation_id = n.id
      WHERE n.enabled IS DISTINCT FROM o.enabled));
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION property_search_rebuild_after_truncate() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_property_search();
  RETURN NULL;
END;
$$;
