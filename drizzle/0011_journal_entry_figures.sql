-- Hand-edited: the columns arrive nullable, are filled from the lines of the entries already written (the
-- append-only trigger is paused for it, inside this migration's transaction), then become NOT NULL.
ALTER TABLE "journal_entries" ADD COLUMN "property_id" uuid;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "gross_minor" bigint;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "cash_minor" bigint;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "supplier_minor" bigint;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "platform_minor" bigint;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "commission_minor" bigint;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "management_fee_minor" bigint;--> statement-breakpoint
ALTER TABLE "journal_entries" DISABLE TRIGGER "journal_entries_append_only";--> statement-breakpoint
UPDATE "journal_entries" e SET
  "property_id" = f.property_id, "organisation_id" = f.organisation_id, "currency" = f.currency,
  "gross_minor" = f.gross_minor, "cash_minor" = f.cash_minor, "supplier_minor" = f.supplier_minor, "platform_minor" = f.platform_minor,
  "commission_minor" = f.commission_minor, "management_fee_minor" = f.management_fee_minor
FROM (
  SELECT entry_id, (array_agg(property_id) FILTER (WHERE property_id IS NOT NULL))[1] AS property_id,
    (array_agg(organisation_id) FILTER (WHERE organisation_id IS NOT NULL))[1] AS organisation_id, min(currency) AS currency,
    sum(greatest(amount_minor, 0)) AS gross_minor,
    sum(CASE WHEN account LIKE 'cash:%' THEN amount_minor ELSE 0 END) AS cash_minor,
    -sum(CASE WHEN account = 'supplier_payable' THEN amount_minor ELSE 0 END) AS supplier_minor,
    -sum(CASE WHEN account LIKE 'revenue:%' THEN amount_minor ELSE 0 END) AS platform_minor,
    -sum(CASE WHEN account = 'revenue:commission' THEN amount_minor ELSE 0 END) AS commission_minor,
    -sum(CASE WHEN account = 'revenue:management_fee' THEN amount_minor ELSE 0 END) AS management_fee_minor
  FROM journal_lines GROUP BY entry_id
) f WHERE f.entry_id = e.id;--> statement-breakpoint
ALTER TABLE "journal_entries" ENABLE TRIGGER "journal_entries_append_only";--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "currency" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "gross_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "cash_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "supplier_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "platform_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "commission_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "management_fee_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entries_organisation_idx" ON "journal_entries" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "journal_entries_property_idx" ON "journal_entries" USING btree ("property_id","created_at");--> statement-breakpoint
-- Hand-written: at commit, an entry balances per currency (as before) and its figures are those of its lines,
-- in its one currency, with at most one property and one organisation.
CREATE OR REPLACE FUNCTION journal_entry_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced record;
  entry record;
  lines record;
BEGIN
  SELECT currency, sum(amount_minor) AS total INTO unbalanced
  FROM journal_lines WHERE entry_id = NEW.entry_id
  GROUP BY currency HAVING sum(amount_minor) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'journal entry % does not balance in % (off by %)', NEW.entry_id, unbalanced.currency, unbalanced.total
      USING ERRCODE = 'check_violation';
  END IF;
  SELECT * INTO entry FROM journal_entries WHERE id = NEW.entry_id;
  SELECT count(DISTINCT currency) AS currencies, min(currency) AS currency,
    count(DISTINCT property_id) AS properties, min(property_id::text)::uuid AS property_id,
    count(DISTINCT organisation_id) AS organisations, min(organisation_id::text)::uuid AS organisation_id,
    sum(greatest(amount_minor, 0)) AS gross_minor,
    sum(CASE WHEN account LIKE 'cash:%' THEN amount_minor ELSE 0 END) AS cash_minor,
    -sum(CASE WHEN account = 'supplier_payable' THEN amount_minor ELSE 0 END) AS supplier_minor,
    -sum(CASE WHEN account LIKE 'revenue:%' THEN amount_minor ELSE 0 END) AS platform_minor,
    -sum(CASE WHEN account = 'revenue:commission' THEN amount_minor ELSE 0 END) AS commission_minor,
    -sum(CASE WHEN account = 'revenue:management_fee' THEN amount_minor ELSE 0 END) AS management_fee_minor
  INTO lines FROM journal_lines WHERE entry_id = NEW.entry_id;
  IF lines.currencies <> 1 OR lines.properties > 1 OR lines.organisations > 1
    OR entry.currency IS DISTINCT FROM lines.currency
    OR entry.property_id IS DISTINCT FROM lines.property_id
    OR entry.organisation_id IS DISTINCT FROM lines.organisation_id
    OR entry.gross_minor <> lines.gross_minor OR entry.cash_minor <> lines.cash_minor
    OR entry.supplier_minor <> lines.supplier_minor OR entry.platform_minor <> lines.platform_minor
    OR entry.commission_minor <> lines.commission_minor OR entry.management_fee_minor <> lines.management_fee_minor THEN
    RAISE EXCEPTION 'journal entry %: its figures do not match its lines (one currency, one property, one organisation at most)', NEW.entry_id
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE INDEX "journal_entries_currency_idx" ON "journal_entries" USING btree ("currency","created_at");
