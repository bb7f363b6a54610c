/**
 * The stock-moving actions of inbound documents (DESIGN.md §6): receive (purchase-order batches, ASNs,
 * transfers), the receiving flow's drafts, and a transfer's allocation and confirmation. Writes take an
 * Idempotency-Key header, so a retried request never moves stock twice.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { receiptSchema } from '../../../src/domain/receiving';
import type { AppDeps } from '../../app';
import { currentUser, requirePermission } from '../../auth/guard';
import { badRequest, notFound, validateBody } from '../../http/errors';
import { idempotencyKeyOf } from '../../http/idempotency';
import { discardDraft, loadReceiving, saveDraft } from './receiving-drafts.service';
import { receivableBatches, receiveShipment } from './receiving.service';
import {
  allocateTransfer,
  allocationPlanSchema,
  allocationProposal,
  confirmTransfer,
  sentLots,
} from './transfers.service';

const idOf = (request: FastifyRequest) => {
  const id = Number((request.params as { id: string }).id);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
};

export async function inboundRoutes(app: FastifyInstance, { database: { db }, events }: AppDeps) {
  const shipment = '/common/warehouseShipments/:id';

  app.post(
    `${shipment}/receive`,
    { schema: { summary: 'Receive into an inbound shipment (PO batch, ASN, transfer)' } },
    async (request) => {
      const receipt = await validateBody(receiptSchema, request.body);
      return receiveShipment(
        db,
        events,
        currentUser(request),
        idOf(request),
        receipt,
        idempotencyKeyOf(request),
      );
    },
  );

  app.get(
    `${shipment}/receiving`,
    { schema: { summary: 'Start receiving: the shipment, the vendor tolerance and your draft' } },
    async (request) => loadReceiving(db, currentUser(request), idOf(request)),
  );
  app.put(
    `${shipment}/receiving-draft`,
    { schema: { summary: 'Save your receiving draft' } },
    async (request) => {
      const body = request.body as { state?: unknown } | null;
      return saveDraft(db, currentUser(request), idOf(request), body?.state);
    },
  );
  app.delete(
    `${shipment}/receiving-draft`,
    { schema: { summary: 'Discard your receiving draft' } },
    async (request, reply) => {
      await discardDraft(db, currentUser(request), idOf(request));
      return reply.status(204).send();
    },
  );

  app.get(
    `${shipment}/allocation-proposal`,
    { schema: { summary: 'A transfer’s source stock, first expiry first out, with a proposed allocation' } },
    async (request) => allocationProposal(db, currentUser(request), idOf(request)),
  );
  app.post(
    `${shipment}/allocate`,
    { schema: { summary: 'Allocate a transfer’s stock at the source' } },
    async (request) => {
      const plan = await validateBody(allocationPlanSchema, request.body);
      return allocateTransfer(
        db,
        events,
        currentUser(request),
        idOf(request),
        plan,
        idempotencyKeyOf(request),
      );
    },
  );
  app.post(
    `${shipment}/confirm`,
    { schema: { summary: 'Confirm a transfer: the allocated stock leaves for the destination' } },
    async (request) =>
      confirmTransfer(db, events, currentUser(request), idOf(request), idempotencyKeyOf(request)),
  );
  app.get(
    `${shipment}/sent-lots`,
    { schema: { summary: 'The lots and expiries a transfer sent' } },
    async (request) => sentLots(db, currentUser(request), idOf(request)),
  );

  // A purchase order's receiving: its receivable batches, and a receipt into one of them.
  app.get(
    '/po/:id/receivable-shipments',
    {
      preHandler: requirePermission('warehouses.po.receive'),
      schema: { summary: 'A purchase order’s shipments that can take receipts' },
    },
    async (request) => receivableBatches(db, currentUser(request), idOf(request)),
  );
  app.post(
    '/po/:id/receive',
    {
      preHandler: requirePermission('warehouses.po.receive'),
      schema: { summary: 'Receive into one of a purchase order’s shipments' },
    },
    async (request) => {
      const body = (request.body ?? {}) as { shipmentId?: unknown };
      const shipmentId = Number(body.shipmentId);
      if (!Number.isSafeInteger(shipmentId) || shipmentId <= 0) {
        throw badRequest('Some fields are not valid.', { shipmentId: 'Choose the shipment to receive' });
      }
      const batches = await receivableBatches(db, currentUser(request), idOf(request));
      if (!batches.some((b) => b.id === shipmentId)) throw notFound('Shipment');
      const receipt = await validateBody(receiptSchema, request.body);
      return receiveShipment(
        db,
        events,
        currentUser(request),
        shipmentId,
        receipt,
        idempotencyKeyOf(request),
      );
    },
  );
}
