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
export * from "@/domains/marketing/schema";
export * from "@/domains/insurance/schema";
export * from "@/domains/airline/schema";
export * from "@/domains/addons/schema";
export * from "@/domains/channels/schema";
export * from "@/domains/rentals/schema";
export * from "@/domains/growth/schema";
export * from "@/domains/invest/schema";
