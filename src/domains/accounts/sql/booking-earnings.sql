-- SQL rules (ARCHITECTURE.md, SQL rules): applied again whenever this file changes, so each statement must be
-- able to run over what it made before.

-- booking_earnings (/dashboard/hostTransactions): per booking, the sums of its booking_sale and refund entries'
-- figures and how many of those entries are unsettled or in a draft, approved or paid settlement.
CREATE OR REPLACE FUNCTION add_booking_earnings(e journal_entries) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO booking_earnings AS f
    (booking_id, property_id, currency, check_out, sales, gross_minor, refunds_minor, commission_minor, net_minor, unsettled_entries)
  SELECT b.id, b.property_id, b.currency, b.check_out,
    CASE WHEN e.kind = 'booking_sale' THEN 1 ELSE 0 END,
    CASE WHEN e.kind = 'booking_sale' THEN e.supplier_minor + e.commission_minor + e.management_fee_minor ELSE 0 END,
    CASE WHEN e.kind = 'refund' THEN -(e.supplier_minor + e.commission_minor + e.management_fee_minor) ELSE 0 END,
    e.commission_minor + e.management_fee_minor, e.supplier_minor, 1
  FROM bookings b WHERE b.id = e.booking_id
  ON CONFLICT (booking_id) DO UPDATE SET
    sales = f.sales + excluded.sales,
    gross_minor = f.gross_minor + excluded.gross_minor,
    refunds_minor = f.refunds_minor + excluded.refunds_minor,
    commission_minor = f.commission_minor + excluded.commission_minor,
    net_minor = f.net_minor + excluded.net_minor,
    unsettled_entries = f.unsettled_entries + 1;
END $$;

-- Moves `n` of a booking's entries from one payout state to another ('unsettled' or a settlement status).
CREATE OR REPLACE FUNCTION move_booking_earnings(booking uuid, from_state text, to_state text, n int) RETURNS void LANGUAGE sql AS $$
  UPDATE booking_earnings SET
    unsettled_entries = unsettled_entries + CASE to_state WHEN 'unsettled' THEN n ELSE 0 END - CASE from_state WHEN 'unsettled' THEN n ELSE 0 END,
    draft_entries = draft_entries + CASE to_state WHEN 'draft' THEN n ELSE 0 END - CASE from_state WHEN 'draft' THEN n ELSE 0 END,
    approved_entries = approved_entries + CASE to_state WHEN 'approved' THEN n ELSE 0 END - CASE from_state WHEN 'approved' THEN n ELSE 0 END,
    paid_entries = paid_entries + CASE to_state WHEN 'paid' THEN n ELSE 0 END - CASE from_state WHEN 'paid' THEN n ELSE 0 END
  WHERE booking_id = booking;
$$;

CREATE OR REPLACE FUNCTION journal_entry_booking_earnings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.booking_id IS NOT NULL AND NEW.kind IN ('booking_sale', 'refund') THEN
    PERFORM add_booking_earnings(NEW);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER journal_entries_booking_earnings
  AFTER INSERT ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION journal_entry_booking_earnings();

-- Entries enter a settlement (always a draft) or leave it (only a draft's items are deleted; when the draft
-- itself is deleted, its row is already gone as the cascade deletes the items). Per statement: a settlement run
-- writes thousands of items in one INSERT, and each booking's row moves once by all of its entries, instead of
-- once per entry (DOMAIN.md Money; docs/PERFORMANCE.md, the monthly runs).
CREATE OR REPLACE FUNCTION move_booking_earnings_of_items(items settlement_items[], sign int) RETURNS void LANGUAGE sql AS $$
  UPDATE booking_earnings be SET
    unsettled_entries = be.unsettled_entries - sign * m.n,
    draft_entries = be.draft_entries + sign * m.draft,
    approved_entries = be.approved_entries + sign * m.approved,
    paid_entries = be.paid_entries + sign * m.paid
  FROM (
    SELECT e.booking_id, count(*)::int AS n,
      count(*) FILTER (WHERE coalesce(s.status::text, 'draft') = 'draft')::int AS draft,
      count(*) FILTER (WHERE s.status = 'approved')::int AS approved,
      count(*) FILTER (WHERE s.status = 'paid')::int AS paid
    FROM unnest(items) i
    JOIN journal_entries e ON e.id = i.entry_id
    LEFT JOIN settlements s ON s.id = i.settlement_id
    WHERE e.booking_id IS NOT NULL AND e.kind IN ('booking_sale', 'refund')
    GROUP BY e.booking_id
  ) m
  WHERE be.booking_id = m.booking_id;
