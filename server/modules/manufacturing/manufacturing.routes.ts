/**
 * Manufacturing's calls beyond the generic ones (DESIGN.md §6, issue 15; answers typed in
 * src/domain/contracts/manufacturing-answers.ts):
 * - `POST /api/manufacturing/workOrders/{id}/{release|start|complete|cancel}`: the lifecycle's steps,
 *   each answering the updated work order; the body's `version` (optional; stale → 409) and an
 *   Idempotency-Key header; complete takes the produced quantity, lot, expiry and chosen lots;
 * - `GET …/workOrders/{id}/overview`: next steps, requirements, held lots, completions, ledger;
 * - `GET …/billOfMaterials/{id}/explosion?quantity=N`: the exploded tree, totals and cost roll-up;
 * - `POST …/rndProjects/{id}/costing`: the costing sheet with its warnings (body: unsaved values);
 * - `POST …/rndProjects/{id}/to-bom`: a finished project becomes a BOM (and a first work order);
 * - `GET …/shortage-plan`: the draft work orders' components against stock and incoming documents.
 * Each route declares its permission (the lifecycle table for the steps); the services check scope.
 */
import type { FastifyInstance } from 'fastify';
import { billOfMaterialsContract } from '../../../src/domain/contracts/bill-of-materials';
import { rndProjectsContract } from '../../../src/domain/contracts/rnd-projects';
import { workOrdersContract } from '../../../src/domain/contracts/work-orders';
import { explosionQuerySchema } from '../../../src/domain/resources/bill-of-materials.schema';
import { rndCostingSchema, rndToBomSchema } from '../../../src/domain/resources/rnd-project.schema';
import { completeWorkOrderSchema } from '../../../src/domain/resources/work-order.schema';
import { workOrderStepPermissions, type WorkOrderStep } from '../../../src/domain/work-order.lifecycle';
import type { AppDeps } from '../../context';
import { currentUser } from '../../auth/guard';
import { validateBody } from '../../http/errors';
import { idempotencyKeyOf } from '../../http/idempotency';
import { objectBodyOf, recordIdOf, stepRequestOf } from '../../http/step-request';
import { bomExplosion } from './bom-explosion.queries';
import { rndCosting } from './rnd-costing.queries';
import { rndProjectToBom } from './rnd-to-bom.service';
import { shortagePlan } from './shortage-plan.queries';
import { MANUFACTURING_VIEW } from './work-order-access.policy';
import { workOrderOverview } from './work-order-overview.queries';
import {
  cancelWorkOrder,
  completeWorkOrder,
  releaseWorkOrder,
  startWorkOrder,
} from './work-order-steps.service';

const summaries: Record<WorkOrderStep, string> = {
  release: 'Release a draft work order: explode its BOM and allocate the components first expiry first out',
  start: 'Start a released work order (In progress)',
  complete: 'Complete a work order, in whole or in part: consume components, produce finished goods',
  cancel: 'Cancel a work order before it completes: what is allocated is released',
};

export async function manufacturingRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps.database;
  const workOrder = '/manufacturing/workOrders/:id';

  for (const step of ['release', 'start', 'cancel'] as const) {
    const run = { release: releaseWorkOrder, start: startWorkOrder, cancel: cancelWorkOrder }[step];
    app.post(
      `${workOrder}/${step}`,
      { config: { access: workOrderStepPermissions[step] }, schema: { summary: summaries[step] } },
      async (request) => run(deps, currentUser(request), recordIdOf(request), stepRequestOf(request)),
    );
  }
  app.post(
    `${workOrder}/complete`,
    { config: { access: workOrderStepPermissions.complete }, schema: { summary: summaries.complete } },
    async (request) => {
      const input = await validateBody(completeWorkOrderSchema, objectBodyOf(request));
      return completeWorkOrder(
        deps,
        currentUser(request),
        recordIdOf(request),
        input,
        stepRequestOf(request),
      );
    },
  );
  app.get(
    `${workOrder}/overview`,
    {
      config: { access: workOrdersContract.permissions.view },
      schema: { summary: 'A work order’s next steps, requirements, held lots, completions and ledger rows' },
    },
    async (request) => workOrderOverview(db, currentUser(request), recordIdOf(request)),
  );

  app.get(
    '/manufacturing/billOfMaterials/:id/explosion',
    {
      config: { access: billOfMaterialsContract.permissions.view },
      schema: { summary: 'A bill of materials exploded for N finished units, with its cost roll-up' },
    },
    async (request) => {
      const { quantity } = await validateBody(explosionQuerySchema, request.query ?? {});
      return bomExplosion(db, currentUser(request), recordIdOf(request), quantity);
    },
  );

  app.post(
    '/manufacturing/rndProjects/:id/costing',
    {
      config: { access: rndProjectsContract.permissions.view },
      schema: { summary: 'An R&D project’s costing sheet and warnings (the body may hold unsaved values)' },
    },
    async (request) => {
      const overrides = await validateBody(rndCostingSchema, objectBodyOf(request));
      return rndCosting(db, currentUser(request), recordIdOf(request), overrides, deps.clock.now());
    },
  );
  app.post(
    '/manufacturing/rndProjects/:id/to-bom',
    {
      config: { access: rndProjectsContract.permissions.edit },
      schema: { summary: 'Turn a finished R&D project into a bill of materials (and a first work order)' },
    },
    async (request) => {
      const input = await validateBody(rndToBomSchema, objectBodyOf(request));
      return rndProjectToBom(
        deps,
        currentUser(request),
        recordIdOf(request),
        input,
        idempotencyKeyOf(request),
      );
    },
  );

  app.get(
    '/manufacturing/shortage-plan',
    {
      config: { access: MANUFACTURING_VIEW },
      schema: {
        summary:
          'Components short for the draft work orders, when incoming documents cover them, what to order',
      },
    },
    async (request) => shortagePlan(db, currentUser(request), deps.clock.now()),
  );
}
