/**
 * Pure: the IRMS's checked answers (schemas.ts) as the records Dockhand keeps of them (records.ts).
 * Text is trimmed and a blank one is null; date-times become Dates (the schema has made sure they
 * read); money becomes a decimal string with cents ('12.50'), converted digit by digit by the money
 * module, never through a float. A record the IRMS lists twice (changed while its pages were read, so
 * it moved to the end) is kept once, as last read.
 */
import { fromAmount, toDecimalString } from '../../../src/domain/money';
import type { IrmsAddress, IrmsLine, PulledIrmsCustomerOrder, PulledIrmsPurchaseOrder } from './records';
import type { IrmsApiAddress, IrmsApiAmount, IrmsApiCustomerOrder, IrmsApiPurchaseOrder } from './schemas';

const trimmed = (value: string | null | undefined) => value?.trim() ?? '';
const textOrNull = (value: string | null | undefined) => trimmed(value) || null;

/**
 * An amount as a decimal string with cents: 12.5 and '12.5' are '12.50'. Digits below the cent round
 * half away from zero, as the numeric(14, 2) columns store them; no amount is null.
 */
export function moneyText(amount: IrmsApiAmount): string | null {
  if (amount === null || amount === undefined || amount === '') return null;
  return toDecimalString(fromAmount(amount));
}

/** The last record of each external id, in the order the IRMS first listed them. */
export function uniqueByExternalId<T extends { externalId: string }>(rows: readonly T[]): T[] {
  const byId = new Map<string, T>();
  for (const row of rows) byId.set(row.externalId, row);
  return [...byId.values()];
}

const lineOf = (line: {
  sku: string;
  description?: string | null;
  quantity: number;
  price: IrmsApiAmount;
}): IrmsLine => ({
  sku: trimmed(line.sku),
  name: textOrNull(line.description),
  quantity: line.quantity,
  unitPrice: moneyText(line.price),
});

export const addressOf = (address: IrmsApiAddress | undefined): IrmsAddress => ({
  name: textOrNull(address?.name),
  company: textOrNull(address?.company),
  street1: textOrNull(address?.street1),
  street2: textOrNull(address?.street2),
  city: textOrNull(address?.city),
  state: textOrNull(address?.state),
  postalCode: textOrNull(address?.postalCode),
  country: textOrNull(address?.country),
  phone: textOrNull(address?.phone),
});

export const purchaseOrderOf = (po: IrmsApiPurchaseOrder): PulledIrmsPurchaseOrder => ({
  externalId: trimmed(po.id),
  orderNumber: trimmed(po.number),
  status: trimmed(po.status),
  vendorCode: trimmed(po.brandCode),
  warehouseCode: trimmed(po.warehouseCode),
  supplierName: textOrNull(po.supplier?.name),
  orderDate: new Date(po.orderedAt),
  expectedDate: po.expectedAt ?? null,
  updatedAt: new Date(po.updatedAt),
  items: po.lines.map((l) => lineOf({ ...l, price: l.unitCost })),
});

export const customerOrderOf = (co: IrmsApiCustomerOrder): PulledIrmsCustomerOrder => ({
  externalId: trimmed(co.id),
  orderNumber: trimmed(co.number),
  status: trimmed(co.status),
  vendorCode: trimmed(co.brandCode),
  warehouseCode: trimmed(co.warehouseCode),
  customerName: textOrNull(co.customer?.name),
  customerEmail: textOrNull(co.customer?.email),
  shipTo: addressOf(co.shipTo),
  orderDate: new Date(co.orderedAt),
  shipDate: co.shippedAt ? new Date(co.shippedAt) : null,
  updatedAt: new Date(co.updatedAt),
  items: co.lines.map((l) => lineOf({ ...l, price: l.unitPrice })),
});
