/**
 * Issue 17's report benchmark on PostgreSQL, each measure against a baseline taken in the same run:
 * - Warehouse Transactions Summary for one month over a large stock ledger: time from the request
 *   (POST /api/common/generatedReports) to Ready, the job runner driven by `drain()`, against the bare
 *   SQL of the same aggregate (one grouped read of the ledger up to the month's end: opening, the
 *   movement columns by kind, closing; joined to the items, vendors and warehouses it names).
 * - Ordered Storefront Items over a year of orders, likewise against its bare SQL (the orders' JSON
 *   lines added up per storefront and storefront product).
 * - Memory while a large stored report is downloaded as CSV and as XLSX over real HTTP: RSS, heap and
 *   Buffers before (after a GC) and at their peak while streaming, and what stays held after a GC
 *   ("live"), for a report a tenth the size and for the full size: flat means the two peaks are
 *   alike, whatever the rows. Nothing is asserted: it is a benchmark.
 * - The orders list (POST /api/common/orders/listItems) p95 while a large report runs ÷ its idle p95,
 *   in the same process (target: at most 1.5).
 *
 * Defaults finish in a few minutes on a 2-core machine; the issue's sizes are
 * BENCH_REPORT_ITEMS=100000 (× BENCH_REPORT_LEDGER_PER_ITEM=100: 10M ledger rows),
 * BENCH_REPORT_ORDERS=1000000 and BENCH_REPORT_FILE_ROWS=1000000.
 */
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { GeneratedReportView } from '../src/domain/contracts/generated-reports';
import { periodInstants, type ReportPeriod } from '../src/domain/report-periods';
import type { ReportType } from '../src/domain/resources/generated-report.schema';
import { reportProducers } from '../server/modules/generated-reports/report-types/all-types.report';
import { benchApp, freshDatabase } from './setup';
import { ms } from './stats';

const itemCount = Number(process.env.BENCH_REPORT_ITEMS ?? 10_000);
const ledgerPerItem = Number(process.env.BENCH_REPORT_LEDGER_PER_ITEM ?? 100);
const orderCount = Number(process.env.BENCH_REPORT_ORDERS ?? 100_000);
const fileRows = Number(process.env.BENCH_REPORT_FILE_ROWS ?? 100_000);
const runs = Number(process.env.BENCH_REPORT_RUNS ?? 3);
const iterations = Number(process.env.BENCH_ITERATIONS ?? 300);
const dbName = 'dockhand_bench_reports';
const BASE = '/api/common/generatedReports';

