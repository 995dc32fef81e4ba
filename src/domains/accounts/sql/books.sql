-- SQL rules (ARCHITECTURE.md, SQL rules): applied again whenever this file changes, so each statement must be
-- able to run over what it made before.

-- The books' guarantees (operating expenses and general payments), which Drizzle cannot express.

-- An expense is in its property's currency: what the owner is charged is in what they are settled in.
CREATE OR REPLACE FUNCTION opex_expense_in_property_currency() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM properties p WHERE p.id = NEW.property_id AND p.currency = NEW.currency) THEN
    RAISE EXCEPTION 'opex expense % is in %, not in its property''s currency', NEW.id, NEW.currency USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER opex_expenses_currency BEFORE INSERT OR UPDATE OF property_id, currency ON "opex_expenses"
  FOR EACH ROW EXECUTE FUNCTION opex_expense_in_property_currency();

-- An expense is never deleted (voiding keeps it), and a voided one never changes again.
CREATE OR REPLACE FUNCTION opex_expense_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'opex expenses are voided, never deleted' USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.voided_at IS NOT NULL THEN
    RAISE EXCEPTION 'opex expense % is voided and cannot change', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER opex_expenses_kept BEFORE UPDATE OR DELETE ON "opex_expenses" FOR EACH ROW EXECUTE FUNCTION opex_expense_kept();

-- The history and the links to the journal are append-only, as the journal is.
CREATE OR REPLACE FUNCTION books_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % is not allowed', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
END $$;

CREATE OR REPLACE TRIGGER opex_revisions_append_only BEFORE UPDATE OR DELETE ON "opex_revisions" FOR EACH ROW EXECUTE FUNCTION books_append_only();

CREATE OR REPLACE TRIGGER opex_postings_append_only BEFORE UPDATE OR DELETE ON "opex_postings" FOR EACH ROW EXECUTE FUNCTION books_append_only();

CREATE OR REPLACE TRIGGER general_payments_append_only BEFORE UPDATE OR DELETE ON "general_payments" FOR EACH ROW EXECUTE FUNCTION books_append_only();

CREATE OR REPLACE TRIGGER general_payment_reversals_append_only BEFORE UPDATE OR DELETE ON "general_payment_reversals" FOR EACH ROW EXECUTE FUNCTION books_append_only();
