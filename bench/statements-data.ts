/**
 * The data set of `npm run bench:statements`: organisations with properties (one unit each), two years of
 * bookings up to two months ahead with their frozen price lines, and the journal entries DOMAIN.md Money
 * gives them (payment, booking sale, refund of cancellations), plus three operating expenses per property
 * and month with their revisions and postings. Generated in SQL (generate_series, INSERT … SELECT), seeded with `setseed`, so a run is
 * repeatable. The shapes of the entries are the ones `bookings/money.ts` and the opex functions write.
 *
 * Triggers are switched off for the load (`session_replication_role = replica`: the journal's balance and
 * append-only triggers, and foreign keys, would otherwise fire for each of millions of rows); `verify` then
 * checks in one query what the balance trigger would have, and the bench reports it, and the insights'
 * monthly sums are computed afterwards by the trigger's own function, and the accounts' read models by the
 * functions their migration backfills with.
 */
import type pg from "pg";

export interface StatementsDataOptions {
  organisations: number;
  properties: number;
  /** Days of history before `today`; bookings also run 60 days ahead. */
  historyDays: number;
  today: string;
}

const COUNTRIES = [
  {
    country: "malaysia",
    city: "Kuala Lumpur",
    zone: "Asia/Kuala_Lumpur",
    currency: "MYR",
    rate: 22_000,
    cleaning: 6_000,
    taxPerNight: 1_000,
  },
  {
    country: "thailand",
    city: "Bangkok",
    zone: "Asia/Bangkok",
    currency: "THB",
    rate: 180_000,
    cleaning: 50_000,
    taxPerNight: 0,
  },
  {
    country: "philippines",
    city: "Makati",
    zone: "Asia/Manila",
    currency: "PHP",
    rate: 350_000,
    cleaning: 80_000,
    taxPerNight: 0,
  },
  {
    country: "indonesia",
    city: "Bali",
    zone: "Asia/Makassar",
    currency: "IDR",
    rate: 95_000_000,
    cleaning: 20_000_000,
    taxPerNight: 0,
  },
] as const;