type Headers = Record<string, string>;
const fmt = (n: number) => n.toLocaleString('en-US');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 2 : 1)} MB`;
/** The `q` quantile of samples (0.5: the median). */
const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const median = (xs: number[]) => quantile(xs, 0.5);

/** A GC on demand (tsx runs without --expose-gc), so "before" is what the process really holds. */
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

// ---------------------------------------------------------------------------------------------
// Data

/** `itemCount` items over the demo vendors, one balance each, `ledgerPerItem` movements over a year. */
async function generateLedger(client: pg.Client) {
  const { rows: pairs } = await client.query<{ vendor_id: number; warehouse_id: number }>(
    `select v.id as vendor_id, w.id as warehouse_id from vendors v
       cross join lateral (select id from warehouses where wms_type = 1 order by id limit 1) w order by v.id`,
  );
  const values = pairs.map((r) => `(${r.vendor_id}, ${r.warehouse_id})`).join(', ');
  await client.query(
    `insert into vendor_products (vendor_id, warehouse_id, sku, item)
     select p.vendor_id, p.warehouse_id, 'RPT-' || lpad(g::text, 7, '0'), 'Report bench item ' || g
     from generate_series(1, $1::int) g
     join (select row_number() over () - 1 as n, * from (values ${values}) v(vendor_id, warehouse_id)) p
       on p.n = g % ${pairs.length}`,
    [itemCount],
  );
  await client.query(
    `insert into warehouse_product_locations (warehouse_id, vendor_id, vendor_product_id, location, lot_number, quantity)
     select warehouse_id, vendor_id, id, 'R-' || (id % 500), case when id % 3 = 0 then null else 'LOT-' || (id % 7) end, 0
     from vendor_products where sku like 'RPT-%'`,
  );
  const { rows: range } = await client.query<{ lo: string; hi: string }>(
    `select min(b.id) as lo, max(b.id) as hi from warehouse_product_locations b
       join vendor_products p on p.id = b.vendor_product_id where p.sku like 'RPT-%'`,
  );
  const lo = Number(range[0]!.lo);
  const hi = Number(range[0]!.hi);
  const step = Math.max(1, Math.floor(1_000_000 / ledgerPerItem));
  // Every kind the report has a column for, and allocations (no on-hand change) as a real ledger has.
  const kind = `(array['receipt','receipt','ship','ship','ship','allocate','release','add','remove','count',
                       'transfer_out','transfer_receive','return','work_order_consume','work_order_produce'])[1 + s % 15]`;
  const delta = `(array[12, 8, -3, -4, -2, 0, 0, 2, -1, 1, -5, 5, 1, -2, 2])[1 + s % 15]`;
  for (let from = lo; from <= hi; from += step) {
    const to = Math.min(hi, from + step - 1);
    await client.query(
      `insert into stock_ledger (balance_id, warehouse_id, vendor_id, vendor_product_id, bucket, location, lot_number,
                                 kind, quantity_delta, allocated_delta, reason, created_at)
       select b.id, b.warehouse_id, b.vendor_id, b.vendor_product_id, 'available', b.location, b.lot_number,
              ${kind}, ${delta}, case ${kind} when 'allocate' then 1 when 'release' then -1 else 0 end, 'bench',
              now() - make_interval(mins => (s * 525600 / $3::int) + (b.id % 1440))
       from warehouse_product_locations b cross join generate_series(1, $3::int) s
       where b.id between $1 and $2`,
      [from, to, ledgerPerItem],
    );
    process.stdout.write(`  ledger rows for ${fmt(to - lo + 1)} of ${fmt(hi - lo + 1)} balances\r`);
  }
  process.stdout.write('\n');
}

/** `orderCount` orders of one to three storefront products over the last year, 80% shipped. */
async function generateOrders(client: pg.Client) {
  const batch = 100_000;
  for (let from = 1; from <= orderCount; from += batch) {
    const to = Math.min(orderCount, from + batch - 1);
    await client.query(
      `with combos as (
         select (row_number() over (order by s.id)) - 1 as n, p.id as project_id, s.id as store_id,
                p.vendor_id, p.warehouse_id
         from projects p join stores s on s.project_id = p.id
         where exists (select 1 from storefront_products sp where sp.project_id = p.id and sp.bill_of_materials_id is null)),
       k as (select count(*) as c from combos),
       prods as (
         select project_id, (row_number() over (partition by project_id order by id)) - 1 as n, id, sku, name,
                vendor_product_id, count(*) over (partition by project_id) as c
         from storefront_products where bill_of_materials_id is null)
       insert into orders (order_number, project_id, store_id, vendor_id, warehouse_id, order_status,
                           order_date, modify_date, ship_date, order_total, amount_paid, items, item_count)
       select 'RPT-' || g, c.project_id, c.store_id, c.vendor_id, c.warehouse_id,
              case when g % 10 < 8 then 'shipped'
                   else (array['awaiting_shipment','pending_fulfillment','on_hold','cancelled'])[1 + g % 4] end,
              now() - make_interval(secs => (g * 7919) % 31449600),
              now() - make_interval(secs => (g * 7919) % 31449600),
              case when g % 10 < 8 then now() - make_interval(secs => greatest(0, (g * 7919) % 31449600 - 86400)) end,
              (g % 50000) / 100.0, (g % 50000) / 100.0, li.items, li.units
       from generate_series($1::bigint, $2::bigint) g
       join combos c on c.n = g % (select c from k)
       cross join lateral (
         select jsonb_agg(jsonb_build_object(
                  'sku', pr.sku, 'name', pr.name, 'quantity', 1 + (g + i) % 4,
                  'unitPrice', (5 + (g * (i + 1)) % 95)::text || '.50', 'wmsSku', null,
                  'vendorProductId', pr.vendor_product_id, 'storefrontProductId', pr.id, 'ignored', false)) as items,
                sum(1 + (g + i) % 4)::int as units
         from generate_series(0, (g % 3)::int) i
         join prods pr on pr.project_id = c.project_id and pr.n = (g * 31 + i * 7) % pr.c) li`,
      [from, to],
    );
    process.stdout.write(`  generated ${fmt(to)} orders\r`);
  }
  process.stdout.write('\n');
}

/** A Ready report of `rows` stored rows (as a job would leave them), for the downloads. */
async function storedReport(client: pg.Client, rows: number): Promise<number> {
  const columns = [
    ['storefrontCode', 'Storefront code'],
    ['storefront', 'Storefront'],
    ['sku', 'SKU'],
    ['name', 'Name'],
    ['orders', 'Orders', 'number'],
    ['unitsOrdered', 'Units ordered', 'number'],
    ['unitsShipped', 'Units shipped', 'number'],
    ['revenue', 'Revenue', 'money'],
  ].map(([key, label, kind]) => ({ key, label, ...(kind ? { kind } : {}) }));
  const { rows: made } = await client.query<{ id: number }>(
    `insert into generated_reports (type, name, status, filters, requested_by, columns, row_count, progress,
                                    completed_at, expires_at)
     select 'OrderedStorefrontItemsReport', 'Bench file ' || $2::int, 'Ready', '{}', u.id, $1::jsonb, $2::int, 100,
            now(), now() + interval '7 days'
     from users u where email = 'admin@dockhand.test' returning id`,
    [JSON.stringify(columns), rows],
  );
  const id = made[0]!.id;
  for (let from = 0; from < rows; from += 200_000) {
    await client.query(
      `insert into generated_report_rows (report_id, seq, cells)
       select $1::int, g, jsonb_build_array('NWG-SHOP', 'Northwind Goods', 'SKU-' || lpad(g::text, 8, '0'),
              'Storefront product number ' || g, g % 97, g % 1000, g % 500, (g % 100000) / 100.0)
       from generate_series($2::int, $3::int) g`,
      [id, from, Math.min(rows, from + 200_000) - 1],
    );
  }
  return id;
}

// ---------------------------------------------------------------------------------------------
// Measures

/** Requests a report through the API and drives the runner until it is Ready; answers ms and the view. */
async function timeToReady(app: FastifyInstance, headers: Headers, body: object) {
  const start = performance.now();
  const res = await app.inject({ method: 'POST', url: BASE, headers, payload: body });
  if (res.statusCode !== 201)
    throw new Error(`requesting the report answered ${res.statusCode}: ${res.body}`);
  const id = (res.json() as { id: number }).id;
  await app.jobs.runner.drain();
  const view = await app.inject({ method: 'GET', url: `${BASE}/${id}/view`, headers });
  const elapsed = performance.now() - start;
  const report = view.json() as GeneratedReportView;
  if (report.status !== 'Ready') throw new Error(`the report ended ${report.status}: ${report.error ?? ''}`);
  return { ms: elapsed, report };
}

/**
 * A report type against its bare SQL: a first run of each to warm the caches (and learn the period the
 * report resolved), then `runs` of each, alternating; prints the medians and their ratio.
 */
async function reportAgainstSql(
  label: string,
  app: FastifyInstance,
  headers: Headers,
  client: pg.Client,
  body: { type: ReportType; name: string; filters: object },
  bareSql: (period: ReportPeriod) => { text: string; values: unknown[] },
) {
  if (!reportProducers[body.type]) {
    console.log(`  ${label}: not measured, the ${body.type} producer is not registered yet`);
    return;
  }
  const warm = await timeToReady(app, headers, body);
  const query = bareSql(warm.report.period!);
  const warmSql = await client.query(query);
  if (warmSql.rowCount !== warm.report.rowCount)
    console.log(
      `  note: the bare SQL answers ${fmt(warmSql.rowCount ?? 0)} rows, the report ${fmt(warm.report.rowCount)}`,
    );
  const reportMs: number[] = [];
  const sqlMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    reportMs.push((await timeToReady(app, headers, body)).ms);
    const start = performance.now();
    await client.query(query);
    sqlMs.push(performance.now() - start);
  }
  const r = median(reportMs);
  const s = median(sqlMs);
  console.log(
    `  ${label}: ${fmt(warm.report.rowCount)} rows, period ${warm.report.period!.from} – ${warm.report.period!.to}`,
  );
  console.log(`    bare SQL of the aggregate   median ${ms(s)}`);
  console.log(`    request → Ready (runner)    median ${ms(r)}   ratio ${(r / s).toFixed(2)}× of bare SQL`);
}

/** Memory now: the JS heap, what lives outside it (`external`: Buffers, zlib) and the process's RSS. */
const memoryNow = () => {
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed, outside: m.external };
};
type Memory = ReturnType<typeof memoryNow>;

/**
 * Downloads a report's file over HTTP, discarding it as it comes; answers its bytes, the time, and the
 * peak of each memory figure over its value before (after a GC). `gcEveryMs`: force a GC that often
 * and sample right after it, so the peaks are what the download holds rather than garbage not yet
 * collected (that pass is slower, so it is not the timed one).
 */
async function download(
  address: string,
  headers: Headers,
  id: number,
  format: 'csv' | 'xlsx',
  gcEveryMs = 0,
) {
  gc();
  const before = memoryNow();
  const peak = { ...before };
  const sample = () => {
    const now = memoryNow();
    for (const key of Object.keys(peak) as (keyof Memory)[]) peak[key] = Math.max(peak[key], now[key]);
  };
  // The live pass collects on a timer: an XLSX writer may send nothing until the very end.
  const sampler = gcEveryMs ? setInterval(() => (gc(), sample()), gcEveryMs) : setInterval(sample, 10);
  const start = performance.now();
  const res = await fetch(`${address}${BASE}/${id}/file?format=${format}`, { headers });
  if (res.status !== 200 || !res.body) throw new Error(`the ${format} file answered ${res.status}`);
  let bytes = 0;
  const reader = res.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.byteLength;
    if (!gcEveryMs) sample();
  }
  const elapsed = performance.now() - start;
  clearInterval(sampler);
  const over = {
    rss: peak.rss - before.rss,
    heap: peak.heap - before.heap,
    outside: peak.outside - before.outside,
  };
  return { bytes, ms: elapsed, over, before };
}

async function memoryWhileStreaming(app: FastifyInstance, headers: Headers, client: pg.Client) {
  const small = Math.max(1, Math.round(fileRows / 10));
  const ids = {
    [small]: await storedReport(client, small),
    [fileRows]: await storedReport(client, fileRows),
  };
  await client.query('vacuum analyze generated_report_rows');
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  for (const format of ['csv', 'xlsx'] as const) {
    // A first small download warms the code paths, so the measured ones hold no one-off allocations.
    await download(address, headers, ids[small]!, format);
    for (const rows of [small, fileRows]) {
      const timed = await download(address, headers, ids[rows]!, format);
      const held = await download(address, headers, ids[rows]!, format, 500);
      const { rss, heap, outside } = timed.over;
      console.log(
        `  ${format.toUpperCase().padEnd(4)} ${fmt(rows).padStart(9)} rows, ${mb(timed.bytes).padStart(8)} in ` +
          `${(timed.ms / 1000).toFixed(1)} s   peak over before: RSS +${mb(rss)}, heap +${mb(heap)} ` +
          `(+${mb(held.over.heap)} live), Buffers +${mb(outside)} (+${mb(held.over.outside)} live)`,
      );
    }
  }
  console.log(
    `  (before each: RSS ≈ ${mb(memoryNow().rss)}; "live": sampled right after a GC forced every 500 ms)`,
  );
}

/**
 * The orders list's p95 idle against its p95 while a report of `body` runs, in `runs` rounds of an idle
 * phase then a busy one (as many requests idle as the round before had busy), so whatever drifts in
 * the background (autovacuum after the bulk loads, checkpoints) weighs on both alike.
 */
async function listWhileReportRuns(
  app: FastifyInstance,
  headers: Headers,
  vendorId: number,
  label: string,
  body: { type: ReportType; name: string; filters: object },
) {
  if (!reportProducers[body.type]) {
    console.log(`  while ${label}: not measured, the ${body.type} producer is not registered yet`);
    return;
  }
  const timed = async (into: number[]) => {
    const start = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/common/orders/listItems',
      headers,
      payload: {
        page: 1,
        perPage: 25,
        vendorId,
        orderStatus: 'shipped',
        sortBy: 'OrderDate',
        sortDesc: true,
      },
    });
    if (res.statusCode !== 200) throw new Error(`listItems answered ${res.statusCode}: ${res.body}`);
    into.push(performance.now() - start);
  };
  for (let i = 0; i < 20; i++) await timed([]);
  const idle: number[] = [];
  const busy: number[] = [];
  const reportMs: number[] = [];
  let lastBusy = Math.ceil(iterations / runs);
  for (let round = 0; round < runs; round++) {
    for (let i = 0; i < Math.max(50, lastBusy); i++) await timed(idle);
    let running = true;
    const report = timeToReady(app, headers, body).finally(() => (running = false));
    const before = busy.length;
    while (running) await timed(busy);
    reportMs.push((await report).ms);
    lastBusy = busy.length - before;
  }
  const ratio = quantile(busy, 0.95) / quantile(idle, 0.95);
  console.log(
    `  orders list idle                      median ${ms(median(idle))}   p95 ${ms(quantile(idle, 0.95))}` +
      `   (${idle.length} requests)`,
  );
  console.log(
    `  orders list while ${label.padEnd(19)} median ${ms(median(busy))}   p95 ${ms(quantile(busy, 0.95))}` +
      `   (${busy.length} requests during ${runs} reports of ${(median(reportMs) / 1000).toFixed(1)} s)`,
  );
  console.log(
    `  ratio p95 busy / idle ${ratio.toFixed(2)}×   target ≤ 1.5: ${ratio <= 1.5 ? 'met' : 'NOT met'}`,
  );
}

// ---------------------------------------------------------------------------------------------

/** The bare SQL of the Warehouse Transactions Summary (report-types/warehouse-transactions-summary.report.ts). */
function transactionsSummarySql(period: ReportPeriod) {
  const { start, end } = periodInstants(period);
  const onHand = `bucket in ('available', 'quarantine', 'damaged')`;
  const transfers = `kind in ('transfer_out', 'transfer_in_transit', 'transfer_in', 'transfer_receive', 'transfer_discrepancy')`;
  const workOrders = `kind in ('work_order_issue', 'work_order_consume', 'work_order_produce', 'work_order_return')`;
  const during = (rows: string) =>
    `coalesce(sum(quantity_delta) filter (where ${onHand} and created_at >= $1 and ${rows}), 0)`;
  return {
    text: `
      select v.code as vendor, p.sku, p.item, w.code as warehouse, g.*
      from (
        select vendor_product_id, warehouse_id, lot_number,
          coalesce(sum(quantity_delta) filter (where ${onHand} and created_at < $1), 0) as opening,
          ${during(`kind = 'receipt'`)} as receipts,
          ${during(`kind = 'ship'`)} as shipments,
          ${during(`kind not in ('receipt', 'ship', 'return') and not ${transfers} and not ${workOrders}`)} as adjustments,
          ${during(`${transfers} and quantity_delta > 0`)} as transfers_in,
          ${during(`${transfers} and quantity_delta < 0`)} as transfers_out,
          ${during(`kind = 'return'`)} as returns,
          ${during(workOrders)} as work_orders,
          coalesce(sum(quantity_delta) filter (where ${onHand}), 0) as closing
        from stock_ledger
        where id <= (select max(id) from stock_ledger) and created_at < $2
        group by vendor_product_id, warehouse_id, lot_number
        having sum(quantity_delta) filter (where ${onHand} and created_at < $1) <> 0
            or count(*) filter (where ${onHand} and created_at >= $1 and quantity_delta <> 0) > 0
      ) g
      join vendor_products p on p.id = g.vendor_product_id
      join vendors v on v.id = p.vendor_id
      join warehouses w on w.id = g.warehouse_id
      order by v.code, p.sku, w.code, g.lot_number`,
    values: [start, end],
  };
}

/** The bare SQL of Ordered Storefront Items (report-types/ordered-storefront-items.report.ts), shipped orders by order date. */
function orderedItemsSql(period: ReportPeriod) {
  const { start, end } = periodInstants(period);
  return {
    text: `
      select p.client_code, p.name, coalesce(sp.sku, g.sku) as sku, coalesce(sp.name, g.name) as name,
        g.orders, g.units, g.shipped, g.revenue
      from (
        select o.project_id, min(l->>'storefrontProductId')::int as product_id, min(l->>'sku') as sku,
          min(l->>'name') as name, count(distinct o.id)::int as orders, sum((l->>'quantity')::int)::int as units,
          coalesce(sum((l->>'quantity')::int) filter (
            where o.order_status = 'shipped' and coalesce(l->>'ignored', 'false') <> 'true'), 0)::int as shipped,
          coalesce(sum((l->>'unitPrice')::numeric * (l->>'quantity')::numeric), 0)::text as revenue
        from orders o cross join lateral jsonb_array_elements(o.items) as l
        where o.order_date >= $1 and o.order_date < $2 and o.order_status = 'shipped'
          and (o.store_id is null or o.store_id not in (select id from stores where should_ignore_it))
          and jsonb_typeof(l->'kitComponent') is distinct from 'object'
        group by o.project_id, coalesce(l->>'storefrontProductId', 's ' || (l->>'sku'))
      ) g
      join projects p on p.id = g.project_id
      left join storefront_products sp on sp.id = g.product_id
      order by p.client_code, p.name, 3`,
    values: [start, end],
  };
}

/** First and last day of the month two months before this one (well inside the ledger's year). */
function aMonthAgo(): { startDate: string; endDate: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 0));
  return { startDate: first.toISOString().slice(0, 10), endDate: last.toISOString().slice(0, 10) };
}

/** The last 364 days and today (the orders' year). */
function aYear(): { startDate: string; endDate: string } {
  const today = new Date();
  const first = new Date(today.getTime() - 364 * 86_400_000);
  return { startDate: first.toISOString().slice(0, 10), endDate: today.toISOString().slice(0, 10) };
}

async function main() {
  console.log(
    `Reports benchmark on PostgreSQL: ${fmt(itemCount * ledgerPerItem)} ledger rows (${fmt(itemCount)} items), ` +
      `${fmt(orderCount)} orders, files of ${fmt(fileRows)} rows, ${runs} runs each`,
  );
  const { database, client, drop } = await freshDatabase(dbName);
  await generateLedger(client);
  await generateOrders(client);
  await client.query('vacuum analyze');
  const { app, headers } = await benchApp(database);
  // The demo's own reports run first, and their retries are put out of the way of the timings.
  await app.jobs.runner.drain();
  await client.query(`update jobs set status = 'Cancelled', cancel_requested = true where status = 'Queued'
                        and name = 'generated-report'`);
  const { rows } = await client.query<{ id: number }>(`select id from vendors where code = 'NWG'`);
  const vendorId = rows[0]!.id;

  console.log('Files streamed from stored rows (memory should not grow with the rows):');
  await memoryWhileStreaming(app, headers, client);

  const summary = {
    type: 'WarehouseItemsInOutReport' as const,
    name: 'Bench transactions summary',
    filters: aMonthAgo(),
  };
  const items = {
    type: 'OrderedStorefrontItemsReport' as const,
    name: 'Bench ordered items',
    filters: { ...aYear(), dateFilter: 'custom', orderStatus: 'shipped', dateType: 'orderDate' },
  };
  console.log('Time to Ready against the bare SQL of the same aggregate:');
  await reportAgainstSql(
    `Warehouse Transactions Summary, one month of ${fmt(itemCount * ledgerPerItem)} ledger rows`,
    app,
    headers,
    client,
    summary,
    transactionsSummarySql,
  );
  await reportAgainstSql(
    `Ordered Storefront Items, a year of ${fmt(orderCount)} orders`,
    app,
    headers,
    client,
    items,
    orderedItemsSql,
  );

  console.log('The orders list while a large report runs in the same process:');
  await listWhileReportRuns(app, headers, vendorId, 'the summary runs', summary);
  await listWhileReportRuns(app, headers, vendorId, 'ordered items run', items);

  await app.close();
  await drop();
}

await main();
