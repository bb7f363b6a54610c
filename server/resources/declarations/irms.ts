/**
 * Purchase and customer orders of the external IRMS system, read only. The catalogue (spec §6) has no
 * IRMS permission: its purchase orders open with purchase order viewing, its customer orders with
 * order viewing or the 3PL customer orders permission.
 */
import { DEFAULT_PAGE_SIZE } from '../../../src/domain/constants';
import { irmsCustomerOrders, irmsPurchaseOrders } from '../../db/schema';
import { intEquals, jsonArrayText, text } from '../filters';
import type { ResourceDecl } from '../resource';

const irmsBase = <T extends typeof irmsPurchaseOrders | typeof irmsCustomerOrders>(table: T) => ({
  listPath: 'listItems' as const,
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

export const irmsPurchaseOrderResource: ResourceDecl = {
  ...irmsBase(irmsPurchaseOrders),
  name: 'irmsPurchaseOrders',
  base: '/api/irmspos',
  permissions: { view: ['warehouses.po.view'], create: [], edit: [], delete: [] },
};

export const irmsCustomerOrderResource: ResourceDecl = {
  ...irmsBase(irmsCustomerOrders),
  name: 'irmsCustomerOrders',
  base: '/api/irmscos',
  permissions: { view: ['orders.view', 'integrations.tpl.customerOrders'], create: [], edit: [], delete: [] },
};
