/**
 * POST /api/manufacturing/rndProjects/{id}/to-bom (contracts/manufacturing-answers.ts RndToBomAnswer):
 * one action turns a finished R&D project into a bill of materials, and optionally a first (Draft)
 * work order of it, in one transaction.
 *
 * A project is finished when it names its finished product (warehouseProductId) and every line is an
 * item of its vendor; it becomes a BOM once (a second time answers 409). The BOM's lines are per ONE
 * finished unit: a line's quantity ÷ the project's quantity (its yield), in the item's own unit, with
 * the project's waste per item. The work order goes to the given warehouse, else the project's; the
 * BOM's numbering is the project's name. Needs the BOM update permission, and the work order update
 * permission for the work order.
 */
import { eq, sql } from 'drizzle-orm';
import type { RndToBomAnswer } from '../../../src/domain/contracts/manufacturing-answers';
import { div, ratio, toNumber } from '../../../src/domain/manufacturing/ratio';
import type { RndToBomInput } from '../../../src/domain/resources/rnd-project.schema';
import { recordAction } from '../../audit/action-log';
import type { AuthUser } from '../../auth/guard';
import { canSeeWarehouse, requireAny } from '../../auth/policy';
import type { AppDeps } from '../../context';
import { billsOfMaterials, rndProjects, workOrders, type ComponentLine } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { withIdempotency } from '../../http/idempotency';
import { checkBomWrite } from './manufacturing-writes.service';
import { findRndProject } from './rnd-costing.queries';
import { WORK_ORDERS_UPDATE } from './work-order-access.policy';
import { workOrderUpdated } from './work-order.events';

const invalid = (fields: Record<string, string>) => badRequest('Some fields are not valid.', fields);

export async function rndProjectToBom(
  deps: { database: Pick<AppDeps['database'], 'db'> } & Pick<AppDeps, 'events' | 'clock'>,
  user: AuthUser,
  id: number,
  input: RndToBomInput,
  key: string | undefined,
): Promise<RndToBomAnswer> {
  requireAny(user, ['manufacturing.bom.update']);
  if (input.workOrder) requireAny(user, WORK_ORDERS_UPDATE);
  const { db } = deps.database;
  const { result, workOrder } = await db.transaction(async (tx) => {
    const { result } = await withIdempotency(
      tx,
      key,
      `POST /api/manufacturing/rndProjects/${id}/to-bom`,
      user.id,
      async () => {
        const at = deps.clock.now();
        const project = await findRndProject(tx, user, id, true);
        if (input.version != null && input.version !== project.version)
          throw conflict('This record was changed by someone else. Reload it and apply your changes again.');
        if (project.billOfMaterialsId != null) throw conflict('This project is already a bill of materials.');
        const fields: Record<string, string> = {};
        if (project.warehouseProductId == null)
          fields.warehouseProductId =
            'Choose the finished product before turning the project into a bill of materials';
        const lines = project.items as {
          sku: string;
          name?: string | null;
          quantity: number;
          vendorProductId?: number | null;
        }[];
        if (lines.length === 0) fields.items = 'The project has no components';
        lines.forEach((l, i) => {
          if (l.vendorProductId == null)
            fields[`items[${i}].vendorProductId`] =
              `${l.sku} is not an item yet: add it to the catalogue first`;
        });
        const warehouseId = input.workOrder ? (input.workOrder.warehouseId ?? project.warehouseId) : null;
        if (input.workOrder && warehouseId == null)
          fields['workOrder.warehouseId'] = 'Choose the warehouse of the work order';
        else if (warehouseId != null && !canSeeWarehouse(user, warehouseId))
          fields['workOrder.warehouseId'] = 'Choose a warehouse you have access to';
        if (Object.keys(fields).length) throw invalid(fields);

        const yieldUnits = ratio(Math.max(1, project.quantity));
        const components: ComponentLine[] = lines.map((l) => ({
          vendorProductId: l.vendorProductId!,
          sku: l.sku,
          name: l.name ?? null,
          quantity: toNumber(div(ratio(l.quantity), yieldUnits)),
          unit: null,
          unitsPerItemUnit: 1,
          wastePercent: project.wastePerItemPercent,
          productType: null,
        }));
        const values: Record<string, unknown> = {
          name: input.name ?? project.name,
          type: input.type,
          vendorId: project.vendorId,
          warehouseId: project.warehouseId,
          warehouseProductId: project.warehouseProductId,
          items: components,
        };
        await checkBomWrite({ tx, user, action: 'add', values, before: null, at });
        const [bom] = await tx
          .insert(billsOfMaterials)
          .values({ ...(values as typeof billsOfMaterials.$inferInsert), createdAt: at, updatedAt: at })
          .returning();
        const [after] = await tx
          .update(rndProjects)
          .set({ billOfMaterialsId: bom!.id, version: sql`${rndProjects.version} + 1`, updatedAt: at })
          .where(eq(rndProjects.id, id))
          .returning();
        await recordAction(tx, {
          actorId: user.id,
          resource: 'billOfMaterials',
          resourceId: bom!.id,
          action: 'add',
          before: null,
          after: bom,
          at,
        });
        await recordAction(tx, {
          actorId: user.id,
          resource: 'rndProjects',
          resourceId: id,
          action: 'to-bom',
          before: project,
          after,
          at,
        });
        let made: typeof workOrders.$inferSelect | null = null;
        if (input.workOrder) {
          const [row] = await tx
            .insert(workOrders)
            .values({
              orderNumber:
                input.workOrder.orderNumber ?? `WO-${bom!.id}-${Date.parse(at.toISOString()) % 100000}`,
              vendorId: project.vendorId,
              warehouseId: warehouseId!,
              billOfMaterialsId: bom!.id,
              quantity: input.workOrder.quantity,
              dueDate: input.workOrder.dueDate ?? null,
              createdAt: at,
              updatedAt: at,
            })
            .returning();
          made = row!;
          await recordAction(tx, {
            actorId: user.id,
            resource: 'workOrders',
            resourceId: made.id,
            action: 'add',
            before: null,
            after: made,
            at,
          });
        }
        const answer: RndToBomAnswer & { workOrder?: unknown } = {
          billOfMaterialsId: bom!.id,
          workOrderId: made?.id ?? null,
          projectVersion: after!.version,
        };
        return { answer, made };
      },
    );
    return { result: result.answer, workOrder: result.made };
  });
  if (workOrder) deps.events.publish(workOrderUpdated(workOrder));
  return result;
}
