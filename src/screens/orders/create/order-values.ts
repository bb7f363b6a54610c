/**
 * The order form's values (Create Order, and the edit form's lines and address): money in minor
 * units as the money inputs keep it, days as 'YYYY-MM-DD', and back as the body orderSchema takes.
 */
import { moneyInputAmount, moneyInputMinor } from '../../../components/form/money-values';
import { add, fromAmountOrNull, lineTotal, sum } from '../../../domain/money';
import { DEFAULT_SHIP_TO_COUNTRY } from '../../../domain/constants';
import { orderAmountWarnings, type OrderAmountWarning } from '../../../domain/order-amounts';
import { dayInZone, dayToInstant } from '../../../domain/timezone';
import type { Address, Order, OrderLine } from '../../../api/orders.api';

export interface LineValues {
  sku: string;
  name: string | null;
  quantity: number | '' | null;
  /** Minor units. */
  unitPrice: number | null;
}

export interface AddressValues {
  name: string;
  company: string;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  city: string;
  state: string;
  postcode: string;
  countryCode: string;
  email: string;
  phone: string;
}

export interface CustomFieldValues {
  customField1: string;
  customField2: string;
  customField3: string;
}

export interface OrderFormValues {
  projectId: number | null;
  storeId: number | null;
  orderNumber: string;
  orderDate: string | null;
  customerEmail: string;
  customerUsername: string;
  shipmentAddress: AddressValues;
  billToSame: boolean;
  billTo: AddressValues;
  items: LineValues[];
  /** Minor units; the order total null means lines + shipping + tax. */
  orderTotal: number | null;
  shippingAmount: number | null;
  taxAmount: number | null;
  paid: boolean;
  paymentDate: string | null;
  requestedService: string;
  advancedOptions: CustomFieldValues;
  notes: string;
  tags: string[];
}

export const emptyLine = (): LineValues => ({ sku: '', name: null, quantity: 1, unitPrice: null });

const emptyAddress = (countryCode = DEFAULT_SHIP_TO_COUNTRY): AddressValues => ({
  name: '',
  company: '',
  addressLine1: '',
  addressLine2: '',
  addressLine3: '',
  city: '',
  state: '',
  postcode: '',
  countryCode,
  email: '',
  phone: '',
});

const addressValues = (address: Address | null | undefined): AddressValues => {
  const empty = emptyAddress(address ? '' : DEFAULT_SHIP_TO_COUNTRY);
  if (!address) return empty;
  return Object.fromEntries(
    Object.keys(empty).map((k) => [k, (address as Record<string, string | null | undefined>)[k] ?? '']),
  ) as unknown as AddressValues;
};

/** A new order: dated the user's today (`timezone`: the user's stored hour offset). */
export function newOrderValues(
  projectId: number | null = null,
  timezone: number | null = null,
  now = new Date(),
): OrderFormValues {
  const today = dayInZone(timezone, now);
  return {
    projectId,
    storeId: null,
    orderNumber: '',
    orderDate: today,
    customerEmail: '',
    customerUsername: '',
    shipmentAddress: emptyAddress(),
    billToSame: true,
    billTo: emptyAddress(),
    items: [emptyLine()],
    orderTotal: null,
    shippingAmount: 0,
    taxAmount: 0,
    paid: true,
    paymentDate: today,
    requestedService: '',
    advancedOptions: { customField1: '', customField2: '', customField3: '' },
    notes: '',
    tags: [],
  };
}

const lineValues = (line: OrderLine): LineValues => ({
  sku: line.sku,
  name: line.name ?? null,
  quantity: line.quantity,
  unitPrice: fromAmountOrNull(line.unitPrice),
});

/** Lines + shipping + tax, in minor units. */
export function computedTotalMinor(values: Pick<OrderFormValues, 'items' | 'shippingAmount' | 'taxAmount'>) {
  const lines = sum(values.items.map((l) => lineTotal(l.quantity, moneyInputMinor(l.unitPrice))));
  return add(lines, moneyInputMinor(values.shippingAmount), moneyInputMinor(values.taxAmount));
}

const text = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** An address with empty parts left out; null when nothing was entered but the country. */
function addressBody(address: AddressValues): Record<string, string> | null {
  const entries = Object.entries(address)
    .map(([k, v]) => [k, text(v)] as const)
    .filter((e): e is readonly [string, string] => e[1] !== null);
  const filled = Object.fromEntries(entries);
  return Object.keys(filled).some((k) => k !== 'countryCode') ? filled : null;
}

