/**
 * Orders posted in ShipStation's v1 Order model (issue 20), at the public intake: checked in
 * ShipStation's field names, mapped to Dockhand's order (server/integrations/shipping-tool/
 * order-mapper.ts) and taken like ShipStation's createorder, create-or-update by orderKey:
 * - no order under the key: intake makes it (with its holds: a ship-to a carrier cannot deliver to is
 *   held MISSING_ADDRESS), then the status asked for is applied (on_hold: a client hold; cancelled);
 * - an order under the key that has not been sent to fulfilment: a corrected address or lines are an
 *   edit (the edit's checks run again: a fixed address releases its hold), a new status is applied,
 *   a payment moves it on from awaiting_payment; the same post again changes nothing ("unchanged");
 * - an order already sent to fulfilment, shipped or cancelled: 409, nothing written.
 * Without an orderKey, intake's own rule holds: the same storefront order number is one order.
 * The tool's store id and tag ids map through the shipping tool's mappings (issue 16).
 */
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '../../../src/domain/order.lifecycle';
import {
  orderIntakeSchema,
  type OrderEditInput,
  type OrderIntakeInput,
} from '../../../src/domain/resources/order.schema';
import type { Clock } from '../../clock';
import type { Db, Tx } from '../../db/client';
import { orders, orderTags, shippingToolStores, shippingToolTags } from '../../db/schema';
import type { DomainEvent, DomainEvents } from '../../events/domain-events';
import { HttpError, validateBody } from '../../http/errors';
import { mapShipStationOrder } from '../../integrations/shipping-tool/order-mapper';
import {
  shipStationOrderSchema,
  type ShipStationIntakeStatus,
} from '../../integrations/shipping-tool/order-payload';
import { editCommand, moveToAwaitingShipmentCommand } from './order-actions.service';
import { runOrderCommandWithin, type OrderCommand } from './order-command.service';
import { cancelCommand } from './order-fulfillment.service';
import { openHolds, placeHolds, releaseHolds } from './order-holds.service';
import {
  intakeDigest,
  intakeInTransaction,
  type IntakeOutcome,
  type IntakeResult,
  type IntakeSource,
} from './order-intake.service';
import { orderUpdated, recordOrderEvent, type Order } from './order-records.repository';
import type { OrderAmountWarning } from '../../../src/domain/order-amounts';

export const SHIPSTATION_FORMAT = 'shipstation-v1';

/** The reason of the hold a storefront's on_hold places: the storefront's later status releases only it. */
const STOREFRONT_HOLD_REASON = 'On hold in the storefront';

export type ShipStationOutcome = IntakeOutcome | 'updated' | 'unchanged';

export interface ShipStationResult {
  outcome: ShipStationOutcome;
  order: Order;
  warnings: OrderAmountWarning[];
}

export interface ShipStationRead {
  input: OrderIntakeInput;
  status: ShipStationIntakeStatus;
  unmapped: Record<string, unknown>;
}

/** A field of Dockhand's order in ShipStation's name, for a refusal of the mapped order. */
const FIELD_NAMES: Record<string, string> = {
  shipmentAddress: 'shipTo',
  requestedService: 'requestedShippingService',
  notes: 'customerNotes',
  storeId: 'advancedOptions.storeId',
  addressLine1: 'street1',
  addressLine2: 'street2',
  addressLine3: 'street3',
  postcode: 'postalCode',
  countryCode: 'country',
};

/** Dockhand's field path in ShipStation's words; `items[i]` back to the item it came from. */
function shipStationPath(path: string, itemIndexes: readonly number[]): string {
  return path
    .replace(/^items\[(\d+)\]/, (_, i: string) => `items[${itemIndexes[Number(i)] ?? i}]`)
    .split('.')
    .map((part) => FIELD_NAMES[part] ?? part)
    .join('.');
}

/** The Dockhand store the tool's store is mapped to, if it is. */
async function mappedStore(reader: Db | Tx, projectId: number, toolStoreId: number | null) {
  if (toolStoreId === null) return null;
  const [row] = await reader
    .select({ storeId: shippingToolStores.storeId })
    .from(shippingToolStores)
    .where(
      and(
        eq(shippingToolStores.projectId, projectId),
        eq(shippingToolStores.externalId, String(toolStoreId)),
      ),
    );
  return row?.storeId ?? null;
}

/** The names of the order tags the tool's tags are mapped to. */
async function mappedTags(reader: Db | Tx, projectId: number, toolTagIds: readonly number[]) {
  if (toolTagIds.length === 0) return [];
  const rows = await reader
    .select({ name: orderTags.name })
    .from(shippingToolTags)
    .innerJoin(orderTags, eq(orderTags.id, shippingToolTags.orderTagId))
    .where(
      and(
        eq(shippingToolTags.projectId, projectId),
        inArray(shippingToolTags.externalId, toolTagIds.map(String)),
      ),
    );
  return [...new Set(rows.map((r) => r.name))];
}

