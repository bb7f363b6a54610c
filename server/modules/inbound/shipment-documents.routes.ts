/**
 * Reads beside the warehouse shipment base (DESIGN.md §6) for the ASN and transfer screens:
 * GET {base}/{id}/receipts: what was received against a shipment the user may see;
 * GET {base}/availability?warehouseId=&vendorProductIds=1,2: available stock at a transfer's source.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../context';
import { currentUser } from '../../auth/guard';
import { warehouseShipments } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { warehouseShipmentResource as decl } from '../../resources/declarations/inbound';
import { toInt } from '../../resources/declarations/shared';
import { parseId } from '../../resources/engine';
import {
  listShipmentReceipts,
  MAX_AVAILABILITY_ITEMS,
  sourceAvailability,
} from './shipment-documents.service';
import { scopeCondition } from '../../auth/policy';

/** Who plans transfers (and who follows them) may see what their source has available. */
const availabilityReaders = [
  'warehouses.transfers.create',
  'warehouses.transfers.update',
  'warehouses.transfers.view',
];

function parseAvailabilityQuery(query: unknown) {
  const q = (query ?? {}) as Record<string, unknown>;
  const fields: Record<string, string> = {};
  const warehouseId = toInt(q.warehouseId);
  if (warehouseId === null || warehouseId <= 0) fields.warehouseId = 'Choose a warehouse';
  const raw = typeof q.vendorProductIds === 'string' ? q.vendorProductIds.split(',').filter(Boolean) : [];
  const ids = raw.map(toInt);
  if (ids.some((id) => id === null || id <= 0)) fields.vendorProductIds = 'Must be a list of item ids';
  else if (ids.length > MAX_AVAILABILITY_ITEMS)
    fields.vendorProductIds = `Ask for at most ${MAX_AVAILABILITY_ITEMS} items`;
  if (Object.keys(fields).length) throw badRequest('Some fields are not valid.', fields);
  return { warehouseId: warehouseId!, vendorProductIds: ids as number[] };
}

export async function shipmentDocumentRoutes(app: FastifyInstance, { database: { db } }: AppDeps) {
  const base = decl.base.replace(/^\/api/, '');

  app.get(
    `${base}/availability`,
    {
      config: { access: availabilityReaders },
      schema: { summary: 'Available stock of items at a warehouse (a transfer’s source)' },
    },
    async (request) => {
      const user = currentUser(request);
      const { warehouseId, vendorProductIds } = parseAvailabilityQuery(request.query);
      return sourceAvailability(db, user, warehouseId, vendorProductIds);
    },
  );

  app.get(
    `${base}/:id/receipts`,
    {
      config: { access: decl.permissions.view },
      schema: { summary: 'The receipts recorded against a shipment' },
    },
    async (request) => {
      const user = currentUser(request);
      const id = parseId(decl, (request.params as { id: string }).id) as number;
      const [shipment] = await db
        .select({ id: warehouseShipments.id })
        .from(warehouseShipments)
        .where(and(eq(warehouseShipments.id, id), scopeCondition(decl, user)));
      if (!shipment) throw notFound();
      return listShipmentReceipts(db, id);
    },
  );
}
