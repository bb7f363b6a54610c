/**
 * Vendor Items calls beyond the generic ones of /api/vendorProducts (DESIGN.md §6): import and export,
 * the stock totals of a list page (detailed view), and the item page's stock and ledger. Every call is
 * limited to the base's scope; an item outside it answers 404.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../context';
import { currentUser } from '../../auth/guard';
import { badRequest } from '../../http/errors';
import { idempotencyKeyOf } from '../../http/idempotency';
import { MAX_PER_PAGE } from '../../resources/resource';
import { exportItems } from './item-export.service';
import { importItems, parseImportRequest } from './item-import.service';
import { itemLedger, itemStock, parseLedgerQuery, stockTotalsOf } from './item-stock.service';

const base = '/vendorProducts';
const viewers = ['items.view'];
const importers = ['items.import'];
const doc = (summary: string) => ({ summary, tags: ['Vendor Items'] });

/** `{ ids }`: the items of one list page. */
function parseIds(body: unknown): number[] {
  const ids = (body as { ids?: unknown } | null)?.ids;
  if (
    !Array.isArray(ids) ||
    ids.length > MAX_PER_PAGE ||
    !ids.every((id) => Number.isSafeInteger(id) && (id as number) > 0)
  )
    throw badRequest('Some fields are not valid.', { ids: `Send up to ${MAX_PER_PAGE} item ids` });
  return ids as number[];
}

export async function itemRoutes(app: FastifyInstance, { database: { db }, events }: AppDeps) {
  app.post(
    `${base}/import`,
    {
      config: { access: importers },
      schema: doc('Import items from rows of a CSV or XLSX file: `{ rows, dryRun }`; all or none'),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const importRequest = parseImportRequest(request.body);
      const answer = await importItems(db, user, importRequest, idempotencyKeyOf(request), events);
      return reply.status(importRequest.dryRun ? 200 : 201).send(answer);
    },
  );

  app.post(
    `${base}/export`,
    {
      config: { access: viewers },
      schema: doc('Every item of the filtered list (all pages, at most 50,000), for a file'),
    },
    async (request) => {
      const user = currentUser(request);
      return exportItems(db, user, request.body);
    },
  );

  app.post(
    `${base}/stockTotals`,
    {
      config: { access: viewers },
      schema: doc('Stock totals of a page of items (`{ ids }`), over the warehouses in scope'),
    },
    async (request) => {
      const user = currentUser(request);
      return { items: await stockTotalsOf(db, user, parseIds(request.body)) };
    },
  );

  app.get(
    `${base}/:id/stock`,
    {
      config: { access: viewers },
      schema: doc("An item's stock by warehouse and bucket, and by location, lot and LPN"),
    },
    async (request) => {
      const user = currentUser(request);
      return itemStock(db, user, (request.params as { id: string }).id);
    },
  );

  app.post(
    `${base}/:id/ledger`,
    {
      config: { access: viewers },
      schema: doc("An item's stock ledger, newest first, paged: `{ total, items }`"),
    },
    async (request) => {
      const user = currentUser(request);
      return itemLedger(db, user, (request.params as { id: string }).id, parseLedgerQuery(request.body));
    },
  );
}
