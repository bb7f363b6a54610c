/**
 * Purchase order calls beyond the generic ones (DESIGN.md §6), under /api/po:
 * - POST /api/po/{id}/confirm | cancel | reopen | complete | archive, body { version }: answer the order;
 * - POST /api/po/{id}/batches, body of purchase-order-batch.schema: answers the new shipment (201).
 * Auto-confirm is the create call itself: `POST /api/po` with `autoConfirm: true` (see
 * purchase-order-writes.ts). Receiving is the receiving module's.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PO_BATCH_PERMISSION,
  purchaseOrderActions,
  purchaseOrderTransitions,
  type PurchaseOrderAction,
} from '../../../src/domain/purchase-order.lifecycle';
import { purchaseOrderBatchSchema } from '../../../src/domain/resources/purchase-order-batch.schema';
import type { AppDeps } from '../../context';
import { currentUser } from '../../auth/guard';
import { badRequest, validateBody } from '../../http/errors';
import { idempotencyKeyOf } from '../../http/idempotency';
import { poResource } from '../../resources/declarations/inbound';
import { parseId } from '../../resources/engine';
import { runPurchaseOrderAction } from './purchase-order-actions.service';
import { schedulePurchaseOrderBatch } from './purchase-order-batches.service';

const base = poResource.base.replace(/^\/api/, '');
const orderId = (request: FastifyRequest) =>
  parseId(poResource, (request.params as { id: string }).id) as number;

function versionOf(body: unknown): unknown {
  if (body === undefined || body === null) return undefined;
  if (typeof body !== 'object' || Array.isArray(body))
    throw badRequest('The request body must be a JSON object.');
  return (body as { version?: unknown }).version;
}

/** The OpenAPI document's line for each call (server/http/openapi.ts). */
const summaries: Record<PurchaseOrderAction, string> = {
  confirm: 'Confirm a purchase order (Open → Confirmed)',
  cancel: 'Cancel an Open or Confirmed purchase order with its batches that have not arrived',
  reopen: 'Reopen a Completed or Cancelled purchase order',
  complete: 'Complete a partially or fully received purchase order, closing short what has not arrived',
  archive: 'Archive a Received, Completed or Cancelled purchase order',
};

export async function purchaseOrderRoutes(app: FastifyInstance, { database: { db } }: AppDeps) {
  for (const action of purchaseOrderActions) {
    const access = [purchaseOrderTransitions[action].permission];
    app.post(
      `${base}/:id/${action}`,
      { config: { access }, schema: { summary: summaries[action] } },
      (request) =>
        runPurchaseOrderAction(db, currentUser(request), orderId(request), action, versionOf(request.body)),
    );
  }

  const batchSummary = 'Schedule a batch or ship items: an inbound shipment for part of the order';
  const batchRoute = { config: { access: [PO_BATCH_PERMISSION] }, schema: { summary: batchSummary } };
  app.post(`${base}/:id/batches`, batchRoute, async (request, reply) => {
    const user = currentUser(request);
    const id = orderId(request);
    const input = await validateBody(purchaseOrderBatchSchema, request.body);
    const batch = await schedulePurchaseOrderBatch(db, user, id, input, idempotencyKeyOf(request));
    return reply.status(201).send(batch);
  });
}
