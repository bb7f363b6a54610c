/** The contract of /api/common/orders (see index.ts). */
import type { KitComponentRef, KitRef } from '../order-kits';
import { defineContract } from './contract';

export interface Address {
  name?: string | null;
  company?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  addressLine3?: string | null;
  city?: string | null;
  state?: string | null;
  postcode?: string | null;
  countryCode?: string | null;
  email?: string | null;
  phone?: string | null;
}

export interface OrderLine {
  sku: string;
  name: string | null;
  quantity: number;
  unitPrice: number | null;
  wmsSku?: string | null;
  vendorProductId?: number | null;
  ignored?: boolean;
  /** A kit line, or a kit's component line (src/domain/order-kits.ts). */
  kit?: KitRef | null;
  kitComponent?: KitComponentRef | null;
  /** On a fulfilment order's line: the name of the kit the component ships in. */
  kitName?: string | null;
}

/** An order row (GET /api/common/orders/:id); amounts with cents, dates as ISO strings. */
export interface OrderRow {
  id: number;
  orderNumber: string;
  orderKey: string | null;
  projectId: number;
  storeId: number | null;
  vendorId: number;
  warehouseId: number | null;
  orderStatus: string;
  orderDate: string;
  modifyDate: string | null;
  paymentDate: string | null;
  shipByDate: string | null;
  shipDate: string | null;
  orderTotal: number;
  amountPaid: number;
  shippingAmount: number;
  taxAmount: number;
  customerEmail: string | null;
  customerUsername: string | null;
  billTo: Address | null;
  shipmentAddress: Address | null;
  items: OrderLine[];
  itemCount: number;
  weightTotal: number;
  advancedOptions: {
    customField1?: string | null;
    customField2?: string | null;
    customField3?: string | null;
  } | null;
  requestedService: string | null;
  carrierCode: string | null;
  serviceCode: string | null;
  trackingNumber: string | null;
  shipZone: string | null;
  notes: string | null;
  tags: string[];
  isArchived: boolean;
  isReship: boolean;
  reshipOfOrderId: number | null;
  parentOrderId: number | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export const ordersContract = defineContract<OrderRow>()({
  name: 'orders',
  base: '/api/common/orders',
  listPath: 'listItems',
  filters: {
    showArchived: 'boolean',
    orderReship: 'boolean',
    vendorId: 'number',
    warehouseId: 'number',
    projectId: 'number',
    storeId: 'number',
    storeFront: 'string',
    trackingNumber: 'string',
    customerName: 'string',
    customerUsername: 'string',
    orderStatus: 'string',
    reqService: 'string',
    omSku: 'string',
    wmsSku: 'string',
    orderNumber: 'string',
    startOrderDate: 'date',
    endOrderDate: 'date',
    startModifyDate: 'date',
    endModifyDate: 'date',
    shipToCountryCode: 'string',
    shipToState: 'string',
    shipToName: 'string',
    tag: 'string',
  },
  sortKeys: ['orderDate', 'modifyDate', 'shipByDate', 'shipDate', 'orderNumber', 'orderTotal', 'orderStatus'],
  permissions: {
    view: ['orders.view'],
    create: ['orders.create'],
    edit: ['orders.edit'],
    // Orders are cancelled (an action), never deleted.
    delete: [],
  },
  screen: { path: '/all-orders' },
});
