-- Its check is the statement trigger settlement_items_verify_entries (src/domains/accounts/sql/settlements-invoices.sql),
-- made by the SQL rules right after the migrations: one look-up per item instead of a lock on every settled entry.
ALTER TABLE "settlement_items" DROP CONSTRAINT "settlement_items_entry_id_journal_entries_id_fk";
