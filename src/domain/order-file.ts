/**
 * The orders import file (CSV or XLSX): one row per order line, under a header row naming the
 * columns; the rows of one order share its order number (and its order-level columns, written on
 * each row or only on the first). Read in the browser into the orders POST /api/common/orders/import
 * takes, with what is wrong found per row before anything is sent.
 */
import { isWholeCents } from './money';
import type { OrderAmountWarning } from './order-amounts';

/** One import call takes at most this many orders; a longer file is sent in parts. */
export const ORDER_IMPORT_BATCH = 500;
/** A file may hold at most this many orders. */
export const ORDER_IMPORT_MAX_ORDERS = 5_000;

export type OrderFileField =
  | 'orderNumber'
  | 'orderDate'
  | 'customerEmail'
  | 'shipToName'
  | 'shipToAddress1'
  | 'shipToAddress2'
  | 'shipToCity'
  | 'shipToState'
  | 'shipToPostcode'
  | 'shipToCountry'
  | 'requestedService'
  | 'sku'
  | 'quantity'
  | 'unitPrice';

export interface OrderFileColumn {
  field: OrderFileField;
  /** The template's header (the field's name, as the contract and other tools write it). */
  header: string;
  aliases: readonly string[];
  /** Order-level: the same for every row of an order. */
  perOrder: boolean;
  required?: boolean;
}

export const orderFileColumns: readonly OrderFileColumn[] = [
  {
    field: 'orderNumber',
    header: 'orderNumber',
    aliases: ['order number', 'order #', 'order no', 'order'],
    perOrder: true,
    required: true,
  },
  { field: 'orderDate', header: 'orderDate', aliases: ['order date', 'date'], perOrder: true },
  {
    field: 'customerEmail',
    header: 'customerEmail',
    aliases: ['customer email', 'email', 'e-mail'],
    perOrder: true,
  },
  {
    field: 'shipToName',
    header: 'shipToName',
    aliases: ['ship to name', 'name', 'recipient'],
    perOrder: true,
  },
  {
    field: 'shipToAddress1',
    header: 'shipToAddress1',
    aliases: ['ship to address 1', 'address 1', 'address line 1', 'address'],
    perOrder: true,
  },
  {
    field: 'shipToAddress2',
    header: 'shipToAddress2',
    aliases: ['ship to address 2', 'address 2', 'address line 2'],
    perOrder: true,
  },
  { field: 'shipToCity', header: 'shipToCity', aliases: ['ship to city', 'city'], perOrder: true },
  {
    field: 'shipToState',
    header: 'shipToState',
    aliases: ['ship to state', 'state', 'province'],
    perOrder: true,
  },
  {
    field: 'shipToPostcode',
    header: 'shipToPostcode',
    aliases: ['ship to postcode', 'postcode', 'zip', 'postal code', 'ship to zip'],
    perOrder: true,
  },
  {
    field: 'shipToCountry',
    header: 'shipToCountry',
    aliases: ['ship to country', 'country', 'country code'],
    perOrder: true,
  },
  {
    field: 'requestedService',
    header: 'requestedService',
    aliases: ['requested service', 'service', 'shipping service'],
    perOrder: true,
  },
  { field: 'sku', header: 'sku', aliases: ['item sku', 'product sku'], perOrder: false, required: true },
  { field: 'quantity', header: 'quantity', aliases: ['qty', 'units'], perOrder: false, required: true },
  { field: 'unitPrice', header: 'unitPrice', aliases: ['unit price', 'price'], perOrder: false },
];

const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9#]/g, '');
const fieldByHeader = new Map<string, OrderFileField>(
  orderFileColumns.flatMap((c) => [c.header, ...c.aliases].map((h) => [headerKey(h), c.field] as const)),
);
const orderFieldOfHeader = (header: string) => fieldByHeader.get(headerKey(header));

/** The body of one order, as intake takes it (without the storefront, which the import names once). */
export interface OrderFileInput {
  orderNumber: string;
  orderDate: string | null;
  customerEmail: string | null;
  shipmentAddress: {
    name?: string;
    addressLine1?: string;
    addressLine2?: string;
    city?: string;
    state?: string;
    postcode?: string;
    countryCode?: string;
  };
  requestedService: string | null;
  items: { sku: string; quantity: number; unitPrice: number | null }[];
}

export interface OrderFileProblem {
  /** The row's line in the file (the header is line 1 when it is the first row). */
  line: number;
  field: OrderFileField | null;
  message: string;
}

export interface OrderFileOrder {
  orderNumber: string;
  /** The file lines of its rows. */
  lines: number[];
  input: OrderFileInput;
  problems: OrderFileProblem[];
}

export interface OrderFile {
  orders: OrderFileOrder[];
  /** Data rows read (blank rows left out). */
  rowCount: number;
  /** Rows without an order number: they belong to no order. */
  orphanProblems: OrderFileProblem[];
  /** Header cells that name no column; their values are not imported. */
  ignoredHeaders: string[];
  /** Required columns the header row lacks. */
  missingColumns: string[];
}

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
const cellText = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v).trim());

