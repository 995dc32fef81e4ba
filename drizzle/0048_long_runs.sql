CREATE TABLE "long_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"label" text NOT NULL,
	"started_by_user_id" text NOT NULL,
	"started_by_email" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer,
	"summary" text DEFAULT '' NOT NULL,
	"result" jsonb,
	"error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "long_runs_progress_check" CHECK ("long_runs"."progress_done" >= 0 and ("long_runs"."progress_total" is null or "long_runs"."progress_done" <= "long_runs"."progress_total"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "long_runs_one_going_idx" ON "long_runs" USING btree ("kind","subject") WHERE "long_runs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "long_runs_starter_idx" ON "long_runs" USING btree ("started_by_user_id","kind","created_at");