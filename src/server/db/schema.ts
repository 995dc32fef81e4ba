// Every domain's tables, gathered for Drizzle (queries, drizzle-kit) in one place.
export * from "@/domains/identity/schema";
export * from "@/domains/catalogue/schema";
export * from "@/domains/bookings/schema";
export * from "@/domains/platform/schema";
export * from "@/domains/content/schema";
export * from "@/domains/currency/schema";
export * from "@/domains/payments/schema";
export * from "@/domains/ledger/schema";
export * from "@/domains/accounts/schema";
export * from "@/domains/invest/schema";
