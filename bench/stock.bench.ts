/**
 * Issue 4's stock benchmark on PostgreSQL: 100k items with 10M ledger rows, then
 * - receipts and allocations per second through the stock ledger module (changeStock), against a
 *   baseline of the bare SQL a movement needs (one guarded UPDATE of the balance and one ledger
 *   INSERT in a transaction), with the same concurrency;
 * - the item page's queries through the API (GET /api/vendorProducts/{id}/stock and
 *   POST /api/vendorProducts/{id}/ledger, first page) against the same queries as raw SQL.
 * Target: the item page under 50 ms p95.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { DomainEvents } from '../server/events/domain-events';
import { changeStock } from '../server/modules/inventory/stock-changes.service';
import { benchApp, freshDatabase, urlFor } from './setup';
import { measure, ms } from './stats';

const itemCount = Number(process.env.BENCH_ITEMS ?? 100_000);
const ledgerPerItem = Number(process.env.BENCH_LEDGER_PER_ITEM ?? 100);
const operations = Number(process.env.BENCH_STOCK_OPERATIONS ?? 2000);
const iterations = Number(process.env.BENCH_ITERATIONS ?? 300);
const concurrency = 8;
const dbName = 'dockhand_bench_stock';

async function prepare() {
  const { database, client } = await freshDatabase(dbName);
  const { rows: vendorRows } = await client.query(`select v.id as vendor_id, w.id as warehouse_id
      from vendors v cross join lateral (select id from warehouses where wms_type = 1 order by id limit 1) w order by v.id`);
  const pairs = vendorRows.map((r) => `(${r.vendor_id}, ${r.warehouse_id})`).join(', ');
  await client.query(
    `insert into vendor_products (vendor_id, warehouse_id, sku, item)
     select p.vendor_id, p.warehouse_id, 'BENCH-' || g, 'Bench item ' || g
     from generate_series(1, $1::int) g
     join (select row_number() over () - 1 as n, * from (values ${pairs}) v(vendor_id, warehouse_id)) p
       on p.n = g % ${vendorRows.length}`,
    [itemCount],
  );
  await client.query(
    `insert into warehouse_product_locations (warehouse_id, vendor_id, vendor_product_id, location, quantity)
     select warehouse_id, vendor_id, id, 'A-' || (id % 500), $1::int from vendor_products where sku like 'BENCH-%'`,
    [ledgerPerItem * 10],
  );
  const { rows: range } = await client.query(
    `select min(id) as lo, max(id) as hi from warehouse_product_locations where vendor_product_id in
       (select id from vendor_products where sku like 'BENCH-%')`,
  );
  const lo = Number(range[0].lo);
  const hi = Number(range[0].hi);
  const step = Math.max(1, Math.floor(1_000_000 / ledgerPerItem));
  for (let from = lo; from <= hi; from += step) {
    await client.query(
      `insert into stock_ledger (balance_id, warehouse_id, vendor_id, vendor_product_id, bucket, location, kind,
                                 quantity_delta, reason, created_at)
       select b.id, b.warehouse_id, b.vendor_id, b.vendor_product_id, 'available', b.location, 'receipt', 10,
              'bench', now() - make_interval(mins => s)
       from warehouse_product_locations b cross join generate_series(1, $3::int) s
       where b.id between $1 and $2`,
      [from, Math.min(hi, from + step - 1), ledgerPerItem],
    );
    process.stdout.write(`  ledger rows for balances up to ${Math.min(hi, from + step - 1) - lo + 1}\r`);
  }
  process.stdout.write('\n');
  await client.query('vacuum analyze');
  const { rows: items } = await client.query(
    `select p.id, p.warehouse_id from vendor_products p where sku like 'BENCH-%' order by p.id`,
  );
  return { database, client, items: items as { id: number; warehouse_id: number }[] };
}

/** Runs `count` operations `concurrency` at a time; answers operations per second. */
async function throughput(count: number, op: (i: number) => Promise<unknown>) {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await op(next++);
    }),
  );
  return count / ((performance.now() - start) / 1000);
}

