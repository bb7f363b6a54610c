/**
 * The 3PL WMS connector against the fake of Extensiv's 3PL Warehouse Manager API (server/integrations/
 * tpl-wms/fake-server.ts) on a local port, over real HTTP: every list read page by page and mapped,
 * the client-credentials token asked once and renewed after a 401, a refused client, the ETag-guarded
 * cancel read again after a 412, 429 and 5xx tried again (the waits recorded, not slept), the client
 * side rate limit, idempotent pushes (a duplicate reference answers the existing record), answers of
 * another shape refused naming the call and the field, an unreachable WMS, and no secret or token in
 * any message or in the fake's records. The demo's in-process account answers the same.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTplWmsConnector, type ConnectorOptions } from '../../server/integrations/tpl-wms/connector';
import {
  DEMO_TPL_WMS_CREDENTIALS,
  DEMO_TPL_WMS_URL,
  demoTplWms,
} from '../../server/integrations/tpl-wms/demo-account';
import {
  createFakeTplWms,
  type FakeTplWms,
  type FakeTplWmsData,
} from '../../server/integrations/tpl-wms/fake-server';
import type {
  OrderToPush,
  ReceiverToPush,
  TplWmsCredentials,
} from '../../server/integrations/tpl-wms/records';
import { WMS_STATUS } from '../../server/integrations/tpl-wms/schemas';
import {
  createTransport,
  MAX_RATE_LIMIT_WAIT_SECONDS,
  TOKEN_PATH,
  TplWmsError,
  type FetchLike,
} from '../../server/integrations/tpl-wms/transport';

const credentials = { clientId: 'wms-client-7', clientSecret: 'wms-secret-5b1e9c', userLoginId: 'dockhand' };

function testData(): FakeTplWmsData {
  const line = (sku: string, qty: number, lotNumber: string | null = null) => ({ sku, qty, lotNumber });
  return {
    facilities: [
      { facilityId: 1, name: 'Memphis Building 1', code: 'MEM' },
      { facilityId: 2, name: ' Memphis Building 2 ', code: 'MEM2' },
      { facilityId: 3, name: 'Overflow', code: null },
    ],
    customers: [
      { customerId: 10, name: 'Lumen Skincare', facilityIds: [2] },
      { customerId: 11, name: 'Bluepeak Outdoors', facilityIds: [1, 2, 2] },
      { customerId: 12, name: '  ', facilityIds: [] },
    ],
    unitsOfMeasure: [
      { unitOfMeasureId: 1, code: 'EA', name: 'Each' },
      { unitOfMeasureId: 2, code: 'CS', name: 'Case' },
      { unitOfMeasureId: 3, code: 'PL', name: 'Pallet' },
    ],
    items: [
      { itemId: 101, customerId: 10, sku: 'LUM-SER-VC', description: 'Vitamin C Serum', unitOfMeasureId: 1 },
      { itemId: 102, customerId: 10, sku: 'LUM-SER-CS', description: null, unitOfMeasureId: 2 },
      { itemId: 103, customerId: 10, sku: 'LUM-SAMPLE', description: ' Sample ', unitOfMeasureId: null },
      { itemId: 201, customerId: 11, sku: 'BPO-BTL-1L', description: 'Bottle', unitOfMeasureId: 1 },
    ],
    carriers: [
      {
        carrierId: 21,
        name: 'UPS',
        description: 'United Parcel Service',
        shipStationCarrierCode: 'ups',
        services: [
          { code: 'GND', name: 'UPS Ground' },
          { code: '2DA', name: 'UPS 2nd Day Air' },
        ],
      },
      { carrierId: 22, name: 'FedEx', description: null, shipStationCarrierCode: null, services: [] },
      {
        carrierId: 23,
        name: 'USPS',
        description: null,
        shipStationCarrierCode: 'stamps_com',
        services: [{ code: 'PRI', name: '' }],
      },
    ],
    billingCodes: [
      { billingCodeId: 31, code: 'UPS-RES', name: 'Residential surcharge', description: null, carrierId: 21 },
      { billingCodeId: 32, code: 'PICK-EA', name: 'Pick per each', description: 'Per unit', carrierId: null },
      { billingCodeId: 33, code: 'RCV-CTN', name: '', description: null, carrierId: null },
    ],
    receivers: [
      {
        receiverId: 7001,
        customerId: 11,
        facilityId: 2,
        referenceNum: 'RCV-BPO-1',
        status: WMS_STATUS.open,
        expectedDate: '2026-11-20T00:00:00',
        items: [line('BPO-BTL-1L', 96)],
        lastModifiedDate: '2026-11-01T08:00:00',
      },
      {
        receiverId: 7002,
        customerId: 10,
        facilityId: 2,
        referenceNum: 'RCV-LUM-1',
        status: WMS_STATUS.closed,
        expectedDate: null,
        items: [line('LUM-SER-VC', 400, 'VC-A'), line('LUM-SER-CS', 2)],
        lastModifiedDate: '2026-11-03T12:30:00',
      },
      {
        receiverId: 7003,
        customerId: 10,
        facilityId: 2,
        referenceNum: 'RCV-LUM-2',
        status: WMS_STATUS.cancelled,
        expectedDate: null,
        items: [line('LUM-SAMPLE', 5)],
        lastModifiedDate: '2026-11-05T09:15:00',
      },
    ],
    adjustments: [
      {
        adjustmentId: 501,
        customerId: 10,
        facilityId: 2,
        sku: 'LUM-SER-VC',
        lotNumber: 'VC-A',
        qty: -4,
        reason: 'Damaged in storage',
        referenceNum: 'ADJ-501',
        creationDate: '2026-11-02T10:00:00',
      },
      {
        adjustmentId: 502,
        customerId: 11,
        facilityId: 2,
        sku: 'BPO-BTL-1L',
        lotNumber: null,
        qty: 12,
        reason: null,
        referenceNum: null,
        creationDate: '2026-11-04T16:45:00',
      },
      {
        adjustmentId: 503,
        customerId: 11,
        facilityId: 1,
        sku: 'BPO-BTL-1L',
        lotNumber: null,
        qty: -1,
        reason: 'Cycle count',
        referenceNum: 'ADJ-503',
        creationDate: '2026-11-06T07:00:00',
      },
    ],
    stockSummaries: [
      { facilityId: 2, customerId: 10, sku: 'LUM-SER-VC', lotNumber: 'VC-A', onHand: 396 },
      { facilityId: 2, customerId: 10, sku: 'LUM-SER-CS', lotNumber: null, onHand: 0 },
      { facilityId: 2, customerId: 11, sku: 'BPO-BTL-1L', lotNumber: null, onHand: 108 },
      { facilityId: 1, customerId: 11, sku: 'BPO-BTL-1L', lotNumber: null, onHand: 7 },
    ],
    orders: [
      order(50001, 'SO-1001', WMS_STATUS.open),
      {
        ...order(50002, 'SO-1002', WMS_STATUS.closed),
        routingInfo: { carrier: 'UPS', mode: 'GND', trackingNumber: '1Z999AA10123456784' },
        processDate: '2026-11-04T15:20:00',
      },
      order(50003, 'SO-1003', WMS_STATUS.cancelled),
    ],
  };
}

function order(orderId: number, referenceNum: string, status: 0 | 1 | 2) {
  return {
    orderId,
    customerId: 10,
    facilityId: 2,
    referenceNum,
    notes: null,
    status,
    shipTo: { name: 'Olivia Bennett', city: 'Austin' },
    routingInfo: { carrier: 'UPS', mode: 'GND', trackingNumber: null },
    items: [{ sku: 'LUM-SER-VC', qty: 1, lotNumber: null }],
    processDate: null,
    lastModifiedDate: '2026-11-01T00:00:00',
    version: 1,
    cancelReason: null,
  };
}

const orderToPush = (referenceNum: string, customerId = '10'): OrderToPush => ({
  referenceNum,
  customerId,
  facilityId: '2',
  carrierCode: 'UPS',
  serviceCode: 'GND',
  notes: 'Leave at the door',
  shipTo: {
    name: 'Marcus Reed',
    company: null,
    address1: '12 Maple Ave',
    address2: null,
    city: 'Denver',
    state: 'CO',
    zip: '80202',
    country: 'US',
    phone: null,
    email: 'marcus@example.com',
  },
  lines: [{ sku: customerId === '10' ? 'LUM-SER-VC' : 'BPO-BTL-1L', quantity: 3, lotNumber: null }],
});

let fake: FakeTplWms;
let baseUrl: string;
const waits: number[] = [];
/** Every Authorization header the connector sent (the Basic client and each token). */
const sentAuthorizations = new Set<string>();
/** Runs before each request is sent; a test may set it to act between the connector's calls. */
let beforeSend: ((url: string, method: string) => void) | null = null;
const recordingFetch: FetchLike = (url, init) => {
  if (init.headers.Authorization) sentAuthorizations.add(init.headers.Authorization);
  beforeSend?.(url, init.method);
  return fetch(url, init);
};

