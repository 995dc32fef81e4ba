ALTER TYPE "public"."journal_entry_kind" ADD VALUE 'deposit_return';--> statement-breakpoint
CREATE TABLE "rental_deposit_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"deposit_minor" bigint NOT NULL,
	"returned_minor" bigint NOT NULL,
	"deducted_minor" bigint NOT NULL,
	"deductions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"entry_id" uuid NOT NULL,
	"returned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"returned_by" text,
	CONSTRAINT "rental_deposit_returns_contract_id_unique" UNIQUE("contract_id"),
	CONSTRAINT "rental_deposit_returns_parts" CHECK ("rental_deposit_returns"."returned_minor" + "rental_deposit_returns"."deducted_minor" = "rental_deposit_returns"."deposit_minor"),
	CONSTRAINT "rental_deposit_returns_not_negative" CHECK ("rental_deposit_returns"."returned_minor" >= 0 and "rental_deposit_returns"."deducted_minor" >= 0),
	CONSTRAINT "rental_deposit_returns_deposit_positive" CHECK ("rental_deposit_returns"."deposit_minor" > 0),
	CONSTRAINT "rental_deposit_returns_deductions_array" CHECK (jsonb_typeof("rental_deposit_returns"."deductions") = 'array')
);
--> statement-breakpoint
ALTER TABLE "rental_deposit_returns" ADD CONSTRAINT "rental_deposit_returns_contract_id_rental_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."rental_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_deposit_returns" ADD CONSTRAINT "rental_deposit_returns_returned_by_auth_users_id_fk" FOREIGN KEY ("returned_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;