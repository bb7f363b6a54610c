/**
 * Issue 5's intake benchmark on PostgreSQL: orders of five lines each through the public REST call
 * (`POST /api/public/orders` with a storefront API key, over real HTTP, 8 connectors at once), each
 * mapped, checked against stock and stored with its timeline row — against a baseline measured in
 * the same run: the bare INSERT of the same order row, 8 at once. Prints orders per second of both
 * and their ratio.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { benchApp, freshDatabase, urlFor } from './setup';

const total = Number(process.env.BENCH_INTAKE_ORDERS ?? 2000);
const concurrency = Number(process.env.BENCH_INTAKE_CONCURRENCY ?? 8);
const dbName = 'dockhand_bench_intake';

async function inParallel(count: number, work: (i: number) => Promise<void>) {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < count; i = next++) await work(i);
    }),
  );
  return count / ((performance.now() - start) / 1000);
}

async function main() {
  console.log(`Order intake benchmark on PostgreSQL: ${total} orders of 5 lines, ${concurrency} at once`);
  const { database, client } = await freshDatabase(dbName);
  const { app, headers } = await benchApp(database);
  const { rows: projects } = await client.query(
    `select p.id, p.vendor_id, p.warehouse_id from projects p where client_code = 'NWG-SHOP'`,
  );
  const project = projects[0] as { id: number; vendor_id: number; warehouse_id: number };
  const { rows: skus } = await client.query(
    `select sku from storefront_products where project_id = $1 and vendor_product_id is not null order by id limit 5`,
    [project.id],
  );
  const key = await app.inject({
    method: 'POST',
    url: `/api/storefronts/${project.id}/api-keys`,
    headers,
    payload: { name: 'bench' },
  });
  const secret = key.json().secret as string;
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const body = (i: number, prefix: string) => ({
    orderNumber: `${prefix}-${i}`,
    paymentDate: new Date().toISOString(),
    shipmentAddress: {
      name: 'Bench Customer',
      addressLine1: '1 Main St',
      city: 'Dallas',
      state: 'TX',
      postcode: '75001',
      countryCode: 'US',
    },
    requestedService: 'Standard',
    items: skus.map((s: { sku: string }, n: number) => ({
      sku: s.sku,
      quantity: 1 + (n % 2),
      unitPrice: 9.5,
    })),
  });
  // Warm-up: the first requests compile code paths and fill caches.
  for (let i = 0; i < 20; i++) {
    await fetch(`${address}/api/public/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': secret },
      body: JSON.stringify(body(i, 'WARM')),
    });
  }
  const pool = new pg.Pool({ connectionString: urlFor(dbName), max: concurrency });
  const baseline = await inParallel(total, async (i) => {
    const b = body(i, 'RAW');
    await pool.query(
      `insert into orders (order_number, project_id, vendor_id, warehouse_id, order_status, shipment_address, items, item_count, intake_hash)
       values ($1, $2, $3, $4, 'awaiting_shipment', $5, $6, 7, 'x')`,
      [
        b.orderNumber,
        project.id,
        project.vendor_id,
        project.warehouse_id,
        b.shipmentAddress,
        JSON.stringify(b.items),
      ],
    );
  });
  let failures = 0;
  const api = await inParallel(total, async (i) => {
    const res = await fetch(`${address}/api/public/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': secret },
      body: JSON.stringify(body(i, 'API')),
    });
    if (res.status !== 201) failures++;
    await res.arrayBuffer();
  });
  console.log(`  bare INSERT (baseline):   ${baseline.toFixed(0)} orders/s`);
  console.log(
    `  REST intake:              ${api.toFixed(0)} orders/s${failures ? ` (${failures} not created!)` : ''}`,
  );
  console.log(`  ratio baseline / intake:  ${(baseline / api).toFixed(2)}×`);
  await pool.end();
  await app.close();
  await client.end();
  await database.close();
}

await main();
