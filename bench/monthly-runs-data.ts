/**
 * The data set of `npm run bench:monthly`, laid over the statements bench's (bench/statements-data.ts: 1,000
 * properties with two years of bookings, opex and their journal), with what the three monthly runs read:
 *
 *   - StayInvest: `offerings` offerings (one per property, the first ones), each with `holders` holders among
 *     20,000 investors, every subscription paid with its `investment` entry, and `historyMonths` months of
 *     distributions already posted (a payment and an `investor_distribution` entry per holder and month, as
 *     distribution-run.ts writes them); the month after them is the one the bench runs.
 *   - Rentals: three monthly units per property, each with a contract that ended two years ago (24 months,
 *     every invoice paid) and a live one begun 12 to 24 months ago with every month before this one invoiced,
 *     so that a run at the end of this month issues one invoice per live contract.
 *   - Channels: two import feeds per nightly unit ("Airbnb", "Booking.com"); their calendars are served by the
 *     bench itself (monthly-runs.ts, `feedCalendar`).
 *
 * Generated in SQL (generate_series, INSERT … SELECT) with triggers off, as the statements data is; the journal's
 * read model of month figures is rebuilt afterwards by its own function, and `verifyMonthlyData` checks that every
 * entry balances.
 */
import type pg from "pg";

export interface MonthlyDataOptions {
  offerings: number;
  holders: number;
  /** Months of distributions already posted before the month the bench runs. */
  historyMonths: number;
  /** Monthly units per property (each with an ended and a live contract). */
  rentalUnitsPerProperty: number;
  today: string;
}

