/**
 * The bulk shipment screens' view of /api/common/manualShipments (manual-shipments.ts): the same base
 * and calls, its own route, and opened by the bulk permissions of spec §6 (the lifecycle table's
 * kindPermissions.bulk), so the navigation entry and the route table read one place. The base's calls
 * still check each row's kind (a bulk-only viewer never reads a small parcel).
 */
import { isBulkShipment, kindPermissions } from '../manual-shipment.lifecycle';
import type { ScreenContract } from './contract';
import { manualShipmentsContract } from './manual-shipments';

export const bulkShipmentScreenContract = {
  ...manualShipmentsContract,
  permissions: {
    view: kindPermissions.bulk.view,
    // A brand requests, staff create: both open the form (the server decides which it writes).
    create: kindPermissions.bulk.create,
    edit: kindPermissions.bulk.create,
    delete: [],
  },
  screen: { path: '/warehouses/bulkShipments' },
} satisfies ScreenContract;

const base = bulkShipmentScreenContract.screen.path;

/** The bulk screens' routes (spec §2). */
export const bulkShipmentPaths = {
  list: base,
  create: `${base}/create`,
  view: (id: number | string) => `${base}/${id}`,
  allocate: (id: number | string) => `${base}/allocate/${id}`,
};

/** The page of an outbound shipment, by kind: a bulk shipment's detail, a small parcel's edit page. */
export const outboundShipmentPath = (row: { id: number | string; orderType: string }) =>
  isBulkShipment(row.orderType)
    ? bulkShipmentPaths.view(row.id)
    : `${manualShipmentsContract.screen.path}/edit/${row.id}`;