$$;

CREATE OR REPLACE FUNCTION settlement_items_move_booking_earnings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM move_booking_earnings_of_items(array(SELECT ROW(n.*)::settlement_items FROM new_rows n), 1);
  ELSE
    PERFORM move_booking_earnings_of_items(array(SELECT ROW(o.*)::settlement_items FROM old_rows o), -1);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER settlement_items_booking_earnings_insert
  AFTER INSERT ON settlement_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION settlement_items_move_booking_earnings();

CREATE OR REPLACE TRIGGER settlement_items_booking_earnings_delete
  AFTER DELETE ON settlement_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION settlement_items_move_booking_earnings();

-- A settlement approved or paid takes its bookings' entries with it.
CREATE OR REPLACE FUNCTION settlement_status_booking_earnings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM move_booking_earnings(x.booking_id, OLD.status::text, NEW.status::text, x.n)
  FROM (
    SELECT e.booking_id, count(*)::int AS n
    FROM settlement_items si JOIN journal_entries e ON e.id = si.entry_id
    WHERE si.settlement_id = NEW.id AND e.booking_id IS NOT NULL AND e.kind IN ('booking_sale', 'refund')
    GROUP BY e.booking_id
  ) x;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER settlements_booking_earnings
  AFTER UPDATE OF status ON settlements
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION settlement_status_booking_earnings();

-- The page orders and filters by the stay's dates: they follow the booking.
CREATE OR REPLACE FUNCTION booking_dates_booking_earnings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE booking_earnings SET check_out = NEW.check_out, property_id = NEW.property_id, currency = NEW.currency WHERE booking_id = NEW.id;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER bookings_booking_earnings
  AFTER UPDATE OF check_out, property_id, currency ON bookings
  FOR EACH ROW EXECUTE FUNCTION booking_dates_booking_earnings();

CREATE OR REPLACE FUNCTION rebuild_booking_earnings() RETURNS void LANGUAGE sql AS $$
  DELETE FROM booking_earnings;
  INSERT INTO booking_earnings
    (booking_id, property_id, currency, check_out, sales, gross_minor, refunds_minor, commission_minor, net_minor,
     unsettled_entries, draft_entries, approved_entries, paid_entries)
  SELECT b.id, b.property_id, b.currency, b.check_out,
    count(*) FILTER (WHERE e.kind = 'booking_sale'),
    coalesce(sum(e.supplier_minor + e.commission_minor + e.management_fee_minor) FILTER (WHERE e.kind = 'booking_sale'), 0),
    coalesce(-sum(e.supplier_minor + e.commission_minor + e.management_fee_minor) FILTER (WHERE e.kind = 'refund'), 0),
    sum(e.commission_minor + e.management_fee_minor), sum(e.supplier_minor),
    count(*) FILTER (WHERE s.id IS NULL), count(*) FILTER (WHERE s.status = 'draft'),
    count(*) FILTER (WHERE s.status = 'approved'), count(*) FILTER (WHERE s.status = 'paid')
  FROM journal_entries e
  JOIN bookings b ON b.id = e.booking_id
  LEFT JOIN settlement_items si ON si.entry_id = e.id
  LEFT JOIN settlements s ON s.id = si.settlement_id
  WHERE e.kind IN ('booking_sale', 'refund')
  GROUP BY b.id;
$$;

