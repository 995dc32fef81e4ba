-- The search cache's invalidation (src/domains/catalogue/search-cache.ts), hand-written: every table whose change
-- can change a guest search's results announces, on the channel "search_changes", the places of the properties a
-- statement touched: {"country" : "malaysia", "city" : "kuala lumpur"} (the city lower-cased), or {"all" : true}
-- when a change reaches every search (an organisation enabled or disabled, a table truncated).
--
-- Statement triggers with transition tables (one per event: PostgreSQL refuses transition tables on a trigger of
-- several events), one join of the changed rows to units and properties per statement. pg_notify is delivered at
-- commit (nothing on rollback) and PostgreSQL drops identical payloads within a transaction, so a statement
-- touching a hundred rows of a city, or a transaction of many statements, announces that city once; nothing is
-- written, so there is no row for concurrent writers to queue on.
--
-- What each table announces:
--   properties       insert, delete: listed rows' places; update: the old and new places of rows listed before
--                    or after (any column: what a search shows is most of the row, the kept rating included).
--   units            insert, update, delete: the place of the unit's property (old and new property on update).
--   property_photos  insert, update, delete: the place of the photo's property (the cover).
--   reviews          insert, delete: published reviews' property; update: when the rating, publication or
--                    property changed (the rating kept on the property also announces through properties).
--   calendar_days    insert, delete: rows that close the day or override its price or minimum nights; update:
--                    rows whose key, closure or overrides changed. The place of the unit's property.
--   bookings         insert, delete: live bookings; update: when liveness, dates, unit, mode or hours changed
--                    (the filter of bookings_refresh_taken_nights). The booking's property's place.
--   hourly_blocks    insert, delete: every block; update: when its unit or hours changed. The unit's property.
--   organisations    update of `enabled`: everything (their properties leave or return to every search).
--   any of them      TRUNCATE: everything.
-- Rows of a unit or property deleted by the same cascade find no property: its own trigger announces the place.
-- Every statement is CREATE OR REPLACE, so the file can be applied again (renumbered at a merge) without harm.

-- The one form of a place's payload, so that identical announcements are dropped as duplicates.
CREATE OR REPLACE FUNCTION search_change_payload(country text, city text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN json_build_object('country', country, 'city', lower(city))::text;--> statement-breakpoint

CREATE OR REPLACE FUNCTION search_changes_properties() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('search_changes', search_change_payload(place.country, place.city))
      FROM (SELECT DISTINCT n.country::text AS country, lower(n.city) AS city FROM new_rows n WHERE n.status = 'listed') place;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('search_changes', search_change_payload(place.country, place.city))
      FROM (SELECT DISTINCT o.country::text AS country, lower(o.city) AS city FROM old_rows o WHERE o.status = 'listed') place;
  ELSE
    -- A property listed neither before nor after is in no search (listing it later is another update, which
    -- waits for this one's row lock and announces after it).
    PERFORM pg_notify('search_changes', search_change_payload(place.country, place.city))
      FROM (
        SELECT DISTINCT touched.country, lower(touched.city) AS city
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        CROSS JOIN LATERAL (VALUES (o.country::text, o.city), (n.country::text, n.city)) AS touched(country, city)
        WHERE o.status = 'listed' OR n.status = 'listed'
      ) place;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint

-- The places of some properties, by id. PL/pgSQL, not SQL: a SQL function returning void stops its last query
-- after the first row, which would announce one place of several.
CREATE OR REPLACE FUNCTION notify_search_changes_of_properties(property_ids uuid[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  IF property_ids IS NULL OR cardinality(property_ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM pg_notify('search_changes', search_change_payload(place.country, place.city))
    FROM (SELECT DISTINCT p.country::text AS country, lower(p.city) AS city FROM properties p WHERE p.id = ANY (property_ids)) place;
END;
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION search_changes_units() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.property_id) INTO ids FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.property_id) INTO ids FROM old_rows o;
  ELSE
    SELECT array_agg(DISTINCT touched.property_id) INTO ids
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.property_id), (n.property_id)) AS touched(property_id);
  END IF;
  PERFORM notify_search_changes_of_properties(ids);
  RETURN NULL;
END;
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION search_changes_property_photos() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.property_id) INTO ids FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.property_id) INTO ids FROM old_rows o;
  ELSE
    SELECT array_agg(DISTINCT touched.property_id) INTO ids
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.property_id), (n.property_id)) AS touched(property_id);
  END IF;
  PERFORM notify_search_changes_of_properties(ids);
  RETURN NULL;
