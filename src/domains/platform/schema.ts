import { bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** One row per write made through the functions registry: who, what, when, and how it ended. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    requestId: text("request_id").notNull(),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    /** The parsed input with secrets removed (see server/functions/redact.ts). */
    input: jsonb("input"),
    outcome: text("outcome", { enum: ["ok", "error"] }).notNull(),
    errorStatus: text("error_status"),
  },
  (t) => [index("audit_log_actor_idx").on(t.actorEmail, t.at), index("audit_log_action_idx").on(t.action, t.at)],
);

/** Facts about this database itself, such as when the demo data was seeded. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
