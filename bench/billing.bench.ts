/**
 * Issue 18's billing benchmark on PostgreSQL, each measure against a baseline taken in the same run:
 * - Rating: the billing run (server/modules/billing/billing-run.service.ts) over a month of a client's
 *   shipped orders (BENCH_BILLING_EVENTS, 1,000,000 at the issue's size), each priced by four
 *   pick-and-pack rules, against the bare SQL of the same charges (one INSERT … SELECT computing every
 *   rule's quantity and rounded amount) into a table of the same shape and indexes.
 * - Invoicing: generating (issuing) an invoice for a client with BENCH_BILLING_ENTRIES uninvoiced
 *   charges (100,000 at the issue's size) through POST /api/common/vendorInvoices/generate, against the
 *   bare SQL of the same work (lock the charges to an invoice row and add them up), rolled back.
 * Nothing is asserted: it is a benchmark. Defaults finish in a few minutes on a 2-core machine.
 */
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { MovingClock } from '../server/clock';
import { DomainEvents } from '../server/events/domain-events';
import { runBilling } from '../server/modules/billing/billing-run.service';
import { benchApp, freshDatabase } from './setup';
import { ms } from './stats';

const eventCount = Number(process.env.BENCH_BILLING_EVENTS ?? 200_000);
const entryCount = Number(process.env.BENCH_BILLING_ENTRIES ?? 100_000);
const dbName = 'dockhand_bench_billing';
const fmt = (n: number) => n.toLocaleString('en-US');
const FROM = '2021-03-01';
const TO = '2021-03-31';

const rules = [
  { key: 'pp-order', activity: 'pickPack', unit: 'order', rate: 1.5 },
  { key: 'pp-first', activity: 'pickPack', unit: 'firstUnit', rate: 0.95 },
  { key: 'pp-more', activity: 'pickPack', unit: 'additionalUnit', rate: 0.35 },
  { key: 'pp-line', activity: 'pickPack', unit: 'line', rate: 0.05 },
];

/** A client of the bench's own with a storefront and a published pick-and-pack card. */
async function benchClient(client: pg.Client, code: string) {
  const {
    rows: [vendor],
  } = await client.query<{ id: number }>(`insert into vendors (code, name) values ($1, $2) returning id`, [
    code,
    `Bench client ${code}`,
  ]);
  const {
    rows: [warehouse],
  } = await client.query<{ id: number }>(`select id from warehouses where code = 'DAL'`);
  const {
    rows: [project],
  } = await client.query<{ id: number }>(
    `insert into projects (name, client_code, vendor_id, warehouse_id) values ($1, $2, $3, $4) returning id`,
    [`${code} shop`, `${code}-SHOP`, vendor!.id, warehouse!.id],
  );
  const {
    rows: [card],
  } = await client.query<{ id: number }>(
    `insert into activity_rate_cards (vendor_id, name) values ($1, $2) returning id`,
    [vendor!.id, `${code} services`],
  );
  await client.query(
    `insert into activity_rate_card_versions (rate_card_id, version_number, status, effective_from, rules, published_at)
     values ($1, 1, 'Published', '2021-01-01', $2::jsonb, now())`,
    [card!.id, JSON.stringify(rules)],
  );
  return { vendorId: vendor!.id, warehouseId: warehouse!.id, projectId: project!.id };
}

