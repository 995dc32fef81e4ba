-- SQL rules (ARCHITECTURE.md, SQL rules): applied again whenever this file changes, so each statement must be
-- able to run over what it made before.
--
-- requires: src/domains/catalogue/sql/taken-nights.sql
-- requires: src/domains/catalogue/sql/ratings.sql
-- requires: src/domains/catalogue/sql/search-cache.sql
-- requires: src/domains/catalogue/sql/property-search.sql

-- The statement triggers of the search's read models (the taken nights, the ratings kept on properties, the search
-- table property_search) and of the
-- search cache, made from one list. Each row gives a table one trigger per event, named <table>_<rule>_<event>
-- (bookings_search_changes_update), AFTER the event, FOR EACH STATEMENT, with the statement's rows as transition
-- tables (new_rows for insert, old_rows and new_rows for update, old_rows for delete) and the row's function; and,
-- when the row names one, a <table>_<rule>_truncate trigger that calls its own function, since TRUNCATE has no rows
-- to pass. One trigger per event because PostgreSQL refuses transition tables on a trigger of several events.
-- PostgreSQL fires a table's triggers of one event in the order of their names, whatever order they are made in.
DO $$
DECLARE
  rule record;
  event text;
BEGIN
  FOR rule IN SELECT * FROM (VALUES
    -- table,          rule,             function for the events,              events,                              after TRUNCATE
    ('bookings',        'taken_nights',   'bookings_refresh_taken_nights',      ARRAY['insert', 'update', 'delete'], 'taken_nights_rebuild_after_truncate'),
    ('calendar_days',   'taken_nights',   'calendar_days_refresh_taken_nights', ARRAY['insert', 'update', 'delete'], 'taken_nights_rebuild_after_truncate'),
    ('hourly_blocks',   'taken_nights',   'hourly_blocks_refresh_taken_nights', ARRAY['insert', 'update', 'delete'], 'taken_nights_rebuild_after_truncate'),
    ('reviews',         'ratings',        'reviews_apply_ratings',              ARRAY['insert', 'update', 'delete'], 'reviews_rebuild_ratings_after_truncate'),
    -- A deleted property's row goes by its foreign key; a TRUNCATE of properties or organisations cascades to it.
    ('properties',      'property_search', 'property_search_properties',        ARRAY['insert', 'update'],           NULL),
    ('units',           'property_search', 'property_search_units',             ARRAY['insert', 'update', 'delete'], 'property_search_rebuild_after_truncate'),
    ('organisations',   'property_search', 'property_search_organisations',     ARRAY['update'],                     NULL),
    ('properties',      'search_changes', 'search_changes_properties',          ARRAY['insert', 'update', 'delete'], 'search_changes_everything'),
    ('units',           'search_changes', 'search_changes_units',               ARRAY['insert', 'update', 'delete'], 'search_changes_everything'),
    ('property_photos', 'search_changes', 'search_changes_property_photos',     ARRAY['insert', 'update', 'delete'], 'search_changes_everything'),
    ('property_translations', 'search_changes', 'search_changes_property_translations', ARRAY['insert', 'update', 'delete'], 'search_changes_everything'),
    ('reviews',         'search_changes', 'search_changes_reviews',             ARRAY['insert', 'update', 'delete'], 'search_changes_everything'),
    ('calendar_days',   'search_changes', 'search_changes_calendar_days',       ARRAY['insert', 'update', 'delete'], 'search_changes_everything'),
    ('bookings',        'search_changes', 'search_changes_bookings',            ARRAY['insert', 'update', 'delete'], 'search_changes_everything'),
    ('hourly_blocks',   'search_changes', 'search_changes_hourly_blocks',       ARRAY['insert', 'update', 'delete'], 'search_changes_everything'),
    ('pricing_rules',   'search_changes', 'search_changes_pricing_rules',       ARRAY['insert', 'update', 'delete'], 'search_changes_everything'),
    -- Only `enabled` matters (their properties leave or return to every search): no insert or delete.
    ('organisations',   'search_changes', 'search_changes_organisations',       ARRAY['update'],                     'search_changes_everything')
  ) AS rules (table_name, rule, function_name, events, after_truncate)
  LOOP
    FOREACH event IN ARRAY rule.events LOOP
      EXECUTE format(
        'CREATE OR REPLACE TRIGGER %I AFTER %s ON %I REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION %I()',
        rule.table_name || '_' || rule.rule || '_' || event, upper(event), rule.table_name,
        CASE event
          WHEN 'insert' THEN 'NEW TABLE AS new_rows'
          WHEN 'update' THEN 'OLD TABLE AS old_rows NEW TABLE AS new_rows'
          WHEN 'delete' THEN 'OLD TABLE AS old_rows'
        END,
        rule.function_name);
    END LOOP;
    IF rule.after_truncate IS NOT NULL THEN
      EXECUTE format(
        'CREATE OR REPLACE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION %I()',
        rule.table_name || '_' || rule.rule || '_truncate', rule.table_name, rule.after_truncate);
    END IF;
  END LOOP;
END
$$;
