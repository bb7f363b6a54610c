/**
 * A fake of ShipStation API v1's three calls the connector makes (GET /stores, GET /products with
 * paging, GET /accounts/listtags), as a Fastify app: HTTP Basic auth (401 for another key or secret),
 * ShipStation's paging (page from 1, pageSize at most 500, inactive records only with
 * showInactive=true), its rate-limit headers, and, on demand, one 429 or one answer of another shape.
 * The contract tests run the connector against it on a local port; the demo (demo://shipstation)
 * calls it in-process through `fetch`, with no socket.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { inProcessFetch } from '../in-process-fetch';
import type { FetchLike } from './transport';

export interface FakeStore {
  storeId: number;
  storeName: string;
  marketplaceId: number;
  marketplaceName: string;
  active: boolean;
}

export interface FakeProduct {
  productId: number;
  sku: string;
  name: string;
  price: number;
  weightOz: number;
  active: boolean;
}

export interface FakeTag {
  tagId: number;
  name: string;
  color: string;
}

/** The account's records: tests change them between syncs. */
export interface FakeShipStationData {
  stores: FakeStore[];
  products: FakeProduct[];
  tags: FakeTag[];
}

export interface FakeShipStationOptions {
  apiKey: string;
  apiSecret: string;
  data: FakeShipStationData;
}

export interface FakeRequest {
  path: string;
  query: Record<string, string>;
  authorized: boolean;
}

export interface FakeShipStation {
  app: FastifyInstance;
  data: FakeShipStationData;
  /** Every request received, oldest first. */
  requests: FakeRequest[];
  /** The next `times` requests (whatever they ask) answer 429, asking to wait `seconds`. */
  limitNextRequests(seconds: number, times?: number): void;
  /** The next request of `path` answers `body` (200) instead of the account's records. */
  answerNextWith(path: string, body: unknown): void;
  /** Calls the fake in-process (no socket): the demo's way in. */
  fetch: FetchLike;
  /** Listens on a free local port; answers the base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

const RATE_LIMIT = 40;
const MAX_PAGE_SIZE = 500;
const DEFAULT_PAGE_SIZE = 100;

// The fields ShipStation sends that Dockhand does not keep, so the connector is tested against whole answers.
const storeExtras = (s: FakeStore) => ({
  accountName: null,
  email: null,
  integrationUrl: null,
  companyName: '',
  phone: '',
  publicEmail: '',
  website: '',
  refreshDate: '2026-11-01T08:00:00.000',
  lastRefreshAttempt: '2026-11-01T08:00:00.000',
  createDate: '2026-01-12T10:05:55.307',
  modifyDate: '2026-10-12T08:45:20.550',
  autoRefresh: s.active,
});

const productExtras = (p: FakeProduct) => ({
  aliases: null,
  defaultCost: null,
  length: 8,
  width: 6,
  height: 4,
  internalNotes: null,
  fulfillmentSku: p.sku,
  createDate: '2026-02-03T09:00:00.000',
  modifyDate: '2026-10-20T14:30:00.000',
  productCategory: null,
  productType: null,
  warehouseLocation: null,
  defaultCarrierCode: null,
  defaultServiceCode: null,
  defaultPackageCode: null,
  defaultIntlCarrierCode: null,
  defaultIntlServiceCode: null,
  defaultIntlPackageCode: null,
  defaultConfirmation: null,
  defaultIntlConfirmation: null,
  customsDescription: null,
  customsValue: null,
  customsTariffNo: null,
  customsCountryCode: null,
  noCustoms: null,
  tags: null,
});

const whole = (raw: string | undefined, fallback: number) => {
  const n = Number(raw);
  return raw !== undefined && Number.isInteger(n) && n >= 1 ? n : fallback;
};

export function createFakeShipStation(options: FakeShipStationOptions): FakeShipStation {
  const app = Fastify({ logger: false });
  const expected = `Basic ${Buffer.from(`${options.apiKey}:${options.apiSecret}`).toString('base64')}`;
  const requests: FakeRequest[] = [];
  let limit = { seconds: 0, times: 0 };
  const overrides = new Map<string, unknown>();
  const fake = { data: options.data };

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    const authorized = request.headers.authorization === expected;
    requests.push({ path, query: { ...(request.query as Record<string, string>) }, authorized });
    reply.header('X-Rate-Limit-Limit', RATE_LIMIT);
    if (limit.times > 0) {
      limit.times--;
      reply.header('X-Rate-Limit-Remaining', 0).header('X-Rate-Limit-Reset', limit.seconds);
      return reply.code(429).send({ statusCode: 429, message: 'Too Many Requests' });
    }
    reply.header('X-Rate-Limit-Remaining', RATE_LIMIT - 1).header('X-Rate-Limit-Reset', 60);
    if (!authorized) return reply.code(401).send({ message: 'Unauthorized' });
    if (overrides.has(path)) {
      const body = overrides.get(path);
      overrides.delete(path);
      return reply.code(200).type('application/json').send(JSON.stringify(body));
    }
  });

  app.get('/stores', async (request) => {
    const { showInactive } = request.query as Record<string, string | undefined>;
    return fake.data.stores
      .filter((s) => s.active || showInactive === 'true')
      .map((s) => ({ ...s, ...storeExtras(s) }));
  });

  app.get('/products', async (request) => {
    const query = request.query as Record<string, string | undefined>;
    const pageSize = Math.min(whole(query.pageSize, DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
    const page = whole(query.page, 1);
    const listed = fake.data.products.filter((p) => p.active || query.showInactive === 'true');
    return {
      products: listed
        .slice((page - 1) * pageSize, page * pageSize)
        .map((p) => ({ ...p, ...productExtras(p) })),
      total: listed.length,
      page,
      pages: Math.ceil(listed.length / pageSize),
    };
  });

  app.get('/accounts/listtags', async () => fake.data.tags.map((t) => ({ ...t })));

  const inProcess: FetchLike = inProcessFetch(app);

  return {
    app,
    get data() {
      return fake.data;
    },
    set data(next: FakeShipStationData) {
      fake.data = next;
    },
    requests,
    limitNextRequests(seconds, times = 1) {
      limit = { seconds, times };
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
