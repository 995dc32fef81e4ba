import pg from "pg";

/**
 * What must hold on any database the product has written to, however it got there (DOMAIN.md Booking,
 * Payment; the ledger): each query answers the rows that break a rule, so an empty answer means it holds.
 * Run over the integration tests' database after the whole suite (int-global-setup.ts), and by the fault test
 * after a crash and a restart.
 */
export const INVARIANTS: { name: string; sql: string }[] = [
  {
    name: "every journal entry balances in each currency",
    sql: `select entry_id, currency, sum(amount_minor) as off_by from journal_lines
          group by entry_id, currency having sum(amount_minor) <> 0 limit 5`,
  },
  {
    name: "no two live nightly or monthly stays of one unit share a night",
    sql: `select a.reference, b.reference from bookings a join bookings b
            on a.unit_id = b.unit_id and a.id < b.id
           and daterange(a.check_in, a.check_out, '[)') && daterange(b.check_in, b.check_out, '[)')
          where a.stay_mode <> 'hourly' and b.stay_mode <> 'hourly'
            and a.status in ('held', 'requested', 'confirmed', 'checked_in', 'completed')
            and b.status in ('held', 'requested', 'confirmed', 'checked_in', 'completed') limit 5`,
  },
  {
    name: "no two live hourly stays of one unit share a minute",
    sql: `select a.reference, b.reference from bookings a join bookings b
            on a.unit_id = b.unit_id and a.id < b.id
           and tstzrange(a.starts_at, a.occupied_until, '[)') && tstzrange(b.starts_at, b.occupied_until, '[)')
          where a.stay_mode = 'hourly' and b.stay_mode = 'hourly'
            and a.status in ('held', 'requested', 'confirmed', 'checked_in', 'completed')
            and b.status in ('held', 'requested', 'confirmed', 'checked_in', 'completed') limit 5`,
  },
  {
    name: "refunds never exceed what was captured (per payment, and per refund rows)",
    sql: `select p.id, p.captured_minor, p.refunded_minor, coalesce(sum(r.amount_minor), 0) as refund_rows
          from payments p left join payment_refunds r on r.payment_id = p.id
          group by p.id having p.refunded_minor > p.captured_minor or coalesce(sum(r.amount_minor), 0) > p.captured_minor limit 5`,
  },
  {
    // A booking paid in two parts has one captured payment per part (docs/DEPOSITS.md).
    name: "at most one captured payment per booking (per instalment), per add-on order and per StayInvest purchase",
    sql: `select payable_kind, payable_id, instalment, count(*) from payments
          where status = 'captured' group by payable_kind, payable_id, instalment having count(*) > 1 limit 5`,
  },
  {
    name: "at most one charge captured at the gateway per booking (per instalment), per add-on order and per StayInvest purchase",
    sql: `select p.payable_kind, p.payable_id, p.instalment, count(*) from payments p
          join test_gateway_charges c on c.idempotency_key = p.idempotency_key and c.status = 'captured'
          group by p.payable_kind, p.payable_id, p.instalment having count(*) > 1 limit 5`,
  },
];

/** The invariants each with the rows that break it; empty when every one holds. */
export async function brokenInvariants(databaseUrl: string): Promise<{ name: string; rows: unknown[] }[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const broken: { name: string; rows: unknown[] }[] = [];
    for (const invariant of INVARIANTS) {
      const { rows } = await client.query(invariant.sql);
      if (rows.length > 0) broken.push({ name: invariant.name, rows });
    }
    return broken;
  } finally {
    await client.end();
  }
}