-- host_earnings_months: booking_earnings rows with a sale, per property, check-out month, currency and
-- payout status (the same order of states as /dashboard/hostTransactions: the least advanced one).
CREATE OR REPLACE FUNCTION booking_payout_status(unsettled int, draft int, approved int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN unsettled > 0 THEN 'unsettled' WHEN draft > 0 THEN 'draft' WHEN approved > 0 THEN 'approved' ELSE 'paid' END;
$$;

-- Per property (not per organisation): a settlement run moves thousands of bookings in one transaction, and a
-- row updated thousands of times in one transaction makes each update walk its earlier versions. Per statement:
-- the statement's rows are summed per key first (what left a key subtracted, what entered it added), so each key
-- moves once per statement, and a key whose sums do not change (a booking staying in the same row with the same
-- sums: one of its several entries settled) is not written at all. Keys in order, so that two statements lock
-- the rows they share in the same order.
CREATE OR REPLACE FUNCTION add_host_earnings_months(added booking_earnings[], removed booking_earnings[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO host_earnings_months AS h
    (property_id, month, currency, payout_status, bookings, gross_minor, refunds_minor, commission_minor, net_minor)
  SELECT x.property_id, date_trunc('month', x.check_out)::date, x.currency,
    booking_payout_status(x.unsettled_entries, x.draft_entries, x.approved_entries),
    sum(x.sign), sum(x.sign * x.gross_minor), sum(x.sign * x.refunds_minor), sum(x.sign * x.commission_minor),
    sum(x.sign * x.net_minor)
  FROM (
    SELECT a.*, 1 AS sign FROM unnest(added) a
    UNION ALL
    SELECT r.*, -1 AS sign FROM unnest(removed) r
  ) x
  WHERE x.sales > 0
  GROUP BY 1, 2, 3, 4
  HAVING sum(x.sign) <> 0 OR sum(x.sign * x.gross_minor) <> 0 OR sum(x.sign * x.refunds_minor) <> 0
    OR sum(x.sign * x.commission_minor) <> 0 OR sum(x.sign * x.net_minor) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (property_id, month, currency, payout_status) DO UPDATE SET
    bookings = h.bookings + excluded.bookings,
    gross_minor = h.gross_minor + excluded.gross_minor,
    refunds_minor = h.refunds_minor + excluded.refunds_minor,
    commission_minor = h.commission_minor + excluded.commission_minor,
    net_minor = h.net_minor + excluded.net_minor;
$$;

CREATE OR REPLACE FUNCTION booking_earnings_refresh_host_months() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM add_host_earnings_months(array(SELECT ROW(n.*)::booking_earnings FROM new_rows n), '{}');
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM add_host_earnings_months(array(SELECT ROW(n.*)::booking_earnings FROM new_rows n), array(SELECT ROW(o.*)::booking_earnings FROM old_rows o));
  ELSE
    PERFORM add_host_earnings_months('{}', array(SELECT ROW(o.*)::booking_earnings FROM old_rows o));
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER booking_earnings_host_months_insert
  AFTER INSERT ON booking_earnings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booking_earnings_refresh_host_months();

CREATE OR REPLACE TRIGGER booking_earnings_host_months_update
  AFTER UPDATE ON booking_earnings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booking_earnings_refresh_host_months();

CREATE OR REPLACE TRIGGER booking_earnings_host_months_delete
  AFTER DELETE ON booking_earnings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booking_earnings_refresh_host_months();

CREATE OR REPLACE FUNCTION rebuild_host_earnings_months() RETURNS void LANGUAGE sql AS $$
  DELETE FROM host_earnings_months;
  INSERT INTO host_earnings_months
    (property_id, month, currency, payout_status, bookings, gross_minor, refunds_minor, commission_minor, net_minor)
  SELECT be.property_id, date_trunc('month', be.check_out)::date, be.currency,
    booking_payout_status(be.unsettled_entries, be.draft_entries, be.approved_entries),
    count(*), sum(be.gross_minor), sum(be.refunds_minor), sum(be.commission_minor), sum(be.net_minor)
  FROM booking_earnings be
  WHERE be.sales > 0
  GROUP BY 1, 2, 3, 4;
$$;
