/**
 * The purchase order declaration's write hooks (the engine's add and edit of /api/po and
 * /api/common/purchaseOrders), and the guard that keeps the shipments base from changing a
 * purchase-order batch behind its order's back.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  editRefusalOf,
  PO_AUTO_CONFIRM_PERMISSION,
  PO_CONFIRMED,
  PO_OPEN,
} from '../../../src/domain/purchase-order.lifecycle';
import {
  BATCH_CANCELLED,
  editLineErrors,
  purchaseOrderProgress,
  type OrderLine,
} from '../../../src/domain/purchase-order.progress';
import { PURCHASE_ORDER_BATCH } from '../../../src/domain/resources/warehouse-shipment.schema';
import { recordAction } from '../../audit/action-log';
import type { Tx } from '../../db/client';
import { vendorProducts } from '../../db/schema';
import { badRequest, forbidden } from '../../http/errors';
import type { AfterAddContext, Row, WriteContext } from '../../resources/resource';
import { batchesOf, illegalTransition, lockOrder } from './purchase-order-access.repository';

const invalid = (fields: Record<string, string>) => badRequest('Some fields are not valid.', fields);

/**
 * Each line names an item of the order's vendor (by vendorProductId, else by SKU, any case): the
 * line takes the item's id and SKU, and its name when the line has none. Batches and receiving rely
 * on every line having its item.
 */
async function resolveLines(tx: Tx, vendorId: number, lines: OrderLine[]): Promise<void> {
  const ids = lines.map((l) => l.vendorProductId).filter((id): id is number => id != null);
  const skus = lines.map((l) => l.sku.toLowerCase());
  const items = lines.length
    ? await tx
        .select({ id: vendorProducts.id, sku: vendorProducts.sku, item: vendorProducts.item })
        .from(vendorProducts)
        .where(
          and(
            eq(vendorProducts.vendorId, vendorId),
            or(
              ids.length ? inArray(vendorProducts.id, ids) : undefined,
              inArray(sql`lower(${vendorProducts.sku})`, skus),
            ),
          ),
        )
    : [];
  const errors: Record<string, string> = {};
  lines.forEach((line, i) => {
    const item =
      line.vendorProductId != null
        ? items.find((p) => p.id === line.vendorProductId)
        : items.find((p) => p.sku.toLowerCase() === line.sku.toLowerCase());
    if (!item) {
      errors[`items[${i}].sku`] = `${line.sku} is not an item of this vendor`;
      return;
    }
    line.vendorProductId = item.id;
    line.sku = item.sku;
    line.name = line.name || item.item;
  });
  if (Object.keys(errors).length) throw invalid(errors);
}

/**
 * Batches deliver the order's lines by index: while the order has batches its vendor and warehouse
 * stay, and a line they hold keeps its place, its item and at least their quantity.
 */
async function checkAgainstBatches(tx: Tx, before: Row, values: Row): Promise<void> {
  const batches = await batchesOf(tx, before.id as number);
  if (batches.length === 0) return;
  const errors: Record<string, string> = {};
  if (batches.some((b) => b.orderStatus !== BATCH_CANCELLED)) {
    if (values.vendorId !== undefined && values.vendorId !== before.vendorId)
      errors.vendorId = 'The order has batches; its vendor cannot change';
    if (values.warehouseId !== undefined && values.warehouseId !== before.warehouseId)
      errors.warehouseId = 'The order has batches going to its warehouse; the warehouse cannot change';
  }
  const lines = before.items as OrderLine[];
  const progress = purchaseOrderProgress(lines, batches);
  Object.assign(errors, editLineErrors(lines, progress, (values.items as OrderLine[] | undefined) ?? lines));
  if (Object.keys(errors).length) throw invalid(errors);
}

/** beforeWrite of the purchase order declarations. */
export async function checkPurchaseOrderWrite({ tx, user, action, values, before }: WriteContext) {
  const autoConfirm = values.autoConfirm === true;
  delete values.autoConfirm;
  if (action === 'add' && autoConfirm) {
    if (!user.permissions.includes(PO_AUTO_CONFIRM_PERMISSION))
      throw forbidden('You may not confirm purchase orders as you create them.');
    values.orderStatus = PO_CONFIRMED;
  }
  if (action === 'edit' && before) {
    // Locked, so a batch scheduled at this moment (which locks the order too) cannot slip under the
    // line checks below.
    const current = await lockOrder(tx, before.id as number);
    const refusal = editRefusalOf(current.orderStatus);
    if (refusal) throw illegalTransition(refusal);
  }
  const vendorId = (values.vendorId ?? before?.vendorId) as number | undefined;
  if (Array.isArray(values.items) && vendorId != null)
    await resolveLines(tx, vendorId, values.items as OrderLine[]);
  if (action === 'edit' && before) await checkAgainstBatches(tx, before, values);
}

/** afterAdd of the purchase order declarations: an auto-confirmed order says so in the action log. */
export async function recordAutoConfirm({ tx, user, row }: AfterAddContext) {
  if (row.orderStatus !== PO_CONFIRMED) return;
  await recordAction(tx, {
    actorId: user.id,
    resource: 'purchaseOrders',
    resourceId: row.id as number,
    action: 'auto-confirm',
    before: { ...row, orderStatus: PO_OPEN },
    after: row,
    projectId: (row.projectId as number | null) ?? null,
  });
}

/**
 * Part of the shipments declaration's beforeWrite: batches are created by their order (POST
 * /api/po/{id}/batches, which checks the quantities) and their lines are kept by receiving, so the
 * generic add refuses them and the generic edit changes only a batch's dates, notes and shippings.
 */
export function guardPurchaseOrderBatch({ action, values, before }: WriteContext): void {
  const becomesBatch = values.type === PURCHASE_ORDER_BATCH && before?.type !== PURCHASE_ORDER_BATCH;
  if (action === 'add' ? values.type === PURCHASE_ORDER_BATCH : becomesBatch)
    throw invalid({ type: 'Purchase-order batches are scheduled from their purchase order' });
  if (action === 'edit' && before?.type === PURCHASE_ORDER_BATCH) {
    for (const key of [
      'type',
      'items',
      'purchaseOrderId',
      'vendorId',
      'projectId',
      'toWarehouseId',
      'fromWarehouseId',
    ])
      values[key] = before[key];
  }
}
