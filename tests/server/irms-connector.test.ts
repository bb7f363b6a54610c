/**
 * The IRMS connector against the fake of the IRMS API (server/integrations/irms/fake-server.ts) on a
 * local port, over real HTTP: bearer auth, both lists read page by page and mapped (money as decimal
 * strings), updatedSince passed through and honoured, a refused key, 429s waited out (the waits
 * recorded, not slept), 5xx tried again then failing, an answer of another shape refused with a
 * message naming the call and the field, an unreachable IRMS, a timeout, and the key kept out of every
 * message and of the fake's records. The demo's in-process account answers the same.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createIrmsConnector, type IrmsConnectorOptions } from '../../server/integrations/irms/connector';
import {
  DEMO_IRMS_CREDENTIALS,
  DEMO_IRMS_UNKNOWN_BRAND,
  DEMO_IRMS_URL,
} from '../../server/integrations/irms/demo-account';
import {
  createFakeIrms,
  type FakeIrms,
  type FakeIrmsCustomerOrder,
  type FakeIrmsData,
  type FakeIrmsPurchaseOrder,
} from '../../server/integrations/irms/fake-server';
import { MalformedIrmsAnswerError } from '../../server/integrations/irms/schemas';
import {
  createIrmsTransport,
  IrmsError,
  MAX_RATE_LIMIT_WAIT_SECONDS,
  type FetchLike,
} from '../../server/integrations/irms/transport';

const API_KEY = 'irms-live-key-7f3a9c';

const purchaseOrder = (n: number, updatedAt: string): FakeIrmsPurchaseOrder => ({
  id: `PO-${n}`,
  number: ` IRMS-PO-${100 + n} `,
  status: 'open',
  brandCode: 'NWG',
  warehouseCode: 'DAL',
  supplier: { name: `Supplier ${n}` },
  orderedAt: '2026-10-01T09:00:00Z',
  expectedAt: '2026-10-20',
  updatedAt,
  lines: [{ sku: `SKU-${n}`, description: `Item ${n}`, quantity: 10 * n, unitCost: 12.5 }],
});

const customerOrder = (n: number, updatedAt: string): FakeIrmsCustomerOrder => ({
  id: `CO-${n}`,
  number: `IRMS-CO-${500 + n}`,
  status: 'open',
  brandCode: 'BPO',
  warehouseCode: 'RNO',
  customer: { name: `Customer ${n}`, email: `c${n}@example.com` },
  shipTo: {
    name: `Customer ${n}`,
    company: null,
    street1: `${n} Main St`,
    street2: '',
    city: 'Reno',
    state: 'NV',
    postalCode: '89501',
    country: 'US',
    phone: null,
  },
  orderedAt: '2026-10-02T10:00:00Z',
  shippedAt: null,
  updatedAt,
  lines: [{ sku: `SKU-${n}`, description: null, quantity: n, unitPrice: '7' }],
});

const freshData = (): FakeIrmsData => ({
  purchaseOrders: [
    // Listed out of order on purpose: the IRMS answers them by updatedAt, then id.
    purchaseOrder(3, '2026-10-03T00:00:00Z'),
    {
      ...purchaseOrder(1, '2026-10-01T00:00:00Z'),
      supplier: null,
      expectedAt: null,
      lines: [
        { sku: ' SKU-1 ', description: '  ', quantity: 5, unitCost: '8' },
        { sku: 'SKU-1B', description: 'Second line', quantity: 0, unitCost: null },
        { sku: 'SKU-1C', description: 'Third line', quantity: 3, unitCost: '0.1' },
      ],
    },
    purchaseOrder(2, '2026-10-02T00:00:00Z'),
    purchaseOrder(4, '2026-10-04T00:00:00Z'),
    purchaseOrder(5, '2026-10-05T00:00:00Z'),
  ],
  customerOrders: [
    customerOrder(1, '2026-10-01T00:00:00Z'),
    { ...customerOrder(2, '2026-10-06T12:30:00Z'), status: 'shipped', shippedAt: '2026-10-06T12:00:00Z' },
    customerOrder(3, '2026-10-07T00:00:00Z'),
  ],
});

let fake: FakeIrms;
let baseUrl: string;
const waits: number[] = [];
const connector = (
  overrides: { apiKey?: string; baseUrl?: string } = {},
  options: IrmsConnectorOptions = {},
) =>
  createIrmsConnector(
    { baseUrl, apiKey: API_KEY, ...overrides },
    { pageSize: 2, wait: async (ms) => void waits.push(ms), ...options },
  );

/** The error a promise rejects with (the test fails when it resolves). */
async function failure(promise: Promise<unknown>): Promise<IrmsError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(IrmsError);
  return err as IrmsError;
}

