-- SQL rules (ARCHITECTURE.md, SQL rules): applied again whenever this file changes, so each statement must be
-- able to run over what it made before.

-- Travel insurance: what Drizzle cannot say about claims and policies.

-- A claim moves opened → approved | rejected, approved → paid, and nowhere else; it is never deleted.
CREATE OR REPLACE FUNCTION insurance_claims_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'insurance claims are never deleted' USING ERRCODE = 'check_violation';
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW.status <> 'opened' THEN
      RAISE EXCEPTION 'a claim starts opened, not %', NEW.status USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
  END IF;
  IF NEW.policy_id <> OLD.policy_id OR NEW.summary <> OLD.summary OR NEW.opened_at <> OLD.opened_at THEN
    RAISE EXCEPTION 'a claim keeps its policy, summary and opening time' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.status <> OLD.status AND NOT (
    (OLD.status = 'opened' AND NEW.status IN ('approved', 'rejected')) OR (OLD.status = 'approved' AND NEW.status = 'paid')
  ) THEN
    RAISE EXCEPTION 'a claim cannot move from % to %', OLD.status, NEW.status USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER insurance_claims_guard BEFORE INSERT OR UPDATE OR DELETE ON insurance_claims
  FOR EACH ROW EXECUTE FUNCTION insurance_claims_guard();

-- A policy keeps what it was issued with; the one change is its cancellation (status, time, refund), once.
CREATE OR REPLACE FUNCTION insurance_policies_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'insurance policies are never deleted' USING ERRCODE = 'check_violation';
  END IF;
  IF (NEW.number, NEW.booking_id, NEW.extra_id, NEW.insurer_organisation_id, NEW.lead_traveller, NEW.travellers, NEW.cover_start, NEW.cover_end,
      NEW.city, NEW.country, NEW.currency, NEW.premium_minor, NEW.issued_at)
     IS DISTINCT FROM (OLD.number, OLD.booking_id, OLD.extra_id, OLD.insurer_organisation_id, OLD.lead_traveller, OLD.travellers, OLD.cover_start, OLD.cover_end,
      OLD.city, OLD.country, OLD.currency, OLD.premium_minor, OLD.issued_at) THEN
    RAISE EXCEPTION 'a policy keeps what it was issued with' USING ERRCODE = 'check_violation';
  END IF;
  IF OLD.status = 'cancelled' AND (NEW.status, NEW.refunded_minor, NEW.cancelled_at) IS DISTINCT FROM (OLD.status, OLD.refunded_minor, OLD.cancelled_at) THEN
    RAISE EXCEPTION 'a cancelled policy stays as it was cancelled' USING ERRCODE = 'check_violation';
  END IF;
  IF OLD.status = 'active' AND NEW.status = 'active' AND NEW.refunded_minor <> OLD.refunded_minor THEN
    RAISE EXCEPTION 'a premium is refunded only with the cancellation' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER insurance_policies_guard BEFORE UPDATE OR DELETE ON insurance_policies
  FOR EACH ROW EXECUTE FUNCTION insurance_policies_guard();

-- Claim histories and the airline's points ledger (airline/sql/points.sql) are append-only: a change is a new row.
CREATE OR REPLACE FUNCTION partners_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: add a new row instead', TG_TABLE_NAME USING ERRCODE = 'check_violation';
END $$;

CREATE OR REPLACE TRIGGER insurance_claim_events_append_only BEFORE UPDATE OR DELETE ON insurance_claim_events
  FOR EACH ROW EXECUTE FUNCTION partners_append_only();
