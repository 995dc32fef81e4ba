-- SQL rules (ARCHITECTURE.md, SQL rules): applied again whenever this file changes, so each statement must be
-- able to run over what it made before.

-- A payment names what it pays for by kind and id (payments is the lower layer and knows no other domain's
-- table). These rules keep what the three foreign keys they replace kept (DOMAIN.md Payment):
-- a payment names a thing that exists (locked FOR KEY SHARE, as a foreign key's check locks it), and the thing
-- is not deleted while a payment names it (ids are never changed).
CREATE OR REPLACE FUNCTION payments_payable_exists() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  CASE NEW.payable_kind
    WHEN 'booking' THEN PERFORM 1 FROM bookings WHERE id = NEW.payable_id FOR KEY SHARE;
    WHEN 'addon_order' THEN PERFORM 1 FROM addon_orders WHERE id = NEW.payable_id FOR KEY SHARE;
    WHEN 'invest_purchase' THEN PERFORM 1 FROM invest_subscriptions WHERE id = NEW.payable_id FOR KEY SHARE;
  END CASE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'payment names a % that does not exist (%)', NEW.payable_kind, NEW.payable_id
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'payments_payable_exists';
  END IF;
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER payments_payable_exists BEFORE INSERT OR UPDATE OF payable_kind, payable_id ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_payable_exists();

-- The thing's side: its kind is the trigger's argument.
CREATE OR REPLACE FUNCTION payable_keeps_its_payments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM payments WHERE payable_kind = TG_ARGV[0]::payable_kind AND payable_id = OLD.id) THEN
    RAISE EXCEPTION 'a payment names this % (%)', TG_ARGV[0], OLD.id
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'payments_payable_exists';
  END IF;
  RETURN OLD;
END $$;

-- One per payable kind (payable_kind in payments/schema.ts): a new kind adds its table here.
CREATE OR REPLACE TRIGGER bookings_keep_their_payments BEFORE DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION payable_keeps_its_payments('booking');

CREATE OR REPLACE TRIGGER addon_orders_keep_their_payments BEFORE DELETE ON addon_orders
  FOR EACH ROW EXECUTE FUNCTION payable_keeps_its_payments('addon_order');

CREATE OR REPLACE TRIGGER invest_subscriptions_keep_their_payments BEFORE DELETE ON invest_subscriptions
  FOR EACH ROW EXECUTE FUNCTION payable_keeps_its_payments('invest_purchase');