const connector = (overrides: Partial<TplWmsCredentials> = {}, options: ConnectorOptions = {}) =>
  createTplWmsConnector(
    { baseUrl, ...credentials, ...overrides },
    {
      pageSize: 2,
      maxCallsPerSecond: 1000,
      wait: async (ms) => void waits.push(ms),
      fetch: recordingFetch,
      ...options,
    },
  );
const calls = () =>
  fake.requests.map((r) => `${r.method} ${r.path}${r.query.pgnum ? ` #${r.query.pgnum}` : ''}`);
const failureOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (err) {
    return err as TplWmsError;
  }
  throw new Error('expected the call to fail');
};
/** Every failure message of the run: none may hold a secret. */
const messages: string[] = [];
const failing = async (promise: Promise<unknown>) => {
  const err = await failureOf(promise);
  messages.push(err.message, err.code ?? '');
  return err;
};

beforeAll(async () => {
  fake = createFakeTplWms({ ...credentials, data: testData() });
  baseUrl = await fake.listen();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.data = testData();
  fake.requests.length = 0;
  waits.length = 0;
  beforeSend = null;
});

describe('the lists', () => {
  it('reads every page of the facilities and customers, mapped', async () => {
    const wms = connector();
    expect(await wms.facilities()).toEqual([
      { externalId: '1', name: 'Memphis Building 1', code: 'MEM' },
      { externalId: '2', name: 'Memphis Building 2', code: 'MEM2' },
      { externalId: '3', name: 'Overflow', code: null },
    ]);
    expect(await wms.customers()).toEqual([
      { externalId: '10', name: 'Lumen Skincare', facilityIds: ['2'] },
      { externalId: '11', name: 'Bluepeak Outdoors', facilityIds: ['1', '2'] },
      { externalId: '12', name: 'Customer 12', facilityIds: [] },
    ]);
    expect(calls()).toEqual([
      `POST ${TOKEN_PATH}`,
      'GET /properties/facilities #1',
      'GET /properties/facilities #2',
      'GET /customers #1',
      'GET /customers #2',
    ]);
    expect(fake.requests.every((r) => r.authorized)).toBe(true);
    expect(fake.requests[1]!.query).toEqual({ pgsiz: '2', pgnum: '1' });
  });

  it("reads a customer's items, naming each by its unit's code", async () => {
    const wms = connector();
    expect(await wms.items('10')).toEqual([
      {
        externalId: '101',
        customerId: '10',
        sku: 'LUM-SER-VC',
        description: 'Vitamin C Serum',
        unitOfMeasure: 'EA',
      },
      { externalId: '102', customerId: '10', sku: 'LUM-SER-CS', description: null, unitOfMeasure: 'CS' },
      { externalId: '103', customerId: '10', sku: 'LUM-SAMPLE', description: 'Sample', unitOfMeasure: null },
    ]);
    expect((await wms.items('11')).map((i) => [i.sku, i.unitOfMeasure])).toEqual([['BPO-BTL-1L', 'EA']]);
    // The units are read once per connector.
    expect(calls().filter((c) => c.startsWith('GET /properties/unitsofmeasure'))).toHaveLength(2);
    await expect(failing(wms.items('CU-881'))).resolves.toMatchObject({
      message: '"CU-881" is not a 3PL WMS customer id (a positive whole number).',
    });
    await expect(failing(wms.items('99'))).resolves.toMatchObject({ status: 404 });
  });

  it('reads the units of measure, carriers with their services and billing codes', async () => {
    const wms = connector();
    expect(await wms.unitsOfMeasure()).toEqual([
      { externalId: '1', code: 'EA', name: 'Each' },
      { externalId: '2', code: 'CS', name: 'Case' },
      { externalId: '3', code: 'PL', name: 'Pallet' },
    ]);
    expect(await wms.carriers()).toEqual([
      {
        externalId: '21',
        name: 'UPS',
        description: 'United Parcel Service',
        shipStationCarrierCode: 'ups',
        services: [
          { code: 'GND', name: 'UPS Ground' },
          { code: '2DA', name: 'UPS 2nd Day Air' },
        ],
      },
      { externalId: '22', name: 'FedEx', description: null, shipStationCarrierCode: null, services: [] },
      {
        externalId: '23',
        name: 'USPS',
        description: null,
        shipStationCarrierCode: 'stamps_com',
        services: [{ code: 'PRI', name: 'PRI' }],
      },
    ]);
    expect(await wms.billingCodes()).toEqual([
      {
        externalId: '31',
        code: 'UPS-RES',
        name: 'Residential surcharge',
        description: null,
        carrierId: '21',
      },
      { externalId: '32', code: 'PICK-EA', name: 'Pick per each', description: 'Per unit', carrierId: null },
      { externalId: '33', code: 'RCV-CTN', name: 'RCV-CTN', description: null, carrierId: null },
    ]);
  });

  it('reads the receivers with their lines, all or those changed since a time', async () => {
    const wms = connector();
    const all = await wms.receivers(null);
    expect(all).toEqual([
      {
        externalId: '7001',
        referenceNum: 'RCV-BPO-1',
        customerId: '11',
        facilityId: '2',
        status: 'Open',
        expectedDate: '2026-11-20',
        items: [{ sku: 'BPO-BTL-1L', quantity: 96, lotNumber: null }],
      },
      {
        externalId: '7002',
        referenceNum: 'RCV-LUM-1',
        customerId: '10',
        facilityId: '2',
        status: 'Received',
        expectedDate: null,
        items: [
          { sku: 'LUM-SER-VC', quantity: 400, lotNumber: 'VC-A' },
          { sku: 'LUM-SER-CS', quantity: 2, lotNumber: null },
        ],
      },
      expect.objectContaining({ externalId: '7003', status: 'Cancelled' }),
    ]);
    fake.requests.length = 0;
    const changed = await wms.receivers(new Date('2026-11-03T12:30:00.400Z'));
    expect(changed.map((r) => r.externalId)).toEqual(['7002', '7003']);
    expect(fake.requests[0]!.query).toMatchObject({
      detail: 'ReceiveItems',
      rql: 'readOnly.lastModifiedDate=ge=2026-11-03T12:30:00',
    });
  });

  it('reads the adjustments, all or those made since a time', async () => {
    const wms = connector();
    const all = await wms.adjustments(null);
    expect(all[0]).toEqual({
      externalId: '501',
      customerId: '10',
      facilityId: '2',
      sku: 'LUM-SER-VC',
      lotNumber: 'VC-A',
      quantity: -4,
      reason: 'Damaged in storage',
      referenceNum: 'ADJ-501',
      adjustedAt: new Date('2026-11-02T10:00:00Z'),
    });
    expect(all.map((a) => [a.externalId, a.quantity, a.reason])).toEqual([
      ['501', -4, 'Damaged in storage'],
      ['502', 12, null],
      ['503', -1, 'Cycle count'],
    ]);
    const added = fake.addAdjustment({
      customerId: 10,
      facilityId: 2,
      sku: 'LUM-SER-VC',
      lotNumber: null,
      qty: 3,
      reason: 'Returned to stock',
      referenceNum: null,
      creationDate: '2026-11-07T00:00:00',
    });
    expect((await wms.adjustments(new Date('2026-11-04T16:45:00Z'))).map((a) => a.externalId)).toEqual([
      '502',
      '503',
      String(added.adjustmentId),
    ]);
  });

  it('reads the stock on hand of one facility, every page', async () => {
    const wms = connector();
    expect(await wms.stockSummaries('2')).toEqual([
      { customerId: '10', facilityId: '2', sku: 'LUM-SER-VC', lotNumber: 'VC-A', onHand: 396 },
      { customerId: '10', facilityId: '2', sku: 'LUM-SER-CS', lotNumber: null, onHand: 0 },
      { customerId: '11', facilityId: '2', sku: 'BPO-BTL-1L', lotNumber: null, onHand: 108 },
    ]);
    expect(calls().filter((c) => c.startsWith('GET'))).toEqual([
      'GET /inventory/stocksummaries #1',
      'GET /inventory/stocksummaries #2',
    ]);
    fake.setStock({ facilityId: 1, customerId: 11, sku: 'BPO-BTL-1L', lotNumber: null, onHand: 9 });
    expect(await wms.stockSummaries('1')).toEqual([
      { customerId: '11', facilityId: '1', sku: 'BPO-BTL-1L', lotNumber: null, onHand: 9 },
    ]);
    expect(fake.requests.at(-1)!.query).toMatchObject({ facilityid: '1' });
  });

  it("reads the orders' states by id, with the shipment once closed", async () => {
    const wms = connector();
    expect(await wms.orderStatuses([])).toEqual([]);
    expect(fake.requests).toHaveLength(0);
    expect(await wms.orderStatuses(['50001', '50002', '50003', '50002'])).toEqual([
      {
        externalId: '50001',
        referenceNum: 'SO-1001',
        status: 'Open',
        carrierCode: null,
        serviceCode: null,
        trackingNumber: null,
        closedAt: null,
      },
      {
        externalId: '50002',
        referenceNum: 'SO-1002',
        status: 'Closed',
        carrierCode: 'UPS',
        serviceCode: 'GND',
        trackingNumber: '1Z999AA10123456784',
        closedAt: new Date('2026-11-04T15:20:00Z'),
      },
      expect.objectContaining({ externalId: '50003', status: 'Cancelled' }),
    ]);
    expect(fake.requests.find((r) => r.path === '/orders')!.query.rql).toBe(
      'readOnly.orderId=in=(50001,50002,50003)',
    );
    fake.closeOrder(50001, { carrier: 'FedEx', service: 'FHD', tracking: '7489' });
    const [shipped] = await wms.orderStatuses(['50001']);
    expect(shipped).toMatchObject({
      status: 'Closed',
      carrierCode: 'FedEx',
      serviceCode: 'FHD',
      trackingNumber: '7489',
    });
    expect(shipped!.closedAt).toBeInstanceOf(Date);
  });
});

