-- SQL rules (ARCHITECTURE.md, SQL rules): applied again whenever this file changes, so each statement must be
-- able to run over what it made before.

-- A published review is what both sides and every later guest read: nobody edits it (reviews/schema.ts). What may
-- still change is what others add to it: the supplier's one reply (written once, never rewritten) and staff's
-- hiding with its reason. Publication itself is for good: a review is never taken back to unpublished.
CREATE OR REPLACE FUNCTION reviews_published_frozen() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.reply IS NOT NULL AND (NEW.reply IS DISTINCT FROM OLD.reply OR NEW.replied_at IS DISTINCT FROM OLD.replied_at)
  THEN
    RAISE EXCEPTION 'review % already has its reply', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  IF OLD.published_at IS NOT NULL AND (
    NEW.published_at IS DISTINCT FROM OLD.published_at
    OR (NEW.property_id, NEW.booking_id, NEW.side, NEW.author_user_id, NEW.author_name, NEW.rating, NEW.cleanliness,
        NEW.accuracy, NEW.location, NEW.value, NEW.communication, NEW.comment, NEW.created_at)
      IS DISTINCT FROM
       (OLD.property_id, OLD.booking_id, OLD.side, OLD.author_user_id, OLD.author_name, OLD.rating, OLD.cleanliness,
        OLD.accuracy, OLD.location, OLD.value, OLD.communication, OLD.comment, OLD.created_at)
  ) THEN
    RAISE EXCEPTION 'review % is published and cannot be changed', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;

CREATE OR REPLACE TRIGGER reviews_published_frozen
  BEFORE UPDATE ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_published_frozen();
