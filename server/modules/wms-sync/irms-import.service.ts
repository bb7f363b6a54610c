/**
 * What an IRMS record becomes in Dockhand once its vendor opted in (issue 20), inside the caller's
 * savepoint (irms-sync.service.ts), by the paths people's changes take:
 * - a purchase order is added through the engine's add of /api/po (the declaration's line rules,
 *   action log, hooks), later edited with the declaration's write hook and cancelled through its
 *   lifecycle action, while it is still Open in Dockhand;
 * - a customer order comes in through order intake (order key `irms:<id>`, the IRMS's number, the
 *   vendor's storefront shipping from the connection's warehouse) and is later edited or cancelled by
 *   the order commands, while it still waits (not yet sent to fulfilment).
 * Once Dockhand has moved a document on, the IRMS's later changes are not applied: the row says why.
 * A record first seen already finished in the IRMS (received, shipped, cancelled) is kept for the
 * lists but not made: Dockhand would otherwise receive or ship it again.
 *
 * Every answer is what the IRMS row becomes (its sync status, the reason, the document) and what to
 * run once the transaction commits; null when the document needs nothing.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { IrmsSyncStatus } from '../../../src/domain/contracts/wms-connections';
import { fromAmountOrNull, toAmountOrNull } from '../../../src/domain/money';
import { isWaiting, ORDER_STATUS } from '../../../src/domain/order.lifecycle';
import { PO_CANCELLED, PO_OPEN, statusLabel } from '../../../src/domain/purchase-order.lifecycle';
import {
  orderIntakeSchema,
  type OrderEditInput,
  type OrderIntakeInput,
} from '../../../src/domain/resources/order.schema';
import { purchaseOrderSchema } from '../../../src/domain/resources/purchase-order.schema';
import { recordAction } from '../../audit/action-log';
import type { AuthUser } from '../../auth/guard';
import type { Clock } from '../../clock';
import type { Tx } from '../../db/client';
import { orders, projects, purchaseOrders } from '../../db/schema';
import type { DomainEvent, DomainEvents } from '../../events/domain-events';
import { HttpError, validateBody } from '../../http/errors';
import type {
  IrmsLine,
  PulledIrmsCustomerOrder,
  PulledIrmsPurchaseOrder,
} from '../../integrations/irms/records';
import { poResource } from '../../resources/declarations/inbound';
import { insertRecord, writableValues } from '../../resources/engine';
import type { Row } from '../../resources/resource';
import { runPurchaseOrderAction } from '../inbound/purchase-order-actions.service';
import { editCommand } from '../orders/order-actions.service';
import { runOrderCommandWithin } from '../orders/order-command.service';
import { cancelCommand } from '../orders/order-fulfillment.service';
import { intakeDigest, intakeInTransaction } from '../orders/order-intake.service';
import { orderUpdated, type Order } from '../orders/order-records.repository';

/** One record's document work: in the caller's savepoint, for one vendor of one warehouse. */
export interface ImportScope {
  tx: Tx;
  clock: Clock;
  events: DomainEvents;
  vendor: { id: number; code: string; name: string };
  warehouse: { id: number; code: string };
}

/** Where the record's IRMS row stands: the document it made, its status, whether this pull changed it. */
export interface ImportLink {
  documentId: number | null;
  syncStatus: string;
  changed: boolean;
}

export interface ImportOutcome {
  syncStatus: IrmsSyncStatus;
  syncError: string | null;
  documentId: number | null;
  /** What to run once the transaction commits (domain events). */
  afterCommit: (() => void)[];
}

const outcome = (
  syncStatus: IrmsSyncStatus,
  documentId: number | null,
  syncError: string | null = null,
  afterCommit: (() => void)[] = [],
): ImportOutcome => ({ syncStatus, syncError, documentId, afterCommit });

const publishing = (events: DomainEvents, published: readonly DomainEvent[]) => () => {
  for (const event of published) events.publish(event);
};

/** What a record first seen in one of these IRMS statuses is, instead of a new document. */
const PO_NOT_IMPORTED: Record<string, string> = {
  cancelled: 'it is cancelled in the IRMS',
  received: 'the IRMS has it received already',
  closed: 'it is closed in the IRMS',
};
const ORDER_NOT_IMPORTED: Record<string, string> = {
  cancelled: 'it is cancelled in the IRMS',
  shipped: 'the IRMS has it shipped already',
};
const isCancelled = (status: string) => status.toLowerCase() === 'cancelled';