describe('the token', () => {
  it('is asked once with the client credentials and reused', async () => {
    const before = fake.tokensIssued;
    const wms = connector();
    await wms.facilities();
    await wms.carriers();
    await wms.billingCodes();
    expect(fake.tokensIssued - before).toBe(1);
    const tokenCalls = fake.requests.filter((r) => r.path === TOKEN_PATH);
    expect(tokenCalls).toHaveLength(1);
    expect(tokenCalls[0]!.body).toEqual({ grant_type: 'client_credentials', user_login_id: 'dockhand' });
    expect(fake.requests.every((r) => r.authorized)).toBe(true);
  });

  it('is asked again after a 401, and the call tried once more', async () => {
    const wms = connector();
    await wms.facilities();
    fake.expireTokens();
    fake.requests.length = 0;
    expect(await wms.unitsOfMeasure()).toHaveLength(3);
    expect(calls()).toEqual([
      'GET /properties/unitsofmeasure #1',
      `POST ${TOKEN_PATH}`,
      'GET /properties/unitsofmeasure #1',
      'GET /properties/unitsofmeasure #2',
    ]);
    expect(fake.requests.map((r) => r.authorized)).toEqual([false, true, true, true]);
  });

  it('names a refused client: a wrong secret, or a second 401', async () => {
    const wrong = await failing(connector({ clientSecret: 'not-the-secret' }).customers());
    expect(wrong).toBeInstanceOf(TplWmsError);
    expect(wrong.message).toBe('The 3PL WMS refused the client id and secret.');
    expect(wrong.code).toBe('invalid_client');
    expect(fake.requests.at(-1)).toMatchObject({ path: TOKEN_PATH, authorized: false });

    const user = await failing(connector({ userLoginId: 'someone' }).customers());
    expect(user.message).toBe('The 3PL WMS refused the client id and secret.');

    fake.requests.length = 0;
    fake.failNext('/customers', 401, 2);
    const twice = await failing(connector().customers());
    expect(twice).toMatchObject({ message: 'The 3PL WMS refused the client id and secret.', status: 401 });
    expect(calls()).toEqual([
      `POST ${TOKEN_PATH}`,
      'GET /customers #1',
      `POST ${TOKEN_PATH}`,
      'GET /customers #1',
    ]);
  });
});