export async function generateMonthlyData(client: pg.Client, options: MonthlyDataOptions, say: (line: string) => void) {
  await client.query("select setseed(0.24)");
  await client.query("set session_replication_role = replica");
  await client.query("begin");
  const monthStart = `date_trunc('month', $1::date)::date`;

  say(
    `StayInvest: ${options.offerings} offerings × ${options.holders} holders, ${options.historyMonths} months posted`,
  );
  const investors = Math.max(options.holders * 4, Math.min(20_000, options.offerings * options.holders));
  await client.query(
    `insert into auth_users (id, name, email, email_verified)
     select 'bench-investor-' || n, 'Bench Investor ' || n, 'investor' || n || '@bench.test', true
     from generate_series(1, $1) n`,
    [investors],
  );
  // Opened a month before the first posted distribution, so that every holder is in every month.
  await client.query(
    `insert into invest_offerings (id, property_id, currency, units_issued, units_sold, unit_price_minor,
       investor_share_basis_points, status, summary, created_by, created_at, opened_at, funded_at)
     select md5('bench-offering-' || p.title)::uuid, p.id, p.currency, $2 * 4, 0, 100 * p.nightly_rate_minor, 5000,
       'funded', 'Bench offering', 'bench-staff', o.at, o.at, o.at + interval '20 days'
     from properties p cross join lateral (select (${monthStart} - make_interval(months => $3 + 1))::timestamptz as at) o
     where p.title like 'Bench flat %' and substr(p.title, 12)::int <= $4`,
    [options.today, options.holders, options.historyMonths, options.offerings],
  );
  await client.query(
    `create temporary table bench_subscriptions on commit drop as
     select md5('bench-subscription-' || o.id || h)::uuid as id, o.id as offering_id, o.property_id, o.currency,
       'bench-investor-' || (1 + (o.rank * 7919 + h * 31) % $2) as user_id, 1 + h % 7 as units, o.unit_price_minor,
       o.opened_at + make_interval(days => 1 + h % 15) as paid_at
     from (select *, row_number() over (order by id) as rank from invest_offerings where summary = 'Bench offering') o
     cross join generate_series(0, $1 - 1) h`,
    [options.holders, investors],
  );
  await client.query(`
    insert into journal_entries (id, kind, memo, created_by, created_at, currency, property_id, gross_minor, cash_minor, supplier_minor, platform_minor, commission_minor, management_fee_minor)
    select s.id, 'investment', 'StayInvest: ' || s.units || ' units bought', s.user_id, s.paid_at, s.currency, s.property_id,
      s.units * s.unit_price_minor, s.units * s.unit_price_minor, 0, 0, 0, 0
    from bench_subscriptions s`);
  await client.query(`
    insert into journal_lines (entry_id, account, property_id, currency, amount_minor)
    select id, 'cash:test_card', property_id, currency, units * unit_price_minor from bench_subscriptions
    union all select id, 'investor_capital', property_id, currency, -units * unit_price_minor from bench_subscriptions`);
  await client.query(`
    insert into invest_subscriptions (id, offering_id, user_id, units, unit_price_minor, amount_minor, currency, status,
      idempotency_key, provider_reference, card_last4, entry_id, created_at, paid_at)
    select id, offering_id, user_id, units, unit_price_minor, units * unit_price_minor, currency, 'paid',
      'bench-' || id, 'bench', '4242', id, paid_at, paid_at from bench_subscriptions`);
  await client.query(`
    update invest_offerings o set units_sold = s.units
    from (select offering_id, sum(units) as units from bench_subscriptions group by offering_id) s where s.offering_id = o.id`);
  // The months already distributed: each holder's share is a few of the property's nightly rates per unit.
  await client.query(
    `create temporary table bench_distribution_payments on commit drop as
     select md5('bench-distribution-' || s.offering_id || m.month)::uuid as distribution_id, s.offering_id, s.property_id,
       s.currency, m.month, m.posted_at, s.user_id, s.units, s.units * (s.unit_price_minor / 400 + (m.k * 37) % 97) as amount,
       md5('bench-distribution-entry-' || s.id || m.month)::uuid as entry_id
     from bench_subscriptions s
     cross join lateral (
       select k, to_char(${monthStart} - make_interval(months => $2 + 1 - k), 'YYYY-MM') as month,
         (${monthStart} - make_interval(months => $2 - k) + interval '3 days 9 hours')::timestamptz as posted_at
       from generate_series(0, $2 - 1) k) m`,
    [options.today, options.historyMonths],
  );
  await client.query(`
    insert into invest_distributions (id, offering_id, month, currency, net_income_minor, investor_share_basis_points,
      units_issued, units_held, distributed_minor, created_by, created_at)
    select d.distribution_id, d.offering_id, d.month, d.currency, 2 * sum(d.amount), 5000, o.units_issued, sum(d.units),
      sum(d.amount), 'bench-staff', min(d.posted_at)
    from bench_distribution_payments d join invest_offerings o on o.id = d.offering_id
    group by d.distribution_id, d.offering_id, d.month, d.currency, o.units_issued`);
  await client.query(`
    insert into journal_entries (id, kind, memo, created_by, created_at, currency, property_id, gross_minor, cash_minor, supplier_minor, platform_minor, commission_minor, management_fee_minor)
    select entry_id, 'investor_distribution', 'StayInvest ' || month || ' distribution: ' || units || ' units', 'bench-staff',
      posted_at, currency, property_id, amount, 0, 0, 0, 0, 0
    from bench_distribution_payments`);
  await client.query(`
    insert into journal_lines (entry_id, account, property_id, currency, amount_minor)
    select entry_id, 'expense:investor_distribution', property_id, currency, amount from bench_distribution_payments
    union all select entry_id, 'investor_payable', property_id, currency, -amount from bench_distribution_payments`);
  await client.query(`
    insert into invest_distribution_payments (distribution_id, user_id, units, amount_minor, entry_id)
    select distribution_id, user_id, units, amount, entry_id from bench_distribution_payments`);

  say(`rentals: ${options.rentalUnitsPerProperty} monthly units per property, an ended and a live contract each`);
  await client.query(
    `insert into units (id, property_id, name)
     select md5('bench-rental-unit-' || p.id || k)::uuid, p.id, 'Monthly unit ' || k
     from properties p cross join generate_series(1, $1) k where p.title like 'Bench flat %'`,
    [options.rentalUnitsPerProperty],
  );
  // Whole months only (no pro-rata last month): ended contracts ran 24 months and ended 26 to 27 months ago; live
  // ones began 12 to 24 months ago on day 1 to 28 and run 6 to 12 months past this month.
  await client.query(
    `create temporary table bench_contracts on commit drop as
     select md5('bench-contract-' || u.id || c.kind)::uuid as id, md5('bench-contract-booking-' || u.id || c.kind)::uuid as booking_id,
       u.id as unit_id, p.id as property_id, p.currency, c.kind, 20 * p.nightly_rate_minor as rent, c.starts_on, c.ends_on
     from units u join properties p on p.id = u.property_id
     cross join lateral (select ('x' || substr(md5(u.id::text), 1, 6))::bit(24)::int as h) r
     cross join lateral (
       select 'ended' as kind, (${monthStart} - interval '51 months' + make_interval(days => r.h % 28))::date as starts_on,
         (${monthStart} - interval '27 months' + make_interval(days => r.h % 28))::date as ends_on
       union all
       select 'live', (${monthStart} - make_interval(months => 12 + r.h % 13, days => -(r.h % 28)))::date,
         (${monthStart} + make_interval(months => 6 + r.h % 7, days => r.h % 28))::date) c
     where u.name like 'Monthly unit %'`,
    [options.today],
  );
  await client.query(`
    insert into bookings (id, reference, property_id, unit_id, guest_name, guest_email, guest_count, check_in, check_out, stay_mode, status,
      channel, currency, total_minor, price_lines, cancellation_policy, instant_book, status_changed_at, created_at, updated_at)
    select c.booking_id, 'RC-' || upper(substr(md5(c.id::text), 1, 16)), c.property_id, c.unit_id, 'Bench Tenant', 'tenant@example.test', 1,
      c.starts_on, c.ends_on, 'monthly', (case when c.kind = 'ended' then 'completed' else 'confirmed' end)::booking_status, 'staff', c.currency,
      c.rent * m.months, jsonb_build_array(jsonb_build_object('kind', 'stay', 'label', 'Monthly rent, ' || m.months || ' months', 'amountMinor', c.rent * m.months)),
      'moderate', true, c.starts_on - 10, c.starts_on - 10, c.starts_on - 10
    from bench_contracts c
    cross join lateral (select (extract(year from age(c.ends_on, c.starts_on)) * 12 + extract(month from age(c.ends_on, c.starts_on)))::int as months) m`);
  await client.query(`
    insert into rental_contracts (id, property_id, unit_id, booking_id, tenant_name, tenant_email, currency, monthly_rent_minor, deposit_minor,
      starts_on, ends_on, created_by, created_at, updated_at)
    select id, property_id, unit_id, booking_id, 'Bench Tenant', 'tenant@example.test', currency, rent, 2 * rent, starts_on, ends_on, null,
      starts_on - 10, starts_on - 10
    from bench_contracts`);
  await client.query(`
    insert into rental_invoices (contract_id, kind, period_start, period_end, currency, amount_minor, status, issued_at, paid_at, payment_reference)
    select id, 'deposit', starts_on, ends_on, currency, 2 * rent, 'paid', starts_on - 10, starts_on - 5, 'bench' from bench_contracts`);
  // Every month begun before this one invoiced; all paid but the last month of a live contract.
  await client.query(
    `insert into rental_invoices (contract_id, kind, period_start, period_end, currency, amount_minor, status, issued_at, paid_at, payment_reference)
     select c.id, 'rent', (c.starts_on + make_interval(months => i))::date, (c.starts_on + make_interval(months => i + 1))::date, c.currency, c.rent,
       (case when c.kind = 'live' and c.starts_on + make_interval(months => i + 1) >= ${monthStart} then 'issued' else 'paid' end)::rental_invoice_status,
       c.starts_on + make_interval(months => i), case when c.kind = 'live' and c.starts_on + make_interval(months => i + 1) >= ${monthStart} then null
         else c.starts_on + make_interval(months => i, days => 3) end, 'bench'
     from bench_contracts c cross join generate_series(0, 30) i
     where c.starts_on + make_interval(months => i) < least(c.ends_on, ${monthStart})`,
    [options.today],
  );

  say("channels: two import feeds per nightly unit");
  await client.query(`
    insert into channel_feeds (id, unit_id, name, url, created_at)
    select md5('bench-feed-' || u.id || f.name)::uuid, u.id, f.name, 'http://127.0.0.1:1/feed/' || md5('bench-feed-' || u.id || f.name) || '.ics',
      now() - interval '1 year'
    from units u join properties p on p.id = u.property_id cross join (values ('Airbnb'), ('Booking.com')) f(name)
    where p.title like 'Bench flat %' and u.name = 'Entire place'`);
  await client.query("commit");
  await client.query("set session_replication_role = origin");
  // What the bookings' and the journal's triggers would have kept during the load (as statements-data.ts does).
  say("contracts' monthly sums, journal month figures");
  await client.query(
    "select apply_booking_month_figures(b, 1) from bookings b where b.id in (select booking_id from rental_contracts)",
  );
  await client.query("select rebuild_entry_month_figures()");
  await client.query("analyze");
}

/**
 * The size of what was made, and with `balance` the entries whose lines do not balance per currency (must be 0;
 * a scan of every line, so done once after generating: the bench's runs roll back what they post).
 */
export async function verifyMonthlyData(client: pg.Client, { balance }: { balance: boolean }) {
  const [row] = (
    await client.query<Record<string, string>>(
      `select (select count(*) from invest_offerings) as offerings,
         (select count(*) from invest_subscriptions) as subscriptions,
         (select count(*) from invest_distribution_payments) as payments,
         (select count(*) from rental_contracts) as contracts,
         (select count(*) from rental_invoices) as invoices,
         (select count(*) from channel_feeds) as feeds,
         (select count(*) from journal_entries) as entries,
         ${balance ? "(select count(*) from (select entry_id from journal_lines group by entry_id, currency having sum(amount_minor) <> 0) x)" : "0"} as unbalanced`,
    )
  ).rows;
  return Object.fromEntries(Object.entries(row!).map(([key, value]) => [key, Number(value)])) as Record<
    "offerings" | "subscriptions" | "payments" | "contracts" | "invoices" | "feeds" | "entries" | "unbalanced",
    number
  >;
}
