-- SQL rules (ARCHITECTURE.md, SQL rules): applied again whenever this file changes, so each statement must be
-- able to run over what it made before.
--
-- requires: src/domains/bookings/sql/live-statuses.sql

-- The search cache's invalidation (src/domains/catalogue/search-cache.ts; ARCHITECTURE.md, Calendars): every
-- table whose change can change a guest search's results announces, on the channel "search_changes", the places
-- of the properties a statement touched: {"country" : "malaysia", "city" : "kuala lumpur"} (the city lower-cased),
-- or {"all" : true} when a change reaches every search (an organisation enabled or disabled, a table truncated).
--
-- Statement triggers with transition tables (statement-triggers.sql), one join of the changed rows to units and
-- properties per statement. pg_notify is delivered at commit (nothing on rollback) and PostgreSQL drops identical
-- payloads within a transaction, so a statement touching a hundred rows of a city, or a transaction of many
-- statements, announces that city once; nothing is written, so there is no row for concurrent writers to queue on.
--
-- Changes of bookings, calendar days and closed hours also name the days they reach ("from", "to"): a search
-- for other dates is not affected by them (search_change_payload).
--
-- What each table announces:
--   properties       insert, delete: listed rows' places; update: the old and new places of rows listed before
--                    or after (any column: what a search shows is most of the row, the kept rating included).
--   units            insert, update, delete: the place of the unit's property (old and new property on update).
--   property_photos  insert, update, delete: the place of the photo's property (the cover).
--   property_translations  insert, update, delete: the place of the property (the results' titles per language).
--   reviews          insert, delete: published reviews' property; update: when the rating, publication, hiding or
--                    property changed (the rating kept on the property also announces through properties).
--   calendar_days    insert, delete: rows that close the day or override its price or minimum nights; update:
--                    rows whose key, closure or overrides changed. The place of the unit's property.
--   bookings         insert, delete: live bookings; update: when liveness, dates, unit, mode or hours changed
--                    (the filter of bookings_refresh_taken_nights). The booking's property's place.
--   hourly_blocks    insert, delete: every block; update: when its unit or hours changed. The unit's property.
--   pricing_rules    insert, update, delete: the place of the rule's property, without days (a discount for
--                    early booking or a length of stay reaches stays on any dates).
--   organisations    update of `enabled`: everything (their properties leave or return to every search).
--   any of them      TRUNCATE: everything.
-- Rows of a unit or property deleted by the same cascade find no property: its own trigger announces the place.

-- The one form of a place's payload, so that identical announcements are dropped as duplicates. A change of
-- availability or prices on some days only (a booking, a closed or repriced day, closed hours) names the days:
-- {"country" : …, "city" : …, "from" : "2027-03-10", "to" : "2027-03-12"} (to exclusive), so searches for other
-- dates keep their pages.
CREATE OR REPLACE FUNCTION search_change_payload(country text, city text, days daterange DEFAULT NULL) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE WHEN days IS NULL OR isempty(days) OR lower_inf(days) OR upper_inf(days)
    THEN json_build_object('country', country, 'city', lower(city))::text
    ELSE json_build_object('country', country, 'city', lower(city), 'from', lower(days)::text, 'to', upper(days)::text)::text END;

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
$$;

-- The places of some properties, by id, each with the days changed when they are known (property_ids[i] on
-- days[i]): one announcement per place, for the smallest span that covers every change of the statement there.
-- PL/pgSQL, not SQL: a SQL function returning void stops its last query after the first row, which would announce
-- one place of several.
CREATE OR REPLACE FUNCTION notify_search_changes_of_properties(property_ids uuid[], days daterange[] DEFAULT NULL)
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF property_ids IS NULL OR cardinality(property_ids) = 0 THEN
    RETURN;
  END IF;
  -- Without days, unnest pairs every property with NULL: the place's span is NULL, an undated announcement.
  PERFORM pg_notify('search_changes', search_change_payload(place.country, place.city, place.days))
    FROM (
      SELECT p.country::text AS country, lower(p.city) AS city, range_merge(range_agg(changed.days)) AS days
      FROM unnest(property_ids, days) AS changed(property_id, days)
      JOIN properties p ON p.id = changed.property_id
      GROUP BY 1, 2
    ) place;
END;
$$;

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
$$;

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
$$;

-- A listing's title in another language: every cached page of its place (pages are kept per language).
CREATE OR REPLACE FUNCTION search_changes_property_translations() RETURNS trigger
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
      FROM (SELECT o.property_id FROM old_rows o UNION SELECT n.property_id FROM new_rows n) AS touched;
  END IF;
  PERFORM notify_search_changes_of_properties(ids);
  RETURN NULL;
END;
$$;

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
        AND (o.property_id, o.rating, o.published_at IS NOT NULL, o.hidden_at IS NOT NULL)
          IS DISTINCT FROM (n.property_id, n.rating, n.published_at IS NOT NULL, n.hidden_at IS NOT NULL);
  END IF;
  PERFORM notify_search_changes_of_properties(ids);
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION search_changes_pricing_rules() RETURNS trigger
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
$$;

-- The places of some units' properties, by unit id, with the days changed (unit_ids[i] on days[i]).
CREATE OR REPLACE FUNCTION notify_search_changes_of_units(unit_ids uuid[], days daterange[]) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  property_ids uuid[];
  property_days daterange[];
