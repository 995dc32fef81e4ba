import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/*
 * better-auth's tables, written by hand (its CLI crashes on Node 20). Field names follow better-auth's
 * model; the table names are ours and are mapped in server/auth.ts.
 */
export const authUsers = pgTable("auth_users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  phoneNumber: text("phone_number").unique(),
  phoneNumberVerified: boolean("phone_number_verified"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const authSessions = pgTable(
  "auth_sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("auth_sessions_user_idx").on(t.userId)],
);

export const authAccounts = pgTable(
  "auth_accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("auth_accounts_user_idx").on(t.userId)],
);

export const authVerifications = pgTable(
  "auth_verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("auth_verifications_identifier_idx").on(t.identifier)],
);

/** better-auth's rate-limit counters, in PostgreSQL so that every app server sees the same counts. */
export const authRateLimits = pgTable("auth_rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

export const organisationKind = pgEnum("organisation_kind", [
  "property_owner",
  "third_party_host",
  "airline",
  "insurance",
  "internal",
]);

/** SPEC.md §3 Organisation: a supplier or a partner. `enabled = false` locks its users out. */
export const organisations = pgTable("organisations", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  kind: organisationKind("kind").notNull(),
  enabled: boolean("enabled").notNull().default(true),
  country: text("country").notNull().default("malaysia"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const specialType = pgEnum("special_type", ["accountant", "investor", "microInvestor", "insurance", "special"]);

/**
 * SPEC.md §3 User profile, keyed by email. The identity (password, sessions, email verification) lives in
 * the auth tables; this row says what the person is to the marketplace.
 */
export const userProfiles = pgTable(
  "user_profiles",
  {
    email: text("email").primaryKey(),
    authUserId: text("auth_user_id")
      .notNull()
      .unique()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    operationsUser: boolean("operations_user").notNull().default(false),
    organisationId: uuid("organisation_id").references(() => organisations.id),
    isOperator: boolean("is_operator").notNull().default(false),
    enabled: boolean("enabled").notNull().default(true),
    specialType: specialType("special_type"),
    isHost: boolean("is_host").notNull().default(false),
    /** The partner channel the account came from (SPEC.md's from{product}), e.g. "airasia". */
    fromPartner: text("from_partner"),
    /**
     * SPEC.md §3's {product}UserId, read as the person's member ID at the partner (their AirAsia member ID):
     * kept here so the partner checkout prefills it and the stay earns points without retyping. Stored
     * normalised (lib/partner-member.ts); null is none.
     */
    partnerMemberId: text("partner_member_id"),
    /**
     * The language the person reads Staysia in (src/lib/locales.ts LOCALES), chosen with the header's picker
     * (`setMyLanguage`) or the request's at sign-up: their emails are written in it, and a sign-in on another
     * browser brings it back into the language cookie (docs/I18N.md). Null is not known: English for emails.
     */
    language: text("language"),
    /**
     * The guest's answer to the checkout's nationality question (ISO 3166-1 alpha-2, lib/iso-countries.ts): their
     * nationality, or the country they are a permanent resident of where a stay tax exempts both (Malaysia's tourism
     * tax). Remembered from their last checkout, editable on /dashboard/profile, it prefills the next. Null: never said.
     */
    nationality: text("nationality"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("user_profiles_organisation_idx").on(t.organisationId),
    check("user_profiles_partner_member_format", sql`${t.partnerMemberId} ~ '^[A-Z0-9]{10}$'`),
    // The languages of src/lib/locales.ts LOCALES: a new language widens this check in its own migration.
    check("user_profiles_language_known", sql`${t.language} in ('en', 'ms', 'id', 'th', 'zh')`),
    // The shape of a code; which codes exist is the inputs' to check (the list changes without a migration).
    check("user_profiles_nationality_format", sql`${t.nationality} ~ '^[A-Z]{2}$'`),
  ],
);