/**
 * Who the sync acts as where the engine and the purchase order actions ask for a user: the system
 * (its action-log rows carry no user, as the order commands run by the system write them), seeing
 * only the record's vendor and warehouse, with no permissions (so nothing is auto-confirmed). Those
 * paths type their actor as a signed-in user; none of them reads more of it than this.
 */
const syncActor = (scope: ImportScope): AuthUser =>
  ({
    id: null,
    sessionId: '',
    email: '',
    firstName: 'IRMS',
    lastName: 'sync',
    timezone: null,
    roles: [],
    permissions: [],
    accessVendorIds: [scope.vendor.id],
    accessWarehouseIds: [scope.warehouse.id],
    isManager: false,
  }) as unknown as AuthUser;

/** The lines a Dockhand document takes: a line of no quantity is one the IRMS cancelled. */
const documentLines = (items: readonly IrmsLine[]) =>
  items
    .filter((line) => line.quantity > 0)
    .map((line) => ({
      sku: line.sku,
      name: line.name,
      quantity: line.quantity,
      unitPrice: toAmountOrNull(fromAmountOrNull(line.unitPrice)),
    }));

// --- Purchase orders ---------------------------------------------------------------------------

/** The purchase order form as the IRMS's record fills it (checked by the form's own schema). */
function purchaseOrderForm(scope: ImportScope, record: PulledIrmsPurchaseOrder) {
  return {
    orderNumber: record.orderNumber,
    type: 0,
    vendorId: scope.vendor.id,
    projectId: null,
    warehouseId: scope.warehouse.id,
    expectedDate: record.expectedDate,
    userNote: `From the IRMS (${record.externalId})${record.supplierName ? `; supplier ${record.supplierName}` : ''}`,
    items: documentLines(record.items),
  };
}

/** The write hooks' refusals in the operator's words: an unknown SKU names the SKU and the vendor. */
function purchaseOrderRefusal(
  scope: ImportScope,
  form: ReturnType<typeof purchaseOrderForm>,
  error: unknown,
): never {
  if (!(error instanceof HttpError) || !error.fields) throw error;
  const reasons = Object.entries(error.fields).map(([field, message]) => {
    const line = /^items\[(\d+)\]\.sku$/.exec(field);
    const sku = line ? form.items[Number(line[1])]?.sku : undefined;
    return sku ? `SKU ${sku} is not an item of ${scope.vendor.name}` : `${field}: ${message}`;
  });
  throw new HttpError(error.statusCode, error.error, reasons.join('; '));
}

async function addPurchaseOrder(scope: ImportScope, record: PulledIrmsPurchaseOrder) {
  const form = purchaseOrderForm(scope, record);
  try {
    const values = writableValues(poResource, await validateBody(purchaseOrderSchema, form));
    return await insertRecord(scope.tx, poResource, syncActor(scope), values, {
      events: scope.events,
      at: scope.clock.now(),
    });
  } catch (error) {
    return purchaseOrderRefusal(scope, form, error);
  }
}

type PurchaseOrder = typeof purchaseOrders.$inferSelect;

/** The order's lines and expected date as the record has them (SKUs in any case, prices by value). */
function sameAsRecord(po: PurchaseOrder, form: ReturnType<typeof purchaseOrderForm>): boolean {
  const lines = po.items as { sku: string; quantity: number; unitPrice?: number | null }[];
  return (
    po.expectedDate === form.expectedDate &&
    lines.length === form.items.length &&
    lines.every((line, i) => {
      const wanted = form.items[i]!;
      return (
        line.sku.toLowerCase() === wanted.sku.toLowerCase() &&
        line.quantity === wanted.quantity &&
        fromAmountOrNull(line.unitPrice) === fromAmountOrNull(wanted.unitPrice)
      );
    })
  );
}

/** The engine's edit of the lines and expected date: the declaration's write hook, the row, the action log. */
async function editPurchaseOrder(scope: ImportScope, before: PurchaseOrder, record: PulledIrmsPurchaseOrder) {
  const form = purchaseOrderForm(scope, record);
  const at = scope.clock.now();
  try {
    const checked = await validateBody(purchaseOrderSchema, form);
    const values: Row = { items: checked.items, expectedDate: checked.expectedDate };
    await poResource.beforeWrite?.({
      tx: scope.tx,
      user: syncActor(scope),
      action: 'edit',
      values,
      before,
      at,
    });
    const [after] = await scope.tx
      .update(purchaseOrders)
      .set({ ...values, version: before.version + 1, updatedAt: at })
      .where(eq(purchaseOrders.id, before.id))
      .returning();
    await recordAction(scope.tx, {
      actorId: null,
      resource: poResource.name,
      resourceId: before.id,
      action: 'edit',
      before,
      after,
      projectId: before.projectId,
      at,
    });
  } catch (error) {
    purchaseOrderRefusal(scope, form, error);
  }
}

