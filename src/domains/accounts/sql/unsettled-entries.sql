-- SQL rules (ARCHITECTURE.md, SQL rules): applied again whenever this file changes, so each statement must be
-- able to run over what it made before.

-- unsettled_entries: the entries a settlement run may settle (DOMAIN.md Money), kept per statement so that a run
-- reads the queue instead of every entry ever written. The kinds are SETTLED_KINDS of settlements/figures.ts (the
-- run filters by them again); an entry without a supplier organisation is nobody's to be paid.
CREATE OR REPLACE FUNCTION settled_entry_kind(kind journal_entry_kind) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT kind IN ('booking_sale', 'refund', 'opex', 'addon_sale', 'addon_refund', 'insurance_sale', 'insurance_refund', 'deposit_return');
$$;

-- A journal entry joins the queue in the transaction that writes it (journal entries are append-only: no update
-- or delete to follow).
CREATE OR REPLACE FUNCTION journal_entries_queue_unsettled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO unsettled_entries (entry_id, created_at, kind, booking_id, payment_id, property_id, organisation_id, currency, supplier_minor, platform_minor, commission_minor, management_fee_minor)
  SELECT n.id, n.created_at, n.kind, n.booking_id, n.payment_id, n.property_id, n.organisation_id, n.currency, n.supplier_minor, n.platform_minor, n.commission_minor, n.management_fee_minor FROM new_rows n
  WHERE n.organisation_id IS NOT NULL AND settled_entry_kind(n.kind);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER journal_entries_unsettled_insert
  AFTER INSERT ON journal_entries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION journal_entries_queue_unsettled();

-- A settlement item takes its entry off the queue; a draft's item deleted (the draft deleted, or its items)
-- puts it back. The unique entry of settlement_items is what refuses a second settlement of one entry; this
-- only keeps the queue equal to "not in any settlement".
CREATE OR REPLACE FUNCTION settlement_items_dequeue_unsettled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM unsettled_entries u USING new_rows n WHERE u.entry_id = n.entry_id;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION settlement_items_requeue_unsettled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO unsettled_entries (entry_id, created_at, kind, booking_id, payment_id, property_id, organisation_id, currency, supplier_minor, platform_minor, commission_minor, management_fee_minor)
  SELECT e.id, e.created_at, e.kind, e.booking_id, e.payment_id, e.property_id, e.organisation_id, e.currency, e.supplier_minor, e.platform_minor, e.commission_minor, e.management_fee_minor FROM old_rows o JOIN journal_entries e ON e.id = o.entry_id
  WHERE e.organisation_id IS NOT NULL AND settled_entry_kind(e.kind)
    -- The same entry deleted from one draft and settled by another in one statement cannot happen (one
    -- statement deletes); an entry settled elsewhere is not put back.
    AND NOT EXISTS (SELECT 1 FROM settlement_items si WHERE si.entry_id = e.id);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER settlement_items_unsettled_insert
  AFTER INSERT ON settlement_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION settlement_items_dequeue_unsettled();

CREATE OR REPLACE TRIGGER settlement_items_unsettled_delete
  AFTER DELETE ON settlement_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION settlement_items_requeue_unsettled();

CREATE OR REPLACE FUNCTION rebuild_unsettled_entries() RETURNS void LANGUAGE sql AS $$
  DELETE FROM unsettled_entries;
  INSERT INTO unsettled_entries (entry_id, created_at, kind, booking_id, payment_id, property_id, organisation_id, currency, supplier_minor, platform_minor, commission_minor, management_fee_minor)
  SELECT e.id, e.created_at, e.kind, e.booking_id, e.payment_id, e.property_id, e.organisation_id, e.currency, e.supplier_minor, e.platform_minor, e.commission_minor, e.management_fee_minor FROM journal_entries e
  WHERE e.organisation_id IS NOT NULL AND settled_entry_kind(e.kind)
    AND NOT EXISTS (SELECT 1 FROM settlement_items si WHERE si.entry_id = e.id);
$$;
