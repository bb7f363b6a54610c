/**
 * The objects a ticket may be about (src/domain/support/ticket-links.ts): a link names an object the
 * user may read — its kind's view permission, and the row within the user's scope, exactly as the
 * object's own calls check (server/resources/declarations) — or it is refused on the `link` field
 * (a vendor user naming another vendor's order reads "not found", as the order's own page would).
 * The label is stored with the link, so a link still reads when the object is gone.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { asnScreenContract, transferScreenContract } from '../../../src/domain/contracts/warehouse-shipments';
import {
  BULK_SHIPMENT,
  kindPermissions,
  isBulkShipment,
} from '../../../src/domain/manual-shipment.lifecycle';
import {
  ADVANCED_SHIP_NOTICE,
  WAREHOUSE_TRANSFER,
} from '../../../src/domain/resources/warehouse-shipment.schema';
import {
  parseTicketLink,
  ticketLinkKindLabels,
  type TicketLinkKind,
  type TicketLinkRef,
} from '../../../src/domain/support/ticket-links';
import type { AuthUser } from '../../auth/guard';
import { allows, scopeCondition } from '../../auth/policy';
import type { Db, Tx } from '../../db/client';
import {
  manualShipments,
  orderBillingEntries,
  orders,
  purchaseOrders,
  warehouseShipments,
} from '../../db/schema';
import { badRequest } from '../../http/errors';
import { billingEntryResource } from '../../resources/declarations/billing';
import { poResource } from '../../resources/declarations/inbound';
import { warehouseShipmentResource } from '../../resources/declarations/inbound';
import { manualShipmentResource } from '../../resources/declarations/outbound';
import { orderResource } from '../../resources/declarations/orders';
import type { ResourceDecl } from '../../resources/resource';

interface LinkTarget {
  decl: ResourceDecl;
  table: PgTable;
  id: PgColumn;
  /** Who may read objects of this kind (the kind's view permissions). */
  view: readonly string[];
  /** Further condition of the kind (an ASN is a warehouse shipment of the ASN type). */
  where?: SQL;
  select: { ref: PgColumn; vendorId: PgColumn };
}

const targets: Record<TicketLinkKind, LinkTarget> = {
  order: {
    decl: orderResource,
    table: orders,
    id: orders.id,
    view: orderResource.permissions.view,
    select: { ref: orders.orderNumber, vendorId: orders.vendorId },
  },
  purchase_order: {
    decl: poResource,
    table: purchaseOrders,
    id: purchaseOrders.id,
    view: poResource.permissions.view,
    select: { ref: purchaseOrders.orderNumber, vendorId: purchaseOrders.vendorId },
  },
  asn: {
    decl: warehouseShipmentResource,
    table: warehouseShipments,
    id: warehouseShipments.id,
    view: asnScreenContract.permissions.view,
    where: eq(warehouseShipments.type, ADVANCED_SHIP_NOTICE),
    select: { ref: warehouseShipments.orderNumber, vendorId: warehouseShipments.vendorId },
  },
  transfer: {
    decl: warehouseShipmentResource,
    table: warehouseShipments,
    id: warehouseShipments.id,
    view: transferScreenContract.permissions.view,
    where: eq(warehouseShipments.type, WAREHOUSE_TRANSFER),
    select: { ref: warehouseShipments.orderNumber, vendorId: warehouseShipments.vendorId },
  },
  bulk_shipment: {
    decl: manualShipmentResource,
    table: manualShipments,
    id: manualShipments.id,
    view: kindPermissions.bulk.view,
    where: eq(manualShipments.orderType, BULK_SHIPMENT),
    select: { ref: manualShipments.orderNumber, vendorId: manualShipments.vendorId },
  },
  parcel_shipment: {
    decl: manualShipmentResource,
    table: manualShipments,
    id: manualShipments.id,
    view: kindPermissions.parcel.view,
    select: { ref: manualShipments.orderNumber, vendorId: manualShipments.vendorId },
  },
  invoice_line: {
    decl: billingEntryResource,
    table: orderBillingEntries,
    id: orderBillingEntries.id,
    view: billingEntryResource.permissions.view,
    select: { ref: orderBillingEntries.chargeLabel, vendorId: orderBillingEntries.vendorId },
  },
};

export interface ResolvedLink extends TicketLinkRef {
  label: string;
  vendorId: number | null;
}

const refused = (message: string) => badRequest('Some fields are not valid.', { link: message });

/** Reads `text` ("order:123", or the parts) as a link the user may make; 400 on `link` otherwise. */
export async function resolveTicketLink(
  reader: Db | Tx,
  user: AuthUser,
  input: unknown,
): Promise<ResolvedLink> {
  const ref =
    typeof input === 'string'
      ? parseTicketLink(input)
      : typeof input === 'object' && input !== null
        ? parseTicketLink(
            `${String((input as { objectType?: unknown }).objectType)}:${String((input as { objectId?: unknown }).objectId)}`,
          )
        : null;
  if (!ref)
    throw refused(
      'Choose what the ticket is about: an order, a purchase order, an ASN, a transfer, a shipment or an invoice line',
    );
  const target = targets[ref.objectType];
  const kind = ticketLinkKindLabels[ref.objectType];
  const notFound = refused(`${kind} ${ref.objectId} was not found`);
  if (!allows(user, target.view)) throw notFound;
  const [row] = await reader
    .select({
      ref: target.select.ref,
      vendorId: target.select.vendorId,
      ...(ref.objectType === 'bulk_shipment' || ref.objectType === 'parcel_shipment'
        ? { orderType: manualShipments.orderType }
        : {}),
    })
    .from(target.table)
    .where(and(eq(target.id, Number(ref.objectId)), target.where, scopeCondition(target.decl, user)))
    .limit(1);
  if (!row) throw notFound;
  if (
    ref.objectType === 'parcel_shipment' &&
    isBulkShipment(String((row as { orderType?: string }).orderType))
  )
    throw notFound;
  const label =
    ref.objectType === 'invoice_line'
      ? `Charge #${ref.objectId}: ${String(row.ref)}`
      : `${kind} ${String(row.ref)}`;
  return { ...ref, label, vendorId: (row.vendorId as number | null) ?? null };
}
