/**
 * A fake of the 3PL WMS (Extensiv 3PL Warehouse Manager's REST API) serving every call the connector
 * makes, in the shapes schemas.ts writes down, as a Fastify app over mutable data: the OAuth2
 * client-credentials token (tokens that can be expired on demand), HAL+JSON lists paged with
 * pgsiz/pgnum and filtered with RQL, ETags on orders (412 for a stale If-Match, 428 for none),
 * duplicate reference numbers refused, and on-demand failures (429 with Retry-After, 5xx) or answers
 * of another shape. It keeps a record of every request, without its headers: no secret or token is
 * ever written there.
 *
 * The contract tests run the connector against it on a local port; the demo (demo://tpl-wms) calls
 * it in-process through `fetch`, with no socket.
 */
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { inProcessFetch } from '../in-process-fetch';
import { wmsDateOf, wmsDateText } from './mappers';
import { REL, WMS_STATUS, type WmsStatus } from './schemas';
import { TOKEN_PATH, type FetchLike } from './transport';

export interface FakeFacility {
  facilityId: number;
  name: string;
  code: string | null;
}

export interface FakeCustomer {
  customerId: number;
  name: string;
  facilityIds: number[];
}

export interface FakeItem {
  itemId: number;
  customerId: number;
  sku: string;
  description: string | null;
  unitOfMeasureId: number | null;
}

export interface FakeUnitOfMeasure {
  unitOfMeasureId: number;
  code: string;
  name: string;
}

export interface FakeCarrier {
  carrierId: number;
  name: string;
  description: string | null;
  shipStationCarrierCode: string | null;
  services: { code: string; name: string }[];
}

export interface FakeBillingCode {
  billingCodeId: number;
  code: string;
  name: string;
  description: string | null;
  carrierId: number | null;
}

export interface FakeLine {
  sku: string;
  qty: number;
  lotNumber: string | null;
}

/** Dates are the WMS's text: UTC without a zone ('2026-11-02T14:05:00'). */
export interface FakeReceiver {
  receiverId: number;
  customerId: number;
  facilityId: number;
  referenceNum: string;
  status: WmsStatus;
  expectedDate: string | null;
  items: FakeLine[];
  lastModifiedDate: string;
}

export interface FakeAdjustment {
  adjustmentId: number;
  customerId: number;
  facilityId: number;
  sku: string;
  lotNumber: string | null;
  qty: number;
  reason: string | null;
  referenceNum: string | null;
  creationDate: string;
}

export interface FakeStockSummary {
  facilityId: number;
  customerId: number;
  sku: string;
  lotNumber: string | null;
  onHand: number;
}

export interface FakeShipTo {
  name?: string;
  companyName?: string;
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
  phoneNumber?: string;
  emailAddress?: string;
}

export interface FakeOrder {
  orderId: number;
  customerId: number;
  facilityId: number;
  referenceNum: string;
  notes: string | null;
  status: WmsStatus;
  shipTo: FakeShipTo;
  routingInfo: { carrier: string | null; mode: string | null; trackingNumber: string | null };
  items: FakeLine[];
  processDate: string | null;
  lastModifiedDate: string;
  /** Changes with every write: the ETag is made of it. */
  version: number;
  cancelReason: string | null;
}

/** The account's records: tests and the demo change them between syncs. */
export interface FakeTplWmsData {
  facilities: FakeFacility[];
  customers: FakeCustomer[];
  items: FakeItem[];
  unitsOfMeasure: FakeUnitOfMeasure[];
  carriers: FakeCarrier[];
  billingCodes: FakeBillingCode[];
  receivers: FakeReceiver[];
  adjustments: FakeAdjustment[];
  stockSummaries: FakeStockSummary[];
  orders: FakeOrder[];
}

export interface FakeTplWmsOptions {
  clientId: string;
  clientSecret: string;
  userLoginId: string;
  data: FakeTplWmsData;
  /** The clock of the records' dates. */
  now?: () => Date;
}

export interface FakeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** A valid Basic client (the token call) or a valid bearer token (every other call). */
  authorized: boolean;
  ifMatch: string | null;
  /** The JSON body of a write (never a header). */
  body: unknown;
}

