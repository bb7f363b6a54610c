/**
 * A fake of the IRMS API (described in schemas.ts) as a Fastify app: bearer auth (401 for another
 * key), the two paged lists with updatedSince filtering and the API's order (updatedAt, then id), and,
 * on demand, failures (a 429 with Retry-After, a 5xx) or one answer of another shape. Its data is
 * mutable, so tests change it between syncs. The contract tests run the connector against it on a
 * local port; the demo (demo://irms) calls it in-process through `fetch`, with no socket.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { inProcessFetch } from '../in-process-fetch';
import type { FetchLike } from './transport';

export interface FakeIrmsPurchaseOrderLine {
  sku: string;
  description: string | null;
  quantity: number;
  unitCost: string | number | null;
}

export interface FakeIrmsPurchaseOrder {
  id: string;
  number: string;
  status: string;
  brandCode: string;
  warehouseCode: string;
  supplier: { name: string | null } | null;
  orderedAt: string;
  expectedAt: string | null;
  updatedAt: string;
  lines: FakeIrmsPurchaseOrderLine[];
}

export interface FakeIrmsCustomerOrderLine {
  sku: string;
  description: string | null;
  quantity: number;
  unitPrice: string | number | null;
}

export interface FakeIrmsAddress {
  name: string | null;
  company: string | null;
  street1: string | null;
  street2: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
  phone: string | null;
}

export interface FakeIrmsCustomerOrder {
  id: string;
  number: string;
  status: string;
  brandCode: string;
  warehouseCode: string;
  customer: { name: string | null; email: string | null };
  shipTo: FakeIrmsAddress;
  orderedAt: string;
  shippedAt: string | null;
  updatedAt: string;
  lines: FakeIrmsCustomerOrderLine[];
}

/** The account's records, as the IRMS sends them: tests change them between syncs. */
export interface FakeIrmsData {
  purchaseOrders: FakeIrmsPurchaseOrder[];
  customerOrders: FakeIrmsCustomerOrder[];
}

export interface FakeIrmsOptions {
  apiKey: string;
  data: FakeIrmsData;
}

/** A request as the fake saw it: never its headers, so never the key. */
export interface FakeIrmsRequest {
  path: string;
  query: Record<string, string>;
  authorized: boolean;
}

export interface FakeIrms {
  app: FastifyInstance;
  data: FakeIrmsData;
  /** Every request received, oldest first. */
  requests: FakeIrmsRequest[];
  /** The next `times` requests of `path` answer `status` (with Retry-After `retryAfter` seconds, if given). */
  failNext(path: string, status: number, times?: number, retryAfter?: number): void;
  /** The next request of `path` answers `body` (200) instead of the account's records. */
  answerNextWith(path: string, body: unknown): void;
  /** Calls the fake in-process (no socket): the demo's way in. */
  fetch: FetchLike;
  /** Listens on a free local port; answers the base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export const FAKE_IRMS_DEFAULT_PAGE_SIZE = 50;
export const FAKE_IRMS_MAX_PAGE_SIZE = 200;

const STATUS_TEXT: Record<number, string> = {
  429: 'Too many requests',
  500: 'Internal server error',
  502: 'Bad gateway',
  503: 'Service unavailable',
  504: 'Gateway timeout',
};

// The fields an IRMS sends that Dockhand does not keep, so the connector is tested against whole answers.
const orderExtras = (o: { id: string; orderedAt: string }) => ({
  currency: 'USD',
  createdAt: o.orderedAt,
  notes: null,
  source: 'irms',
  links: { self: `/orders/${o.id}` },
});
const lineExtras = (orderId: string, index: number) => ({
  lineId: `${orderId}-${index + 1}`,
  uom: 'EA',
});

const whole = (raw: string | undefined, fallback: number) => {
  const n = Number(raw);
  return raw !== undefined && Number.isInteger(n) && n >= 1 ? n : fallback;
};

export function createFakeIrms(options: FakeIrmsOptions): FakeIrms {
  const app = Fastify({ logger: false });
  const expected = `Bearer ${options.apiKey}`;
  const requests: FakeIrmsRequest[] = [];
  const failures = new Map<string, { status: number; times: number; retryAfter?: number }>();
  const overrides = new Map<string, unknown>();
  const fake = { data: options.data };

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    const authorized = request.headers.authorization === expected;
    requests.push({ path, query: { ...(request.query as Record<string, string>) }, authorized });
    // Failures come first: a rate limiter or a failing gateway answers before the key is looked at.
    const failure = failures.get(path);
    if (failure) {
      if (--failure.times <= 0) failures.delete(path);
      if (failure.retryAfter !== undefined) reply.header('Retry-After', failure.retryAfter);
      return reply.code(failure.status).send({ error: STATUS_TEXT[failure.status] ?? 'Request failed' });
    }
    if (!authorized) return reply.code(401).send({ error: 'Invalid or missing API key' });
    if (overrides.has(path)) {
      const body = overrides.get(path);
      overrides.delete(path);
      return reply.code(200).type('application/json').send(JSON.stringify(body));
    }
  });

  /** One paged list: updatedSince filtering, the API's order, page and pageSize as the API reads them. */
  function list<T extends { id: string; updatedAt: string }>(
    url: string,
    records: () => T[],
    shape: (record: T) => unknown,
  ) {
    app.get(url, async (request, reply) => {
      const query = request.query as Record<string, string | undefined>;
      let listed = records();
      if (query.updatedSince !== undefined) {
        const since = Date.parse(query.updatedSince);
        if (Number.isNaN(since))
          return reply.code(400).send({ error: 'updatedSince must be an ISO 8601 date and time' });
        listed = listed.filter((r) => Date.parse(r.updatedAt) >= since);
      }
      listed = [...listed].sort(
        (a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt) || a.id.localeCompare(b.id),
      );
      const pageSize = Math.min(whole(query.pageSize, FAKE_IRMS_DEFAULT_PAGE_SIZE), FAKE_IRMS_MAX_PAGE_SIZE);
      const page = whole(query.page, 1);
      return {
        data: listed.slice((page - 1) * pageSize, page * pageSize).map(shape),
        page,
        pageSize,
        totalPages: Math.ceil(listed.length / pageSize),
      };
    });
  }

  list(
    '/purchase-orders',
    () => fake.data.purchaseOrders,
    (po) => ({
      ...po,
      ...orderExtras(po),
      lines: po.lines.map((l, i) => ({ ...l, ...lineExtras(po.id, i) })),
    }),
  );

  list(
    '/customer-orders',
    () => fake.data.customerOrders,
    (co) => ({
      ...co,
      ...orderExtras(co),
      lines: co.lines.map((l, i) => ({ ...l, ...lineExtras(co.id, i) })),
    }),
  );

  const inProcess: FetchLike = inProcessFetch(app);

  return {
    app,
    get data() {
      return fake.data;
    },
    set data(next: FakeIrmsData) {
      fake.data = next;
    },
    requests,
    failNext(path, status, times = 1, retryAfter) {
      if (times < 1) return;
      failures.set(path, { status, times, ...(retryAfter === undefined ? {} : { retryAfter }) });
    },
    answerNextWith(path, body) {
      overrides.set(path, body);
    },
    fetch: inProcess,
    async listen() {
      return app.listen({ port: 0, host: '127.0.0.1' });
    },
    close: () => app.close(),
  };
}
