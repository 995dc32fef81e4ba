-- SQL rules (ARCHITECTURE.md, SQL rules): applied again whenever this file changes, so each statement must be
-- able to run over what it made before.

-- StayInvest: what Drizzle cannot say.

-- A posted distribution and its payments are records of money paid through the ledger: like the journal,
-- they are never changed or removed (a mistake is corrected by new entries).
CREATE OR REPLACE FUNCTION invest_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;

CREATE OR REPLACE TRIGGER invest_distributions_append_only BEFORE UPDATE OR DELETE ON invest_distributions
  FOR EACH ROW EXECUTE FUNCTION invest_refuse_change();

CREATE OR REPLACE TRIGGER invest_distribution_payments_append_only BEFORE UPDATE OR DELETE ON invest_distribution_payments
  FOR EACH ROW EXECUTE FUNCTION invest_refuse_change();

-- A subscription moves once, from pending to paid or failed; a paid one is a holding, with its journal entry,
-- and never changes or goes away afterwards.
CREATE OR REPLACE FUNCTION invest_subscription_settles_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status <> 'pending' THEN
      RAISE EXCEPTION 'a % subscription cannot be deleted', OLD.status USING ERRCODE = 'restrict_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.status <> 'pending' THEN
    RAISE EXCEPTION 'a % subscription cannot change', OLD.status USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.units <> OLD.units OR NEW.amount_minor <> OLD.amount_minor OR NEW.offering_id <> OLD.offering_id OR NEW.user_id <> OLD.user_id THEN
    RAISE EXCEPTION 'a subscription''s units, amount, offering and investor are fixed' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;

CREATE OR REPLACE TRIGGER invest_subscriptions_settle_once BEFORE UPDATE OR DELETE ON invest_subscriptions
  FOR EACH ROW EXECUTE FUNCTION invest_subscription_settles_once();

-- An investor payout (invest/payouts.ts) is a draft until finance approves it: then it and the distribution payments
-- it gathers are frozen (what the holder is told they will be paid), it may only be marked paid, and a paid payout,
-- whose journal entry moved the money, never changes or goes away. Approving checks that its amount is the sum of
-- its items.
CREATE OR REPLACE FUNCTION investor_payout_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gathered bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status <> 'draft' THEN
      RAISE EXCEPTION 'an % investor payout cannot be deleted', OLD.status USING ERRCODE = 'restrict_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.status = 'paid' THEN
    RAISE EXCEPTION 'a paid investor payout never changes' USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.status = 'draft' AND OLD.status <> 'draft' THEN
    RAISE EXCEPTION 'an approved investor payout cannot become a draft again' USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.status <> 'draft' AND (NEW.user_id, NEW.currency, NEW.through_month, NEW.amount_minor)
      IS DISTINCT FROM (OLD.user_id, OLD.currency, OLD.through_month, OLD.amount_minor) THEN
    RAISE EXCEPTION 'an approved investor payout is frozen' USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.status = 'draft' AND NEW.status <> 'draft' THEN
    SELECT coalesce(sum(amount_minor), 0) INTO gathered FROM investor_payout_items WHERE payout_id = NEW.id;
    IF gathered <> NEW.amount_minor THEN
      RAISE EXCEPTION 'investor payout % is % but its items add up to %', NEW.id, NEW.amount_minor, gathered
        USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  RETURN NEW;
END;
$$;

CREATE OR REPLACE TRIGGER investor_payouts_frozen BEFORE UPDATE OR DELETE ON investor_payouts
  FOR EACH ROW EXECUTE FUNCTION investor_payout_frozen();

CREATE OR REPLACE FUNCTION investor_payout_items_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  payout_status investor_payout_status;
BEGIN
  SELECT status INTO payout_status FROM investor_payouts
    WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.payout_id ELSE NEW.payout_id END;
  -- A deleted draft's items go with it (the payout row is already gone when its cascade runs).
  IF payout_status IS NOT NULL AND payout_status <> 'draft' THEN
    RAISE EXCEPTION 'the items of an % investor payout are frozen', payout_status USING ERRCODE = 'restrict_violation';
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.payout_id <> NEW.payout_id THEN
    SELECT status INTO payout_status FROM investor_payouts WHERE id = OLD.payout_id;
    IF payout_status IS NOT NULL AND payout_status <> 'draft' THEN
      RAISE EXCEPTION 'the items of an % investor payout are frozen', payout_status USING ERRCODE = 'restrict_violation';
    END IF;
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;

CREATE OR REPLACE TRIGGER investor_payout_items_frozen BEFORE INSERT OR UPDATE OR DELETE ON investor_payout_items
  FOR EACH ROW EXECUTE FUNCTION investor_payout_items_frozen();
