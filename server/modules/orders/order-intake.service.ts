/**
 * Order intake: the one way an order comes in, whether from the Create Order screen, a CSV/XLSX
 * upload, the public API (a storefront's key) or the demo seed. In one transaction it
 * - claims the storefront's order number (the unique key orders_intake_key decides between racing
 *   submissions; the same content again is a retry and answers the first order — "replayed"; other
 *   content under a taken number holds the existing order with DUPLICATE_ORDER_NUMBER — "duplicate"),
 * - maps each line's storefront SKU to a vendor item, or to a kit exploded into its components
 *   (order-checks.logic.ts, src/domain/order-kits.ts),
 * - starts the order awaiting_shipment, or awaiting_payment when it is unpaid,
 * - and holds it with a marker for each problem found (an unexpected failure of the checks is
 *   UNKNOWN_ERROR: the order is kept, never lost).
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { add, fromAmount, isZero, multiply, sum, toAmount } from '../../../src/domain/money';
import { orderAmountWarnings, type OrderAmountWarning } from '../../../src/domain/order-amounts';
import { customerLines, isKitLine } from '../../../src/domain/order-kits';
import { isOrderMarker, ORDER_STATUS } from '../../../src/domain/order.lifecycle';
import type { OrderIntakeInput } from '../../../src/domain/resources/order.schema';
import { recordAction } from '../../audit/action-log';
import type { AuthUser } from '../../auth/guard';
import { canSeeVendor } from '../../auth/policy';
import type { Db, Tx } from '../../db/client';
import { orders, stores } from '../../db/schema';
import type { DomainEvent, DomainEvents } from '../../events/domain-events';
import { badRequest, HttpError } from '../../http/errors';
import { mapLines, problemsOf, projectOf, type Problem } from './order-checks.logic';
import { placeHolds } from './order-holds.service';
import { orderUpdated, recordOrderEvent, type Order } from './order-records.repository';
import { recordOrderAutomation } from '../automations/automation-event-inputs.service';

export type IntakeChannel = 'screen' | 'import' | 'api' | 'seed' | 'checkout' | 'retry' | 'simulation';

export interface IntakeSource {
  channel: IntakeChannel;
  userId: string | null;
  /** The API key's name, for the connector log. */
  apiKeyName?: string;
  /** When the order came in, by the context's clock; now when not given. */
  at?: Date;
  /** The payload's format when it is not Dockhand's own ('shipstation-v1'), for the connector log. */
  format?: string;
  /** What the payload carried that has no home in the order, kept with its intake event. */
  unmapped?: Record<string, unknown>;
}

/** Orders from connectors must have a deliverable ship-to (people at the screens see the form's checks). */
const SHIP_TO_CHECKED: readonly IntakeChannel[] = ['api', 'retry'];

export type IntakeOutcome = 'created' | 'replayed' | 'duplicate';

export interface IntakeResult {
  outcome: IntakeOutcome;
  order: Order;
  /** What the amounts say (a zero total, a total that does not add up): the order is taken anyway. */
  warnings: OrderAmountWarning[];
}

const channelText: Record<IntakeChannel, string> = {
  screen: 'Created on the Create Order screen',
  import: 'Imported from a file',
  api: 'Received through the storefront API',
  seed: 'Created with the demo data',
  checkout: 'Placed at checkout',
  retry: 'Received through the storefront API earlier and kept as a virtual order; placed by a retry',
  simulation: 'Simulated (never saved)',
};

/** A stable digest of what was submitted: key order and absent-versus-null do not matter. */
export function intakeDigest(input: OrderIntakeInput): string {
  const canonical = (value: unknown): unknown => {
    if (value instanceof Date) return value.toISOString();
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value)
          .filter(([, v]) => v !== null && v !== undefined && v !== '')
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, v]) => [k, canonical(v)]),
      );
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(input)))
    .digest('hex');
}

export const duplicateOrderNumber = (order: Order) =>
  Object.assign(
    new HttpError(
      409,
      'duplicate_order_number',
      `Order number ${order.orderNumber} was already received for this storefront and store, with other content. The existing order is held as DUPLICATE_ORDER_NUMBER for someone to check.`,
    ),
    { orderId: order.id },
  );

