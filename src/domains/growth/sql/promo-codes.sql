-- SQL rules (ARCHITECTURE.md, SQL rules): applied again whenever this file changes, so each statement must be
-- able to run over what it made before.

-- Promo codes: a booking that ends without a stay gives its promo code use back.
-- When a booking moves to expired, declined or cancelled, its redemption is marked released and the code's
-- counter (the total cap's row, checked by promo_codes_count_within_cap) goes down by one, in the same
-- transaction as the status change, whatever code path changes the status.
CREATE OR REPLACE FUNCTION promo_release_redemption() RETURNS trigger AS $$
BEGIN
  IF NEW.status IN ('expired', 'declined', 'cancelled') AND OLD.status NOT IN ('expired', 'declined', 'cancelled') THEN
    WITH released AS (
      UPDATE promo_redemptions SET released_at = now()
      WHERE booking_id = NEW.id AND released_at IS NULL
      RETURNING promo_code_id
    )
    UPDATE promo_codes c SET redemptions_count = c.redemptions_count - 1, updated_at = now()
    FROM released r WHERE c.id = r.promo_code_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE TRIGGER bookings_promo_release
  AFTER UPDATE OF status ON bookings
  FOR EACH ROW
  WHEN (NEW.status IS DISTINCT FROM OLD.status)
  EXECUTE FUNCTION promo_release_redemption();