END;
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION search_changes_reviews() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.property_id) INTO ids FROM new_rows n WHERE n.published_at IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.property_id) INTO ids FROM old_rows o WHERE o.published_at IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT touched.property_id) INTO ids
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.property_id), (n.property_id)) AS touched(property_id)
      WHERE (o.published_at IS NOT NULL OR n.published_at IS NOT NULL)
        AND (o.property_id, o.rating, o.published_at IS NOT NULL) IS DISTINCT FROM (n.property_id, n.rating, n.published_at IS NOT NULL);
  END IF;
  PERFORM notify_search_changes_of_properties(ids);
  RETURN NULL;
END;
$$;--> statement-breakpoint

-- The places of some units' properties, by unit id.
CREATE OR REPLACE FUNCTION notify_search_changes_of_units(unit_ids uuid[]) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  property_ids uuid[];
BEGIN
  IF unit_ids IS NULL OR cardinality(unit_ids) = 0 THEN
    RETURN;
  END IF;
  SELECT array_agg(DISTINCT u.property_id) INTO property_ids FROM units u WHERE u.id = ANY (unit_ids);
  PERFORM notify_search_changes_of_properties(property_ids);
END;
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION search_changes_calendar_days() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.unit_id) INTO ids FROM new_rows n
      WHERE n.closed OR n.price_override_minor IS NOT NULL OR n.min_nights_override IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.unit_id) INTO ids FROM old_rows o
      WHERE o.closed OR o.price_override_minor IS NOT NULL OR o.min_nights_override IS NOT NULL;
  ELSE
    -- calendar_days has no id: a row is its (unit_id, day). The rows whose key, closure or overrides differ
    -- between before and after (EXCEPT compares nulls as equal and hashes; the transition tables have no index).
    SELECT array_agg(DISTINCT changed.unit_id) INTO ids FROM (
      (SELECT o.unit_id, o.day, o.closed, o.price_override_minor, o.min_nights_override FROM old_rows o
        EXCEPT SELECT n.unit_id, n.day, n.closed, n.price_override_minor, n.min_nights_override FROM new_rows n)
      UNION ALL
      (SELECT n.unit_id, n.day, n.closed, n.price_override_minor, n.min_nights_override FROM new_rows n
        EXCEPT SELECT o.unit_id, o.day, o.closed, o.price_override_minor, o.min_nights_override FROM old_rows o)
    ) changed;
  END IF;
  PERFORM notify_search_changes_of_units(ids);
  RETURN NULL;
END;
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION search_changes_bookings() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.property_id) INTO ids FROM new_rows n WHERE booking_status_is_live(n.status);
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.property_id) INTO ids FROM old_rows o WHERE booking_status_is_live(o.status);
  ELSE
    -- What a booking holds (bookings_refresh_taken_nights' filter): payments, messages and moves between live
    -- statuses change no search.
    SELECT array_agg(DISTINCT touched.property_id) INTO ids
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.property_id), (n.property_id)) AS touched(property_id)
      WHERE (booking_status_is_live(o.status) OR booking_status_is_live(n.status))
        AND (booking_status_is_live(o.status), o.check_in, o.check_out, o.unit_id, o.stay_mode, o.starts_at, o.occupied_until)
          IS DISTINCT FROM (booking_status_is_live(n.status), n.check_in, n.check_out, n.unit_id, n.stay_mode, n.starts_at, n.occupied_until);
  END IF;
  PERFORM notify_search_changes_of_properties(ids);
  RETURN NULL;
END;
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION search_changes_hourly_blocks() RETURNS trigger
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
  PERFORM notify_search_changes_of_units(ids);
  RETURN NULL;
END;
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION search_changes_organisations() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.enabled IS DISTINCT FROM n.enabled) THEN
    PERFORM pg_notify('search_changes', '{"all" : true}');
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION search_changes_everything() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('search_changes', '{"all" : true}');
  RETURN NULL;
END;
$$;--> statement-breakpoint

CREATE OR REPLACE TRIGGER properties_search_changes_insert AFTER INSERT ON properties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changes_properties();--> statement-breakpoint
CREATE OR REPLACE TRIGGER properties_search_changes_update AFTER UPDATE ON properties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changes_properties();--> statement-breakpoint
CREATE OR REPLACE TRIGGER properties_search_changes_delete AFTER DELETE ON properties
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changes_properties();--> statement-breakpoint
CREATE OR REPLACE TRIGGER properties_search_changes_truncate AFTER TRUNCATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION search_changes_everything();--> statement-breakpoint