export interface FakeTplWms {
  app: FastifyInstance;
  data: FakeTplWmsData;
  /** Every request received, oldest first. */
  requests: FakeRequest[];
  /** Tokens issued so far. */
  readonly tokensIssued: number;
  /** Every token issued so far stops working: the next resource call answers 401. */
  expireTokens(): void;
  /** The next `times` requests of `path` answer `status` (429: with Retry-After `retryAfterSeconds`). */
  failNext(path: string, status: number, times?: number, retryAfterSeconds?: number): void;
  /** The next GET of `path` answers `body` (200) instead of the account's records. */
  answerNextWith(path: string, body: unknown): void;
  /** Something else changed the order: the ETag read before no longer matches. */
  touchOrder(orderId: number | string): void;
  /** The warehouse shipped the order: Closed, with its carrier, service and tracking number. */
  closeOrder(
    orderId: number | string,
    shipment: { carrier: string; service: string; tracking: string },
  ): void;
  addAdjustment(
    adjustment: Omit<FakeAdjustment, 'adjustmentId' | 'creationDate'> & { creationDate?: string },
  ): FakeAdjustment;
  /** Sets the on-hand of one customer's SKU (and lot) in a facility. */
  setStock(stock: FakeStockSummary): void;
  /** Calls the fake in-process (no socket): the demo's way in. */
  fetch: FetchLike;
  /** Listens on a free local port; answers the base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

const HAL = 'application/hal+json; charset=utf-8';
const DEFAULT_PAGE_SIZE = 100;
const MAX_PAGE_SIZE = 1000;
const TOKEN_SECONDS = 3600;

const whole = (raw: string | undefined, fallback: number) => {
  const n = Number(raw);
  return raw !== undefined && Number.isInteger(n) && n >= 1 ? n : fallback;
};

const etagOf = (o: FakeOrder) => `"${o.orderId}-${o.version}"`;

export function createFakeTplWms(options: FakeTplWmsOptions): FakeTplWms {
  const app = Fastify({ logger: false });
  const now = options.now ?? (() => new Date());
  const stamp = () => wmsDateText(now());
  const expectedBasic = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
  const tokens = new Set<string>();
  let tokensIssued = 0;
  const requests: FakeRequest[] = [];
  const recordOf = new WeakMap<FastifyRequest, FakeRequest>();
  const failures = new Map<string, { status: number; times: number; retryAfter: number }>();
  const overrides = new Map<string, unknown>();
  const fake = { data: options.data };

  const send = (reply: FastifyReply, status: number, body: unknown) =>
    reply.code(status).type(HAL).send(JSON.stringify(body));
  const refuse = (reply: FastifyReply, status: number, code: string, hint: string) =>
    send(reply, status, { ErrorCode: code, Hint: hint });

  app.addContentTypeParser('application/hal+json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? null : JSON.parse(String(body)));
    } catch {
      done(Object.assign(new Error('The body is not JSON.'), { statusCode: 400 }), undefined);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    const authorization = request.headers.authorization ?? '';
    const authorized =
      path === TOKEN_PATH
        ? authorization === expectedBasic
        : authorization.startsWith('Bearer ') && tokens.has(authorization.slice('Bearer '.length));
    const ifMatch = request.headers['if-match'];
    const record: FakeRequest = {
      method: request.method,
      path,
      query: { ...(request.query as Record<string, string>) },
      authorized,
      ifMatch: typeof ifMatch === 'string' ? ifMatch : null,
      body: undefined,
    };
    requests.push(record);
    recordOf.set(request, record);

    const failure = failures.get(path);
    if (failure && failure.times > 0) {
      failure.times--;
      if (failure.status === 429) reply.header('Retry-After', failure.retryAfter);
      return refuse(
        reply,
        failure.status,
        failure.status === 429 ? 'TooManyRequests' : 'ServerError',
        'Try again later.',
      );
    }
    // The token call checks its own client; a path the API does not have answers 404.
    if (path === TOKEN_PATH || request.routeOptions.url === undefined) return;
    if (!authorized)
      return refuse(reply, 401, 'Unauthorized', 'The access token is missing, expired or not valid.');
    if (request.method === 'GET' && overrides.has(path)) {
      const body = overrides.get(path);
      overrides.delete(path);
      return send(reply, 200, body);
    }
  });

  app.addHook('preHandler', async (request) => {
    const record = recordOf.get(request);
    if (record && request.method !== 'GET') record.body = request.body;
  });

  app.post(TOKEN_PATH, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const authorized = request.headers.authorization === expectedBasic;
    if (!authorized || body.grant_type !== 'client_credentials')
      return send(reply, 401, { error: 'invalid_client', error_description: 'The client is not known.' });
    if (String(body.user_login_id) !== options.userLoginId)
      return send(reply, 400, { error: 'invalid_grant', error_description: 'The user login is not known.' });
    const token = randomBytes(24).toString('base64url');
    tokens.add(token);
    tokensIssued++;
    return reply
      .code(200)
      .type('application/json')
      .send(JSON.stringify({ access_token: token, token_type: 'Bearer', expires_in: TOKEN_SECONDS }));
  });

  // Names of the records an identifier points at.
  const customerName = (id: number) => fake.data.customers.find((c) => c.customerId === id)?.name ?? null;
  const facilityName = (id: number) => fake.data.facilities.find((f) => f.facilityId === id)?.name ?? null;
  const identifiers = (customerId: number, facilityId: number) => ({
    customerIdentifier: { id: customerId, name: customerName(customerId), externalId: null },
    facilityIdentifier: { id: facilityId, name: facilityName(facilityId) },
  });
  const itemIdOf = (customerId: number, sku: string) =>
    fake.data.items.find((i) => i.customerId === customerId && i.sku === sku)?.itemId ?? null;
  const lineHal = (customerId: number, key: string) => (l: FakeLine, n: number) => ({
    readOnly: { [key]: n + 1, fullyAllocated: false },
    itemIdentifier: { id: itemIdOf(customerId, l.sku), sku: l.sku },
    qualifier: '',
    qty: l.qty,
    lotNumber: l.lotNumber,
  });

  const facilityHal = (f: FakeFacility) => ({ facilityId: f.facilityId, name: f.name, code: f.code });
  const customerHal = (c: FakeCustomer) => ({
    readOnly: { customerId: c.customerId, creationDate: '2026-01-05T09:00:00', deactivated: false },
    companyInfo: { companyName: c.name, name: null, address1: null, city: null, state: null, zip: null },
    facilities: c.facilityIds.map((id) => ({ id, name: facilityName(id) })),
    primaryFacilityIdentifier: c.facilityIds[0]
      ? { id: c.facilityIds[0], name: facilityName(c.facilityIds[0]) }
      : null,
    externalId: null,
  });
  const itemHal = (i: FakeItem) => {
    const unit = fake.data.unitsOfMeasure.find((u) => u.unitOfMeasureId === i.unitOfMeasureId);
    return {
      readOnly: {
        itemId: i.itemId,
        customerIdentifier: { id: i.customerId, name: customerName(i.customerId) },
        deactivated: false,
      },
      itemId: i.itemId,
      sku: i.sku,
      upc: null,
      description: i.description,
      options: {
        inventoryUnit: { unitIdentifier: unit ? { id: unit.unitOfMeasureId, name: unit.name } : null },
      },
    };
  };
  const carrierHal = (c: FakeCarrier) => ({
    ...c,
    services: c.services.map((s) => ({ ...s })),
    scacCode: null,
  });
  const billingCodeHal = (b: FakeBillingCode) => ({
    billingCodeId: b.billingCodeId,
    code: b.code,
    name: b.name,
    description: b.description,
    carrierIdentifier:
      b.carrierId === null
        ? null
        : {
            id: b.carrierId,
            name: fake.data.carriers.find((c) => c.carrierId === b.carrierId)?.name ?? null,
          },
  });
  const receiverHal = (detail: boolean) => (r: FakeReceiver) => ({
    readOnly: {
      receiverId: r.receiverId,
      status: r.status,
      isClosed: r.status !== WMS_STATUS.open,
      ...identifiers(r.customerId, r.facilityId),
      lastModifiedDate: r.lastModifiedDate,
    },
    referenceNum: r.referenceNum,
    poNum: null,
    expectedDate: r.expectedDate,
    ...(detail
      ? { _embedded: { [REL.receiveItem]: r.items.map(lineHal(r.customerId, 'receiveItemId')) } }
      : {}),
    _links: { self: { href: `/inventory/receivers/${r.receiverId}` } },
  });
  const adjustmentHal = (a: FakeAdjustment) => ({
    readOnly: {
      adjustmentId: a.adjustmentId,
      creationDate: a.creationDate,
      ...identifiers(a.customerId, a.facilityId),
    },
    itemIdentifier: { id: itemIdOf(a.customerId, a.sku), sku: a.sku },
    qualifier: '',
    lotNumber: a.lotNumber,
    qty: a.qty,
    reason: a.reason,
    referenceNum: a.referenceNum,
  });
  const summaryHal = (s: FakeStockSummary) => ({
    facilityId: s.facilityId,
    customerId: s.customerId,
    itemIdentifier: { id: itemIdOf(s.customerId, s.sku), sku: s.sku },
    qualifier: '',
    lotNumber: s.lotNumber,
    totalReceived: s.onHand,
    allocated: 0,
    available: s.onHand,
    onHold: 0,
    onHand: s.onHand,
  });
  const orderHal = (detail: boolean) => (o: FakeOrder) => ({
    readOnly: {
      orderId: o.orderId,
      status: o.status,
      isClosed: o.status !== WMS_STATUS.open,
      processDate: o.processDate,
      ...identifiers(o.customerId, o.facilityId),
      lastModifiedDate: o.lastModifiedDate,
    },
    referenceNum: o.referenceNum,
    poNum: null,
    notes: o.notes,
    shipTo: { ...o.shipTo },
    routingInfo: { ...o.routingInfo, scacCode: null, account: null },
    ...(detail ? { _embedded: { [REL.orderItem]: o.items.map(lineHal(o.customerId, 'orderItemId')) } } : {}),
    _links: { self: { href: `/orders/${o.orderId}` } },
  });

  /** One page of a list filtered by the request's RQL, as HAL. */
  function list<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    rows: readonly T[],
    rel: string,
    toHal: (row: T) => Record<string, unknown>,
  ) {
    const query = request.query as Record<string, string | undefined>;
    let hal = rows.map(toHal);
    if (query.rql) {
      let conditions: Condition[];
      try {
        conditions = parseRql(query.rql);
      } catch (err) {
        return refuse(reply, 400, 'InvalidRql', (err as Error).message);
      }
      hal = hal.filter((row) => conditions.every((c) => holds(row, c)));
    }
    const pgsiz = Math.min(whole(query.pgsiz, DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
    const pgnum = whole(query.pgnum, 1);
    const path = request.url.split('?')[0]!;
    const pages = Math.ceil(hal.length / pgsiz);
    return send(reply, 200, {
      totalResults: hal.length,
      ...(hal.length > 0 ? { _embedded: { [rel]: hal.slice((pgnum - 1) * pgsiz, pgnum * pgsiz) } } : {}),
      _links: {
        self: { href: `${path}?pgsiz=${pgsiz}&pgnum=${pgnum}` },
        ...(pgnum < pages ? { next: { href: `${path}?pgsiz=${pgsiz}&pgnum=${pgnum + 1}` } } : {}),
      },
    });
  }

  const detailOf = (request: FastifyRequest, wanted: string) =>
    ((request.query as Record<string, string | undefined>).detail ?? '')
      .toLowerCase()
      .includes(wanted.toLowerCase());

  app.get('/properties/facilities', (request, reply) =>
    list(request, reply, fake.data.facilities, REL.facility, facilityHal),
  );
  app.get('/customers', (request, reply) =>
    list(request, reply, fake.data.customers, REL.customer, customerHal),
  );
  app.get('/customers/:customerId/items', (request, reply) => {
    const customerId = Number((request.params as { customerId: string }).customerId);
    if (!fake.data.customers.some((c) => c.customerId === customerId))
      return refuse(reply, 404, 'NotFound', `There is no customer ${customerId}.`);
    const items = fake.data.items.filter((i) => i.customerId === customerId);
    return list(request, reply, items, REL.item, itemHal);
  });
  app.get('/properties/unitsofmeasure', (request, reply) =>
    list(request, reply, fake.data.unitsOfMeasure, REL.unitOfMeasure, (u) => ({ ...u })),
  );
  app.get('/properties/carriers', (request, reply) =>
    list(request, reply, fake.data.carriers, REL.carrier, carrierHal),
  );
  app.get('/properties/billingcodes', (request, reply) =>
    list(request, reply, fake.data.billingCodes, REL.billingCode, billingCodeHal),
  );
  app.get('/inventory/receivers', (request, reply) =>
    list(request, reply, fake.data.receivers, REL.receiver, receiverHal(detailOf(request, 'ReceiveItems'))),
  );
  app.get('/inventory/adjustments', (request, reply) =>
    list(request, reply, fake.data.adjustments, REL.adjustment, adjustmentHal),
  );
  app.get('/inventory/stocksummaries', (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const facilityId = query.facilityid === undefined ? null : Number(query.facilityid);
    const rows = fake.data.stockSummaries.filter((s) => facilityId === null || s.facilityId === facilityId);
    const pgsiz = Math.min(whole(query.pgsiz, DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
    const pgnum = whole(query.pgnum, 1);
    return send(reply, 200, {
      totalResults: rows.length,
      summaries: rows.slice((pgnum - 1) * pgsiz, pgnum * pgsiz).map(summaryHal),
    });
  });
  app.get('/orders', (request, reply) =>
    list(request, reply, fake.data.orders, REL.order, orderHal(detailOf(request, 'OrderItems'))),
  );

  const orderOf = (request: FastifyRequest) =>
    fake.data.orders.find((o) => o.orderId === Number((request.params as { orderId: string }).orderId));

  app.get('/orders/:orderId', (request, reply) => {
    const order = orderOf(request);
    if (!order) return refuse(reply, 404, 'NotFound', 'There is no such order.');
    reply.header('ETag', etagOf(order));
    return send(reply, 200, orderHal(detailOf(request, 'OrderItems'))(order));
  });

  /** An ETag-guarded write: 428 without If-Match, 412 when the order changed since it was read. */
  function guarded(request: FastifyRequest, reply: FastifyReply, write: (order: FakeOrder) => string | null) {
    const order = orderOf(request);
    if (!order) return refuse(reply, 404, 'NotFound', 'There is no such order.');
    const ifMatch = request.headers['if-match'];
    if (!ifMatch)
      return refuse(reply, 428, 'PreconditionRequired', 'Send the If-Match header with the ETag read.');
    if (ifMatch !== etagOf(order))
      return refuse(reply, 412, 'PreconditionFailed', 'The order changed since it was read: read it again.');
    const problem = write(order);
    if (problem) return refuse(reply, 400, 'InvalidOrderState', problem);
    order.version++;
    order.lastModifiedDate = stamp();
    reply.header('ETag', etagOf(order));
    return send(reply, 200, orderHal(false)(order));
  }

  app.post('/orders/:orderId/canceler', (request, reply) =>
    guarded(request, reply, (order) => {
      if (order.status === WMS_STATUS.closed) return 'A closed order cannot be cancelled.';
      if (order.status === WMS_STATUS.cancelled) return 'The order is already cancelled.';
      const reason = (request.body as { reason?: unknown } | null)?.reason;
      order.status = WMS_STATUS.cancelled;
      order.cancelReason = typeof reason === 'string' ? reason : null;
      return null;
    }),
  );

  app.put('/orders/:orderId', (request, reply) =>
    guarded(request, reply, (order) => {
      if (order.status !== WMS_STATUS.open) return 'Only an open order can be changed.';
      const body = (request.body ?? {}) as {
        notes?: unknown;
        routingInfo?: { carrier?: unknown; mode?: unknown };
      };
      if (typeof body.notes === 'string') order.notes = body.notes;
      if (typeof body.routingInfo?.carrier === 'string') order.routingInfo.carrier = body.routingInfo.carrier;
      if (typeof body.routingInfo?.mode === 'string') order.routingInfo.mode = body.routingInfo.mode;
      return null;
    }),
  );

  /** The customer, facility, reference number and lines of a create, or what is wrong with them. */
  function transactionOf(
    body: unknown,
    linesKey: 'orderItems' | 'receiveItems',
  ): { problem: string } | Transaction {
    const b = (body ?? {}) as Record<string, unknown>;
    const customerId = Number((b.customerIdentifier as { id?: unknown } | undefined)?.id);
    const facilityId = Number((b.facilityIdentifier as { id?: unknown } | undefined)?.id);
    const customer = fake.data.customers.find((c) => c.customerId === customerId);
    if (!customer) return { problem: 'customerIdentifier.id names no customer.' };
    if (!customer.facilityIds.includes(facilityId))
      return { problem: 'facilityIdentifier.id is not a facility of the customer.' };
    const referenceNum = typeof b.referenceNum === 'string' ? b.referenceNum.trim() : '';
    if (referenceNum === '') return { problem: 'referenceNum is required.' };
    const raw = b[linesKey];
    if (!Array.isArray(raw) || raw.length === 0) return { problem: `${linesKey} needs at least one line.` };
    const lines: FakeLine[] = [];
    for (const [n, line] of (raw as Record<string, unknown>[]).entries()) {
      const sku = (line.itemIdentifier as { sku?: unknown } | undefined)?.sku;
      if (typeof sku !== 'string' || itemIdOf(customerId, sku) === null)
        return { problem: `${linesKey}[${n}].itemIdentifier.sku is not an item of the customer.` };
      if (typeof line.qty !== 'number' || !Number.isInteger(line.qty) || line.qty <= 0)
        return { problem: `${linesKey}[${n}].qty must be a positive whole number.` };
      lines.push({
        sku,
        qty: line.qty,
        lotNumber: typeof line.lotNumber === 'string' ? line.lotNumber : null,
      });
    }
    return { customerId, facilityId, referenceNum, lines, body: b };
  }

  const nextId = (ids: number[], floor: number) => Math.max(floor, ...ids) + 1;

  app.post('/orders', (request, reply) => {
    const t = transactionOf(request.body, 'orderItems');
    if ('problem' in t) return refuse(reply, 400, 'Validation', t.problem);
    if (fake.data.orders.some((o) => o.customerId === t.customerId && o.referenceNum === t.referenceNum))
      return refuse(
        reply,
        400,
        'DuplicateReferenceNumber',
        `Reference number ${t.referenceNum} is already used by an order of this customer.`,
      );
    const routing = (t.body.routingInfo ?? {}) as { carrier?: unknown; mode?: unknown };
    const order: FakeOrder = {
      orderId: nextId(
        fake.data.orders.map((o) => o.orderId),
        50000,
      ),
      customerId: t.customerId,
      facilityId: t.facilityId,
      referenceNum: t.referenceNum,
      notes: typeof t.body.notes === 'string' ? t.body.notes : null,
      status: WMS_STATUS.open,
      shipTo: { ...((t.body.shipTo ?? {}) as FakeShipTo) },
      routingInfo: {
        carrier: typeof routing.carrier === 'string' ? routing.carrier : null,
        mode: typeof routing.mode === 'string' ? routing.mode : null,
        trackingNumber: null,
      },
      items: t.lines,
      processDate: null,
      lastModifiedDate: stamp(),
      version: 1,
      cancelReason: null,
    };
    fake.data.orders.push(order);
    reply.header('ETag', etagOf(order)).header('Location', `/orders/${order.orderId}`);
    return send(reply, 201, orderHal(true)(order));
  });

  app.post('/inventory/receivers', (request, reply) => {
    const t = transactionOf(request.body, 'receiveItems');
    if ('problem' in t) return refuse(reply, 400, 'Validation', t.problem);
    if (fake.data.receivers.some((r) => r.customerId === t.customerId && r.referenceNum === t.referenceNum))
      return refuse(
        reply,
        400,
        'DuplicateReferenceNumber',
        `Reference number ${t.referenceNum} is already used by a receiver of this customer.`,
      );
    const expected = t.body.expectedDate;
    const receiver: FakeReceiver = {
      receiverId: nextId(
        fake.data.receivers.map((r) => r.receiverId),
        7000,
      ),
      customerId: t.customerId,
      facilityId: t.facilityId,
      referenceNum: t.referenceNum,
      status: WMS_STATUS.open,
      expectedDate: typeof expected === 'string' ? expected : null,
      items: t.lines,
      lastModifiedDate: stamp(),
    };
    fake.data.receivers.push(receiver);
    reply.header('Location', `/inventory/receivers/${receiver.receiverId}`);
    return send(reply, 201, receiverHal(true)(receiver));
  });

  const inProcess: FetchLike = inProcessFetch(app);

  const order = (orderId: number | string) => {
    const found = fake.data.orders.find((o) => o.orderId === Number(orderId));
    if (!found) throw new Error(`The fake 3PL WMS has no order ${orderId}.`);
    return found;
  };

  return {
    app,
    get data() {
      return fake.data;
    },
    set data(next: FakeTplWmsData) {
      fake.data = next;
    },
    requests,
    get tokensIssued() {
      return tokensIssued;
    },
    expireTokens() {
      tokens.clear();
    },
    failNext(path, status, times = 1, retryAfterSeconds = 1) {
      failures.set(path, { status, times, retryAfter: retryAfterSeconds });
    },
    answerNextWith(path, body) {
      overrides.set(path, body);
    },
    touchOrder(orderId) {
      const o = order(orderId);
      o.version++;
      o.lastModifiedDate = stamp();
    },
    closeOrder(orderId, { carrier, service, tracking }) {
      const o = order(orderId);
      o.status = WMS_STATUS.closed;
      o.routingInfo = { carrier, mode: service, trackingNumber: tracking };
      o.processDate = stamp();
      o.lastModifiedDate = o.processDate;
      o.version++;
    },
    addAdjustment(adjustment) {
      const added: FakeAdjustment = {
        ...adjustment,
        adjustmentId: nextId(
          fake.data.adjustments.map((a) => a.adjustmentId),
          5000,
        ),
        creationDate: adjustment.creationDate ?? stamp(),
      };
      fake.data.adjustments.push(added);
      return added;
    },
    setStock(stock) {
      const same = (s: FakeStockSummary) =>
        s.facilityId === stock.facilityId &&
        s.customerId === stock.customerId &&
        s.sku === stock.sku &&
        s.lotNumber === stock.lotNumber;
      const existing = fake.data.stockSummaries.find(same);
      if (existing) existing.onHand = stock.onHand;
      else fake.data.stockSummaries.push({ ...stock });
    },
    fetch: inProcess,
    async listen() {
      return app.listen({ port: 0, host: '127.0.0.1' });
    },
    close: () => app.close(),
  };
}

interface Transaction {
  customerId: number;
  facilityId: number;
  referenceNum: string;
  lines: FakeLine[];
  body: Record<string, unknown>;
}

/** One RQL condition: `a.b==x`, `a.b!=x`, `a.b=ge=x` (ge, gt, le, lt) or `a.b=in=(x,y)`. */
interface Condition {
  path: string[];
  operator: '==' | '!=' | 'ge' | 'gt' | 'le' | 'lt' | 'in';
  values: string[];
}

/** `;`-joined conditions (all must hold); values may be "quoted" with \-escapes. */
export function parseRql(rql: string): Condition[] {
  return splitOutside(rql, ';').map((part) => {
    const match = /^([A-Za-z_][\w.]*)(==|!=|=(ge|gt|le|lt|in)=)(.*)$/s.exec(part.trim());
    if (!match) throw new Error(`"${part}" is not an RQL condition.`);
    const [, field, symbol, named, rawValue] = match;
    const operator = (named ?? symbol) as Condition['operator'];
    let raw = rawValue!.trim();
    if (operator === 'in') {
      if (!raw.startsWith('(') || !raw.endsWith(')')) throw new Error(`=in= needs a (list) in "${part}".`);
      raw = raw.slice(1, -1);
    }
    const values = (operator === 'in' ? splitOutside(raw, ',') : [raw]).map(unquote);
    return { path: field!.split('.'), operator, values };
  });
}

function splitOutside(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '\\') {
      current += ch + (text[++i] ?? '');
      continue;
    }
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '(') depth++;
    else if (!quoted && ch === ')') depth--;
    if (ch === separator && !quoted && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  if (quoted) throw new Error('An RQL value is quoted but never closed.');
  parts.push(current);
  return parts.filter((p) => p.trim() !== '');
}

function unquote(value: string): string {
  const v = value.trim();
  if (!v.startsWith('"')) return v;
  return v.slice(1, -1).replace(/\\(.)/g, '$1');
}

/** A field of a HAL record by its dotted path; RQL field names are not case-sensitive. */
function fieldOf(row: unknown, path: readonly string[]): unknown {
  let value = row;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    const entry = Object.entries(value).find(([k]) => k.toLowerCase() === key.toLowerCase());
    value = entry?.[1];
  }
  return value;
}

function holds(row: unknown, c: Condition): boolean {
  const value = fieldOf(row, c.path);
  const same = (literal: string) =>
    typeof value === 'number' ? value === Number(literal) : value != null && String(value) === literal;
  switch (c.operator) {
    case '==':
      return same(c.values[0]!);
    case '!=':
      return !same(c.values[0]!);
    case 'in':
      return c.values.some(same);
    default: {
      if (value == null) return false;
      const literal = c.values[0]!;
      const [a, b] =
        typeof value === 'number'
          ? [value, Number(literal)]
          : [wmsDateOf(String(value)).getTime(), wmsDateOf(literal).getTime()];
      if (Number.isNaN(a) || Number.isNaN(b)) return false;
      if (c.operator === 'ge') return a >= b;
      if (c.operator === 'gt') return a > b;
      if (c.operator === 'le') return a <= b;
      return a < b;
    }
  }
}