/** Makes, keeps in step or cancels the Dockhand purchase order of an IRMS purchase order. */
export async function importPurchaseOrder(
  scope: ImportScope,
  record: PulledIrmsPurchaseOrder,
  link: ImportLink,
): Promise<ImportOutcome | null> {
  const status = record.status.toLowerCase();
  if (link.documentId === null) {
    const notImported = PO_NOT_IMPORTED[status];
    if (notImported) return outcome('synced', null, `Not imported: ${notImported}.`);
    const { saved, afterCommit } = await addPurchaseOrder(scope, record);
    return outcome('imported', saved.id as number, null, afterCommit ? [afterCommit] : []);
  }
  // Only what the IRMS changed since is applied (or what failed last time is tried again).
  if (!link.changed && link.syncStatus !== 'error') return null;
  const [po] = await scope.tx
    .select()
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, link.documentId))
    .for('update');
  if (!po) return outcome('error', null, `Purchase order ${link.documentId} is no longer in Dockhand.`);
  const already = `purchase order ${po.orderNumber} is already ${statusLabel(po.orderStatus).toLowerCase()}`;
  if (isCancelled(status)) {
    if (po.orderStatus === PO_CANCELLED) return outcome('synced', po.id);
    if (po.orderStatus !== PO_OPEN) return outcome('synced', po.id, `Not cancelled: ${already}.`);
    // A transaction inside the caller's: a savepoint, with the action's own locks and checks.
    await runPurchaseOrderAction(scope.tx, syncActor(scope), po.id, 'cancel', po.version, scope.clock);
    return outcome('updated', po.id);
  }
  if (sameAsRecord(po, purchaseOrderForm(scope, record)))
    return link.syncStatus === 'error' ? outcome('synced', po.id) : null;
  if (po.orderStatus !== PO_OPEN) return outcome('synced', po.id, `Not updated: ${already}.`);
  await editPurchaseOrder(scope, po, record);
  return outcome('updated', po.id);
}

// --- Customer orders ---------------------------------------------------------------------------

/** Dockhand's name of an intake field, in the IRMS's words where they differ. */
const IRMS_FIELD_NAMES: Record<string, string> = {
  shipmentAddress: 'shipTo',
  addressLine1: 'street1',
  addressLine2: 'street2',
  postcode: 'postalCode',
  countryCode: 'country',
  customerUsername: 'customer.name',
  customerEmail: 'customer.email',
};
const irmsField = (path: string) =>
  path
    .split('.')
    .map((part) => IRMS_FIELD_NAMES[part] ?? part)
    .join('.');

/**
 * The order as intake takes it. The IRMS hands over orders its brand has taken (paid or on terms):
 * Dockhand only ships them, so they come in paid as of their order date rather than waiting for a
 * payment nobody records here.
 */
async function intakeInputOf(record: PulledIrmsCustomerOrder, projectId: number): Promise<OrderIntakeInput> {
  const { shipTo } = record;
  try {
    return await validateBody(orderIntakeSchema, {
      orderNumber: record.orderNumber,
      orderKey: `irms:${record.externalId}`,
      projectId,
      storeId: null,
      orderDate: record.orderDate,
      paymentDate: record.orderDate,
      customerEmail: record.customerEmail,
      customerUsername: record.customerName,
      shipmentAddress: {
        name: shipTo.name,
        company: shipTo.company,
        addressLine1: shipTo.street1,
        addressLine2: shipTo.street2,
        city: shipTo.city,
        state: shipTo.state,
        postcode: shipTo.postalCode,
        ...(shipTo.country ? { countryCode: shipTo.country } : {}),
        phone: shipTo.phone,
      },
      items: documentLines(record.items),
    });
  } catch (error) {
    if (!(error instanceof HttpError) || !error.fields) throw error;
    const reasons = Object.entries(error.fields).map(([field, message]) => `${irmsField(field)}: ${message}`);
    throw new HttpError(error.statusCode, error.error, reasons.join('; '));
  }
}

