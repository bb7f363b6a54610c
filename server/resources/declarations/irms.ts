/**
 * Purchase and customer orders of the external IRMS system, read only. The catalogue (spec §6) has no
 * IRMS permission: its purchase orders open with purchase order viewing, its customer orders with
 * order viewing or the 3PL customer orders permission.
 */
import { irmsCustomerOrdersContract } from '../../../src/domain/contracts/irms-customer-orders';
import { irmsPurchaseOrdersContract } from '../../../src/domain/contracts/irms-purchase-orders';
import { DEFAULT_PAGE_SIZE } from '../../../src/domain/constants';
import { irmsCustomerOrders, irmsPurchaseOrders } from '../../db/schema';
import { intEquals, jsonArrayText, text } from '../filters';
import { defineResource, type ResourceBody } from '../resource';

/** Both lists take the same filters and sorts (the two contracts agree, so one body serves both). */
const irmsBody = <T extends typeof irmsPurchaseOrders | typeof irmsCustomerOrders>(
  table: T,
): ResourceBody<typeof irmsPurchaseOrdersContract> & ResourceBody<typeof irmsCustomerOrdersContract> => ({
  table,
  id: table.id,
  idType: 'int' as const,
  filters: {
    sku: jsonArrayText(table.items, 'sku'),
    orderNumber: text(table.orderNumber),
    vendorId: intEquals(table.vendorId),
    status: text(table.status),
    warehouseId: intEquals(table.warehouseId),
  },
  sortable: { orderDate: table.orderDate, orderNumber: table.orderNumber, status: table.status },
  defaultSort: { by: 'orderDate', desc: true },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  scope: { vendor: table.vendorId, warehouse: table.warehouseId },
});

export const irmsPurchaseOrderResource = defineResource(
  irmsPurchaseOrdersContract,
  irmsBody(irmsPurchaseOrders),
);
export const irmsCustomerOrderResource = defineResource(
  irmsCustomerOrdersContract,
  irmsBody(irmsCustomerOrders),
);
