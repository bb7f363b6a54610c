/**
 * The reads and actions of the inventory screens beyond the generic calls:
 * - POST /api/inventory/stock/listItems (items.view): stock per item and warehouse, `{ total, items }`;
 * - GET /api/inventory/diu/{id}/ledger (the base's view list): the ledger rows a direct update wrote;
 * - GET /api/inventory/integrity (inventory.integrity): runs the watchdog's check now;
 * - POST /api/inventory/integrity/{balanceId}/repair (inventory.integrity): a logged repair, 409 when
 *   only a count can fix the balance;
 * - GET /api/inventory/sku-maintenance (other.skuMaintenance): duplicate, unmapped, inconsistent SKUs;
 * - POST /api/inventory/stock/{balanceId}/move (inventory.diu.create): units between status buckets.
 * Every answer is limited to the user's vendors and warehouses.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../context';
import { currentUser } from '../../auth/guard';
import { directInventoryUpdates } from '../../db/schema';
import { badRequest, notFound, validateBody } from '../../http/errors';
import { idempotencyKeyOf } from '../../http/idempotency';
import { directInventoryUpdateResource } from '../../resources/declarations/inventory';
import { parseId } from '../../resources/engine';
import { integrityReport, repairInScope } from './integrity-watchdog.service';
import { skuMaintenanceReport } from './sku-maintenance.queries';
import { moveStock, stockMoveSchema } from './stock-moves.service';
import { ledgerOfSource, listStockLevels } from './stock-levels.queries';
import { scopeCondition } from '../../auth/policy';

const stockScreenPermissions = {
  stock: ['items.view'],
  integrity: ['inventory.integrity'],
  skuMaintenance: ['other.skuMaintenance'],
} as const;

const summary = (text: string, access: readonly string[]) => ({
  config: { access },
  schema: { summary: text },
});
const param = (request: FastifyRequest, name: string) => (request.params as Record<string, string>)[name];

export async function stockScreenRoutes(app: FastifyInstance, { database: { db }, events }: AppDeps) {
  app.post(
    '/inventory/stock/:balanceId/move',
    summary('Move unallocated units between available, quarantine and damaged', ['inventory.diu.create']),
    async (request) => {
      const user = currentUser(request);
      const balanceId = Number(param(request, 'balanceId'));
      if (!Number.isSafeInteger(balanceId) || balanceId <= 0) throw notFound('Stock');
      const move = await validateBody(stockMoveSchema, request.body);
      return moveStock(db, events, user, balanceId, move, idempotencyKeyOf(request));
    },
  );

  app.post(
    '/inventory/stock/listItems',
    summary(
      'Stock per item and warehouse: on hand, allocated, available, in transit, quarantine, damaged',
      stockScreenPermissions.stock,
    ),
    async (request) => {
      const user = currentUser(request);
      const body = request.body ?? {};
      if (typeof body !== 'object' || Array.isArray(body))
        throw badRequest('The request body must be a JSON object.');
      return listStockLevels(db, user, body as Record<string, unknown>);
    },
  );

  app.get(
    '/inventory/diu/:id/ledger',
    summary(
      'The ledger rows a direct inventory update wrote',
      directInventoryUpdateResource.permissions.view,
    ),
    async (request) => {
      const user = currentUser(request);
      const id = parseId(directInventoryUpdateResource, param(request, 'id')) as number;
      const [update] = await db
        .select({ id: directInventoryUpdates.id })
        .from(directInventoryUpdates)
        .where(and(eq(directInventoryUpdates.id, id), scopeCondition(directInventoryUpdateResource, user)));
      if (!update) throw notFound();
      return ledgerOfSource(db, 'direct_inventory_update', String(id));
    },
  );

  app.get(
    '/inventory/integrity',
    summary(
      'Run the stock integrity check: every balance that drifts, and the last scheduled run',
      stockScreenPermissions.integrity,
    ),
    async (request) => {
      const user = currentUser(request);
      return integrityReport(db, user);
    },
  );

  app.post(
    '/inventory/integrity/:balanceId/repair',
    summary(
      'Repair a drifting balance with a logged ledger row (409 when it needs a count)',
      stockScreenPermissions.integrity,
    ),
    async (request) => {
      const user = currentUser(request);
      const balanceId = Number(param(request, 'balanceId'));
      if (!Number.isSafeInteger(balanceId) || balanceId <= 0) throw notFound('Balance');
      return repairInScope(db, events, user, balanceId);
    },
  );

  app.get(
    '/inventory/sku-maintenance',
    summary(
      'Duplicate SKUs, unmapped and inconsistent storefront products',
      stockScreenPermissions.skuMaintenance,
    ),
    async (request) => {
      const user = currentUser(request);
      return skuMaintenanceReport(db, user);
    },
  );
}