beforeAll(async () => {
  fake = createFakeIrms({ apiKey: API_KEY, data: freshData() });
  baseUrl = await fake.listen();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.data = freshData();
  fake.requests.length = 0;
  waits.length = 0;
});

describe('the IRMS lists', () => {
  it('reads every page of the purchase orders with the bearer key, mapped as Dockhand keeps them', async () => {
    const orders = await connector().purchaseOrders(null);
    expect(orders.map((o) => o.externalId)).toEqual(['PO-1', 'PO-2', 'PO-3', 'PO-4', 'PO-5']);
    expect(orders[0]).toEqual({
      externalId: 'PO-1',
      orderNumber: 'IRMS-PO-101',
      status: 'open',
      vendorCode: 'NWG',
      warehouseCode: 'DAL',
      supplierName: null,
      orderDate: new Date('2026-10-01T09:00:00Z'),
      expectedDate: null,
      updatedAt: new Date('2026-10-01T00:00:00Z'),
      items: [
        { sku: 'SKU-1', name: null, quantity: 5, unitPrice: '8.00' },
        { sku: 'SKU-1B', name: 'Second line', quantity: 0, unitPrice: null },
        { sku: 'SKU-1C', name: 'Third line', quantity: 3, unitPrice: '0.10' },
      ],
    });
    expect(orders[1]).toMatchObject({
      orderNumber: 'IRMS-PO-102',
      supplierName: 'Supplier 2',
      expectedDate: '2026-10-20',
      items: [{ sku: 'SKU-2', name: 'Item 2', quantity: 20, unitPrice: '12.50' }],
    });
    expect(fake.requests.map((r) => [r.path, r.query])).toEqual([
      ['/purchase-orders', { page: '1', pageSize: '2' }],
      ['/purchase-orders', { page: '2', pageSize: '2' }],
      ['/purchase-orders', { page: '3', pageSize: '2' }],
    ]);
    expect(fake.requests.every((r) => r.authorized)).toBe(true);
  });

  it('reads the customer orders with their customer and ship-to address', async () => {
    const orders = await connector().customerOrders(null);
    expect(orders.map((o) => o.externalId)).toEqual(['CO-1', 'CO-2', 'CO-3']);
    expect(orders[0]).toEqual({
      externalId: 'CO-1',
      orderNumber: 'IRMS-CO-501',
      status: 'open',
      vendorCode: 'BPO',
      warehouseCode: 'RNO',
      customerName: 'Customer 1',
      customerEmail: 'c1@example.com',
      shipTo: {
        name: 'Customer 1',
        company: null,
        street1: '1 Main St',
        street2: null,
        city: 'Reno',
        state: 'NV',
        postalCode: '89501',
        country: 'US',
        phone: null,
      },
      orderDate: new Date('2026-10-02T10:00:00Z'),
      shipDate: null,
      updatedAt: new Date('2026-10-01T00:00:00Z'),
      items: [{ sku: 'SKU-1', name: null, quantity: 1, unitPrice: '7.00' }],
    });
    expect(orders[1]).toMatchObject({ status: 'shipped', shipDate: new Date('2026-10-06T12:00:00Z') });
    expect(fake.requests.map((r) => r.query.page)).toEqual(['1', '2']);
  });

  it('passes updatedSince through, and the IRMS answers only what changed at or after it', async () => {
    const since = new Date('2026-10-03T00:00:00Z');
    expect((await connector().purchaseOrders(since)).map((o) => o.externalId)).toEqual([
      'PO-3',
      'PO-4',
      'PO-5',
    ]);
    expect((await connector().customerOrders(since)).map((o) => o.externalId)).toEqual(['CO-2', 'CO-3']);
    expect(fake.requests.map((r) => r.query.updatedSince)).toEqual([
      '2026-10-03T00:00:00.000Z',
      '2026-10-03T00:00:00.000Z',
      '2026-10-03T00:00:00.000Z',
    ]);

    // A later sync sees the change made since.
    fake.data.customerOrders[0]!.updatedAt = '2026-10-08T00:00:00Z';
    fake.data.customerOrders[0]!.status = 'cancelled';
    const later = await connector().customerOrders(new Date('2026-10-07T12:00:00Z'));
    expect(later.map((o) => [o.externalId, o.status])).toEqual([['CO-1', 'cancelled']]);
    expect(await connector().customerOrders(new Date('2026-12-01T00:00:00Z'))).toEqual([]);
  });

  it('keeps a record listed twice once, as last read', async () => {
    // Page 1 holds an older PO-3 that then moved to page 2 when it changed.
    const stale = { ...purchaseOrder(3, '2026-09-30T00:00:00Z'), status: 'confirmed' };
    fake.answerNextWith('/purchase-orders', {
      data: [stale, purchaseOrder(1, '2026-10-01T00:00:00Z')],
      page: 1,
      pageSize: 2,
      totalPages: 3,
    });
    const orders = await connector().purchaseOrders(null);
    expect(orders.map((o) => [o.externalId, o.status])).toEqual([
      ['PO-3', 'open'],
      ['PO-1', 'open'],
      ['PO-4', 'open'],
      ['PO-5', 'open'],
    ]);
  });

  it('refuses to read more pages than its bound, and a page other than the one asked for', async () => {
    await expect(connector({}, { maxPages: 2 }).purchaseOrders(null)).rejects.toThrow(
      'The IRMS lists more than 4 purchase orders: more than one sync can read.',
    );
    fake.answerNextWith('/customer-orders', { data: [], page: 2, pageSize: 2, totalPages: 2 });
    await expect(connector().customerOrders(null)).rejects.toThrow(
      'The IRMS answered page 2 to GET /customer-orders (page 1).',
    );
  });
});

