-- Hand-written: the accounts' roll-ups (organisation_month_figures, host_earnings_months), kept by the database in
-- the transaction of every write they follow, and their backfill.
--
-- organisation_month_figures is keyed by the property's organisation and managed flag as they are now, as the
-- pages' joins with properties were. A writer that adds to it first reads its property FOR SHARE, so a
-- concurrent change of that property's organisation or managed flag either waits for the writer's commit (and
-- then moves what the writer added) or is seen by it (and the writer adds to the new key).
--
-- organisation_month_figures: add_entry_month_figures (drizzle/0019), the one place every journal entry and
-- opex posting goes through, now adds the same figures to the organisation's month as well.
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
--> statement-breakpoint
CREATE FUNCTION rebuild_organisation_month_figures() RETURNS void LANGUAGE sql AS $$
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
--> statement-breakpoint
-- host_earnings_months: booking_earnings rows with a sale, per property, check-out month, currency and
-- payout status (the same order of states as /dashboard/hostTransactions: the least advanced one).
CREATE FUNCTION booking_payout_status(unsettled int, draft int, approved int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN unsettled > 0 THEN 'unsettled' WHEN draft > 0 THEN 'draft' WHEN approved > 0 THEN 'approved' ELSE 'paid' END;
$$;
--> statement-breakpoint
-- Per property (not per organisation): a settlement run moves thousands of bookings in one transaction, and a
-- row updated thousands of times in one transaction makes each update walk its earlier versions.
CREATE FUNCTION add_host_earnings_month(be booking_earnings, sign int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF be.sales <= 0 THEN
    RETURN;
  END IF;
  INSERT INTO host_earnings_months AS h
    (property_id, month, currency, payout_status, bookings, gross_minor, refunds_minor, commission_minor, net_minor)
  VALUES (
    be.property_id, date_trunc('month', be.check_out)::date, be.currency,
    booking_payout_status(be.unsettled_entries, be.draft_entries, be.approved_entries), sign,
    sign * be.gross_minor, sign * be.refunds_minor, sign * be.commission_minor, sign * be.net_minor)
  ON CONFLICT (property_id, month, currency, payout_status) DO UPDATE SET
    bookings = h.bookings + excluded.bookings,
    gross_minor = h.gross_minor + excluded.gross_minor,
    refunds_minor = h.refunds_minor + excluded.refunds_minor,
    commission_minor = h.commission_minor + excluded.commission_minor,
    net_minor = h.net_minor + excluded.net_minor;
END $$;
--> statement-breakpoint
CREATE FUNCTION booking_earnings_host_months() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Most of a settlement run's updates leave a booking in the same row with the same sums (one of its several
  -- entries settled): nothing to move.
  IF TG_OP = 'UPDATE' AND OLD.sales > 0 AND NEW.sales > 0
    AND OLD.property_id = NEW.property_id AND OLD.currency = NEW.currency
    AND date_trunc('month', OLD.check_out) = date_trunc('month', NEW.check_out)
    AND booking_payout_status(OLD.unsettled_entries, OLD.draft_entries, OLD.approved_entries)
      = booking_payout_status(NEW.unsettled_entries, NEW.draft_entries, NEW.approved_entries)
    AND OLD.gross_minor = NEW.gross_minor AND OLD.refunds_minor = NEW.refunds_minor
    AND OLD.commission_minor = NEW.commission_minor AND OLD.net_minor = NEW.net_minor THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM add_host_earnings_month(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM add_host_earnings_month(NEW, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER booking_earnings_host_months
  AFTER INSERT OR UPDATE OR DELETE ON booking_earnings
  FOR EACH ROW EXECUTE FUNCTION booking_earnings_host_months();
--> statement-breakpoint
CREATE FUNCTION rebuild_host_earnings_months() RETURNS void LANGUAGE sql AS $$
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
--> statement-breakpoint
-- A property that changes organisation or managed flag takes its figures with it: subtracted from the old key,
-- added to the new one (one row per key in each statement, so each upsert touches a row once).
-- host_earnings_months is per property and needs no move.
CREATE FUNCTION property_owner_month_figures() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE TRIGGER properties_owner_month_figures
  AFTER UPDATE OF organisation_id, managed ON properties
  FOR EACH ROW WHEN (OLD.organisation_id IS DISTINCT FROM NEW.organisation_id OR OLD.managed IS DISTINCT FROM NEW.managed)
  EXECUTE FUNCTION property_owner_month_figures();
--> statement-breakpoint
SELECT rebuild_organisation_month_figures(), rebuild_host_earnings_months();
--> statement-breakpoint
ANALYZE organisation_month_figures;
--> statement-breakpoint
ANALYZE host_earnings_months;
