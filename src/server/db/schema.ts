// Every table, gathered for Drizzle (queries, drizzle-kit) in one place: the infrastructure's own (sign-in,
// organisations and profiles, the audit log, the outbox, idempotent calls, rate limits), then every domain's.
// Infrastructure (server/) imports its tables from their own files, never from here: this file points up.
export * from "./identity-schema";
export * from "./platform-schema";
export * from "@/domains/catalogue/schema";
export * from "@/domains/bookings/schema";
export * from "@/domains/content/schema";
export * from "@/domains/currency/schema";
export * from "@/domains/payments/schema";
export * from "@/domains/ledger/schema";
export * from "@/domains/accounts/schema";
export * from "@/domains/marketing/schema";
export * from "@/domains/insurance/schema";
export * from "@/domains/airline/schema";
export * from "@/domains/addons/schema";
export * from "@/domains/channels/schema";
export * from "@/domains/rentals/schema";
export * from "@/domains/growth/schema";
export * from "@/domains/invest/schema";
export * from "@/domains/reviews/schema";
export * from "@/domains/platform/schema";
