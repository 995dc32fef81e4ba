-- SQL rules (ARCHITECTURE.md, SQL rules): applied again whenever this file changes, so each statement must be
-- able to run over what it made before.

-- The accounts' month figures, kept by the database in the transaction of every write they follow.
--
-- entry_month_figures (the statement of accounts, management fees), per property.
-- Journal entries and opex postings are append-only (their triggers refuse updates and deletes), so adding
-- on insert is the whole story: an entry of a property adds its figures to its UTC month under category '';
-- an opex posting (written right after its entry) moves that entry's figures to the posting's category.
--
-- organisation_month_figures, the same per organisation, is keyed by the property's organisation and managed flag
-- as they are now, as the pages' joins with properties were. A writer that adds to it first reads its property
-- FOR SHARE, so a concurrent change of that property's organisation or managed flag either waits for the writer's
-- commit (and then moves what the writer added) or is seen by it (and the writer adds to the new key).
--
-- add_entry_month_figures is the one place every journal entry and opex posting goes through: it adds the figures
-- to the property's month and to its organisation's.
CREATE OR REPLACE FUNCTION add_entry_month_figures(e journal_entries, cat text, sign int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  org uuid;
  is_managed boolean;
BEGIN
  INSERT INTO entry_month_figures AS f
    (property_id, month, kind, currency, category, entries, gross_minor, cash_minor, supplier_minor, platform_minor, commission_minor, management_fee_minor)
  VALUES (
    e.property_id, date_trunc('month', e.created_at AT TIME ZONE 'UTC')::date, e.kind, e.currency, cat, sign,
    sign * e.gross_minor, sign * e.cash_minor, sign * e.supplier_minor, sign * e.platform_minor,
    sign * e.commission_minor, sign * e.management_fee_minor)
  ON CONFLICT (property_id, month, kind, currency, category) DO UPDATE SET
    entries = f.entries + excluded.entries,
    gross_minor = f.gross_minor + excluded.gross_minor,
    cash_minor = f.cash_minor + excluded.cash_minor,
    supplier_minor = f.supplier_minor + excluded.supplier_minor,
    platform_minor = f.platform_minor + excluded.platform_minor,
    commission_minor = f.commission_minor + excluded.commission_minor,
    management_fee_minor = f.management_fee_minor + excluded.management_fee_minor;

  SELECT p.organisation_id, p.managed INTO org, is_managed FROM properties p WHERE p.id = e.property_id FOR SHARE;
  -- An entry of a property that does not exist has no organisation (the rebuild's join drops it too).
  IF org IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO organisation_month_figures AS f
    (organisation_id, managed, month, kind, currency, category, entries, gross_minor, cash_minor, supplier_minor, platform_minor, commission_minor, management_fee_minor)
  VALUES (
    org, is_managed, date_trunc('month', e.created_at AT TIME ZONE 'UTC')::date, e.kind, e.currency, cat, sign,
    sign * e.gross_minor, sign * e.cash_minor, sign * e.supplier_minor, sign * e.platform_minor,
    sign * e.commission_minor, sign * e.management_fee_minor)
  ON CONFLICT (organisation_id, managed, month, kind, currency, category) DO UPDATE SET
    entries = f.entries + excluded.entries,
    gross_minor = f.gross_minor + excluded.gross_minor,
    cash_minor = f.cash_minor + excluded.cash_minor,
    supplier_minor = f.supplier_minor + excluded.supplier_minor,
    platform_minor = f.platform_minor + excluded.platform_minor,
    commission_minor = f.commission_minor + excluded.commission_minor,
    management_fee_minor = f.management_fee_minor + excluded.management_fee_minor;
END $$;

-- A statement's new entries, summed per key, each key written once: what add_entry_month_figures does entry by
-- entry, so that a run posting many entries at once (ledger postJournalEntries: a distribution's holders, docs/
-- PERFORMANCE.md Monthly runs) moves each month's row once, not once per entry. Properties are read FOR SHARE
-- first, in order, as add_entry_month_figures reads its one; keys are written in order, so two statements lock
-- shared rows in one order.
CREATE OR REPLACE FUNCTION journal_entries_add_month_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM properties p
  WHERE p.id IN (SELECT n.property_id FROM new_rows n WHERE n.property_id IS NOT NULL)
  ORDER BY p.id FOR SHARE;

  INSERT INTO entry_month_figures AS f
    (property_id, month, kind, currency, category, entries, gross_minor, cash_minor, supplier_minor, platform_minor, commission_minor, management_fee_minor)
  SELECT n.property_id, date_trunc('month', n.created_at AT TIME ZONE 'UTC')::date AS month, n.kind, n.currency, '', count(*),
    sum(n.gross_minor), sum(n.cash_minor), sum(n.supplier_minor), sum(n.platform_minor), sum(n.commission_minor), sum(n.management_fee_minor)
  FROM new_rows n WHERE n.property_id IS NOT NULL
  GROUP BY n.property_id, month, n.kind, n.currency
  ORDER BY n.property_id, month, n.kind, n.currency
  ON CONFLICT (property_id, month, kind, currency, category) DO UPDATE SET
    entries = f.entries + excluded.entries,
    gross_minor = f.gross_minor + excluded.gross_minor,
    cash_minor = f.cash_minor + excluded.cash_minor,
    supplier_minor = f.supplier_minor + excluded.supplier_minor,
    platform_minor = f.platform_minor + excluded.platform_minor,
    commission_minor = f.commission_minor + excluded.commission_minor,
    management_fee_minor = f.management_fee_minor + excluded.management_fee_minor;

  -- An entry of a property that does not exist has no organisation (the join drops it, as the rebuild's does).
  INSERT INTO organisation_month_figures AS f
    (organisation_id, managed, month, kind, currency, category, entries, gross_minor, cash_minor, supplier_minor, platform_minor, commission_minor, management_fee_minor)
  SELECT p.organisation_id, p.managed, date_trunc('month', n.created_at AT TIME ZONE 'UTC')::date AS month, n.kind, n.currency, '', count(*),
    sum(n.gross_minor), sum(n.cash_minor), sum(n.supplier_minor), sum(n.platform_minor), sum(n.commission_minor), sum(n.management_fee_minor)
  FROM new_rows n JOIN properties p ON p.id = n.property_id
  WHERE p.organisation_id IS NOT NULL
  GROUP BY p.organisation_id, p.managed, month, n.kind, n.currency
  ORDER BY p.organisation_id, p.managed, month, n.kind, n.currency
  ON CONFLICT (organisation_id, managed, month, kind, currency, category) DO UPDATE SET
    entries = f.entries + excluded.entries,
    gross_minor = f.gross_minor + excluded.gross_minor,
    cash_minor = f.cash_minor + excluded.cash_minor,
    supplier_minor = f.supplier_minor + excluded.supplier_minor,
    platform_minor = f.platform_minor + excluded.platform_minor,
    commission_minor = f.commission_minor + excluded.commission_minor,
    management_fee_minor = f.management_fee_minor + excluded.management_fee_minor;
  RETURN NULL;
END $$;

-- Was a row trigger (journal_entry_month_figures, dropped below): a trigger's level cannot be replaced in place.
DROP TRIGGER IF EXISTS journal_entries_month_figures ON journal_entries;
CREATE TRIGGER journal_entries_month_figures
  AFTER INSERT ON journal_entries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION journal_entries_add_month_figures();
DROP FUNCTION IF EXISTS journal_entry_month_figures();

CREATE OR REPLACE FUNCTION opex_posting_month_figures() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  e journal_entries;
BEGIN
  SELECT * INTO e FROM journal_entries WHERE id = NEW.entry_id;
  IF e.property_id IS NOT NULL THEN
    PERFORM add_entry_month_figures(e, '', -1);
    PERFORM add_entry_month_figures(e, NEW.category::text, 1);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER opex_postings_month_figures
  AFTER INSERT ON opex_postings
  FOR EACH ROW EXECUTE FUNCTION opex_posting_month_figures();

-- Recompute the tables from the journal: after a bulk load written with triggers off (the benchmark's), or a repair.
CREATE OR REPLACE FUNCTION rebuild_entry_month_figures() RETURNS void LANGUAGE sql AS $$
  DELETE FROM entry_month_figures;
  INSERT INTO entry_month_figures
    (property_id, month, kind, currency, category, entries, gross_minor, cash_minor, supplier_minor, platform_minor, commission_minor, management_fee_minor)
  SELECT e.property_id, date_trunc('month', e.created_at AT TIME ZONE 'UTC')::date, e.kind, e.currency, coalesce(op.category::text, ''),
    count(*), sum(e.gross_minor), sum(e.cash_minor), sum(e.supplier_minor), sum(e.platform_minor), sum(e.commission_minor), sum(e.management_fee_minor)
  FROM journal_entries e LEFT JOIN opex_postings op ON op.entry_id = e.id
  WHERE e.property_id IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5;
$$;

CREATE OR REPLACE FUNCTION rebuild_organisation_month_figures() RETURNS void LANGUAGE sql AS $$
  DELETE FROM organisation_month_figures;
  INSERT INTO organisation_month_figures
    (organisation_id, managed, month, kind, currency, category, entries, gross_minor, cash_minor, supplier_minor, platform_minor, commission_minor, management_fee_minor)
  SELECT p.organisation_id, p.managed, date_trunc('month', e.created_at AT TIME ZONE 'UTC')::date, e.kind, e.currency, coalesce(op.category::text, ''),
    count(*), sum(e.gross_minor), sum(e.cash_minor), sum(e.supplier_minor), sum(e.platform_minor), sum(e.commission_minor), sum(e.management_fee_minor)
  FROM journal_entries e
  JOIN properties p ON p.id = e.property_id
  LEFT JOIN opex_postings op ON op.entry_id = e.id
  GROUP BY 1, 2, 3, 4, 5, 6;
$$;

-- A property that changes organisation or managed flag takes its figures with it: subtracted from the old key,
-- added to the new one (one row per key in each statement, so each upsert touches a row once).
-- host_earnings_months is per property and needs no move.
CREATE OR REPLACE FUNCTION property_owner_month_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO organisation_month_figures AS f
    (organisation_id, managed, month, kind, currency, category, entries, gross_minor, cash_minor, supplier_minor, platform_minor, commission_minor, management_fee_minor)
  SELECT k.organisation_id, k.managed, m.month, m.kind, m.currency, m.category, k.sign * m.entries,
    k.sign * m.gross_minor, k.sign * m.cash_minor, k.sign * m.supplier_minor, k.sign * m.platform_minor,
    k.sign * m.commission_minor, k.sign * m.management_fee_minor
  FROM entry_month_figures m
  CROSS JOIN (VALUES (OLD.organisation_id, OLD.managed, -1), (NEW.organisation_id, NEW.managed, 1)) k(organisation_id, managed, sign)
  WHERE m.property_id = NEW.id
  ON CONFLICT (organisation_id, managed, month, kind, currency, category) DO UPDATE SET
    entries = f.entries + excluded.entries,
    gross_minor = f.gross_minor + excluded.gross_minor,
    cash_minor = f.cash_minor + excluded.cash_minor,
    supplier_minor = f.supplier_minor + excluded.supplier_minor,
    platform_minor = f.platform_minor + excluded.platform_minor,
    commission_minor = f.commission_minor + excluded.commission_minor,
    management_fee_minor = f.management_fee_minor + excluded.management_fee_minor;

  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER properties_owner_month_figures
  AFTER UPDATE OF organisation_id, managed ON properties
  FOR EACH ROW WHEN (OLD.organisation_id IS DISTINCT FROM NEW.organisation_id OR OLD.managed IS DISTINCT FROM NEW.managed)
  EXECUTE FUNCTION property_owner_month_figures();