describe('the cancel', () => {
  it('reads the order for its ETag and cancels with If-Match', async () => {
    await connector().cancelOrder('50001', 'Customer changed their mind');
    const stored = fake.data.orders.find((o) => o.orderId === 50001)!;
    expect(stored).toMatchObject({
      status: WMS_STATUS.cancelled,
      cancelReason: 'Customer changed their mind',
    });
    const [read, write] = fake.requests.filter((r) => r.path.startsWith('/orders'));
    expect(read).toMatchObject({ method: 'GET', path: '/orders/50001', ifMatch: null });
    expect(write).toMatchObject({
      method: 'POST',
      path: '/orders/50001/canceler',
      ifMatch: '"50001-1"',
      body: { reason: 'Customer changed their mind' },
    });
  });

  it('reads the order again after a 412 (stale ETag), once', async () => {
    let touches = 1;
    beforeSend = (url, method) => {
      if (method === 'POST' && url.endsWith('/canceler') && touches-- > 0) fake.touchOrder(50001);
    };
    await connector().cancelOrder('50001', 'Duplicate order');
    expect(calls().filter((c) => c.includes('/orders'))).toEqual([
      'GET /orders/50001',
      'POST /orders/50001/canceler',
      'GET /orders/50001',
      'POST /orders/50001/canceler',
    ]);
    expect(fake.requests.filter((r) => r.path.endsWith('/canceler')).map((r) => r.ifMatch)).toEqual([
      '"50001-1"',
      '"50001-2"',
    ]);
    expect(fake.data.orders.find((o) => o.orderId === 50001)!.status).toBe(WMS_STATUS.cancelled);

    fake.data = testData();
    touches = 2;
    const twice = await failing(connector().cancelOrder('50001', 'Duplicate order'));
    expect(twice).toMatchObject({ status: 412 });
    expect(twice.message).toBe(
      'Order SO-1001 kept changing in the 3PL WMS while it was being cancelled; cancel it again.',
    );
  });

  it('leaves a cancelled order as it is and refuses to cancel a shipped one', async () => {
    await connector().cancelOrder('50003', 'Again');
    expect(fake.requests.some((r) => r.path.endsWith('/canceler'))).toBe(false);
    const shipped = await failing(connector().cancelOrder('50002', 'Too late'));
    expect(shipped.message).toBe(
      'Order SO-1002 has already shipped from the 3PL WMS (closed): it cannot be cancelled.',
    );
  });

  it('writes with PUT and If-Match through the transport, answering the new ETag', async () => {
    const transport = createTransport({ baseUrl, ...credentials }, { fetch: recordingFetch });
    const read = await transport.get('/orders/50001');
    expect(read.etag).toBe('"50001-1"');
    const written = await transport.put('/orders/50001', { notes: 'Gift wrap' }, { ifMatch: read.etag! });
    expect(written.etag).toBe('"50001-2"');
    expect(written.body).toMatchObject({ notes: 'Gift wrap' });
    const stale = await failing(transport.put('/orders/50001', { notes: 'x' }, { ifMatch: read.etag! }));
    expect(stale).toMatchObject({ status: 412, code: 'PreconditionFailed' });
    expect(stale.message).toMatch(
      /^The record of PUT \/orders\/50001 changed in the 3PL WMS since it was read/,
    );
  });
});

