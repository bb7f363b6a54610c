/**
 * The 3PL WMS connector (Extensiv 3PL Warehouse Manager's REST API): one method per list Dockhand
 * mirrors and per write it makes, each answer checked (schemas.ts, where the shapes and paths are
 * written down) and mapped (mappers.ts) before anything is stored. Every failure is a TplWmsError with
 * a message for the sync log.
 *
 * Lists are read page by page (`pgsiz`, `pgnum` from 1) until `totalResults`, bounded by `maxPages`.
 * Pushes are idempotent: the WMS refuses a reference number its customer already used (a 400/409 whose
 * error code or hint speaks of a duplicate reference), and the connector then answers the record that
 * holds it, `created: false`. The cancel reads the order for its ETag and writes with If-Match; a 412
 * (the order changed in between) reads it again once.
 */
import { DEMO_TPL_WMS_URL, demoTplWmsFetch } from './demo-account';
import {
  adjustmentOf,
  billingCodeOf,
  carrierOf,
  customerOf,
  facilityOf,
  itemOf,
  orderBody,
  orderStatusOf,
  receiverBody,
  receiverOf,
  rqlText,
  stockSummaryOf,
  uniqueByExternalId,
  unitOfMeasureOf,
  wmsDateText,
  wmsIdOf,
} from './mappers';
import type { PushResult, TplWmsConnector, TplWmsCredentials } from './records';
import {
  checkAnswer,
  halPageSchema,
  REL,
  WMS_STATUS,
  wmsAdjustmentSchema,
  wmsBillingCodeSchema,
  wmsCarrierSchema,
  wmsCustomerSchema,
  wmsFacilitySchema,
  wmsItemSchema,
  wmsOrderSchema,
  wmsReceiverSchema,
  wmsStockSummaryPageSchema,
  wmsUnitOfMeasureSchema,
} from './schemas';
import { createTransport, TplWmsError, type Query, type TransportOptions } from './transport';
import type * as yup from 'yup';

export interface ConnectorOptions extends TransportOptions {
  /** Records per page. */
  pageSize?: number;
  /** A WMS answering more pages than this is refused rather than read without end. */
  maxPages?: number;
}

const PAGE_SIZE = 200;
const MAX_PAGES = 500;
/** Order ids per status query: keeps the RQL filter, and so the URL, short. */
const IDS_PER_QUERY = 100;

