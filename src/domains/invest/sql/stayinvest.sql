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
