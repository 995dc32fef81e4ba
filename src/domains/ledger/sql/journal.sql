-- SQL rules (ARCHITECTURE.md, SQL rules): applied again whenever this file changes, so each statement must be
-- able to run over what it made before.

-- A journal entry balances per currency, and its figures (kept on the entry for the statements) are those of its
-- lines, in its one currency, with at most one property and one organisation. Checked at commit (deferred), once
-- all of an entry's lines are in.
CREATE OR REPLACE FUNCTION journal_entry_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced record;
  entry record;
  lines record;
BEGIN
  SELECT currency, sum(amount_minor) AS total INTO unbalanced
  FROM journal_lines WHERE entry_id = NEW.entry_id
  GROUP BY currency HAVING sum(amount_minor) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'journal entry % does not balance in % (off by %)', NEW.entry_id, unbalanced.currency, unbalanced.total
      USING ERRCODE = 'check_violation';
  END IF;
  SELECT * INTO entry FROM journal_entries WHERE id = NEW.entry_id;
  SELECT count(DISTINCT currency) AS currencies, min(currency) AS currency,
    count(DISTINCT property_id) AS properties, min(property_id::text)::uuid AS property_id,
    count(DISTINCT organisation_id) AS organisations, min(organisation_id::text)::uuid AS organisation_id,
    sum(greatest(amount_minor, 0)) AS gross_minor,
    sum(CASE WHEN account LIKE 'cash:%' THEN amount_minor ELSE 0 END) AS cash_minor,
    -sum(CASE WHEN account = 'supplier_payable' THEN amount_minor ELSE 0 END) AS supplier_minor,
    -sum(CASE WHEN account LIKE 'revenue:%' THEN amount_minor ELSE 0 END) AS platform_minor,
    -sum(CASE WHEN account = 'revenue:commission' THEN amount_minor ELSE 0 END) AS commission_minor,
    -sum(CASE WHEN account = 'revenue:management_fee' THEN amount_minor ELSE 0 END) AS management_fee_minor
  INTO lines FROM journal_lines WHERE entry_id = NEW.entry_id;
  IF lines.currencies <> 1 OR lines.properties > 1 OR lines.organisations > 1
    OR entry.currency IS DISTINCT FROM lines.currency
    OR entry.property_id IS DISTINCT FROM lines.property_id
    OR entry.organisation_id IS DISTINCT FROM lines.organisation_id
    OR entry.gross_minor <> lines.gross_minor OR entry.cash_minor <> lines.cash_minor
    OR entry.supplier_minor <> lines.supplier_minor OR entry.platform_minor <> lines.platform_minor
    OR entry.commission_minor <> lines.commission_minor OR entry.management_fee_minor <> lines.management_fee_minor THEN
    RAISE EXCEPTION 'journal entry %: its figures do not match its lines (one currency, one property, one organisation at most)', NEW.entry_id
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;

-- A constraint trigger cannot be replaced in place (CREATE OR REPLACE refuses it): dropped and made again, in the
-- transaction of the rules, so no write ever goes unchecked.
DROP TRIGGER IF EXISTS journal_lines_balance ON "journal_lines";
CREATE CONSTRAINT TRIGGER journal_lines_balance AFTER INSERT ON "journal_lines"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_entry_balances();

-- The journal is append-only: a correction is a new entry.
CREATE OR REPLACE FUNCTION journal_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the journal is append-only: % on % is not allowed', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;

CREATE OR REPLACE TRIGGER journal_lines_append_only BEFORE UPDATE OR DELETE ON "journal_lines" FOR EACH ROW EXECUTE FUNCTION journal_is_append_only();
CREATE OR REPLACE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE ON "journal_entries" FOR EACH ROW EXECUTE FUNCTION journal_is_append_only();

-- Money taken is recorded once: a payment's capture posts one `payment` entry, however many settlements of it run at
-- once (payments/engine.ts already ignores an answer older than the row). A trigger rather than a unique index, so
-- that databases holding an older duplicate (the demo seeded one per insured stay until 2026-11-27) still migrate:
-- it judges every new entry, under a lock per payment so two inserts at once take turns and the second sees the
-- first.
CREATE OR REPLACE FUNCTION journal_entry_payment_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind = 'payment' AND NEW.payment_id IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('journal_entry_payment_once'), hashtext(NEW.payment_id::text));
    IF EXISTS (SELECT 1 FROM journal_entries WHERE kind = 'payment' AND payment_id = NEW.payment_id) THEN
      RAISE EXCEPTION 'payment % already has its payment entry', NEW.payment_id
        USING ERRCODE = 'unique_violation', CONSTRAINT = 'journal_entries_payment_once';
    END IF;
  END IF;
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER journal_entries_payment_once BEFORE INSERT ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION journal_entry_payment_once();