/** The vendor's enabled storefront that ships from the warehouse (the first made, when several do). */
async function storefrontOf(scope: ImportScope) {
  const [project] = await scope.tx
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(
      and(
        eq(projects.vendorId, scope.vendor.id),
        eq(projects.warehouseId, scope.warehouse.id),
        eq(projects.enabled, true),
      ),
    )
    .orderBy(asc(projects.id))
    .limit(1);
  return project;
}

/** Why an order that no longer waits keeps what it has. */
function movedOn(order: Order): string {
  if (order.orderStatus === ORDER_STATUS.pendingFulfillment)
    return `order ${order.orderNumber} was already sent to fulfilment`;
  if (order.orderStatus === ORDER_STATUS.shipped) return `order ${order.orderNumber} has already shipped`;
  return `order ${order.orderNumber} is already ${order.orderStatus.replace(/_/g, ' ')} in Dockhand`;
}

async function addOrder(scope: ImportScope, record: PulledIrmsCustomerOrder): Promise<ImportOutcome> {
  const storefront = await storefrontOf(scope);
  if (!storefront)
    return outcome(
      'error',
      null,
      `Vendor ${scope.vendor.name} has no storefront shipping from warehouse ${scope.warehouse.code}.`,
    );
  const input = await intakeInputOf(record, storefront.id);
  const { result, events } = await intakeInTransaction(scope.tx, input, {
    channel: 'import',
    userId: null,
    apiKeyName: undefined,
    format: 'irms',
    at: scope.clock.now(),
  });
  const afterCommit = [publishing(scope.events, events)];
  // Intake's own rule: another order already has the number in this storefront. It holds that order
  // for someone to check; this record makes nothing.
  if (result.outcome === 'duplicate')
    return outcome(
      'error',
      null,
      `Order number ${record.orderNumber} is already taken in storefront ${storefront.name} by another order, now held DUPLICATE_ORDER_NUMBER.`,
      afterCommit,
    );
  return outcome('imported', result.order.id, null, afterCommit);
}

/** Makes, keeps in step or cancels the Dockhand order of an IRMS customer order. */
export async function importCustomerOrder(
  scope: ImportScope,
  record: PulledIrmsCustomerOrder,
  link: ImportLink,
): Promise<ImportOutcome | null> {
  const status = record.status.toLowerCase();
  if (link.documentId === null) {
    const notImported = ORDER_NOT_IMPORTED[status];
    if (notImported) return outcome('synced', null, `Not imported: ${notImported}.`);
    return addOrder(scope, record);
  }
  const [order] = await scope.tx.select().from(orders).where(eq(orders.id, link.documentId)).for('update');
  if (!order) return outcome('error', null, `Order ${link.documentId} is no longer in Dockhand.`);
  const run = async (command: Parameters<typeof runOrderCommandWithin>[2]) =>
    (await runOrderCommandWithin(scope.tx, { id: order.id }, command, scope.clock)).order;

  if (isCancelled(status)) {
    if (order.orderStatus === ORDER_STATUS.cancelled) return null;
    if (!isWaiting(order.orderStatus))
      return outcome('synced', order.id, `Not cancelled: ${movedOn(order)}.`);
    const after = await run(cancelCommand('Cancelled in the IRMS'));
    return outcome('updated', order.id, null, [publishing(scope.events, [orderUpdated(after)])]);
  }
  // The order keeps the digest of the IRMS content it was last made from: only a change is applied,
  // never over a person's later edit of content the IRMS did not change.
  const input = await intakeInputOf(record, order.projectId);
  const digest = intakeDigest(input);
  if (order.intakeHash === digest) return link.syncStatus === 'error' ? outcome('synced', order.id) : null;
  if (!isWaiting(order.orderStatus)) return outcome('synced', order.id, `Not updated: ${movedOn(order)}.`);
  const edit: OrderEditInput = {
    items: input.items,
    shipmentAddress: input.shipmentAddress,
    billTo: input.shipmentAddress,
    customerEmail: input.customerEmail,
    customerUsername: input.customerUsername,
  };
  const after = await run(editCommand(new Set(Object.keys(edit)), edit));
  await scope.tx.update(orders).set({ intakeHash: digest }).where(eq(orders.id, order.id));
  return outcome('updated', order.id, null, [publishing(scope.events, [orderUpdated(after)])]);
}
