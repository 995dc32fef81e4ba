-- SQL rules (ARCHITECTURE.md, SQL rules): applied again whenever this file changes, so each statement must be
-- able to run over what it made before.

-- opex_month_totals: the expenses summed per organisation charged, month incurred, currency and category, for the
-- totals and the count of /dashboard/opex (accounts/opex/queries.ts). Kept in the transaction of every write to
-- opex_expenses: a statement's new rows add, its old rows subtract (an edit of amount, category or date moves the
-- expense from one key to another; a void moves it out of the live sums and keeps it in the count). Expenses are
-- never deleted (books.sql refuses it), so there is no delete trigger. Keys are written once per statement and in
-- order, so two statements lock shared rows in one order.
CREATE OR REPLACE FUNCTION add_opex_month_totals(added opex_expenses[], removed opex_expenses[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO opex_month_totals AS t (organisation_id, month, currency, category, expenses, live_expenses, live_amount_minor)
  SELECT x.organisation_id, date_trunc('month', x.incurred_on)::date, x.currency, x.category, sum(x.sign),
    coalesce(sum(x.sign) FILTER (WHERE x.voided_at IS NULL), 0),
    coalesce(sum(x.sign * x.amount_minor) FILTER (WHERE x.voided_at IS NULL), 0)
  FROM (
    SELECT a.*, 1 AS sign FROM unnest(added) a
    UNION ALL
    SELECT r.*, -1 AS sign FROM unnest(removed) r
  ) x
  GROUP BY 1, 2, 3, 4
  -- An edit of the note or the receipt moves nothing: its key is not written (nor locked).
  HAVING sum(x.sign) <> 0 OR coalesce(sum(x.sign) FILTER (WHERE x.voided_at IS NULL), 0) <> 0
    OR coalesce(sum(x.sign * x.amount_minor) FILTER (WHERE x.voided_at IS NULL), 0) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (organisation_id, month, currency, category) DO UPDATE SET
    expenses = t.expenses + excluded.expenses,
    live_expenses = t.live_expenses + excluded.live_expenses,
    live_amount_minor = t.live_amount_minor + excluded.live_amount_minor;
  -- A key an edit moved its last expense away from holds nothing: gone, as the rebuild would not make it.
  DELETE FROM opex_month_totals t
  WHERE t.expenses = 0 AND (t.organisation_id, t.month, t.currency, t.category) IN (
    SELECT r.organisation_id, date_trunc('month', r.incurred_on)::date, r.currency, r.category FROM unnest(removed) r);
$$;

CREATE OR REPLACE FUNCTION opex_expenses_refresh_month_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM add_opex_month_totals(array(SELECT ROW(n.*)::opex_expenses FROM new_rows n), '{}');
  ELSE
    PERFORM add_opex_month_totals(array(SELECT ROW(n.*)::opex_expenses FROM new_rows n), array(SELECT ROW(o.*)::opex_expenses FROM old_rows o));
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER opex_expenses_month_totals_insert
  AFTER INSERT ON opex_expenses REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION opex_expenses_refresh_month_totals();

CREATE OR REPLACE TRIGGER opex_expenses_month_totals_update
  AFTER UPDATE ON opex_expenses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION opex_expenses_refresh_month_totals();

-- The same sums computed from the expenses: the migration's backfill, and the oracle of the int tests.
CREATE OR REPLACE FUNCTION rebuild_opex_month_totals() RETURNS void LANGUAGE sql AS $$
  DELETE FROM opex_month_totals;
  INSERT INTO opex_month_totals (organisation_id, month, currency, category, expenses, live_expenses, live_amount_minor)
  SELECT x.organisation_id, date_trunc('month', x.incurred_on)::date, x.currency, x.category, count(*),
    count(*) FILTER (WHERE x.voided_at IS NULL), coalesce(sum(x.amount_minor) FILTER (WHERE x.voided_at IS NULL), 0)
  FROM opex_expenses x
  GROUP BY 1, 2, 3, 4;
$$;