describe('the pushes', () => {
  it('creates an order with its WMS body, and answers the existing one for a duplicate reference', async () => {
    const wms = connector();
    const first = await wms.createOrder(orderToPush('SO-2001'));
    expect(first).toEqual({ externalId: expect.stringMatching(/^\d+$/), created: true });
    expect(fake.requests.find((r) => r.method === 'POST' && r.path === '/orders')!.body).toEqual({
      customerIdentifier: { id: 10 },
      facilityIdentifier: { id: 2 },
      referenceNum: 'SO-2001',
      notes: 'Leave at the door',
      routingInfo: { carrier: 'UPS', mode: 'GND' },
      shipTo: {
        name: 'Marcus Reed',
        address1: '12 Maple Ave',
        city: 'Denver',
        state: 'CO',
        zip: '80202',
        country: 'US',
        emailAddress: 'marcus@example.com',
      },
      orderItems: [{ itemIdentifier: { sku: 'LUM-SER-VC' }, qty: 3 }],
    });

    fake.requests.length = 0;
    const again = await wms.createOrder(orderToPush('SO-2001'));
    expect(again).toEqual({ externalId: first.externalId, created: false });
    expect(fake.requests.map((r) => [r.method, r.path, r.query.rql])).toEqual([
      ['POST', '/orders', undefined],
      ['GET', '/orders', 'referenceNum=="SO-2001";readOnly.customerIdentifier.id==10'],
    ]);
    expect(fake.data.orders.filter((o) => o.referenceNum === 'SO-2001')).toHaveLength(1);

    // The reference number is unique per customer only.
    expect(await wms.createOrder(orderToPush('SO-2001', '11'))).toMatchObject({ created: true });
    expect((await wms.orderStatuses([first.externalId]))[0]).toMatchObject({
      status: 'Open',
      referenceNum: 'SO-2001',
    });
  });

  it('finds an existing order whose reference holds RQL characters', async () => {
    const wms = connector();
    const reference = 'SO "3;4",(x)';
    const first = await wms.createOrder(orderToPush(reference));
    expect(await wms.createOrder(orderToPush(reference))).toEqual({
      externalId: first.externalId,
      created: false,
    });
  });

  it('creates a receiver, and answers the existing one for a duplicate reference', async () => {
    const wms = connector();
    const receiver: ReceiverToPush = {
      referenceNum: 'RCV-LUM-9',
      customerId: '10',
      facilityId: '2',
      expectedDate: '2026-12-01',
      lines: [{ sku: 'LUM-SER-VC', quantity: 500, lotNumber: 'VC-B' }],
    };
    const first = await wms.createReceiver(receiver);
    expect(first.created).toBe(true);
    expect(fake.requests.find((r) => r.method === 'POST' && r.path === '/inventory/receivers')!.body).toEqual(
      {
        customerIdentifier: { id: 10 },
        facilityIdentifier: { id: 2 },
        referenceNum: 'RCV-LUM-9',
        expectedDate: '2026-12-01T00:00:00',
        receiveItems: [{ itemIdentifier: { sku: 'LUM-SER-VC' }, qty: 500, lotNumber: 'VC-B' }],
      },
    );
    expect(await wms.createReceiver(receiver)).toEqual({ externalId: first.externalId, created: false });
    // An older receiver's reference too.
    expect(await wms.createReceiver({ ...receiver, referenceNum: 'RCV-LUM-1' })).toEqual({
      externalId: '7002',
      created: false,
    });
    const pulled = (await wms.receivers(null)).find((r) => r.externalId === first.externalId);
    expect(pulled).toEqual({
      externalId: first.externalId,
      referenceNum: 'RCV-LUM-9',
      customerId: '10',
      facilityId: '2',
      status: 'Open',
      expectedDate: '2026-12-01',
      items: [{ sku: 'LUM-SER-VC', quantity: 500, lotNumber: 'VC-B' }],
    });
  });

  it('names what the WMS refused in a push', async () => {
    const refused = await failing(connector().createOrder({ ...orderToPush('SO-3001'), lines: [] }));
    expect(refused).toMatchObject({ status: 400, code: 'Validation' });
    expect(refused.message).toBe(
      'The 3PL WMS refused POST /orders (HTTP 400): orderItems needs at least one line.',
    );
  });
});