BEGIN
  IF unit_ids IS NULL OR cardinality(unit_ids) = 0 THEN
    RETURN;
  END IF;
  SELECT array_agg(u.property_id), array_agg(changed.days) INTO property_ids, property_days
    FROM unnest(unit_ids, days) AS changed(unit_id, days) JOIN units u ON u.id = changed.unit_id;
  PERFORM notify_search_changes_of_properties(property_ids, property_days);
END;
$$;

-- The days a booking's change can reach: its nights; for an hourly stay a day either side as well (its hours are
-- in the property's time zone, which may put them on the day before or after its check-in date).
CREATE OR REPLACE FUNCTION booking_search_days(mode stay_mode, check_in date, check_out date) RETURNS daterange
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE WHEN mode = 'hourly' THEN daterange(check_in - 1, check_out + 1, '[)') ELSE daterange(check_in, check_out, '[)') END;

CREATE OR REPLACE FUNCTION search_changes_calendar_days() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
  spans daterange[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.unit_id), array_agg(daterange(n.day, n.day + 1, '[)')) INTO ids, spans FROM new_rows n
      WHERE n.closed OR n.price_override_minor IS NOT NULL OR n.min_nights_override IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.unit_id), array_agg(daterange(o.day, o.day + 1, '[)')) INTO ids, spans FROM old_rows o
      WHERE o.closed OR o.price_override_minor IS NOT NULL OR o.min_nights_override IS NOT NULL;
  ELSE
    -- calendar_days has no id: a row is its (unit_id, day). The rows whose key, closure or overrides differ
    -- between before and after (EXCEPT compares nulls as equal and hashes; the transition tables have no index).
    SELECT array_agg(changed.unit_id), array_agg(daterange(changed.day, changed.day + 1, '[)')) INTO ids, spans FROM (
      (SELECT o.unit_id, o.day, o.closed, o.price_override_minor, o.min_nights_override FROM old_rows o
        EXCEPT SELECT n.unit_id, n.day, n.closed, n.price_override_minor, n.min_nights_override FROM new_rows n)
      UNION ALL
      (SELECT n.unit_id, n.day, n.closed, n.price_override_minor, n.min_nights_override FROM new_rows n
        EXCEPT SELECT o.unit_id, o.day, o.closed, o.price_override_minor, o.min_nights_override FROM old_rows o)
    ) changed;
  END IF;
  PERFORM notify_search_changes_of_units(ids, spans);
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION search_changes_bookings() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
  spans daterange[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.property_id), array_agg(booking_search_days(n.stay_mode, n.check_in, n.check_out)) INTO ids, spans
      FROM new_rows n WHERE booking_status_is_live(n.status);
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.property_id), array_agg(booking_search_days(o.stay_mode, o.check_in, o.check_out)) INTO ids, spans
      FROM old_rows o WHERE booking_status_is_live(o.status);
  ELSE
    -- What a booking holds (bookings_refresh_taken_nights' filter): payments, messages and moves between live
    -- statuses change no search. Both the old and the new days are announced.
    SELECT array_agg(touched.property_id), array_agg(touched.days) INTO ids, spans
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES
        (o.property_id, booking_search_days(o.stay_mode, o.check_in, o.check_out)),
        (n.property_id, booking_search_days(n.stay_mode, n.check_in, n.check_out))) AS touched(property_id, days)
      WHERE (booking_status_is_live(o.status) OR booking_status_is_live(n.status))
        AND (booking_status_is_live(o.status), o.check_in, o.check_out, o.unit_id, o.stay_mode, o.starts_at, o.occupied_until)
          IS DISTINCT FROM (booking_status_is_live(n.status), n.check_in, n.check_out, n.unit_id, n.stay_mode, n.starts_at, n.occupied_until);
  END IF;
  PERFORM notify_search_changes_of_properties(ids, spans);
  RETURN NULL;
END;
$$;

-- Closed hours reach the days they fall on in the property's time zone: a day either side of their UTC dates.
CREATE OR REPLACE FUNCTION search_changes_hourly_blocks() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
  spans daterange[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.unit_id), array_agg(daterange((n.starts_at AT TIME ZONE 'UTC')::date - 1, (n.ends_at AT TIME ZONE 'UTC')::date + 2, '[)'))
      INTO ids, spans FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.unit_id), array_agg(daterange((o.starts_at AT TIME ZONE 'UTC')::date - 1, (o.ends_at AT TIME ZONE 'UTC')::date + 2, '[)'))
      INTO ids, spans FROM old_rows o;
  ELSE
    SELECT array_agg(touched.unit_id), array_agg(daterange((touched.starts_at AT TIME ZONE 'UTC')::date - 1, (touched.ends_at AT TIME ZONE 'UTC')::date + 2, '[)'))
      INTO ids, spans
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.unit_id, o.starts_at, o.ends_at), (n.unit_id, n.starts_at, n.ends_at)) AS touched(unit_id, starts_at, ends_at)
      WHERE (o.unit_id, o.starts_at, o.ends_at) IS DISTINCT FROM (n.unit_id, n.starts_at, n.ends_at);
  END IF;
  PERFORM notify_search_changes_of_units(ids, spans);
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION search_changes_organisations() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.enabled IS DISTINCT FROM n.enabled) THEN
    PERFORM pg_notify('search_changes', '{"all" : true}');
  END IF;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION search_changes_everything() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('search_changes', '{"all" : true}');
  RETURN NULL;
END;
$$;