/**
 * A ShipStation order for the storefront, checked and mapped: 400 with every field in ShipStation's
 * names, nothing written. Also how a kept virtual order in this shape is read again on retry.
 */
export async function readShipStationOrder(
  reader: Db | Tx,
  projectId: number,
  body: unknown,
): Promise<ShipStationRead> {
  const checked = await validateBody(shipStationOrderSchema, body);
  const mapped = mapShipStationOrder(checked);
  const itemIndexes = (checked.items ?? []).flatMap((item, i) => (item.adjustment === true ? [] : [i]));
  const candidate = {
    ...mapped.order,
    projectId,
    storeId: await mappedStore(reader, projectId, mapped.toolStoreId),
    tags: await mappedTags(reader, projectId, mapped.toolTagIds),
  };
  try {
    const input = await validateBody(orderIntakeSchema, candidate);
    return { input, status: mapped.status, unmapped: mapped.unmapped };
  } catch (error) {
    if (!(error instanceof HttpError) || !error.fields) throw error;
    const fields = Object.fromEntries(
      Object.entries(error.fields).map(([path, message]) => [shipStationPath(path, itemIndexes), message]),
    );
    throw new HttpError(error.statusCode, error.error, error.message, fields);
  }
}

const storefrontHolds = async (tx: Tx, order: Order) =>
  (await openHolds(tx, order.id)).filter((h) => h.type === 'client' && h.reason === STOREFRONT_HOLD_REASON);

/** on_hold from the storefront: a client hold, once; any other status releases it. */
const storefrontHoldCommand = (hold: boolean): OrderCommand => ({
  action: hold ? 'hold' : 'unhold',
  step: 'edit',
  work: async ({ tx, userId, at }, order) => {
    const placed = await storefrontHolds(tx, order);
    if (hold && placed.length === 0)
      return {
        order: await placeHolds(tx, order, [{ type: 'client', reason: STOREFRONT_HOLD_REASON }], userId, at),
      };
    if (!hold && placed.length)
      return {
        order: (
          await releaseHolds(
            tx,
            order,
            { ids: placed.map((h) => h.id) },
            userId,
            'Released by the storefront',
            at,
          )
        ).order,
      };
    return { order };
  },
});

/** Whether the order already is what the storefront's status asks. */
async function statusApplied(tx: Tx, order: Order, status: ShipStationIntakeStatus): Promise<boolean> {
  const cancelled = order.orderStatus === ORDER_STATUS.cancelled;
  if (status === 'cancelled' || cancelled) return status === 'cancelled' && cancelled;
  const held = (await storefrontHolds(tx, order)).length > 0;
  return status === 'on_hold' ? held : !held;
}

/** Applies the status the storefront asks for to an order that has not been sent. */
async function applyStatus(tx: Tx, order: Order, read: ShipStationRead, clock: Clock): Promise<Order> {
  const run = async (current: Order, command: OrderCommand) =>
    (await runOrderCommandWithin(tx, { id: current.id }, command, clock)).order;
  if (read.status === 'cancelled') return run(order, cancelCommand('Cancelled in the storefront'));
  let after = order;
  // Paid in the storefront since: the payment moves it on (the lifecycle's own step).
  const paid = read.input.paymentDate != null || (read.input.amountPaid ?? 0) >= order.orderTotal;
  if (after.orderStatus === ORDER_STATUS.awaitingPayment && read.status !== 'awaiting_payment' && paid)
    after = await run(after, moveToAwaitingShipmentCommand);
  if (!(await statusApplied(tx, after, read.status)))
    after = await run(after, storefrontHoldCommand(read.status === 'on_hold'));
  return after;
}

/** The fields a later post may change: what the order edit takes. */
function editOf(input: OrderIntakeInput): { sent: Set<string>; edit: OrderEditInput } {
  const edit: OrderEditInput = {
    items: input.items,
    shipmentAddress: input.shipmentAddress,
    billTo: input.billTo ?? input.shipmentAddress,
    requestedService: input.requestedService,
    advancedOptions: input.advancedOptions,
    notes: input.notes,
    customerEmail: input.customerEmail,
    customerUsername: input.customerUsername,
    shipByDate: input.shipByDate,
  };
  return { sent: new Set(Object.keys(edit)), edit };
}

export const ORDER_NOT_CHANGEABLE = 'order_not_changeable';
export const orderIdOf = (error: HttpError) => (error as HttpError & { orderId?: number }).orderId ?? null;