export async function generateStatementsData(
  client: pg.Client,
  options: StatementsDataOptions,
  say: (line: string) => void,
) {
  await client.query("select setseed(0.42)");
  await client.query("set session_replication_role = replica");
  await client.query("begin");
  say(`${options.organisations} organisations, ${options.properties} properties`);
  await client.query(
    `insert into organisations (id, name, kind, country)
     select md5('bench-organisation-' || n)::uuid, 'Bench Owner ' || n, 'property_owner', 'malaysia'
     from generate_series(1, $1) n`,
    [options.organisations],
  );
  const countries = JSON.stringify(COUNTRIES);
  await client.query(
    `with c as (select row_number() over () - 1 as i, x.* from jsonb_to_recordset($3::jsonb)
       as x(country text, city text, zone text, currency text, rate int, cleaning int)),
     p as (
       insert into properties (id, organisation_id, managed, type, status, title, country, city, time_zone, currency,
         nightly_rate_minor, cleaning_fee_minor, max_guests, cancellation_policy, created_at)
       select ('10000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid,
         md5('bench-organisation-' || (1 + n % $2))::uuid,
         n % 2 = 0, 'apartment', 'listed', 'Bench flat ' || n, c.country::country, c.city, c.zone, c.currency,
         c.rate + (n % 7) * (c.rate / 20), c.cleaning, 4, 'moderate', now() - interval '3 years'
       from generate_series(1, $1) n join c on c.i = n % 4
       returning id)
     insert into units (property_id, name) select id, 'Entire place' from p`,
    [options.properties, options.organisations, countries],
  );

  // A stay every four days per unit, one to three nights (so they never overlap), from the history's
  // start to 60 days ahead: about half the nights sold. Past stays completed (8% cancelled, 2% no-show),
  // future ones confirmed (5% cancelled).
  say("bookings");
  await client.query(
    `insert into bookings (reference, property_id, unit_id, guest_name, guest_email, guest_count, check_in, check_out, status,
       currency, total_minor, price_lines, refunded_minor, cancellation_policy, instant_book, payment_method, status_changed_at, created_at, updated_at)
     select 'BK-' || upper(substr(md5(u.id::text || s.k), 1, 16)), p.id, u.id, 'Bench Guest', 'guest@example.test', 2,
       s.check_in, s.check_in + s.nights,
       (case when s.r < 0.08 then 'cancelled' when s.check_in + s.nights > $2::date then (case when s.r < 0.13 then 'cancelled' else 'confirmed' end)
             when s.r < 0.10 then 'no_show' else 'completed' end)::booking_status,
       p.currency, m.total, m.lines, case when s.r < 0.08 or (s.check_in + s.nights > $2::date and s.r < 0.13) then m.total else 0 end,
       'moderate', true, 'card', s.check_in - 3, s.check_in - (5 + (s.r * 50)::int), s.check_in - 3
     from properties p join units u on u.property_id = p.id
     cross join lateral (
       select k, ($2::date - $1::int + k * 4) as check_in, 1 + floor(random() * 3)::int as nights, random() as r
       from generate_series(0, ($1::int + 60) / 4) k) s
     cross join lateral (
       select p.nightly_rate_minor * s.nights as stay, p.cleaning_fee_minor as cleaning,
         case when p.country = 'malaysia' then 1000 * s.nights else 0 end as tax) a
     cross join lateral (
       select round((a.stay + a.cleaning) * 0.05)::bigint as service) f
     cross join lateral (
       select a.stay + a.cleaning + f.service + a.tax as total,
         jsonb_build_array(
           jsonb_build_object('kind', 'stay', 'label', s.nights || ' nights', 'quantity', s.nights, 'unitAmountMinor', p.nightly_rate_minor, 'amountMinor', a.stay),
           jsonb_build_object('kind', 'cleaning', 'label', 'Cleaning fee', 'amountMinor', a.cleaning),
           jsonb_build_object('kind', 'service_fee', 'label', 'Service fee (5%)', 'amountMinor', f.service))
         || case when a.tax > 0 then jsonb_build_array(jsonb_build_object('kind', 'tax', 'label', 'Tourism tax', 'amountMinor', a.tax)) else '[]'::jsonb end as lines) m
     where p.title like 'Bench flat %'`,
    [options.historyDays, options.today],
  );

  // The journal: each booking's payment and sale when it was made; a cancellation's refund three days
  // before check-in. Amounts as bookings/money.ts splits them (commission 15%, management fee 20%).
  say("journal entries of the bookings");
  await client.query(`
    create temporary table bench_split on commit drop as
    select b.id as booking_id, b.reference, b.created_at, b.status, b.check_in, p.id as property_id, p.organisation_id, p.managed, b.currency,
      (b.price_lines->0->>'amountMinor')::bigint as stay, (b.price_lines->1->>'amountMinor')::bigint as cleaning,
      (b.price_lines->2->>'amountMinor')::bigint as service, coalesce((b.price_lines->3->>'amountMinor')::bigint, 0) as tax,
      round((b.price_lines->0->>'amountMinor')::bigint * case when p.managed then 0.20 else 0.15 end)::bigint as fee, b.total_minor as total
    from bookings b join properties p on p.id = b.property_id where p.title like 'Bench flat %'`);
  for (const [kind, when, where] of [
    ["payment", "s.created_at", "true"],
    ["booking_sale", "s.created_at + interval '1 second'", "true"],
    ["refund", "(s.check_in - 3)::timestamptz", "s.status = 'cancelled'"],
  ] as const) {
    // The figures are filled from the lines below, as migration 0011 filled those of older entries.
    await client.query(`
      insert into journal_entries (id, kind, booking_id, memo, created_at, currency, gross_minor, cash_minor, supplier_minor, platform_minor, commission_minor, management_fee_minor)
      select md5('${kind}' || s.booking_id)::uuid, '${kind}', s.booking_id, '${kind} ' || s.reference, ${when}, s.currency, 0, 0, 0, 0, 0, 0
      from bench_split s where ${where}`);
  }
  const line = (kind: string, account: string, amount: string, organisation: boolean, where = "true") => `
    select md5('${kind}' || s.booking_id)::uuid, '${account}', ${organisation ? "s.organisation_id" : "null::uuid"}, s.property_id, s.currency, ${amount}
    from bench_split s where ${where} and ${amount} <> 0`;
  const fee = "case when s.managed then 'revenue:management_fee' else 'revenue:commission' end";
  await client.query(`
    insert into journal_lines (entry_id, account, organisation_id, property_id, currency, amount_minor)
    ${line("payment", "cash:test_card", "s.total", false)}
    union all ${line("payment", "guest_funds", "-s.total", false)}
    union all ${line("booking_sale", "guest_funds", "s.total", false)}
    union all ${line("booking_sale", "supplier_payable", "-(s.stay - s.fee + s.cleaning)", true)}
    union all select md5('booking_sale' || s.booking_id)::uuid, ${fee}, null, s.property_id, s.currency, -s.fee from bench_split s where s.fee <> 0
    union all ${line("booking_sale", "revenue:service_fee", "-s.service", false)}
    union all ${line("booking_sale", "tax_payable", "-s.tax", false)}
    union all ${line("refund", "supplier_payable", "s.stay - s.fee + s.cleaning", true, "s.status = 'cancelled'")}
    union all select md5('refund' || s.booking_id)::uuid, ${fee}, null, s.property_id, s.currency, s.fee from bench_split s where s.status = 'cancelled' and s.fee <> 0
    union all ${line("refund", "revenue:service_fee", "s.service", false, "s.status = 'cancelled'")}
    union all ${line("refund", "tax_payable", "s.tax", false, "s.status = 'cancelled'")}
    union all ${line("refund", "cash:test_card", "-s.total", false, "s.status = 'cancelled'")}`);

  // Three expenses per property and month, charged to the owner (the opex shape of ledger/accounts.ts),
  // each with its revision and posting as the opex functions write them.
  say("operating expenses");
  await client.query(
    `create temporary table bench_opex on commit drop as
     select md5('opex' || p.id || m || k)::uuid as id, p.id as property_id, p.organisation_id, p.currency,
       (array['cleaning', 'utilities', 'repairs', 'supplies', 'fees'])[1 + (m + k) % 5]::opex_category as category,
       (date_trunc('month', $1::date - $2::int) + make_interval(months => m, days => (k * 9 + m) % 27))::date as incurred_on,
       (p.nightly_rate_minor * (0.3 + random() * 1.5))::bigint as amount
     from properties p cross join generate_series(0, ($2::int / 30) - 1) m cross join generate_series(0, 2) k
     where p.title like 'Bench flat %'`,
    [options.today, options.historyDays],
  );
  await client.query(`
    insert into opex_expenses (id, property_id, organisation_id, category, incurred_on, currency, amount_minor, note, created_by, created_at, updated_at)
    select id, property_id, organisation_id, category, incurred_on, currency, amount, 'Bench expense', 'bench', incurred_on + 1, incurred_on + 1 from bench_opex`);
  await client.query(
    `insert into opex_revisions (expense_id, action, by_user_id, by_name, at) select id, 'recorded', 'bench', 'Bench', incurred_on + 1 from bench_opex`,
  );
  await client.query(`
    insert into journal_entries (id, kind, memo, created_by, created_at, currency, gross_minor, cash_minor, supplier_minor, platform_minor, commission_minor, management_fee_minor)
    select md5('entry' || o.id)::uuid, 'opex', initcap(o.category::text) || ' expense', 'bench', o.incurred_on + 1, o.currency, 0, 0, 0, 0, 0, 0 from bench_opex o`);
  await client.query(`
    insert into journal_lines (entry_id, account, organisation_id, property_id, currency, amount_minor)
    select md5('entry' || o.id)::uuid, 'supplier_payable', o.organisation_id, o.property_id, o.currency, o.amount from bench_opex o
    union all select md5('entry' || o.id)::uuid, 'cash:bank', null, o.property_id, o.currency, -o.amount from bench_opex o`);
  await client.query(`
    insert into opex_postings (entry_id, expense_id, revision_id, category)
    select md5('entry' || o.id)::uuid, o.id, r.id, o.category from bench_opex o join opex_revisions r on r.expense_id = o.id`);

  say("entry figures");
  await client.query(`
    update journal_entries e set
      property_id = f.property_id, organisation_id = f.organisation_id, gross_minor = f.gross_minor, cash_minor = f.cash_minor,
      supplier_minor = f.supplier_minor, platform_minor = f.platform_minor, commission_minor = f.commission_minor,
      management_fee_minor = f.management_fee_minor
    from (
      select entry_id, (array_agg(property_id) filter (where property_id is not null))[1] as property_id,
        (array_agg(organisation_id) filter (where organisation_id is not null))[1] as organisation_id,
        sum(greatest(amount_minor, 0)) as gross_minor,
        sum(case when account like 'cash:%' then amount_minor else 0 end) as cash_minor,
        -sum(case when account = 'supplier_payable' then amount_minor else 0 end) as supplier_minor,
        -sum(case when account like 'revenue:%' then amount_minor else 0 end) as platform_minor,
        -sum(case when account = 'revenue:commission' then amount_minor else 0 end) as commission_minor,
        -sum(case when account = 'revenue:management_fee' then amount_minor else 0 end) as management_fee_minor
      from journal_lines group by entry_id
    ) f where f.entry_id = e.id`);
  await client.query("commit");
  await client.query("set session_replication_role = origin");
  // What the bookings trigger would have kept during the load (accounts/sql/property-month-figures.sql).
  say("insights' monthly sums");
  await client.query(
    "select apply_booking_month_figures(b, 1) from bookings b where b.property_id in (select id from properties where title like 'Bench flat %')",
  );
  // What the journal's triggers would have kept during the load (the rebuild functions of accounts/sql).
  say("accounts' read models");
  // Rebuilt with triggers still off, so the roll-ups below (accounts/sql/month-figures.sql) are computed
  // once from the result instead of row by row through booking_earnings' trigger.
  await client.query("set session_replication_role = replica");
  await client.query("select rebuild_entry_month_figures(), rebuild_booking_earnings(), rebuild_unsettled_entries()");
  await client.query("set session_replication_role = origin");
  await client.query("select rebuild_organisation_month_figures(), rebuild_host_earnings_months()");
  await client.query("analyze");
}

/** Entries whose lines do not balance per currency (must be 0), and the size of what was made. */
export async function verifyStatementsData(client: pg.Client) {
  const [unbalanced] = (
    await client.query<{ count: string }>(
      `select count(*) from (select entry_id from journal_lines group by entry_id, currency having sum(amount_minor) <> 0) x`,
    )
  ).rows;
  const [sizes] = (
    await client.query<{ properties: string; bookings: string; entries: string; lines: string }>(
      `select (select count(*) from properties) as properties, (select count(*) from bookings) as bookings,
         (select count(*) from journal_entries) as entries, (select count(*) from journal_lines) as lines`,
    )
  ).rows;
  return {
    unbalanced: Number(unbalanced!.count),
    properties: Number(sizes!.properties),
    bookings: Number(sizes!.bookings),
    entries: Number(sizes!.entries),
    lines: Number(sizes!.lines),
  };
}