async function main() {
  console.log(
    `Stock benchmark on PostgreSQL: ${itemCount.toLocaleString('en-US')} items, ` +
      `${(itemCount * ledgerPerItem).toLocaleString('en-US')} ledger rows`,
  );
  const { database, client, items } = await prepare();
  const events = new DomainEvents();
  const pool = new pg.Pool({ connectionString: urlFor(dbName), max: 10 });
  const pick = (i: number) => items[(i * 7919) % items.length]!;

  // Movements.
  const rawReceipts = await throughput(operations, async (i) => {
    const item = pick(i);
    const c = await pool.connect();
    try {
      await c.query('begin');
      const { rows } = await c.query(
        `update warehouse_product_locations set quantity = quantity + 1 where vendor_product_id = $1
           and warehouse_id = $2 and bucket = 'available' and quantity + 1 >= quantity_allocated returning *`,
        [item.id, item.warehouse_id],
      );
      await c.query(
        `insert into stock_ledger (balance_id, warehouse_id, vendor_id, vendor_product_id, bucket, location, kind,
           quantity_delta, reason) values ($1, $2, $3, $4, 'available', $5, 'receipt', 1, 'bench')`,
        [rows[0].id, rows[0].warehouse_id, rows[0].vendor_id, rows[0].vendor_product_id, rows[0].location],
      );
      await c.query('commit');
    } finally {
      c.release();
    }
  });
  const receipts = await throughput(operations, (i) => {
    const item = pick(i + operations);
    return changeStock(database.db, events, null, (ledger) =>
      ledger.add(
        { warehouseId: item.warehouse_id, vendorProductId: item.id, location: `A-${item.id % 500}` },
        1,
        {
          kind: 'receipt',
          reason: 'bench',
        },
      ),
    );
  });
  const allocations = await throughput(operations, (i) => {
    const item = pick(i + 2 * operations);
    return changeStock(database.db, events, null, (ledger) =>
      ledger.allocate(
        { warehouseId: item.warehouse_id, vendorProductId: item.id, quantity: 1 },
        { type: 'bench', id: i },
        'bench',
      ),
    );
  });
  console.log(`  raw SQL movement          ${rawReceipts.toFixed(0)} /s`);
  console.log(
    `  receipts (ledger module)  ${receipts.toFixed(0)} /s   ratio ${(receipts / rawReceipts).toFixed(2)}× of raw`,
  );
  console.log(
    `  allocations               ${allocations.toFixed(0)} /s   ratio ${(allocations / rawReceipts).toFixed(2)}× of raw`,
  );

  // The item page.
  const { app, headers } = await benchApp(database);
  let n = 0;
  const api = await measure(async () => {
    const item = pick(n++);
    const [stock, ledger] = await Promise.all([
      app.inject({ method: 'GET', url: `/api/vendorProducts/${item.id}/stock`, headers }),
      app.inject({
        method: 'POST',
        url: `/api/vendorProducts/${item.id}/ledger`,
        payload: { page: 1, perPage: 25 },
        headers,
      }),
    ]);
    if (stock.statusCode !== 200 || ledger.statusCode !== 200) {
      throw new Error(
        `item page answered ${stock.statusCode}/${ledger.statusCode}: ${stock.body} ${ledger.body}`,
      );
    }
  }, iterations);
  n = 0;
  const raw = await measure(async () => {
    const item = pick(n++);
    await Promise.all([
      pool.query('select * from warehouse_product_locations where vendor_product_id = $1', [item.id]),
      pool.query('select * from stock_ledger where vendor_product_id = $1 order by id desc limit 25', [
        item.id,
      ]),
      pool.query('select count(*) from stock_ledger where vendor_product_id = $1', [item.id]),
    ]);
  }, iterations);
  console.log(`  item page, raw SQL        median ${ms(raw.median)}   p95 ${ms(raw.p95)}`);
  console.log(`  item page, API            median ${ms(api.median)}   p95 ${ms(api.p95)}`);
  console.log(
    `  ratio API / raw SQL       median ${(api.median / raw.median).toFixed(2)}×   p95 ${(api.p95 / raw.p95).toFixed(2)}×`,
  );
  console.log(`  target: item page p95 < 50 ms: ${api.p95 < 50 ? 'met' : 'NOT met'}`);

  await app.close();
  await pool.end();
  await client.end();
  await database.close();
}

await main();
