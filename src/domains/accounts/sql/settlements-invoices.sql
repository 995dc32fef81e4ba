-- SQL rules (ARCHITECTURE.md, SQL rules): applied again whenever this file changes, so each statement must be
-- able to run over what it made before.

-- An approved or paid settlement is frozen. The one change allowed is approved → paid, which writes the
-- payment's facts (who, when, reference, the payout entry) and nothing else. Only drafts may be deleted.
CREATE OR REPLACE FUNCTION settlement_is_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status <> 'draft' THEN
      RAISE EXCEPTION 'settlement % is %: it cannot be deleted', OLD.number, OLD.status USING ERRCODE = 'restrict_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.status = 'draft' THEN
    IF NEW.status = 'paid' THEN
      RAISE EXCEPTION 'settlement % must be approved before it is paid', OLD.number USING ERRCODE = 'restrict_violation';
    END IF;
    RETURN NEW;
  END IF;
  IF OLD.status = 'approved' AND NEW.status = 'paid'
    AND NEW.id = OLD.id AND NEW.number = OLD.number AND NEW.organisation_id = OLD.organisation_id
    AND NEW.currency = OLD.currency AND NEW.period_start = OLD.period_start AND NEW.period_end = OLD.period_end
    AND NEW.gross_minor = OLD.gross_minor AND NEW.commission_minor = OLD.commission_minor
    AND NEW.management_fee_minor = OLD.management_fee_minor AND NEW.refunds_minor = OLD.refunds_minor
    AND NEW.opex_minor = OLD.opex_minor AND NEW.net_minor = OLD.net_minor
    AND NEW.created_by IS NOT DISTINCT FROM OLD.created_by AND NEW.created_at = OLD.created_at
    AND NEW.approved_by IS NOT DISTINCT FROM OLD.approved_by AND NEW.approved_at = OLD.approved_at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'settlement % is %: it is frozen', OLD.number, OLD.status USING ERRCODE = 'restrict_violation';
END $$;

CREATE OR REPLACE TRIGGER settlements_frozen BEFORE UPDATE OR DELETE ON "settlements" FOR EACH ROW EXECUTE FUNCTION settlement_is_frozen();

-- A settlement's items are written with it and never changed; they come and go only while it is a draft
-- (a draft deleted takes its items with it). Inserts and deletes are checked per statement, with the statement's
-- rows: a settlement run writes thousands of items in one INSERT, and one look at their settlements costs less
-- than one per item (docs/PERFORMANCE.md, the monthly runs). An error raised after the statement undoes it as one
-- raised before each row would.
CREATE OR REPLACE FUNCTION settlement_items_follow_draft() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'settlement items are not changed: delete the draft and create it again' USING ERRCODE = 'restrict_violation';
END $$;

CREATE OR REPLACE TRIGGER settlement_items_frozen BEFORE UPDATE ON "settlement_items" FOR EACH ROW EXECUTE FUNCTION settlement_items_follow_draft();

CREATE OR REPLACE FUNCTION settlement_items_only_in_drafts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  state settlement_status;
BEGIN
  -- A missing settlement is the cascade of a draft's deletion (settlements_frozen has let it through), or an
  -- insert its foreign key refuses.
  IF TG_OP = 'INSERT' THEN
    SELECT s.status INTO state FROM new_rows n JOIN settlements s ON s.id = n.settlement_id WHERE s.status <> 'draft' LIMIT 1;
  ELSE
    SELECT s.status INTO state FROM old_rows o JOIN settlements s ON s.id = o.settlement_id WHERE s.status <> 'draft' LIMIT 1;
  END IF;
  IF FOUND THEN
    RAISE EXCEPTION 'the items of a % settlement are frozen', state USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER settlement_items_frozen_insert
  AFTER INSERT ON "settlement_items" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION settlement_items_only_in_drafts();

CREATE OR REPLACE TRIGGER settlement_items_frozen_delete
  AFTER DELETE ON "settlement_items" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION settlement_items_only_in_drafts();

-- Invoices are never deleted and never rewritten: the one change is issued → void (who, when, why).
CREATE OR REPLACE FUNCTION invoice_is_permanent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'invoice % cannot be deleted: void it (a credit note)', OLD.number USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.status = 'issued' AND NEW.status = 'void'
    AND (to_jsonb(NEW) - 'status' - 'voided_at' - 'voided_by' - 'void_reason') = (to_jsonb(OLD) - 'status' - 'voided_at' - 'voided_by' - 'void_reason') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'invoice % is % and cannot be changed', OLD.number, OLD.status USING ERRCODE = 'restrict_violation';
END $$;

CREATE OR REPLACE TRIGGER invoices_permanent BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION invoice_is_permanent();

-- The counters only move forward.
CREATE OR REPLACE FUNCTION invoice_counter_forward() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.last_number < OLD.last_number THEN
    RAISE EXCEPTION 'invoice numbers are never given back' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER invoice_counters_forward BEFORE UPDATE OR DELETE ON "invoice_counters" FOR EACH ROW EXECUTE FUNCTION invoice_counter_forward();