const refusedChange = (order: Order, why: string) =>
  Object.assign(
    new HttpError(
      409,
      ORDER_NOT_CHANGEABLE,
      `Order ${order.orderNumber} ${why}; the storefront can no longer change it. Nothing was changed.`,
    ),
    { orderId: order.id },
  );

async function updateExisting(
  tx: Tx,
  existing: Order,
  read: ShipStationRead,
  source: IntakeSource,
  clock: Clock,
): Promise<ShipStationResult> {
  const digest = intakeDigest(read.input);
  const sameContent = existing.intakeHash === digest;
  if (sameContent && (await statusApplied(tx, existing, read.status)))
    return { outcome: 'unchanged', order: existing, warnings: [] };
  if (existing.orderStatus === ORDER_STATUS.cancelled) throw refusedChange(existing, 'is cancelled');
  if (existing.orderStatus === ORDER_STATUS.pendingFulfillment)
    throw refusedChange(existing, 'was sent to fulfilment');
  if (existing.orderStatus === ORDER_STATUS.shipped) throw refusedChange(existing, 'has shipped');

  let after = existing;
  if (!sameContent) {
    const { sent, edit } = editOf(read.input);
    after = (await runOrderCommandWithin(tx, { id: existing.id }, editCommand(sent, edit), clock)).order;
    await tx.update(orders).set({ intakeHash: digest }).where(eq(orders.id, existing.id));
    after = { ...after, intakeHash: digest };
  }
  await recordOrderEvent(tx, existing.id, {
    kind: 'intake',
    action: 'update',
    userId: null,
    message: `Received through the storefront API again (key “${source.apiKeyName ?? ''}”): ${
      sameContent ? `status ${read.status}` : `changes applied, status ${read.status}`
    }`,
    details: {
      channel: source.channel,
      apiKey: source.apiKeyName ?? null,
      format: SHIPSTATION_FORMAT,
      requestedStatus: read.status,
      ...(Object.keys(read.unmapped).length ? { unmapped: read.unmapped } : {}),
    },
    at: clock.now(),
  });
  after = await applyStatus(tx, after, read, clock);
  return { outcome: 'updated', order: after, warnings: [] };
}

/** The order under the storefront's orderKey, newest first, locked. */
async function orderUnderKey(tx: Tx, projectId: number, orderKey: string): Promise<Order | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.projectId, projectId), isNotNull(orders.orderKey), eq(orders.orderKey, orderKey)))
    .orderBy(desc(orders.id))
    .limit(1)
    .for('update');
  return row;
}

/**
 * Takes a ShipStation order the storefront sent (read and checked by readShipStationOrder): one
 * transaction creates or updates it; OrderUpdated goes out after the commit.
 */
export async function intakeShipStationOrder(
  db: Db,
  events: DomainEvents,
  clock: Clock,
  read: ShipStationRead,
  source: Omit<IntakeSource, 'format' | 'unmapped' | 'at'>,
): Promise<ShipStationResult> {
  const { projectId } = read.input;
  const full: IntakeSource = {
    ...source,
    format: SHIPSTATION_FORMAT,
    unmapped: read.unmapped,
    at: clock.now(),
  };
  const { result, published } = await db.transaction(async (tx) => {
    const key = read.input.orderKey;
    // Two posts of one new key at once: the second waits and finds the first's order.
    if (key)
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`order-key:${projectId}:${key}`}))`);
    const existing = key ? await orderUnderKey(tx, projectId, key) : undefined;
    if (existing) {
      const updated = await updateExisting(tx, existing, read, full, clock);
      return { result: updated, published: [orderUpdated(updated.order)] };
    }
    const created = await createShipStationOrder(tx, read, full, clock);
    return { result: created.result, published: created.events };
  });
  for (const event of published) events.publish(event);
  return result;
}

/**
 * A new ShipStation order: intake makes it, then the status asked for is applied, in the caller's
 * transaction; the events are for after its commit (the order's last state once). Also how a kept
 * virtual order in this shape is placed by a retry.
 */
export async function createShipStationOrder(
  tx: Tx,
  read: ShipStationRead,
  source: IntakeSource,
  clock: Clock,
): Promise<{ result: IntakeResult; events: DomainEvent[] }> {
  const taken = await intakeInTransaction(tx, read.input, { ...source, format: SHIPSTATION_FORMAT });
  if (taken.result.outcome !== 'created') return taken;
  const order = await applyStatus(tx, taken.result.order, read, clock);
  return {
    result: { ...taken.result, order },
    events: [...taken.events.filter((e) => e.type !== 'OrderUpdated'), orderUpdated(order)],
  };
}
