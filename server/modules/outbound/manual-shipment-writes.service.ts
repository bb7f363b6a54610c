/**
 * Manual and bulk shipments as records (the generic add and edit of /api/common/manualShipments):
 * the rules beyond the schema, run in the write's transaction before the tenant check. Nothing here
 * moves stock; the steps do (manual-shipment-steps.service.ts).
 *
 * - The kind decides the permission: a BulkShipment needs bulk create or request, any other type
 *   small-parcel create (403); the kind of a shipment never changes (400).
 * - A new shipment starts Draft or Open (Open by default); edits keep the status and are allowed
 *   only while Draft or Open (409 after: its steps change it then).
 * - A brand that only requests (src/domain/manual-shipment.lifecycle.ts isRequestOnly) writes a
 *   request: requestedBy is the user, no confirmation; they may change it until staff confirm it.
 *   Staff who may confirm and create a bulk shipment with its warehouse chosen confirm it as they
 *   create it (nobody accepts their own shipment); without a warehouse it waits for `confirm`.
 * - A small parcel ships from a warehouse chosen at once (400 without).
 * - Lines name items of the shipment's vendor (by id or SKU; 400 per line otherwise) and start with
 *   nothing allocated or packed; a Draft may be saved without lines.
 * - Order number '-' (spec §3's bulk default) becomes BS-<id> / MS-<id>.
 */
import { sql } from 'drizzle-orm';
import {
  creationStatuses,
  MANUAL_SHIPMENT_STATUS,
  isBulkShipment,
  isEditableShipment,
  isRequestOnly,
  kindOf,
  manualShipmentStatusLabel,
  mayCreateKind,
  requesterRefusal,
  stepPermissions,
  type ManualShipmentStatus,
  type OutboundLine,
} from '../../../src/domain/manual-shipment.lifecycle';
import { NO_ORDER_NUMBER } from '../../../src/domain/resources/manual-shipment.schema';
import { allows, canSeeVendor } from '../../auth/policy';
import type { Tx } from '../../db/client';
import { badRequest, conflict, forbidden } from '../../http/errors';
import { resolveItemLines } from '../../resources/item-lines';
import type { WriteContext } from '../../resources/resource';

const invalid = (fields: Record<string, string>) => badRequest('Some fields are not valid.', fields);

type LineInput = {
  sku: string;
  name?: string | null;
  quantity: number;
  unitPrice?: number | null;
  vendorProductId?: number | null;
};

/** The lines resolved to the vendor's items (resources/item-lines.ts), with nothing allocated or packed. */
async function resolveLines(tx: Tx, vendorId: number, lines: LineInput[]): Promise<OutboundLine[]> {
  return (await resolveItemLines(tx, vendorId, lines)).map((line) => ({
    sku: line.sku,
    name: line.name,
    vendorProductId: line.vendorProductId,
    quantity: line.quantity,
    ...(line.unitPrice != null ? { unitPrice: line.unitPrice } : {}),
    allocatedQuantity: 0,
    packedQuantity: 0,
  }));
}

/** The next id of manual_shipments, taken now so a new shipment's number can carry it. */
async function nextShipmentId(tx: Tx): Promise<number> {
  const result = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence('manual_shipments', 'id'))::int as id`,
  )) as unknown as { rows: { id: number }[] };
  return Number(result.rows[0]!.id);
}

const numberFor = (orderType: string, id: number) => `${isBulkShipment(orderType) ? 'BS' : 'MS'}-${id}`;

/** The declaration's write hook (declarations/outbound.ts). */
export async function prepareManualShipmentWrite({ tx, user, values, before, at }: WriteContext) {
  // Another vendor's shipment is refused by the tenant check that follows (400 on vendorId), as on
  // every resource, whatever its kind; its items are not looked at (that would tell what it holds).
  if (!canSeeVendor(user, values.vendorId as number)) return;
  const orderType = String(values.orderType);
  if (!mayCreateKind(user.permissions, orderType)) throw forbidden();
  const requestOnly = isBulkShipment(orderType) && isRequestOnly(user.permissions);

  if (before) {
    if (!mayCreateKind(user.permissions, String(before.orderType))) throw forbidden();
    const status = String(before.orderStatus);
    if (!isEditableShipment(status))
      throw conflict(
        `This shipment is ${manualShipmentStatusLabel(status).toLowerCase()} and can no longer be edited.`,
      );
    if (kindOf(orderType) !== kindOf(String(before.orderType)))
      throw invalid({
        orderType: isBulkShipment(String(before.orderType))
          ? 'A bulk shipment stays a bulk shipment'
          : 'A small-parcel shipment cannot become a bulk shipment',
      });
    if (requestOnly) {
      const refusal = requesterRefusal(
        {
          orderType,
          orderStatus: status,
          warehouseId: before.warehouseId as number | null,
          confirmedAt: before.confirmedAt as Date | null,
          items: [],
        },
        'edit',
      );
      if (refusal) throw conflict(refusal);
    }
    // The status is the steps'.
    delete values.orderStatus;
  } else {
    if (!creationStatuses.includes(values.orderStatus as ManualShipmentStatus))
      throw invalid({ orderStatus: 'A new shipment starts as a Draft or Open' });
    if (isBulkShipment(orderType)) {
      values.requestedBy = requestOnly ? user.id : null;
      const confirmsNow =
        !requestOnly && values.warehouseId != null && allows(user, stepPermissions.bulk.confirm);
      values.confirmedAt = confirmsNow ? at : null;
      values.confirmedBy = confirmsNow ? user.id : null;
    }
  }

  if (!isBulkShipment(orderType) && values.warehouseId == null)
    throw invalid({ warehouseId: 'Warehouse is required' });

  const status = (values.orderStatus ?? before?.orderStatus) as string;
  const lines = await resolveLines(tx, values.vendorId as number, (values.items ?? []) as LineInput[]);
  if (lines.length === 0 && status !== MANUAL_SHIPMENT_STATUS.Draft)
    throw invalid({ items: 'Add at least one line' });
  values.items = lines;

  if (values.orderNumber === NO_ORDER_NUMBER) {
    const id = before ? (before.id as number) : await nextShipmentId(tx);
    if (!before) values.id = id;
    values.orderNumber = numberFor(orderType, id);
  }
}
