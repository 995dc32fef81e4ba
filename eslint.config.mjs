import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import staysia from "./scripts/eslint/no-jsx-words.mjs";

/**
 * A domain reaches another through its index.ts. By name, a few modules are public too, because they must be
 * importable without the index's server code: schema.ts (foreign keys and joins), components/ (UI),
 * inputs.ts (a domain's client-safe function input schemas, which forms validate with), lifecycle.ts (its named
 * status sets are how another domain says "a sold booking" without listing statuses) and the pure settings
 * module (platform/settings.ts, read by pure pricing code that client components share).
 */
const DOMAINS = [
  "accounts",
  "addons",
  "airline",
  "bookings",
  "catalogue",
  "channels",
  "content",
  "currency",
  "growth",
  "identity",
  "insurance",
  "ledger",
  "marketing",
  "payments",
  "platform",
  "rentals",
];
const throughIndex = (domain) => ({
  regex: `^@/domains/(?!${domain}/)[a-z]+/(?!schema$|components/|inputs$|lifecycle$|settings$)`,
  message:
    "Reach another domain through its index.ts (or its schema.ts, components/, inputs.ts, lifecycle.ts or settings.ts).",
});
const domainBoundaries = DOMAINS.map((domain) => ({
  files: [`src/domains/${domain}/**`],
  rules: { "no-restricted-imports": ["error", { patterns: [throughIndex(domain)] }] },
}));

/**
 * Layers among the domains (ARCHITECTURE.md, Import rules): a core domain imports only the domains below it.
 * Bookings is the core of the stay; what other domains add to a booking (add-ons, promo codes, insurance,
 * affiliates, points, reviews) reaches it through its hooks (bookings/hooks.ts, listed in domains/booking-hooks.ts)
 * and its pages' slots (composed in domains/checkout-page.tsx and the like), never by an import from bookings.
 * Its tests may set up other domains' rows.
 */
const LOWER_DOMAINS = {
  bookings: ["catalogue", "currency", "identity", "ledger", "payments", "platform"],
};
const domainLayers = Object.entries(LOWER_DOMAINS).map(([domain, lower]) => ({
  files: [`src/domains/${domain}/**`],
  ignores: ["src/domains/**/*.test.ts", "src/domains/**/*.test.tsx"],
  rules: {
    // Repeats the boundary's pattern: a later config's rule replaces an earlier one's for the same files.
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          throughIndex(domain),
          {
            regex: `^@/domains/(?!(${[domain, ...lower].join("|")})(/|$))`,
            message: `${domain} is a lower layer: it imports only ${lower.join(", ")}. Let the higher domain register a hook or fill a page's slot (ARCHITECTURE.md, Import rules).`,
          },
        ],
      },
    ],
  },
}));

/**
 * A hand-made plural: a conditional that compares a count with 1 and picks between two strings
 * (`n === 1 ? "night" : "nights"`, `n > 1 ? "s" : ""`). Languages have more plural forms than English, and the
 * count needs the locale's digits, so counts and their nouns go through lib/plural.ts (Intl.PluralRules).
 * `page > 1 ? …` with other branches, or `guests > 1 ? "?guests=…" : ""`, is not a plural and is not flagged.
 */
const TEXT = "/^(Literal|TemplateLiteral)$/";
const COMPARED_WITH_ONE =
  ":matches([test.right.type='Literal'][test.right.value=1], [test.left.type='Literal'][test.left.value=1])";
const handMadePlurals = [
  `ConditionalExpression[test.type='BinaryExpression'][test.operator=/^[!=]==?$/]${COMPARED_WITH_ONE}[consequent.type=${TEXT}][alternate.type=${TEXT}]`,
  `ConditionalExpression[test.type='BinaryExpression'][test.operator=/^[<>]=?$/]${COMPARED_WITH_ONE}:matches([consequent.value=/^(s|es|ies)( |$)/], [alternate.value=/^(s|es|ies)( |$)/])`,
].map((selector) => ({
  selector,
  message: "A hand-made plural: give the count and its forms to plural() or pluralForm() from lib/plural.ts.",
}));

/**
 * The dashboards' words go through the message catalogue (docs/I18N.md, "The dashboards"): `staysia/no-jsx-words`
 * on every dashboard file: the dashboard routes, the shell, and the components of the domains and the kit's
 * dashboard folders (the guest side's components there are in the catalogue already and are held to it too).
 */
const DASHBOARD_FILES = [
  "src/app/dashboard/**/*.tsx",
  "src/components/{shell,payouts,runs,content,forms,ui}/**/*.tsx",
  "src/domains/**/components/**/*.tsx",
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      ".next/**",
      ".data/**",
      "node_modules/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
      "drizzle/meta/**",
    ],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-syntax": ["error", ...handMadePlurals],
    },
  },
  {
    // Imports flow one way: app → domains → server, lib (ARCHITECTURE.md). lib does no I/O.
    files: ["src/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/server/*", "@/domains/*", "@/app/*"],
              message: "lib/ holds pure helpers: it imports nothing that does I/O.",
            },
          ],
        },
      ],
    },
  },
  {
    // server/ is the lowest layer but lib/: it imports no domain (not even an index) and no route. Its tables are
    // its own (server/db/*-schema.ts); server/db/schema.ts, which gathers every table for drizzle-kit and the
    // tests, points up and is imported by no infrastructure module.
    files: ["src/server/**"],
    ignores: ["src/server/db/schema.ts", "src/server/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/domains/**", "@/app/**"],
              message: "server/ is infrastructure: domains and routes build on it, not the other way round.",
            },
            {
              regex: "^(@/server/db/schema|\\./schema|\\.\\./db/schema)$",
              message:
                "Import infrastructure tables from server/db/identity-schema.ts or platform-schema.ts: server/db/schema.ts gathers the domains' tables too.",
            },
          ],
        },
      ],
    },
  },
  {
    // A raw query's row type is checked, not asserted (ARCHITECTURE.md, Data): `rowsOf`/`rowOf`/`maybeRowOf` with a
    // zod row schema, or Drizzle's builder. `execute<Row>` only asserts the type. The tests' own ad hoc reads of
    // the database are left to assert theirs.
    files: ["src/**/*.ts", "src/**/*.tsx"],
    ignores: ["src/server/db/rows.ts", "src/**/*.test.ts", "src/**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='execute'][typeArguments]",
          message:
            "execute<Row> only asserts the row type: read rows through rowsOf/rowOf/maybeRowOf (src/server/db/rows.ts) with a zod row schema, or use Drizzle's builder.",
        },
      ],
    },
  },
  ...domainBoundaries,
  ...domainLayers,
  {
    files: DASHBOARD_FILES,
    // Every file is in the catalogue: a new one is written with its words in a namespace from the start.
    ignores: ["**/*.test.tsx"],
    plugins: { staysia },
    rules: {
      // Names and codes that read the same in every language: the brand, networks, format examples.
      "staysia/no-jsx-words": [
        "error",
        {
          allow: [
            "Staysia",
            "Facebook",
            "Instagram",
            "LinkedIn",
            "(SWIFT",
            "MM/YY",
            "AK6123",
            "AA12345678",
            "BK-7K2P9Q",
          ],
        },
      ],
    },
  },
];

export default config;