CREATE OR REPLACE TRIGGER units_search_changes_insert AFTER INSERT ON units
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changes_units();--> statement-breakpoint
CREATE OR REPLACE TRIGGER units_search_changes_update AFTER UPDATE ON units
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changes_units();--> statement-breakpoint
CREATE OR REPLACE TRIGGER units_search_changes_delete AFTER DELETE ON units
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changes_units();--> statement-breakpoint
CREATE OR REPLACE TRIGGER units_search_changes_truncate AFTER TRUNCATE ON units
  FOR EACH STATEMENT EXECUTE FUNCTION search_changes_everything();--> statement-breakpoint

CREATE OR REPLACE TRIGGER property_photos_search_changes_insert AFTER INSERT ON property_photos
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changes_property_photos();--> statement-breakpoint
CREATE OR REPLACE TRIGGER property_photos_search_changes_update AFTER UPDATE ON property_photos
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changes_property_photos();--> statement-breakpoint
CREATE OR REPLACE TRIGGER property_photos_search_changes_delete AFTER DELETE ON property_photos
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changes_property_photos();--> statement-breakpoint
CREATE OR REPLACE TRIGGER property_photos_search_changes_truncate AFTER TRUNCATE ON property_photos
  FOR EACH STATEMENT EXECUTE FUNCTION search_changes_everything();--> statement-breakpoint

CREATE OR REPLACE TRIGGER reviews_search_changes_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changes_reviews();--> statement-breakpoint
CREATE OR REPLACE TRIGGER reviews_search_changes_update AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changes_reviews();--> statement-breakpoint
CREATE OR REPLACE TRIGGER reviews_search_changes_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changes_reviews();--> statement-breakpoint
CREATE OR REPLACE TRIGGER reviews_search_changes_truncate AFTER TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION search_changes_everything();--> statement-breakpoint

CREATE OR REPLACE TRIGGER calendar_days_search_changes_insert AFTER INSERT ON calendar_days
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changes_calendar_days();--> statement-breakpoint
CREATE OR REPLACE TRIGGER calendar_days_search_changes_update AFTER UPDATE ON calendar_days
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changes_calendar_days();--> statement-breakpoint
CREATE OR REPLACE TRIGGER calendar_days_search_changes_delete AFTER DELETE ON calendar_days
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changes_calendar_days();--> statement-breakpoint
CREATE OR REPLACE TRIGGER calendar_days_search_changes_truncate AFTER TRUNCATE ON calendar_days
  FOR EACH STATEMENT EXECUTE FUNCTION search_changes_everything();--> statement-breakpoint

CREATE OR REPLACE TRIGGER bookings_search_changes_insert AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changes_bookings();--> statement-breakpoint
CREATE OR REPLACE TRIGGER bookings_search_changes_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changes_bookings();--> statement-breakpoint
CREATE OR REPLACE TRIGGER bookings_search_changes_delete AFTER DELETE ON bookings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changes_bookings();--> statement-breakpoint
CREATE OR REPLACE TRIGGER bookings_search_changes_truncate AFTER TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION search_changes_everything();--> statement-breakpoint

CREATE OR REPLACE TRIGGER hourly_blocks_search_changes_insert AFTER INSERT ON hourly_blocks
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changes_hourly_blocks();--> statement-breakpoint
CREATE OR REPLACE TRIGGER hourly_blocks_search_changes_update AFTER UPDATE ON hourly_blocks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changes_hourly_blocks();--> statement-breakpoint
CREATE OR REPLACE TRIGGER hourly_blocks_search_changes_delete AFTER DELETE ON hourly_blocks
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changes_hourly_blocks();--> statement-breakpoint
CREATE OR REPLACE TRIGGER hourly_blocks_search_changes_truncate AFTER TRUNCATE ON hourly_blocks
  FOR EACH STATEMENT EXECUTE FUNCTION search_changes_everything();--> statement-breakpoint

CREATE OR REPLACE TRIGGER organisations_search_changes_update AFTER UPDATE ON organisations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changes_organisations();--> statement-breakpoint
CREATE OR REPLACE TRIGGER organisations_search_changes_truncate AFTER TRUNCATE ON organisations
  FOR EACH STATEMENT EXECUTE FUNCTION search_changes_everything();