const linesBody = (items: LineValues[]) =>
  items.map((l) => ({
    sku: l.sku.trim(),
    name: text(l.name),
    quantity: l.quantity === '' || l.quantity === null ? l.quantity : Number(l.quantity),
    unitPrice: moneyInputAmount(l.unitPrice),
  }));

/** What the amounts say as the form is filled in: a zero total, a typed total that does not add up. */
export function amountWarnings(
  values: Pick<OrderFormValues, 'items' | 'shippingAmount' | 'taxAmount' | 'orderTotal'>,
): OrderAmountWarning[] {
  return orderAmountWarnings({
    lines: sum(values.items.map((l) => lineTotal(l.quantity, moneyInputMinor(l.unitPrice)))),
    shipping: moneyInputMinor(values.shippingAmount),
    tax: moneyInputMinor(values.taxAmount),
    typedTotal: values.orderTotal === null ? null : moneyInputMinor(values.orderTotal),
    unpricedLines: values.items.filter((l) => !moneyInputMinor(l.unitPrice)).length,
  });
}

/** Where and when the order is created: the user's stored hour offset and the current instant. */
export interface OrderBodyContext {
  timezone: number | null;
  now?: Date;
}

/**
 * POST /api/common/orders's body. Its days become instants the way the user means them
 * (dayToInstant): today is now, another day is that day in the user's zone.
 */
export function orderBody(values: OrderFormValues, { timezone, now = new Date() }: OrderBodyContext) {
  const instant = (day: string | null) => dayToInstant(day, timezone, now);
  const total = values.orderTotal ?? computedTotalMinor(values);
  const shipTo = addressBody(values.shipmentAddress);
  return {
    projectId: values.projectId,
    storeId: values.storeId,
    orderNumber: values.orderNumber.trim(),
    orderDate: instant(values.orderDate),
    customerEmail: text(values.customerEmail),
    customerUsername: text(values.customerUsername),
    shipmentAddress: shipTo ?? {},
    // An order without a bill-to address is billed to its ship-to one.
    billTo: (values.billToSame ? shipTo : addressBody(values.billTo)) ?? shipTo ?? {},
    items: linesBody(values.items),
    orderTotal: moneyInputAmount(total) ?? 0,
    amountPaid: values.paid ? (moneyInputAmount(total) ?? 0) : 0,
    shippingAmount: moneyInputAmount(values.shippingAmount) ?? 0,
    taxAmount: moneyInputAmount(values.taxAmount) ?? 0,
    paymentDate: values.paid ? instant(values.paymentDate ?? dayInZone(timezone, now)) : null,
    requestedService: text(values.requestedService),
    advancedOptions: {
      customField1: text(values.advancedOptions.customField1),
      customField2: text(values.advancedOptions.customField2),
      customField3: text(values.advancedOptions.customField3),
    },
    notes: text(values.notes),
    tags: values.tags,
  };
}

/** The edit form: what orders/edit changes, from the order as it is. */
export interface OrderEditValues {
  items: LineValues[];
  shipmentAddress: AddressValues;
  requestedService: string;
  advancedOptions: CustomFieldValues;
  notes: string;
  customerEmail: string;
}

export const editValues = (order: Order): OrderEditValues => ({
  items: order.items.map(lineValues),
  shipmentAddress: addressValues(order.shipmentAddress),
  requestedService: order.requestedService ?? '',
  advancedOptions: {
    customField1: order.advancedOptions?.customField1 ?? '',
    customField2: order.advancedOptions?.customField2 ?? '',
    customField3: order.advancedOptions?.customField3 ?? '',
  },
  notes: order.notes ?? '',
  customerEmail: order.customerEmail ?? '',
});

export const editBody = (order: Order, values: OrderEditValues) => ({
  id: order.id,
  version: order.version,
  items: linesBody(values.items),
  shipmentAddress: addressBody(values.shipmentAddress) ?? {},
  requestedService: text(values.requestedService),
  advancedOptions: {
    customField1: text(values.advancedOptions.customField1),
    customField2: text(values.advancedOptions.customField2),
    customField3: text(values.advancedOptions.customField3),
  },
  notes: text(values.notes),
  customerEmail: text(values.customerEmail),
});