describe('waiting and trying again', () => {
  it('waits the seconds a 429 asks for, bounded, and tries again twice at most', async () => {
    fake.failNext('/properties/carriers', 429, 1, 7);
    expect(await connector().carriers()).toHaveLength(3);
    expect(waits).toEqual([7000]);

    waits.length = 0;
    fake.failNext('/properties/carriers', 429, 1, 3600);
    await connector().carriers();
    expect(waits).toEqual([MAX_RATE_LIMIT_WAIT_SECONDS * 1000]);

    waits.length = 0;
    fake.failNext('/properties/carriers', 429, 3, 2);
    const limited = await failing(connector().carriers());
    expect(limited).toMatchObject({ status: 429 });
    expect(limited.message).toBe(
      'The 3PL WMS is still limiting requests after the waits it asked for; sync again in a minute.',
    );
    expect(waits).toEqual([2000, 2000]);
  });

  it('tries a 5xx again after 1 s then 2 s, then names the failure', async () => {
    fake.failNext('/customers', 503, 2);
    fake.failNext(TOKEN_PATH, 502, 1);
    expect(await connector().customers()).toHaveLength(3);
    expect(waits).toEqual([1000, 1000, 2000]);

    waits.length = 0;
    fake.failNext('/customers', 500, 3);
    const failed = await failing(connector().customers());
    expect(failed).toMatchObject({ status: 500, code: 'ServerError' });
    expect(failed.message).toBe(
      'The 3PL WMS failed to answer GET /customers (HTTP 500) 3 times; sync again later.',
    );
    expect(waits).toEqual([1000, 2000]);
  });

  it('spreads the calls to the rate limit, on the injected clock', async () => {
    let clock = 0;
    const paced: number[] = [];
    const wms = connector(
      {},
      {
        maxCallsPerSecond: 2,
        pageSize: 1,
        now: () => clock,
        wait: async (ms) => {
          paced.push(ms);
          clock += ms;
        },
      },
    );
    // The token and three pages: four calls, two a second.
    expect(await wms.facilities()).toHaveLength(3);
    expect(paced).toEqual([1000]);
    expect(clock).toBe(1000);
    expect(await wms.facilities()).toHaveLength(3);
    expect(paced).toEqual([1000, 1000, 1000]);
    expect(clock).toBe(3000);
  });

  it('names a WMS that does not answer in time', async () => {
    const silent: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
      );
    const late = await failing(connector({}, { fetch: silent, timeoutMs: 20 }).facilities());
    expect(late.message).toBe(`The 3PL WMS did not answer POST ${TOKEN_PATH} within 20 ms.`);
  });
});

