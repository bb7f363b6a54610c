/**
 * The stock-moving actions of inbound documents (DESIGN.md §6): receive (purchase-order batches, ASNs,
 * transfers: the one receiving door), the receiving flow's drafts, and a transfer's allocation and
 * confirmation. Writes take an Idempotency-Key header, so a retried request never
 * moves stock twice.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { receiptSchema } from '../../../src/domain/receiving';
import { PURCHASE_ORDER_BATCH } from '../../../src/domain/resources/warehouse-shipment.schema';
import { stepPermissions } from '../../../src/domain/warehouse-shipment.lifecycle';
import type { AppDeps } from '../../context';
import { currentUser } from '../../auth/guard';
import { notFound, validateBody } from '../../http/errors';
import { idempotencyKeyOf } from '../../http/idempotency';
import { warehouseShipmentResource } from '../../resources/declarations/inbound';
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

/**
 * The step routes admit whoever may read shipments; the step's own permission (by the shipment's
 * type) is checked on the record after its scope, so a shipment outside the scope answers 404, not 403.
 */
const readers = warehouseShipmentResource.permissions.view;
const transferViewers = ['warehouses.transfers.view'];

export async function inboundRoutes(app: FastifyInstance, { database: { db }, events }: AppDeps) {
  const shipment = '/common/warehouseShipments/:id';

  app.post(
    `${shipment}/receive`,
    {
      config: { access: readers },
      schema: { summary: 'Receive into an inbound shipment (PO batch, ASN, transfer)' },
    },
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
    {
      config: { access: readers },
      schema: { summary: 'Start receiving: the shipment, the vendor tolerance and your draft' },
    },
    async (request) => loadReceiving(db, currentUser(request), idOf(request)),
  );
  app.put(
    `${shipment}/receiving-draft`,
    { config: { access: readers }, schema: { summary: 'Save your receiving draft' } },
    async (request) => {
      const body = request.body as { state?: unknown } | null;
      return saveDraft(db, currentUser(request), idOf(request), body?.state);
    },
  );
  app.delete(
    `${shipment}/receiving-draft`,
    { config: { access: readers }, schema: { summary: 'Discard your receiving draft' } },
    async (request, reply) => {
      await discardDraft(db, currentUser(request), idOf(request));
      return reply.status(204).send();
    },
  );

  app.get(
    `${shipment}/allocation-proposal`,
    {
      config: { access: transferViewers },
      schema: { summary: 'A transfer’s source stock, first expiry first out, with a proposed allocation' },
    },
    async (request) => allocationProposal(db, currentUser(request), idOf(request)),
  );
  app.post(
    `${shipment}/allocate`,
    {
      config: { access: readers },
      schema: { summary: 'Allocate a transfer’s stock at the source' },
    },
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
    {
      config: { access: readers },
      schema: { summary: 'Confirm a transfer: the allocated stock leaves for the destination' },
    },
    async (request) =>
      confirmTransfer(db, events, currentUser(request), idOf(request), idempotencyKeyOf(request)),
  );
  app.get(
    `${shipment}/sent-lots`,
    { config: { access: transferViewers }, schema: { summary: 'The lots and expiries a transfer sent' } },
    async (request) => sentLots(db, currentUser(request), idOf(request)),
  );

  // A purchase order's receiving starts by choosing one of its batches; the receipt takes the one door above.
  app.get(
    '/po/:id/receivable-shipments',
    {
      config: { access: stepPermissions(PURCHASE_ORDER_BATCH, 'receive') },
      schema: { summary: 'A purchase order’s shipments that can take receipts' },
    },
    async (request) => receivableBatches(db, currentUser(request), idOf(request)),
  );
}