async function ratingBench(database: Awaited<ReturnType<typeof freshDatabase>>) {
  const { client } = database;
  const c = await benchClient(client, 'BRATE');
  let start = performance.now();
  await client.query(
    `insert into orders (order_number, project_id, vendor_id, warehouse_id, order_status, order_date, ship_date, item_count, activity)
     select 'RATE-' || g, $1, $2, $3, 'shipped', d, d, u,
            jsonb_build_object('orders', 1, 'lines', 1 + g % 2, 'pickLines', 1 + g % 2, 'units', u, 'kits', 0, 'kitComponentUnits', 0)
     from generate_series(1, $4::int) g,
          lateral (select ($5::date + (g % 31)) + interval '14 hours' as d, 1 + g % 4 as u) x`,
    [c.projectId, c.vendorId, c.warehouseId, eventCount, FROM],
  );
  await client.query('analyze orders');
  console.log(`  ${fmt(eventCount)} shipped orders written in ${ms(performance.now() - start)}`);

  // Baseline: the same charges in one INSERT … SELECT (quantity per rule, amount rounded in SQL).
  // The same table shape with the same indexes (its unique event key among them), so the baseline pays
  // for what the run's inserts pay for.
  await client.query(
    `create temp table bare_charges (like order_billing_entries including defaults including indexes)`,
  );
  start = performance.now();
  await client.query(
    `insert into bare_charges (vendor_id, warehouse_id, entry_date, single_unit_charge, number_of_units, amount,
                               charge_label, charge_type, type, source_type, source_id, source_ref, event_key, rule_key)
     select o.vendor_id, o.warehouse_id, (o.ship_date at time zone 'UTC')::date, r.rate, q.qty, round(r.rate * q.qty, 2),
            r.key, 'Pick and pack', 'Order', 'order', o.id::text, o.order_number,
            'order:' || o.id || '|' || r.key || '||' || q.qty, r.key
     from orders o
     cross join (values ('pp-order', 1.5), ('pp-first', 0.95), ('pp-more', 0.35), ('pp-line', 0.05)) r(key, rate)
     cross join lateral (select case r.key when 'pp-order' then 1
                                           when 'pp-first' then least((o.activity ->> 'units')::int, 1)
                                           when 'pp-more' then greatest((o.activity ->> 'units')::int - 1, 0)
                                           else (o.activity ->> 'pickLines')::int end as qty) q
     where o.vendor_id = $1 and o.order_status = 'shipped'
       and o.ship_date >= $2::date and o.ship_date < $3::date + 1 and q.qty > 0`,
    [c.vendorId, FROM, TO],
  );
  const bare = performance.now() - start;

  start = performance.now();
  const outcome = await runBilling(
    { db: database.database.db, clock: new MovingClock(new Date()), events: new DomainEvents() },
    { vendorIds: [c.vendorId], from: FROM, to: TO },
  );
  const rated = performance.now() - start;
  const {
    rows: [check],
  } = await client.query<{ n: string }>(`select count(*) as n from bare_charges`);
  console.log(
    `  rating ${fmt(outcome.events)} events → ${fmt(outcome.chargesCreated)} charges (bare SQL ${fmt(Number(check!.n))}): ` +
      `billing run ${ms(rated)}, bare SQL ${ms(bare)}, ratio ${(rated / bare).toFixed(2)}× ` +
      `(${fmt(Math.round(outcome.events / (rated / 1000)))} events/s)`,
  );
  start = performance.now();
  await runBilling(
    { db: database.database.db, clock: new MovingClock(new Date()), events: new DomainEvents() },
    { vendorIds: [c.vendorId], from: FROM, to: TO },
  );
  console.log(`  running it again (nothing new to charge): ${ms(performance.now() - start)}`);
}

async function invoiceBench(database: Awaited<ReturnType<typeof freshDatabase>>) {
  const { client } = database;
  const c = await benchClient(client, 'BINV');
  await client.query(
    `insert into order_billing_entries (vendor_id, warehouse_id, entry_date, single_unit_charge, number_of_units, amount,
                                        charge_label, charge_type, type, source_type)
     select $1, $2, $3::date + (g % 28), 0.35, 1 + g % 5, round(0.35 * (1 + g % 5), 2), 'Bench charge',
            (array['Storage', 'Pick and pack', 'Receiving', 'Outbound'])[1 + g % 4], 'Other', 'custom'
     from generate_series(1, $4::int) g`,
    [c.vendorId, c.warehouseId, '2021-02-01', entryCount],
  );
  await client.query('analyze order_billing_entries');

  // Baseline: lock the charges to a new invoice row and add them up, in SQL, rolled back.
  await client.query('begin');
  let start = performance.now();
  const {
    rows: [inv],
  } = await client.query<{ id: number }>(
    `insert into vendor_invoices (vendor_id, invoice_number, type, status, period_start, period_end)
     values ($1, 'BARE-1', 'InvoiceGenerated', 'Issued', '2021-02-01', '2021-02-28') returning id`,
    [c.vendorId],
  );
  await client.query(
    `update order_billing_entries set invoice_id = $1
     where vendor_id = $2 and invoice_id is null and entry_date between '2021-02-01' and '2021-02-28'`,
    [inv!.id, c.vendorId],
  );
  await client.query(
    `select charge_type, count(*), sum(amount) from order_billing_entries where invoice_id = $1 group by charge_type`,
    [inv!.id],
  );
  const bare = performance.now() - start;
  await client.query('rollback');

  const { app, headers } = await benchApp(database.database);
  start = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/common/vendorInvoices/generate',
    headers,
    payload: { vendorId: c.vendorId, periodStart: '2021-02-01', periodEnd: '2021-02-28' },
  });
  const generated = performance.now() - start;
  const answer = res.json() as { invoice?: { total: number; invoiceNumber: string } };
  console.log(
    `  invoicing ${fmt(entryCount)} charges: generate ${res.statusCode} ${answer.invoice?.invoiceNumber ?? res.body.slice(0, 120)} ` +
      `total ${answer.invoice?.total ?? '?'} in ${ms(generated)}, bare SQL ${ms(bare)}, ratio ${(generated / bare).toFixed(2)}×`,
  );
  start = performance.now();
  const pdf = await app.inject({
    method: 'GET',
    url: `/api/common/vendorInvoices/${(res.json() as { invoice?: { id: number } }).invoice?.id}/invoice.xlsx`,
    headers,
  });
  console.log(`  its XLSX (${fmt(pdf.rawPayload.length)} bytes): ${ms(performance.now() - start)}`);
  await app.close();
}

console.log(`billing (issue 18): ${fmt(eventCount)} events, ${fmt(entryCount)} charges on one invoice`);
const database = await freshDatabase(dbName);
try {
  await ratingBench(database);
  await invoiceBench(database);
} finally {
  await database.drop();
}
