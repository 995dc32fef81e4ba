import { sql, type SQL } from "drizzle-orm";
import { reportScopeOf, type Actor } from "@/server/access";

/**
 * The access module's report scope as a condition on a `properties p` row, for every figure of the accounts
 * pages (insights, summary, statements); null when the actor reads no figures at all.
 */
export function reportScopeSql(actor: Actor): SQL | null {
  const scope = reportScopeOf(actor);
  switch (scope.kind) {
    case "all":
      return sql`true`;
    case "organisation":
      return sql`p.organisation_id = ${scope.organisationId}::uuid`;
    case "managed":
      return sql`p.managed`;
    case "holdings":
      return sql`p.id in (select pi.property_id from property_investors pi where pi.user_id = ${scope.userId})`;
    case "units":
      return sql`p.id in (select o.property_id from invest_offerings o join invest_subscriptions s on s.offering_id = o.id where s.user_id = ${scope.userId} and s.status = 'paid')`;
    case "none":
      return null;
  }
}

/**
 * The same report scope as a condition on a roll-up row per organisation and managed flag (`r.organisation_id`,
 * `r.managed`: `organisation_month_figures`), when the scope is made of whole such groups: every property, one
 * organisation's, the managed ones. Null when it is not (an investor's holdings or units are a few properties,
 * read per property) or when the actor reads no figures.
 */
export function organisationRollupScopeSql(actor: Actor): SQL | null {
  const scope = reportScopeOf(actor);
  switch (scope.kind) {
    case "all":
      return sql`true`;
    case "organisation":
      return sql`r.organisation_id = ${scope.organisationId}::uuid`;
    case "managed":
      return sql`r.managed`;
    case "holdings":
    case "units":
    case "none":
      return null;
  }
}