describe('answers of another shape', () => {
  it('are refused with a message naming the call and the field', async () => {
    fake.answerNextWith('/orders', {
      totalResults: 1,
      _embedded: {
        'http://api.3plCentral.com/rels/orders/order': [{ readOnly: { status: 1 }, referenceNum: 7 }],
      },
    });
    const orders = await failing(connector().orderStatuses(['50001']));
    expect(orders.message).toBe(
      "The 3PL WMS's answer to GET /orders (page 1) is not what the 3PL Warehouse Manager API sends: " +
        '_embedded["http://api.3plCentral.com/rels/orders/order"][0].readOnly.orderId is missing; ' +
        '_embedded["http://api.3plCentral.com/rels/orders/order"][0].referenceNum must be text.',
    );
    fake.answerNextWith('/properties/facilities', { totalResults: 2, ResourceList: [] });
    await expect(failing(connector().facilities())).resolves.toMatchObject({
      message: expect.stringMatching(/GET \/properties\/facilities \(page 1\) .*: _embedded is missing\.$/),
    });
    fake.answerNextWith('/inventory/stocksummaries', {
      totalResults: 1,
      summaries: [{ facilityId: 2, customerId: 10, itemIdentifier: { sku: 'A' }, onHand: '5' }],
    });
    await expect(failing(connector().stockSummaries('2'))).resolves.toMatchObject({
      message: expect.stringMatching(/: summaries\[0\]\.onHand must be a number\.$/),
    });
    fake.answerNextWith('/inventory/receivers', {
      totalResults: 1,
      _embedded: {
        'http://api.3plCentral.com/rels/inventory/receiver': [
          {
            readOnly: {
              receiverId: 1,
              status: 5,
              customerIdentifier: { id: 1 },
              facilityIdentifier: { id: 1 },
            },
            referenceNum: 'R',
          },
        ],
      },
    });
    await expect(failing(connector().receivers(null))).resolves.toMatchObject({
      message: expect.stringMatching(
        /readOnly\.status must be 0 \(open\), 1 \(closed\) or 2 \(cancelled\)\.$/,
      ),
    });
  });
});

