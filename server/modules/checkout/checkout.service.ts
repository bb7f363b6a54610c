/**
 * Placing a checkout order (issue 16): the cart's lines, priced from the catalogue unless a price is
 * given, shipped to an entry of the vendor's address book or a typed address, go through order intake
 * (channel 'checkout') in one transaction, so a kit explodes into its components and the order is
 * held for whatever intake finds wrong.
 *
 * A double click places one order: the order number is derived from the user and the request's
 * Idempotency-Key (`CO-` + 10 characters of a SHA-256), so the second submission is intake's
 * "replayed" and answers the same order. The same key with other content (a cart changed after an
 * answer was lost) is refused with 409 and the order it placed, and writes nothing: intake's
 * DUPLICATE_ORDER_NUMBER hold is for storefronts sending a number twice, not for one person's checkout.
 *
 * Decision: a checkout order is placed paid (amount paid = its total), since nothing is collected at
 * checkout: the brand is billed through its invoices. A zero total stays awaiting payment, as intake
 * decides for any order.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CheckoutAnswer } from '../../../src/domain/contracts/checkout';
import { fromAmount, multiply, sum, toAmount } from '../../../src/domain/money';
import type { CheckoutOrderInput } from '../../../src/domain/resources/checkout.schema';
import { orderIntakeSchema, type OrderIntakeInput } from '../../../src/domain/resources/order.schema';
import type { AuthUser } from '../../auth/guard';
import { findVisibleProject } from '../../auth/policy';
import type { AppDeps } from '../../context';
import type { Db, Tx } from '../../db/client';
import { shipmentAddresses } from '../../db/schema';
import { badRequest, HttpError, notFound, validateBody } from '../../http/errors';
import { intakeInTransaction } from '../orders/order-intake.service';
import type { Order } from '../orders/order-records.repository';
import { catalogueProductsBySku, type CatalogueProject } from './checkout.queries';

/** The order number of a user's checkout under an Idempotency-Key: the same key, the same number. */
export const checkoutOrderNumber = (userId: string, idempotencyKey: string) =>
  `CO-${createHash('sha256').update(`${userId}:${idempotencyKey}`).digest('hex').slice(0, 10).toUpperCase()}`;

/** The storefront, when the user may see it; otherwise 404, as for one that does not exist. */
export async function visibleStorefront(reader: Db | Tx, user: AuthUser, projectId: number) {
  const project = await findVisibleProject(reader as Tx, user, projectId);
  if (!project) throw notFound('Storefront');
  return project;
}

export type CheckoutResult = CheckoutAnswer | { outcome: 'reused'; order: CheckoutAnswer['order'] };

/** Thrown inside the transaction so that nothing of the refused submission is kept. */
class KeyReused extends Error {
  constructor(readonly order: Order) {
    super('key reused');
  }
}

const summary = (order: Order): CheckoutAnswer['order'] => ({
  id: order.id,
  orderNumber: order.orderNumber,
  orderStatus: order.orderStatus,
});

/** The ship-to: the vendor's saved address, or the typed one. */
async function shipTo(tx: Tx, project: CatalogueProject, input: CheckoutOrderInput) {
  if (input.shipmentAddressId == null) return input.shipmentAddress;
  const [saved] = await tx
    .select()
    .from(shipmentAddresses)
    .where(
      and(
        eq(shipmentAddresses.id, input.shipmentAddressId),
        eq(shipmentAddresses.vendorId, project.vendorId),
      ),
    );
  if (!saved)
    throw badRequest('Some fields are not valid.', {
      shipmentAddressId: 'Choose an address of this storefront’s vendor',
    });
  return saved.address;
}

/** The cart's lines as intake takes them: each a product the catalogue offers, priced. */
async function intakeLines(tx: Tx, project: CatalogueProject, input: CheckoutOrderInput) {
  const products = await catalogueProductsBySku(
    tx,
    project,
    input.lines.map((l) => l.sku),
  );
  const fields: Record<string, string> = {};
  const lines = input.lines.map((line, i) => {
    const product = products.find((p) => p.sku === line.sku);
    if (!product) fields[`lines[${i}].sku`] = `${line.sku} is not a product of this storefront`;
    else if (!product.orderable)
      fields[`lines[${i}].sku`] = `${line.sku} cannot be ordered: ${product.notOrderable ?? 'not mapped'}`;
    return {
      sku: line.sku,
      name: product?.name ?? null,
      quantity: line.quantity,
      unitPrice: line.unitPrice ?? product?.price ?? null,
    };
  });
  if (Object.keys(fields).length) throw badRequest('Some products cannot be ordered.', fields);
  return lines;
}

/** Places the checkout through intake; answers the order, or the order an earlier use of the key placed. */
export async function placeCheckoutOrder(
  deps: AppDeps,
  user: AuthUser,
  idempotencyKey: string,
  input: CheckoutOrderInput,
): Promise<CheckoutResult> {
  const { db } = deps.database;
  try {
    const { result, events } = await db.transaction(async (tx) => {
      const project = await visibleStorefront(tx, user, input.projectId);
      const items = await intakeLines(tx, project, input);
      const shipmentAddress = await shipTo(tx, project, input);
      const subtotal = sum(items.map((l) => multiply(fromAmount(l.unitPrice), l.quantity)));
      const order: OrderIntakeInput = await validateBody(orderIntakeSchema, {
        orderNumber: checkoutOrderNumber(user.id, idempotencyKey),
        projectId: project.id,
        storeId: input.storeId,
        amountPaid: toAmount(subtotal),
        customerEmail: input.customerEmail,
        shipmentAddress,
        items,
        requestedService: input.requestedService,
        notes: input.notes,
      });
      const intake = await intakeInTransaction(tx, order, {
        channel: 'checkout',
        userId: user.id,
        at: deps.clock.now(),
      });
      if (intake.result.outcome === 'duplicate') throw new KeyReused(intake.result.order);
      return intake;
    });
    for (const event of events) deps.events.publish(event);
    return { outcome: result.outcome === 'created' ? 'created' : 'replayed', order: summary(result.order) };
  } catch (err) {
    if (err instanceof KeyReused) return { outcome: 'reused', order: summary(err.order) };
    throw err;
  }
}

/** 409: the key placed an order with other content. */
export const keyReused = (order: CheckoutAnswer['order']) =>
  new HttpError(
    409,
    'checkout_already_placed',
    `This checkout was already placed as order ${order.orderNumber}, with other content. Open that order, or start a new checkout.`,
  );
