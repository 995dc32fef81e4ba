/**
 * The minimum stay of a stay at a property, in SQL: the same rule as the quote's `minNightsOf`
 * (pricing-rules.ts), so the search lists a place exactly when the product page can quote it. A property accepts a
 * stay when one of its units is free for it and that unit's minimum stay from the check-in night is met: the unit's
 * own override of the check-in day, else an active season covering that night with a minimum stay (the unit's own
 * before the property's), else the property's minimum nights. The quote asks it of each free unit and books the
 * cheapest it accepts; the search asks it of the same units.
 */
import { sql, type SQL } from "drizzle-orm";
import { unitIsFree } from "./availability";
import type { StayRequest } from "./quote";

/** The minimum nights of a stay from `checkIn` at unit `u` of property `p`. */
export function unitMinNightsSql(checkIn: string): SQL {
  const season = (unit: SQL) => sql`(select r.min_nights from pricing_rules r
    where r.property_id = p.id and ${unit} and r.kind = 'season' and r.active and r.min_nights is not null
      and r.starts_on <= ${checkIn}::date and r.ends_on > ${checkIn}::date limit 1)`;
  return sql`coalesce(
    (select c.min_nights_override from calendar_days c where c.unit_id = u.id and c.day = ${checkIn}::date),
    ${season(sql`r.unit_id = u.id`)},
    ${season(sql`r.unit_id is null`)},
    p.min_nights)`;
}

/**
 * Whether property `p` accepts a nightly stay of `nights` from the check-in: one of its units free and with its
 * minimum stay met. The per-unit lookup runs only when some unit anywhere has a minimum-stay override on the
 * check-in day, or some active season with a minimum stay covers it (uncorrelated tests, evaluated once per
 * query); otherwise the property's own minimum decides.
 */
export function propertyAcceptsNightsSql(stay: Extract<StayRequest, { checkIn: string }>, nights: number): SQL {
  return sql`case when exists (select 1 from calendar_days c0 where c0.day = ${stay.checkIn}::date and c0.min_nights_override is not null)
      or exists (select 1 from pricing_rules r0 where r0.kind = 'season' and r0.active and r0.min_nights is not null
        and r0.starts_on <= ${stay.checkIn}::date and r0.ends_on > ${stay.checkIn}::date)
    then exists (select 1 from units u where u.property_id = p.id
      and ${unitMinNightsSql(stay.checkIn)} <= ${nights} and ${unitIsFree(stay)})
    else p.min_nights <= ${nights} end`;
}
