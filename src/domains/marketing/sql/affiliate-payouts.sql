-- SQL rules (ARCHITECTURE.md, SQL rules): applied again whenever this file changes, so each statement must be
-- able to run over what it made before.

-- An affiliate's statement, the way a supplier's settlement is kept: a draft may change or go; approved, its
-- affiliate, month, currency and amount are frozen and only the payment may be added; paid, it never changes.
CREATE OR REPLACE FUNCTION affiliate_payout_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status <> 'draft' THEN
      RAISE EXCEPTION 'an % affiliate payout cannot be deleted', OLD.status USING ERRCODE = 'restrict_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.status = 'paid' THEN
    RAISE EXCEPTION 'a paid affiliate payout never changes' USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.status = 'draft' AND OLD.status <> 'draft' THEN
    RAISE EXCEPTION 'an approved affiliate payout cannot become a draft again' USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.status <> 'draft' AND (NEW.affiliate_id, NEW.month, NEW.currency, NEW.amount_minor)
      IS DISTINCT FROM (OLD.affiliate_id, OLD.month, OLD.currency, OLD.amount_minor) THEN
    RAISE EXCEPTION 'an approved affiliate payout is frozen' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;

CREATE OR REPLACE TRIGGER affiliate_payouts_frozen BEFORE UPDATE OR DELETE ON affiliate_payouts
  FOR EACH ROW EXECUTE FUNCTION affiliate_payout_frozen();