export function createTplWmsConnector(
  credentials: TplWmsCredentials,
  options: ConnectorOptions = {},
): TplWmsConnector {
  const { pageSize = PAGE_SIZE, maxPages = MAX_PAGES, ...transportOptions } = options;
  const demo = credentials.baseUrl === DEMO_TPL_WMS_URL;
  const transport = createTransport(credentials, {
    ...transportOptions,
    fetch: transportOptions.fetch ?? (demo ? demoTplWmsFetch() : undefined),
  });

  /** Every record of a paged list: `read` checks one page's answer and picks its records. */
  async function everyPage<T>(
    path: string,
    query: Query,
    read: (answer: unknown, call: string) => { total: number; records: T[] },
  ): Promise<T[]> {
    const all: T[] = [];
    for (let page = 1; ; page++) {
      const call = `GET ${path} (page ${page})`;
      const { body } = await transport.get(path, { ...query, pgsiz: pageSize, pgnum: page });
      const { total, records } = read(body, call);
      all.push(...records);
      if (all.length >= total || records.length === 0) break;
      if (page >= maxPages)
        throw new TplWmsError(
          `The 3PL WMS lists more than ${maxPages * pageSize} records at ${path}: more than one sync can read.`,
        );
    }
    return all;
  }

  function halList<S extends yup.Schema>(path: string, rel: string, item: S, query: Query = {}) {
    const schema = halPageSchema(rel, item);
    return everyPage(path, query, (body, call) => {
      const page = checkAnswer(schema, body, call);
      return { total: page.totalResults, records: (page._embedded?.[rel] ?? []) as yup.InferType<S>[] };
    });
  }

  /**
   * Creates the record, or answers the one of this customer already holding the reference number
   * (found with an RQL filter on referenceNum and the customer).
   */
  async function push<S extends yup.Schema>(
    kind: PushedKind<S>,
    body: unknown,
    { customerId, referenceNum }: { customerId: string; referenceNum: string },
  ): Promise<PushResult> {
    try {
      const answer = await transport.post(kind.path, body);
      const created = checkAnswer(kind.schema, answer.body, `POST ${kind.path}`);
      return { externalId: String(kind.idOf(created)), created: true };
    } catch (err) {
      if (!isDuplicateReference(err)) throw err;
      const rql = `referenceNum==${rqlText(referenceNum.trim())};readOnly.customerIdentifier.id==${wmsIdOf(customerId, 'customer')}`;
      const [existing] = await halList(kind.path, kind.rel, kind.schema, { rql });
      if (!existing)
        throw new TplWmsError(
          `The 3PL WMS says reference number ${referenceNum} is taken, but lists no record of this customer holding it.`,
          err.status,
          err.code,
        );
      return { externalId: String(kind.idOf(existing)), created: false };
    }
  }

  // Asked once per connector (one sync), for every customer's items.
  const unitCodes = memo(async () => {
    const units = await halList('/properties/unitsofmeasure', REL.unitOfMeasure, wmsUnitOfMeasureSchema);
    return new Map(units.map((u) => [u.unitOfMeasureId, u.code.trim()]));
  });

  return {
    async facilities() {
      const rows = await halList('/properties/facilities', REL.facility, wmsFacilitySchema);
      return uniqueByExternalId(rows.map(facilityOf));
    },

    async customers() {
      const rows = await halList('/customers', REL.customer, wmsCustomerSchema);
      return uniqueByExternalId(rows.map(customerOf));
    },

    async items(customerId) {
      const path = `/customers/${wmsIdOf(customerId, 'customer')}/items`;
      const rows = await halList(path, REL.item, wmsItemSchema);
      return uniqueByExternalId(rows.map(itemOf(customerId.trim(), await unitCodes())));
    },

    async unitsOfMeasure() {
      const rows = await halList('/properties/unitsofmeasure', REL.unitOfMeasure, wmsUnitOfMeasureSchema);
      return uniqueByExternalId(rows.map(unitOfMeasureOf));
    },

    async carriers() {
      const rows = await halList('/properties/carriers', REL.carrier, wmsCarrierSchema);
      return uniqueByExternalId(rows.map(carrierOf));
    },

    async billingCodes() {
      const rows = await halList('/properties/billingcodes', REL.billingCode, wmsBillingCodeSchema);
      return uniqueByExternalId(rows.map(billingCodeOf));
    },

    async receivers(since) {
      const query: Query = { detail: 'ReceiveItems' };
      if (since) query.rql = `readOnly.lastModifiedDate=ge=${wmsDateText(since)}`;
      const rows = await halList('/inventory/receivers', REL.receiver, wmsReceiverSchema, query);
      return uniqueByExternalId(rows.map(receiverOf));
    },

    async adjustments(since) {
      const query: Query = since ? { rql: `readOnly.creationDate=ge=${wmsDateText(since)}` } : {};
      const rows = await halList('/inventory/adjustments', REL.adjustment, wmsAdjustmentSchema, query);
      return uniqueByExternalId(rows.map(adjustmentOf));
    },

    async stockSummaries(facilityId) {
      const facilityid = wmsIdOf(facilityId, 'facility');
      const rows = await everyPage('/inventory/stocksummaries', { facilityid }, (body, call) => {
        const page = checkAnswer(wmsStockSummaryPageSchema, body, call);
        return { total: page.totalResults, records: page.summaries ?? [] };
      });
      return rows.map(stockSummaryOf);
    },

    async orderStatuses(externalIds) {
      const ids = [...new Set(externalIds.map((id) => wmsIdOf(id, 'order')))];
      const statuses = [];
      for (let i = 0; i < ids.length; i += IDS_PER_QUERY) {
        const rql = `readOnly.orderId=in=(${ids.slice(i, i + IDS_PER_QUERY).join(',')})`;
        const rows = await halList('/orders', REL.order, wmsOrderSchema, { rql });
        statuses.push(...rows.map(orderStatusOf));
      }
      return uniqueByExternalId(statuses);
    },

    createOrder(order) {
      return push(ORDERS, orderBody(order), order);
    },

    createReceiver(receiver) {
      return push(RECEIVERS, receiverBody(receiver), receiver);
    },

    async cancelOrder(externalId, reason) {
      const path = `/orders/${wmsIdOf(externalId, 'order')}`;
      for (let reread = false; ; reread = true) {
        const read = await transport.get(path);
        const order = checkAnswer(wmsOrderSchema, read.body, `GET ${path}`);
        if (order.readOnly.status === WMS_STATUS.cancelled) return;
        if (order.readOnly.status === WMS_STATUS.closed)
          throw new TplWmsError(
            `Order ${order.referenceNum} has already shipped from the 3PL WMS (closed): it cannot be cancelled.`,
          );
        if (!read.etag)
          throw new TplWmsError(`The 3PL WMS answered GET ${path} without the ETag a cancel needs.`);
        try {
          await transport.post(`${path}/canceler`, { reason }, { ifMatch: read.etag });
          return;
        } catch (err) {
          if (!(err instanceof TplWmsError) || err.status !== 412) throw err;
          if (reread)
            throw new TplWmsError(
              `Order ${order.referenceNum} kept changing in the 3PL WMS while it was being cancelled; cancel it again.`,
              412,
              err.code,
            );
        }
      }
    },
  };
}

/** What a push creates: where, the HAL relation it is listed under, its checked shape and its id. */
interface PushedKind<S extends yup.Schema> {
  path: string;
  rel: string;
  schema: S;
  idOf: (record: yup.InferType<S>) => number;
}

const ORDERS: PushedKind<typeof wmsOrderSchema> = {
  path: '/orders',
  rel: REL.order,
  schema: wmsOrderSchema,
  idOf: (order) => order.readOnly.orderId,
};

const RECEIVERS: PushedKind<typeof wmsReceiverSchema> = {
  path: '/inventory/receivers',
  rel: REL.receiver,
  schema: wmsReceiverSchema,
  idOf: (receiver) => receiver.readOnly.receiverId,
};

/** A refusal because the reference number is taken: Extensiv names it in its error code or hint. */
function isDuplicateReference(err: unknown): err is TplWmsError {
  if (!(err instanceof TplWmsError) || (err.status !== 400 && err.status !== 409)) return false;
  const said = `${err.code ?? ''} ${err.message}`.toLowerCase();
  return /duplicate|already exists|not unique/.test(said) && /reference/.test(said);
}

/** The answer of `load`, asked once (again after a failure). */
function memo<T>(load: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | null = null;
  return () =>
    (kept ??= load().catch((err: unknown) => {
      kept = null;
      throw err;
    }));
}
