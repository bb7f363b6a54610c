/**
 * The purchase order form's values: a stored order (or a new one) as Formik values, with money in
 * minor units as the money inputs keep it, and back as the body the server validates.
 */
import { moneyInputAmount } from '../../components/form/money-values';
import { fromAmount, fromAmountOrNull } from '../../domain/money';
import { purchaseOrderSchema } from '../../domain/resources/purchase-order.schema';
import type { PurchaseOrder, Shipping } from '../../api/purchase-orders.api';

export interface LineValues {
  sku: string;
  name: string | null;
  quantity: number | '';
  /** Minor units (cents). */
  unitPrice: number | null;
  vendorProductId: number | null;
}

export interface PurchaseOrderValues {
  orderNumber: string;
  type: number;
  vendorId: number | null;
  projectId: number | null;
  warehouseId: number | null;
  expectedDate: string | null;
  userNote: string | null;
  /** Minor units. */
  shippingFee: number | null;
  otherFees: number | null;
  /** Kept as stored: the form does not edit them. */
  shippings: Shipping[];
  items: LineValues[];
  autoConfirm: boolean;
}

export const emptyLine = (): LineValues => ({
  sku: '',
  name: null,
  quantity: 1,
  unitPrice: null,
  vendorProductId: null,
});

export function newPurchaseOrderValues(onlyVendorId: number | null = null): PurchaseOrderValues {
  return {
    orderNumber: '',
    type: 0,
    vendorId: onlyVendorId,
    projectId: null,
    warehouseId: null,
    expectedDate: null,
    userNote: null,
    shippingFee: 0,
    otherFees: 0,
    shippings: [],
    items: [emptyLine()],
    autoConfirm: false,
  };
}

export function purchaseOrderValues(order: PurchaseOrder): PurchaseOrderValues {
  return {
    orderNumber: order.orderNumber,
    type: order.type,
    vendorId: order.vendorId,
    projectId: order.projectId,
    warehouseId: order.warehouseId,
    expectedDate: order.expectedDate,
    userNote: order.userNote,
    shippingFee: fromAmount(order.shippingFee),
    otherFees: fromAmount(order.otherFees),
    shippings: order.shippings ?? [],
    items: order.items.map((line) => ({
      sku: line.sku,
      name: line.name ?? null,
      quantity: line.quantity,
      unitPrice: fromAmountOrNull(line.unitPrice),
      vendorProductId: line.vendorProductId ?? null,
    })),
    autoConfirm: false,
  };
}

/** The body of add and edit: amounts with cents again, texts trimmed and empty texts null. */
export function purchaseOrderBody(values: PurchaseOrderValues, autoConfirm = false) {
  return purchaseOrderSchema.cast({
    ...values,
    shippingFee: moneyInputAmount(values.shippingFee) ?? 0,
    otherFees: moneyInputAmount(values.otherFees) ?? 0,
    items: values.items.map((line) => ({ ...line, unitPrice: moneyInputAmount(line.unitPrice) })),
    autoConfirm,
  });
}
