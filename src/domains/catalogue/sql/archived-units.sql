-- SQL rules (ARCHITECTURE.md, SQL rules): applied again whenever this file changes, so each statement must be
-- able to run over what it made before.

-- An archived unit takes no new booking or hold (catalogue/listings/units.ts, `archiveUnit`): the database says so
-- last, whatever the race. The unit's row is read FOR SHARE, which waits for an archiving transaction that locked
-- it FOR UPDATE and then reads what it committed; an archive that comes second waits for this booking's commit and
-- then finds it among the unit's bookings, so it refuses. Moving a booking onto an archived unit is refused alike.
CREATE OR REPLACE FUNCTION bookings_refuse_archived_unit() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  archived timestamptz;
  unit_name text;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.unit_id IS NOT DISTINCT FROM OLD.unit_id THEN
    RETURN NEW;
  END IF;
  SELECT u.archived_at, u.name INTO archived, unit_name FROM units u WHERE u.id = NEW.unit_id FOR SHARE;
  IF archived IS NOT NULL THEN
    RAISE EXCEPTION '% is archived: it takes no new bookings', unit_name
      USING ERRCODE = 'check_violation', CONSTRAINT = 'bookings_unit_not_archived';
  END IF;
  RETURN NEW;
END;
$$;

CREATE OR REPLACE TRIGGER bookings_refuse_archived_unit BEFORE INSERT OR UPDATE OF unit_id ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_refuse_archived_unit();
