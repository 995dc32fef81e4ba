CREATE TABLE "idempotent_calls" (
	"function_name" text NOT NULL,
	"key" text NOT NULL,
	"caller" text NOT NULL,
	"claim" uuid NOT NULL,
	"http_status" smallint,
	"body" jsonb,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "idempotent_calls_function_name_key_pk" PRIMARY KEY("function_name","key")
);
--> statement-breakpoint
CREATE INDEX "idempotent_calls_started_idx" ON "idempotent_calls" USING btree ("started_at");