describe('failures', () => {
  it('names a refused key (401)', async () => {
    const err = await failure(connector({ apiKey: 'wrong-key' }).purchaseOrders(null));
    expect(err.message).toBe("The IRMS refused the API key: check the key in the connection's settings.");
    expect(err.status).toBe(401);
    expect(fake.requests.at(-1)!.authorized).toBe(false);
  });

  it('waits the seconds a 429 asks for and tries again, at most twice', async () => {
    fake.failNext('/purchase-orders', 429, 2, 7);
    expect(await connector().purchaseOrders(null)).toHaveLength(5);
    expect(waits).toEqual([7000, 7000]);
    expect(fake.requests.map((r) => r.query.page)).toEqual(['1', '1', '1', '2', '3']);

    waits.length = 0;
    fake.failNext('/customer-orders', 429, 3, 2);
    const err = await failure(connector().customerOrders(null));
    expect(err.message).toBe(
      'The IRMS is still limiting requests after 2 waits; sync again in a few minutes.',
    );
    expect(err.status).toBe(429);
    expect(waits).toEqual([2000, 2000]);
  });

  it('bounds the wait a 429 asks for', async () => {
    fake.failNext('/customer-orders', 429, 1, 3600);
    await connector().customerOrders(null);
    expect(waits).toEqual([MAX_RATE_LIMIT_WAIT_SECONDS * 1000]);
  });

  it('tries a 5xx again after a backoff, then fails with a message', async () => {
    fake.failNext('/purchase-orders', 503, 2);
    expect(await connector().purchaseOrders(null)).toHaveLength(5);
    expect(waits).toEqual([1000, 2000]);

    waits.length = 0;
    fake.failNext('/customer-orders', 500, 3);
    const err = await failure(connector().customerOrders(null));
    expect(err.message).toBe(
      'The IRMS failed to answer GET /customer-orders (HTTP 500) 3 times; sync again later.',
    );
    expect(err.status).toBe(500);
    expect(waits).toEqual([1000, 2000]);
  });

  it('refuses an answer of another shape with a message naming the call and the field', async () => {
    const wrongQuantity = purchaseOrder(1, '2026-10-01T00:00:00Z') as unknown as {
      lines: [{ quantity: unknown }];
    };
    wrongQuantity.lines[0].quantity = '10';
    fake.answerNextWith('/purchase-orders', { data: [wrongQuantity], page: 1, pageSize: 2, totalPages: 1 });
    const err = await failure(connector().purchaseOrders(null));
    expect(err).toBeInstanceOf(MalformedIrmsAnswerError);
    expect(err.message).toBe(
      "The IRMS's answer to GET /purchase-orders (page 1) is not what the IRMS API sends: data[0].lines[0].quantity must be a number (record PO-1).",
    );

    fake.answerNextWith('/customer-orders', { items: [] });
    await expect(connector().customerOrders(null)).rejects.toThrow(
      /answer to GET \/customer-orders \(page 1\) is not what the IRMS API sends: data is missing/,
    );

    fake.answerNextWith('/customer-orders', {
      data: [
        { ...customerOrder(1, '2026-10-01 00:00'), lines: [{ sku: 'A', quantity: 1, unitPrice: '12,50' }] },
      ],
      page: 1,
      pageSize: 2,
      totalPages: 1,
    });
    const both = await failure(connector().customerOrders(null));
    expect(both.message).toContain(
      'data[0].updatedAt must be an ISO 8601 date and time with a zone (record CO-1)',
    );
    expect(both.message).toContain(
      'data[0].lines[0].unitPrice must be a number or decimal text such as 12.50 (record CO-1)',
    );

    fake.answerNextWith('/purchase-orders', [{ id: 'PO-1' }]);
    await expect(connector().purchaseOrders(null)).rejects.toThrow(/the answer must be an object/);
  });

  it('names an unreachable IRMS, a wrong base URL, and one that does not answer in time', async () => {
    const gone = await failure(connector({ baseUrl: 'http://127.0.0.1:9' }).purchaseOrders(null));
    expect(gone.message).toMatch(
      /^The IRMS could not be reached at 127\.0\.0\.1:9 \(.+\): check the base URL/,
    );
    expect(gone.status).toBeNull();

    const wrongPath = await failure(connector({ baseUrl: `${baseUrl}/api/v9/` }).customerOrders(null));
    expect(wrongPath.message).toBe(
      'The IRMS has no GET /customer-orders: check the base URL of the connection.',
    );

    await expect(connector({ baseUrl: 'irms.example.com/api' }).purchaseOrders(null)).rejects.toThrow(
      'The IRMS base URL "irms.example.com/api" is not a web address such as https://irms.example.com/api',
    );

    // A fetch that answers only when its signal gives up.
    const never: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
      );
    const slow = await failure(connector({}, { fetch: never, timeoutMs: 20 }).purchaseOrders(null));
    expect(slow.message).toBe('The IRMS did not answer GET /purchase-orders within 20 ms.');
  });

  it('passes on what the IRMS says of a refused parameter', async () => {
    const transport = createIrmsTransport({ baseUrl, apiKey: API_KEY });
    await expect(transport.get('/purchase-orders', { updatedSince: 'yesterday' })).rejects.toThrow(
      'The IRMS refused GET /purchase-orders (HTTP 400): updatedSince must be an ISO 8601 date and time.',
    );
  });

  it('never repeats the key: not in any message, not in the fake records', async () => {
    const messages: string[] = [];
    const collect = async (promise: Promise<unknown>) => messages.push((await failure(promise)).message);

    await collect(connector({ apiKey: 'wrong-key' }).purchaseOrders(null));
    fake.failNext('/purchase-orders', 429, 3, 1);
    await collect(connector().purchaseOrders(null));
    fake.failNext('/purchase-orders', 502, 3);
    await collect(connector().purchaseOrders(null));
    fake.answerNextWith('/purchase-orders', { data: 'none' });
    await collect(connector().purchaseOrders(null));
    await collect(connector({ baseUrl: 'http://127.0.0.1:9' }).purchaseOrders(null));
    // An IRMS that echoes the key back in its refusal, and a key fetch would refuse to send.
    const echo: FetchLike = async () =>
      Response.json({ error: `key ${API_KEY} is not allowed here` }, { status: 400 });
    await collect(connector({}, { fetch: echo }).purchaseOrders(null));
    await collect(connector({ apiKey: `${API_KEY} é` }).purchaseOrders(null));

    expect(messages).toHaveLength(7);
    expect(messages[5]).toBe(
      'The IRMS refused GET /purchase-orders (HTTP 400): key [API key] is not allowed here.',
    );
    expect(messages[6]).toMatch(/API key has spaces or characters a key cannot have/);
    for (const message of messages) expect(message).not.toContain(API_KEY);
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(JSON.stringify(fake.requests)).not.toContain(API_KEY);
  });
});

