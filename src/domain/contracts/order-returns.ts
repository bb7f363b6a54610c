/** The contract of /api/common/orderReturns (see index.ts). */
import type { OrderReturnRow } from '../order-return';
import { defineContract } from './contract';

export const orderReturnsContract = defineContract<OrderReturnRow>()({
  name: 'orderReturns',
  base: '/api/common/orderReturns',
  listPath: 'listItems',
  filters: {
    search: 'string',
    orderNumber: 'string',
    orderId: 'number',
    vendorId: 'number',
    warehouseId: 'number',
    confirmation: 'string',
    trackingNumber: 'string',
  },
  sortKeys: ['createdAt', 'receiveDate', 'orderNumber'],
  permissions: {
    view: ['orders.returns.view'],
    create: ['orders.returns.createLabel'],
    edit: ['orders.returns.createLabel', 'orders.returns.confirm'],
    // A return is a stock document: it stays, like the ledger rows that point at it.
    delete: [],
  },
  screen: { path: '/orders/returns' },
});
