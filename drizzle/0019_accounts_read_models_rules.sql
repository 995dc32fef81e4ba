-- Hand-written: the accounts' read models, kept by the database in the transaction of every write they follow.
--
-- entry_month_figures (the statement of accounts, management fees).
-- Journal entries and opex postings are append-only (their triggers refuse updates and deletes), so adding
-- on insert is the whole story: an entry of a property adds its figures to its UTC month under category '';
-- an opex posting (written right after its entry) moves that entry's figures to the posting's category.
CREATE FUNCTION add_entry_month_figures(e journal_entries, cat text, sign int) RETURNS void LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint
CREATE FUNCTION journal_entry_month_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.property_id IS NOT NULL THEN
    PERFORM add_entry_month_figures(NEW, '', 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_month_figures
  AFTER INSERT ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION journal_entry_month_figures();
--> statement-breakpoint
CREATE FUNCTION opex_posting_month_figures() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE TRIGGER opex_postings_month_figures
  AFTER INSERT ON opex_postings
  FOR EACH ROW EXECUTE FUNCTION opex_posting_month_figures();
--> statement-breakpoint
-- Recomputes the table from the journal: the backfill below, and the benchmark's bulk load (written with
-- triggers off) call it.
CREATE FUNCTION rebuild_entry_month_figures() RETURNS void LANGUAGE sql AS $$
  DELETE FROM entry_month_figures;
  INSERT INTO entry_month_figures
    (property_id, month, kind, currency, category, entries, gross_minor, cash_minor, supplier_minor, platform_minor, commission_minor, management_fee_minor)
  SELECT e.property_id, date_trunc('month', e.created_at AT TIME ZONE 'UTC')::date, e.kind, e.currency, coalesce(op.category::text, ''),
    count(*), sum(e.gross_minor), sum(e.cash_minor), sum(e.supplier_minor), sum(e.platform_minor), sum(e.commission_minor), sum(e.management_fee_minor)
  FROM journal_entries e LEFT JOIN opex_postings op ON op.entry_id = e.id
  WHERE e.property_id IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5;
$$;
--> statement-breakpoint
SELECT rebuild_entry_month_figures();
--> statement-breakpoint
-- booking_earnings (/dashboard/hostTransactions): per booking, the sums of its booking_sale and refund entries'
-- figures and how many of those entries are unsettled or in a draft, approved or paid settlement.
CREATE FUNCTION add_booking_earnings(e journal_entries) RETURNS void LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
-- Moves `n` of a booking's entries from one payout state to another ('unsettled' or a settlement status).
CREATE FUNCTION move_booking_earnings(booking uuid, from_state text, to_state text, n int) RETURNS void LANGUAGE sql AS $$
  UPDATE booking_earnings SET
    unsettled_entries = unsettled_entries + CASE to_state WHEN 'unsettled' THEN n ELSE 0 END - CASE from_state WHEN 'unsettled' THEN n ELSE 0 END,
    draft_entries = draft_entries + CASE to_state WHEN 'draft' THEN n ELSE 0 END - CASE from_state WHEN 'draft' THEN n ELSE 0 END,
    approved_entries = approved_entries + CASE to_state WHEN 'approved' THEN n ELSE 0 END - CASE from_state WHEN 'approved' THEN n ELSE 0 END,
    paid_entries = paid_entries + CASE to_state WHEN 'paid' THEN n ELSE 0 END - CASE from_state WHEN 'paid' THEN n ELSE 0 END
  WHERE booking_id = booking;
$$;
--> statement-breakpoint
CREATE FUNCTION journal_entry_booking_earnings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.booking_id IS NOT NULL AND NEW.kind IN ('booking_sale', 'refund') THEN
    PERFORM add_booking_earnings(NEW);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_booking_earnings
  AFTER INSERT ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION journal_entry_booking_earnings();
--> statement-breakpoint
-- An entry enters a settlement (always a draft) or leaves it (only a draft's items are deleted; when the draft
-- itself is deleted, its row is already gone as the cascade deletes the items).
CREATE FUNCTION settlement_item_booking_earnings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  item settlement_items := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  e journal_entries;
  state text;
BEGIN
  SELECT * INTO e FROM journal_entries WHERE id = item.entry_id;
  IF e.booking_id IS NULL OR e.kind NOT IN ('booking_sale', 'refund') THEN
    RETURN NULL;
  END IF;
  SELECT status::text INTO state FROM settlements WHERE id = item.settlement_id;
  IF TG_OP = 'INSERT' THEN
    PERFORM move_booking_earnings(e.booking_id, 'unsettled', coalesce(state, 'draft'), 1);
  ELSE
    PERFORM move_booking_earnings(e.booking_id, coalesce(state, 'draft'), 'unsettled', 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER settlement_items_booking_earnings
  AFTER INSERT OR DELETE ON settlement_items
  FOR EACH ROW EXECUTE FUNCTION settlement_item_booking_earnings();
--> statement-breakpoint
-- A settlement approved or paid takes its bookings' entries with it.
CREATE FUNCTION settlement_status_booking_earnings() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE TRIGGER settlements_booking_earnings
  AFTER UPDATE OF status ON settlements
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION settlement_status_booking_earnings();
--> statement-breakpoint
-- The page orders and filters by the stay's dates: they follow the booking.
CREATE FUNCTION booking_dates_booking_earnings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE booking_earnings SET check_out = NEW.check_out, property_id = NEW.property_id, currency = NEW.currency WHERE booking_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_booking_earnings
  AFTER UPDATE OF check_out, property_id, currency ON bookings
  FOR EACH ROW EXECUTE FUNCTION booking_dates_booking_earnings();
--> statement-breakpoint
CREATE FUNCTION rebuild_booking_earnings() RETURNS void LANGUAGE sql AS $$
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
--> statement-breakpoint
SELECT rebuild_booking_earnings();