describe('the demo account', () => {
  it('answers in-process at demo://irms with the demo key', async () => {
    const demo = createIrmsConnector(DEMO_IRMS_CREDENTIALS);
    const purchaseOrders = await demo.purchaseOrders(null);
    expect(purchaseOrders.length).toBeGreaterThanOrEqual(4);
    expect(new Set(purchaseOrders.map((o) => o.vendorCode))).toEqual(
      new Set(['NWG', 'BPO', 'KTC', 'LUM', DEMO_IRMS_UNKNOWN_BRAND]),
    );
    expect(purchaseOrders.find((o) => o.externalId === 'IP-44120')).toMatchObject({
      orderNumber: 'IRMS-PO-NWG-77',
      warehouseCode: 'DAL',
      items: [
        { sku: 'NWG-MUG-11', quantity: 1200, unitPrice: '8.50' },
        { sku: 'NWG-BOX-SM', quantity: 1200, unitPrice: '0.45' },
      ],
    });
    const customerOrders = await demo.customerOrders(null);
    expect(customerOrders.length).toBeGreaterThanOrEqual(4);
    expect(customerOrders.every((o) => o.shipTo.city !== null)).toBe(true);

    // Only the recent changes since an hour ago.
    const recent = await demo.customerOrders(new Date(Date.now() - 3_600_000));
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.length).toBeLessThan(customerOrders.length);

    const refused = createIrmsConnector({ baseUrl: DEMO_IRMS_URL, apiKey: 'someone-else' });
    await expect(refused.purchaseOrders(null)).rejects.toThrow('The IRMS refused the API key');
  });
});