async function storeOf(tx: Tx, projectId: number, storeId: number | null | undefined) {
  if (storeId == null) return null;
  const [store] = await tx
    .select()
    .from(stores)
    .where(and(eq(stores.id, storeId), eq(stores.projectId, projectId)));
  if (!store) throw badRequest('Some fields are not valid.', { storeId: 'Choose a store of this project' });
  return store;
}

/** The existing order under the number, locked. */
async function existingOrder(tx: Tx, input: OrderIntakeInput): Promise<Order> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.projectId, input.projectId),
        input.storeId == null ? isNull(orders.storeId) : eq(orders.storeId, input.storeId),
        eq(orders.orderNumber, input.orderNumber),
      ),
    )
    .for('update');
  return row!;
}

/** Runs the checks in a savepoint, so a failing check cannot abort the intake transaction. */
async function checksOf(tx: Tx, run: (t: Tx) => Promise<Problem[]>): Promise<Problem[]> {
  try {
    return await tx.transaction(run);
  } catch (err) {
    return [{ type: 'UNKNOWN_ERROR', reason: `The order could not be checked: ${(err as Error).message}` }];
  }
}

/** Intake in a caller's transaction; answers the result and the events to publish after commit. */
export async function intakeInTransaction(
  tx: Tx,
  input: OrderIntakeInput,
  source: IntakeSource,
): Promise<{ result: IntakeResult; events: DomainEvent[] }> {
  const project = await projectOf(tx, input.projectId);
  if (!project) throw badRequest('Some fields are not valid.', { projectId: 'Choose a storefront' });
  if (!project.enabled)
    throw new HttpError(
      409,
      'storefront_disabled',
      `Storefront ${project.name} is disabled and takes no new orders.`,
    );
  await storeOf(tx, project.id, input.storeId);
  const digest = intakeDigest(input);

  const { lines, forcedHold, createdProductIds, weightTotal } = await mapLines(
    tx,
    project,
    input.items ?? [],
  );
  const subtotal = sum(lines.map((l) => multiply(fromAmount(l.unitPrice), l.quantity)));
  const orderTotal =
    input.orderTotal ||
    toAmount(add(subtotal, fromAmount(input.shippingAmount), fromAmount(input.taxAmount)));
  const warnings = orderAmountWarnings({
    lines: subtotal,
    shipping: fromAmount(input.shippingAmount),
    tax: fromAmount(input.taxAmount),
    typedTotal: input.orderTotal == null ? null : fromAmount(input.orderTotal),
    unpricedLines: customerLines(lines).filter((l) => isZero(fromAmount(l.unitPrice))).length,
  });
  // Paid only by a payment someone entered: an amount that covers the total, or a payment date for a
  // total above zero. A zero total with nothing paid is no payment (it would read Paid, $0.00).
  const amountPaid = fromAmount(input.amountPaid);
  const total = fromAmount(orderTotal);
  const paid = (!isZero(amountPaid) && amountPaid >= total) || (input.paymentDate != null && !isZero(total));
  const at = source.at ?? new Date();
  const orderDate = input.orderDate ?? at;
  const [created] = await tx
    .insert(orders)
    .values({
      orderNumber: input.orderNumber,
      orderKey: input.orderKey ?? null,
      projectId: project.id,
      storeId: input.storeId ?? null,
      vendorId: project.vendorId,
      warehouseId: project.warehouseId,
      orderStatus: paid ? ORDER_STATUS.awaitingShipment : ORDER_STATUS.awaitingPayment,
      orderDate,
      // The real time of the change, not the order's own date.
      modifyDate: at,
      paymentDate: paid ? (input.paymentDate ?? orderDate) : null,
      shipByDate: input.shipByDate ?? null,
      orderTotal,
      amountPaid: input.amountPaid ?? 0,
      shippingAmount: input.shippingAmount ?? 0,
      taxAmount: input.taxAmount ?? 0,
      customerEmail: input.customerEmail ?? null,
      customerUsername: input.customerUsername ?? null,
      billTo: input.billTo ?? input.shipmentAddress ?? {},
      shipmentAddress: input.shipmentAddress ?? {},
      items: lines,
      // The units the customer ordered: a kit counts once, not its components.
      itemCount: customerLines(lines).reduce((sum, l) => sum + l.quantity, 0),
      weightTotal,
      advancedOptions: input.advancedOptions ?? {},
      requestedService: input.requestedService ?? null,
      carrierCode: input.carrierCode ?? null,
      serviceCode: input.serviceCode ?? null,
      notes: input.notes ?? null,
      // Markers are the system's to set, never the submitter's.
      tags: (input.tags ?? []).filter((t) => !isOrderMarker(t)),
      intakeHash: digest,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing()
    .returning();

  const productEvents: DomainEvent[] = createdProductIds.map((id) => ({
    type: 'StorefrontProductUpdated',
    storefrontProductId: id,
    projectId: project.id,
  }));
  if (!created) {
    const existing = await existingOrder(tx, input);
    if (existing.intakeHash === digest)
      return { result: { outcome: 'replayed', order: existing, warnings }, events: productEvents };
    await recordOrderEvent(tx, existing.id, {
      kind: 'intake',
      action: 'duplicate',
      userId: source.userId,
      message: `${channelText[source.channel]} again with other content; the new content was not taken.`,
      details: {
        channel: source.channel,
        apiKey: source.apiKeyName ?? null,
        received: input as unknown as Record<string, unknown>,
      },
      at,
    });
    const held = await placeHolds(
      tx,
      existing,
      [
        {
          type: 'DUPLICATE_ORDER_NUMBER',
          reason: `Order number ${input.orderNumber} was received again with other content.`,
        },
      ],
      source.userId,
      at,
    );
    return {
      result: { outcome: 'duplicate', order: held, warnings },
      events: [...productEvents, orderUpdated(held)],
    };
  }

  await recordOrderEvent(tx, created.id, {
    kind: 'intake',
    action: 'intake',
    userId: source.userId,
    message: source.apiKeyName
      ? `${channelText[source.channel]} (key “${source.apiKeyName}”)`
      : channelText[source.channel],
    details: {
      channel: source.channel,
      apiKey: source.apiKeyName ?? null,
      ...(source.format ? { format: source.format } : {}),
      ...(source.unmapped && Object.keys(source.unmapped).length ? { unmapped: source.unmapped } : {}),
      lines: lines.length,
      mapped: lines.filter((l) => l.vendorProductId != null || isKitLine(l)).length,
      createdStorefrontProducts: createdProductIds.length,
    },
    at,
  });
  if (source.userId) {
    // People's creations also land in the action log, where project and user logs find them.
    await recordAction(tx, {
      actorId: source.userId,
      resource: 'orders',
      resourceId: created.id,
      action: 'add',
      before: null,
      after: created,
      projectId: created.projectId,
      at,
    });
  }
  await recordOrderAutomation(tx, at, 'OrderCreated', created, { userId: source.userId });
  const checkShipTo = SHIP_TO_CHECKED.includes(source.channel);
  const problems = await checksOf(tx, (t) =>
    problemsOf(t, project, { ...created, lines, forcedHold }, { checkShipTo }),
  );
  const order = await placeHolds(tx, created, problems, source.userId, at);
  return {
    result: { outcome: 'created', order, warnings },
    events: [...productEvents, orderUpdated(order)],
  };
}

/** Intake in its own transaction, with the events published after it commits. */
export async function intakeOrder(
  db: Db,
  events: DomainEvents,
  input: OrderIntakeInput,
  source: IntakeSource,
): Promise<IntakeResult> {
  const { result, events: published } = await db.transaction((tx) => intakeInTransaction(tx, input, source));
  for (const event of published) events.publish(event);
  return result;
}

/** The Create Order screen's intake: a storefront of another vendor is as unknown as a missing one. */
export async function intakeFromScreen(
  db: Db,
  events: DomainEvents,
  user: AuthUser,
  input: OrderIntakeInput,
): Promise<IntakeResult> {
  const project = await projectOf(db, input.projectId);
  if (!project || !canSeeVendor(user, project.vendorId))
    throw badRequest('Some fields are not valid.', { projectId: 'Choose a project you have access to' });
  return intakeOrder(db, events, input, { channel: 'screen', userId: user.id });
}