/** A whole number: 5, '5', '1,000'; NaN when it is not one. */
function wholeNumber(v: unknown): number {
  const n = typeof v === 'number' ? v : Number(String(v).replace(/,/g, '').trim());
  return Number.isInteger(n) ? n : Number.NaN;
}

/** Money: 12.5, '12.50', '$1,234.5'; NaN when it is not an amount with at most two decimals. */
function amount(v: unknown): number {
  const text = typeof v === 'number' ? String(v) : String(v).replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(text)) return Number.NaN;
  return isWholeCents(text) ? Number(text) : Number.NaN;
}

/** An order date as an ISO instant: a Date cell, 'YYYY-MM-DD', 'M/D/YYYY' or an ISO date-time. */
export function orderDateOf(v: unknown): string | null {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.toISOString();
  const text = String(v).trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const day = iso
    ? [iso[1]!, iso[2]!, iso[3]!]
    : us
      ? [us[3]!, us[1]!.padStart(2, '0'), us[2]!.padStart(2, '0')]
      : null;
  if (day) {
    const [y, m, d] = day.map(Number) as [number, number, number];
    // Noon UTC: the same calendar day in every US zone.
    const date = new Date(Date.UTC(y, m - 1, d, 12));
    return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date.toISOString() : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const labelOf = (field: OrderFileField) => orderFileColumns.find((c) => c.field === field)!.header;

type RowValues = Partial<Record<OrderFileField, unknown>>;

/** The order-level values a row gives, checked; problems go to `problems`. */
function orderLevel(values: RowValues, line: number, problems: OrderFileProblem[]) {
  const text = (field: OrderFileField) => (isBlank(values[field]) ? undefined : cellText(values[field]));
  const result: Partial<Record<OrderFileField, string>> = {};
  for (const column of orderFileColumns.filter((c) => c.perOrder)) {
    const value = text(column.field);
    if (value !== undefined) result[column.field] = value;
  }
  if (!isBlank(values.orderDate)) {
    const date = orderDateOf(values.orderDate);
    if (date) result.orderDate = date;
    else delete result.orderDate;
    if (!date)
      problems.push({
        line,
        field: 'orderDate',
        message: 'orderDate must be a date (YYYY-MM-DD or M/D/YYYY)',
      });
  }
  if (result.customerEmail && !emailPattern.test(result.customerEmail))
    problems.push({ line, field: 'customerEmail', message: 'customerEmail must be an e-mail address' });
  if (result.shipToCountry) {
    result.shipToCountry = result.shipToCountry.toUpperCase();
    if (!/^[A-Z]{2}$/.test(result.shipToCountry))
      problems.push({
        line,
        field: 'shipToCountry',
        message: 'shipToCountry must be a two-letter country code',
      });
  }
  return result;
}

/** The line a row gives, checked (problems go to `problems`). */
function lineOf(values: RowValues, line: number, problems: OrderFileProblem[]) {
  const sku = isBlank(values.sku) ? '' : cellText(values.sku);
  if (!sku) problems.push({ line, field: 'sku', message: 'sku is required' });
  else if (sku.length > 100)
    problems.push({ line, field: 'sku', message: 'sku must be at most 100 characters' });
  const quantity = isBlank(values.quantity) ? Number.NaN : wholeNumber(values.quantity);
  if (isBlank(values.quantity)) problems.push({ line, field: 'quantity', message: 'quantity is required' });
  else if (!Number.isInteger(quantity) || quantity < 1)
    problems.push({ line, field: 'quantity', message: 'quantity must be a whole number of at least 1' });
  const unitPrice = isBlank(values.unitPrice) ? null : amount(values.unitPrice);
  if (unitPrice !== null && Number.isNaN(unitPrice))
    problems.push({
      line,
      field: 'unitPrice',
      message: 'unitPrice must be an amount with at most 2 decimals',
    });
  return { sku, quantity, unitPrice };
}

/** Reads a sheet's cells (first non-blank row: headers) into orders, grouped by order number. */
export function readOrderFile(cells: readonly (readonly unknown[])[]): OrderFile {
  const headerRow = cells.findIndex((row) => row.some((v) => !isBlank(v)));
  const empty: OrderFile = {
    orders: [],
    rowCount: 0,
    orphanProblems: [],
    ignoredHeaders: [],
    missingColumns: [],
  };
  if (headerRow < 0) return empty;
  const headers = cells[headerRow]!.map((h) => (isBlank(h) ? '' : String(h).trim()));
  const fields = headers.map((h) => (h ? orderFieldOfHeader(h) : undefined));
  const missingColumns = orderFileColumns
    .filter((c) => c.required && !fields.includes(c.field))
    .map((c) => c.header);
  const ignoredHeaders = headers.filter((h, i) => h && !fields[i]);
  if (missingColumns.length) return { ...empty, ignoredHeaders, missingColumns };

  const byNumber = new Map<string, OrderFileOrder & { level: Partial<Record<OrderFileField, string>> }>();
  const orphanProblems: OrderFileProblem[] = [];
  let rowCount = 0;
  cells.slice(headerRow + 1).forEach((row, i) => {
    if (row.every(isBlank)) return;
    rowCount += 1;
    const line = headerRow + i + 2;
    const values: RowValues = {};
    fields.forEach((field, col) => {
      if (field && !isBlank(row[col])) values[field] = row[col];
    });
    const orderNumber = isBlank(values.orderNumber) ? '' : cellText(values.orderNumber);
    if (!orderNumber) {
      orphanProblems.push({
        line,
        field: 'orderNumber',
        message: 'orderNumber is required: the row belongs to no order',
      });
      return;
    }
    let order = byNumber.get(orderNumber);
    if (!order) {
      order = {
        orderNumber,
        lines: [],
        problems: [],
        level: {},
        input: {
          orderNumber,
          orderDate: null,
          customerEmail: null,
          shipmentAddress: {},
          requestedService: null,
          items: [],
        },
      };
      byNumber.set(orderNumber, order);
    }
    order.lines.push(line);
    if (orderNumber.length > 100)
      order.problems.push({
        line,
        field: 'orderNumber',
        message: 'orderNumber must be at most 100 characters',
      });
    const level = orderLevel(values, line, order.problems);
    for (const [field, value] of Object.entries(level) as [OrderFileField, string][]) {
      const before = order.level[field];
      if (before === undefined) order.level[field] = value;
      else if (before !== value)
        order.problems.push({
          line,
          field,
          message: `${labelOf(field)} differs from an earlier row of order ${orderNumber} (${before})`,
        });
    }
    const item = lineOf(values, line, order.problems);
    if (
      item.sku &&
      Number.isInteger(item.quantity) &&
      item.quantity >= 1 &&
      !Number.isNaN(item.unitPrice ?? 0)
    )
      order.input.items.push({ sku: item.sku, quantity: item.quantity, unitPrice: item.unitPrice });
  });

  const orders = [...byNumber.values()].map(({ level, ...order }) => {
    const address = Object.fromEntries(
      (
        [
          ['name', level.shipToName],
          ['addressLine1', level.shipToAddress1],
          ['addressLine2', level.shipToAddress2],
          ['city', level.shipToCity],
          ['state', level.shipToState],
          ['postcode', level.shipToPostcode],
          ['countryCode', level.shipToCountry],
        ] as const
      ).filter(([, v]) => v !== undefined),
    );
    return {
      ...order,
      input: {
        ...order.input,
        orderDate: level.orderDate ?? null,
        customerEmail: level.customerEmail?.toLowerCase() ?? null,
        shipmentAddress: address,
        requestedService: level.requestedService ?? null,
      },
    };
  });
  return { orders, rowCount, orphanProblems, ignoredHeaders, missingColumns: [] };
}

/** Orders of the file that can be sent (no problem found in any of their rows). */
export const sendableOrders = (file: OrderFile) => file.orders.filter((o) => o.problems.length === 0);

/** The template: the header row and two rows of one example order. */
export function orderTemplateCells(): string[][] {
  const header = orderFileColumns.map((c) => c.header);
  const example = (sku: string, quantity: string, unitPrice: string) =>
    header.map(
      (h) =>
        ({
          orderNumber: 'WEB-1001',
          orderDate: '2025-03-05',
          customerEmail: 'olivia@example.com',
          shipToName: 'Olivia Bennett',
          shipToAddress1: '120 Congress Ave',
          shipToAddress2: '',
          shipToCity: 'Austin',
          shipToState: 'TX',
          shipToPostcode: '78701',
          shipToCountry: 'US',
          requestedService: 'Standard',
          sku,
          quantity,
          unitPrice,
        })[h] ?? '',
    );
  return [header, example('MUG-11', '2', '18.70'), example('TOTE-CAN', '1', '13.75')];
}

/** What the server answered for one order of an import. */
export interface OrderImportResult {
  index: number;
  orderNumber: string;
  outcome: 'created' | 'replayed' | 'duplicate' | 'invalid';
  orderId?: number;
  message?: string;
  fields?: Record<string, string>;
  /** What intake said about the amounts (a zero total, a total that does not add up). */
  warnings?: OrderAmountWarning[];
}

/** Where the import puts the orders, and whether the file's orders count as paid. */
export interface OrderImportTarget {
  projectId: number | null;
  storeId: number | null;
  paid: boolean;
}

/** One order's body: paid orders carry a payment date (their order date, else now). */
export const importOrderBody = (order: OrderFileOrder, paid: boolean, now = new Date()) => ({
  ...order.input,
  paymentDate: paid ? (order.input.orderDate ?? now.toISOString()) : null,
});