describe('an unreachable WMS and the secrets', () => {
  it('names an unreachable WMS and a wrong base URL', async () => {
    const gone = createTplWmsConnector({ baseUrl: 'http://127.0.0.1:9', ...credentials });
    const unreachable = await failing(gone.facilities());
    expect(unreachable.message).toMatch(
      /^The 3PL WMS could not be reached at 127\.0\.0\.1:9 \(.+\): check the base URL/,
    );
    const wrongPath = await failing(connector({ baseUrl: `${baseUrl}/v2` }).carriers());
    expect(wrongPath.message).toMatch(
      /^The 3PL WMS has no POST \/AuthServer\/api\/Token: check the base URL/,
    );
  });

  it('hides the secret and the token even when the WMS echoes them', async () => {
    const echo: FetchLike = async (url, init) => {
      if (url.endsWith(TOKEN_PATH))
        return new Response(
          JSON.stringify({ access_token: 'tok-ABCDEF-123', token_type: 'Bearer', expires_in: 60 }),
        );
      return new Response(
        JSON.stringify({
          ErrorCode: 'Echo',
          Hint: `You sent ${init.headers.Authorization} for ${credentials.clientSecret}`,
        }),
        { status: 400 },
      );
    };
    const echoed = await failing(connector({}, { fetch: echo }).carriers());
    expect(echoed.message).toBe(
      'The 3PL WMS refused GET /properties/carriers (HTTP 400): You sent Bearer [hidden] for [hidden].',
    );
  });

  it('never puts a secret or a token in a message or in the fake records', () => {
    const tokens = [...sentAuthorizations].map((a) => a.replace(/^(Basic|Bearer) /, ''));
    expect(tokens.length).toBeGreaterThan(3);
    const written = [...messages, JSON.stringify(fake.requests)].join('\n');
    expect(messages.length).toBeGreaterThan(10);
    for (const secret of [credentials.clientSecret, ...tokens]) expect(written).not.toContain(secret);
    expect(written).not.toMatch(/Bearer [A-Za-z0-9_-]{10}|Basic [A-Za-z0-9+/=]{10}/);
  });
});

describe('the demo account', () => {
  it('answers in-process at demo://tpl-wms with the demo client', async () => {
    const demo = createTplWmsConnector({ baseUrl: DEMO_TPL_WMS_URL, ...DEMO_TPL_WMS_CREDENTIALS });
    expect((await demo.customers()).map((c) => c.name)).toEqual([
      'Lumen Skincare',
      'Bluepeak Outdoors',
      'Northwind Goods',
    ]);
    expect((await demo.facilities()).map((f) => f.code)).toEqual(['MEM', 'MEM2']);
    expect((await demo.unitsOfMeasure()).map((u) => u.code)).toEqual(['EA', 'CS', 'PL']);
    expect((await demo.carriers()).map((c) => c.name)).toEqual(['UPS', 'FedEx', 'USPS']);
    expect((await demo.items('905')).find((i) => i.sku === 'BPO-BTL-1L-CS12')!.unitOfMeasure).toBe('CS');
    expect(await demo.receivers(null)).toHaveLength(2);
    expect((await demo.adjustments(null)).length).toBeGreaterThanOrEqual(2);
    expect((await demo.stockSummaries('102')).find((s) => s.sku === 'LUM-SER-VC')!.onHand).toBe(396);
    expect(await demo.billingCodes()).toHaveLength(4);

    const pushed = await demo.createOrder({
      ...orderToPush('DEMO-1', '881'),
      facilityId: '102',
      lines: [{ sku: 'LUM-SER-VC', quantity: 2, lotNumber: null }],
    });
    demoTplWms().closeOrder(pushed.externalId, { carrier: 'UPS', service: 'GND', tracking: '1Z-DEMO' });
    expect((await demo.orderStatuses([pushed.externalId]))[0]).toMatchObject({
      status: 'Closed',
      trackingNumber: '1Z-DEMO',
    });

    const refused = createTplWmsConnector({
      ...DEMO_TPL_WMS_CREDENTIALS,
      baseUrl: DEMO_TPL_WMS_URL,
      clientSecret: 'x',
    });
    await expect(refused.carriers()).rejects.toThrow('The 3PL WMS refused the client id and secret.');
  });
});
