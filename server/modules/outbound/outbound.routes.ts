/**
 * The steps and detail reads of manual (small-parcel) and bulk shipments (DESIGN.md §6): `POST
 * /api/common/manualShipments/{id}/{step}` for submit, confirm, allocate, pack, ship and cancel, each
 * answering the updated record; GET …/{id}/allocation-proposal, …/{id}/packing and …/{id}/overview.
 * Each step route declares the step's permissions of both kinds (the lifecycle table); the service
 * then checks the shipment's own kind after its scope, so a shipment outside the scope answers 404,
 * not 403. Steps take the version the client acted on in the body (`version`, optional; stale → 409)
 * and an Idempotency-Key header. The printable documents are outbound-documents.routes.ts.
 */
import type { FastifyInstance } from 'fastify';
import { stepPermissions, type ManualShipmentStep } from '../../../src/domain/manual-shipment.lifecycle';
import {
  allocateStepSchema,
  confirmStepSchema,
  packStepSchema,
} from '../../../src/domain/resources/manual-shipment.schema';
import type { AppDeps } from '../../context';
import { currentUser } from '../../auth/guard';
import { validateBody } from '../../http/errors';
import { objectBodyOf, recordIdOf, stepRequestOf } from '../../http/step-request';
import { manualShipmentResource } from '../../resources/declarations/outbound';
import {
  allocateShipment,
  cancelShipment,
  confirmShipment,
  packShipment,
  shipShipment,
  submitShipment,
} from './manual-shipment-steps.service';
import { allocationProposal, packingOf, shipmentOverview } from './manual-shipment-views.queries';

/** Whoever holds the step's permission for either kind reaches the service (which checks the kind). */
const stepAccess = (step: ManualShipmentStep) => [
  ...new Set([...stepPermissions.parcel[step], ...stepPermissions.bulk[step]]),
];
const readers = manualShipmentResource.permissions.view;

export async function outboundRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps.database;
  const shipment = '/common/manualShipments/:id';

  app.post(
    `${shipment}/submit`,
    {
      config: { access: stepAccess('submit') },
      schema: { summary: 'Submit a draft shipment (Draft → Open)' },
    },
    async (request) =>
      submitShipment(deps, currentUser(request), recordIdOf(request), stepRequestOf(request)),
  );
  app.post(
    `${shipment}/confirm`,
    {
      config: { access: stepAccess('confirm') },
      schema: { summary: 'Confirm a bulk shipment request and choose its warehouse' },
    },
    async (request) => {
      const input = await validateBody(confirmStepSchema, objectBodyOf(request));
      return confirmShipment(deps, currentUser(request), recordIdOf(request), input, stepRequestOf(request));
    },
  );
  app.post(
    `${shipment}/allocate`,
    {
      config: { access: stepAccess('allocate') },
      schema: {
        summary: 'Allocate a shipment’s stock (first expiry first out, or the chosen lots and locations)',
      },
    },
    async (request) => {
      const input = await validateBody(allocateStepSchema, objectBodyOf(request));
      return allocateShipment(deps, currentUser(request), recordIdOf(request), input, stepRequestOf(request));
    },
  );
  app.post(
    `${shipment}/pack`,
    {
      config: { access: stepAccess('pack') },
      schema: { summary: 'Pack a bulk shipment into cartons and pallets (replaces its packing)' },
    },
    async (request) => {
      const input = await validateBody(packStepSchema, objectBodyOf(request));
      return packShipment(deps, currentUser(request), recordIdOf(request), input, stepRequestOf(request));
    },
  );
  app.post(
    `${shipment}/ship`,
    {
      config: { access: stepAccess('ship') },
      schema: { summary: 'Ship a shipment: the allocation is consumed, carrier and tracking recorded' },
    },
    // The body's rules depend on the shipment's kind: the service validates it once it has read it.
    async (request) =>
      shipShipment(
        deps,
        currentUser(request),
        recordIdOf(request),
        objectBodyOf(request),
        stepRequestOf(request),
      ),
  );
  app.post(
    `${shipment}/cancel`,
    {
      config: { access: stepAccess('cancel') },
      schema: { summary: 'Cancel a shipment before it ships: its allocation is released' },
    },
    async (request) =>
      cancelShipment(deps, currentUser(request), recordIdOf(request), stepRequestOf(request)),
  );

  app.get(
    `${shipment}/allocation-proposal`,
    {
      config: { access: stepAccess('allocate') },
      schema: {
        summary: 'A shipment’s available stock by lot and location, with a first-expiry-first-out proposal',
      },
    },
    async (request) => allocationProposal(db, currentUser(request), recordIdOf(request)),
  );
  app.get(
    `${shipment}/packing`,
    { config: { access: readers }, schema: { summary: 'A shipment’s cartons and pallets' } },
    async (request) => packingOf(db, currentUser(request), recordIdOf(request)),
  );
  app.get(
    `${shipment}/overview`,
    {
      config: { access: readers },
      schema: { summary: 'A shipment’s next steps, what blocks it, its stock and its timeline' },
    },
    async (request) => shipmentOverview(db, currentUser(request), recordIdOf(request)),
  );
}
