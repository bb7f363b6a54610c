/**
 * Issue 3's list benchmark: one million orders across vendors and stores on PostgreSQL, then
 * `POST /api/common/orders/listItems` (page of 25, a vendor filter, a status filter, newest first)
 * against the same page + count as raw SQL on the same database. Prints median and p95 of both and
 * their ratio (target: API within 2× of raw SQL, p95 under 50 ms on this 2-core machine).
 */
import pg from 'pg';
import { benchApp, freshDatabase, urlFor } from './setup';
import { measure, ms } from './stats';

const orderCount = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const iterations = Number(process.env.BENCH_ITERATIONS ?? 300);
const dbName = 'dockhand_bench';

async function prepareDatabase() {
  const { database, client } = await freshDatabase(dbName);
  const batch = 200_000;
  for (let from = 1; from <= orderCount; from += batch) {
    const to = Math.min(orderCount, from + batch - 1);
    // Orders spread over every project/store pair, six statuses and a year of order dates.
    await client.query(
      `with combos as (
         select (row_number() over (order by s.id)) - 1 as n, p.id as project_id, s.id as store_id,
                p.vendor_id, p.warehouse_id
         from projects p join stores s on s.project_id = p.id),
       k as (select count(*) as c from combos)
       insert into orders (order_number, project_id, store_id, vendor_id, warehouse_id, order_status,
                           order_date, modify_date, order_total, amount_paid, item_count)
       select 'BENCH-' || g, c.project_id, c.store_id, c.vendor_id, c.warehouse_id,
              (array['awaiting_payment','awaiting_shipment','pending_fulfillment','on_hold','shipped','cancelled'])[1 + (g * 7 % 6)],
              now() - make_interval(secs => (g * 7919) % 31536000),
              now() - make_interval(secs => (g * 104729) % 31536000),
              (g % 50000) / 100.0, (g % 50000) / 100.0, 1 + g % 5
       from generate_series($1::bigint, $2::bigint) g
       join combos c on c.n = g % (select c from k)`,
      [from, to],
    );
    process.stdout.write(`  generated ${to.toLocaleString('en-US')} orders\r`);
  }
  // As autovacuum would after a bulk load: the visibility map lets counts use index-only scans.
  await client.query('vacuum analyze orders');
  process.stdout.write('\n');
  return { database, client };
}

async function main() {
  console.log(
    `Orders list benchmark on PostgreSQL: ${orderCount.toLocaleString('en-US')} orders, ${iterations} runs each`,
  );
  const { database, client } = await prepareDatabase();
  const { app, headers } = await benchApp(database);
  const { rows } = await client.query(`select id from vendors where code = 'NWG'`);
  const vendorId = rows[0].id as number;
  const status = 'awaiting_shipment';

  const body = { page: 1, perPage: 25, vendorId, orderStatus: status, sortBy: 'OrderDate', sortDesc: true };
  const first = await app.inject({
    method: 'POST',
    url: '/api/common/orders/listItems',
    payload: body,
    headers,
  });
  if (first.statusCode !== 200) throw new Error(`listItems answered ${first.statusCode}: ${first.body}`);
  console.log(`  the query matches ${first.json().total.toLocaleString('en-US')} orders`);

  const pageSql = `select * from orders where is_archived = false and vendor_id = $1 and order_status = $2
                   order by order_date desc nulls last, id desc nulls last limit 25 offset 0`;
  const countSql = `select count(*) from orders where is_archived = false and vendor_id = $1 and order_status = $2`;
  // A pool like the app's, so the page and the count run side by side in both measurements.
  const pool = new pg.Pool({ connectionString: urlFor(dbName), max: 10 });
  const raw = await measure(
    () => Promise.all([pool.query(pageSql, [vendorId, status]), pool.query(countSql, [vendorId, status])]),
    iterations,
  );
  const api = await measure(
    () =>
      app.inject({
        method: 'POST',
        url: '/api/common/orders/listItems',
        payload: body,
        headers,
      }),
    iterations,
  );

  console.log(`  raw SQL (page + count)   median ${ms(raw.median)}   p95 ${ms(raw.p95)}`);
  console.log(`  API listItems            median ${ms(api.median)}   p95 ${ms(api.p95)}`);
  console.log(
    `  ratio API / raw SQL      median ${(api.median / raw.median).toFixed(2)}×   p95 ${(api.p95 / raw.p95).toFixed(2)}×`,
  );
  console.log(
    `  targets: ratio ≤ 2×: ${api.median / raw.median <= 2 ? 'met' : 'NOT met'}; API p95 < 50 ms: ${api.p95 < 50 ? 'met' : 'NOT met'}`,
  );

  await app.close();
  await pool.end();
  await client.end();
  await database.close();
}

await main();
