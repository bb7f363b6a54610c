/**
 * The Vendor Items file (CSV or XLSX): one column per form field, headed by the form's label, so an
 * exported file reads like the screen and the import template is the export's header row. Shared
 * by the import (browser: headers → fields; server: the rows' checks) and the export.
 */

/** An import sends at most this many rows (one transaction). */
export const ITEM_IMPORT_MAX_ROWS = 5_000;
/** An export holds at most this many items; a longer list asks for narrower filters. */
export const ITEM_EXPORT_MAX_ROWS = 50_000;

/**
 * A field of an imported row: the vendor product form's fields, with the vendor and the warehouse
 * named by code or name (as people write them) instead of by id.
 */
export type ItemFileField =
  | 'vendor'
  | 'warehouse'
  | 'sku'
  | 'item'
  | 'description'
  | 'type'
  | 'itemUnit'
  | 'status'
  | 'wholesalePrice'
  | 'factoringPercentage'
  | 'weight'
  | 'unitsPerBox'
  | 'unitsPerPallet'
  | 'trackInventory';

export interface ItemFileColumn {
  field: ItemFileField;
  header: string;
  /** Other headers read as this column (the field's own name always is). */
  aliases?: readonly string[];
}

export const itemFileColumns: readonly ItemFileColumn[] = [
  { field: 'vendor', header: 'Vendor', aliases: ['vendor code', 'vendor name', 'vendorId'] },
  { field: 'warehouse', header: 'Warehouse', aliases: ['warehouse code', 'warehouse name', 'warehouseId'] },
  { field: 'sku', header: 'SKU', aliases: ['item code', 'tplWarehouseItem'] },
  { field: 'item', header: 'Item', aliases: ['item name', 'name'] },
  { field: 'description', header: 'Description' },
  { field: 'type', header: 'Type', aliases: ['product type'] },
  { field: 'itemUnit', header: 'Unit', aliases: ['unit of measure', 'uom'] },
  { field: 'status', header: 'Status' },
  { field: 'wholesalePrice', header: 'Wholesale price', aliases: ['price'] },
  { field: 'factoringPercentage', header: 'Factoring %', aliases: ['factoring', 'factoring percentage'] },
  { field: 'weight', header: 'Weight' },
  { field: 'unitsPerBox', header: 'Units per box' },
  { field: 'unitsPerPallet', header: 'Units per pallet' },
  { field: 'trackInventory', header: 'Track inventory' },
];

/** Headers compare without case, spaces or punctuation ('Factoring %' is 'factoring%'). */
const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9%]/g, '');

const fieldByHeader = new Map<string, ItemFileField>(
  itemFileColumns.flatMap((c) =>
    [c.header, c.field, ...(c.aliases ?? [])].map((h) => [headerKey(h), c.field] as const),
  ),
);

export const fieldOfHeader = (header: string): ItemFileField | undefined =>
  fieldByHeader.get(headerKey(header));

export type ItemFileValue = string | number | boolean | null;
export type ItemFileRow = Partial<Record<ItemFileField, ItemFileValue>>;

export interface ItemFileSheet {
  /** The rows below the header row, blank rows left out; `line` is the row's line in the file. */
  rows: { line: number; values: ItemFileRow }[];
  /** Header cells that name no column; their values are not imported. */
  ignoredHeaders: string[];
}

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * A sheet's cells (first row: headers) as import rows. A Date cell (an XLSX date) becomes its day;
 * every other value is kept as the file has it, for the server to read.
 */
export function readItemSheet(cells: readonly (readonly unknown[])[]): ItemFileSheet {
  const headerRow = cells.findIndex((row) => row.some((v) => !isBlank(v)));
  if (headerRow < 0) return { rows: [], ignoredHeaders: [] };
  const headers = cells[headerRow]!.map((h) => (isBlank(h) ? '' : String(h).trim()));
  const fields = headers.map((h) => (h ? fieldOfHeader(h) : undefined));
  const rows: ItemFileSheet['rows'] = [];
  cells.slice(headerRow + 1).forEach((row, i) => {
    if (row.every(isBlank)) return;
    const values: ItemFileRow = {};
    fields.forEach((field, col) => {
      const v = row[col];
      if (!field || isBlank(v)) return;
      values[field] =
        v instanceof Date
          ? v.toISOString().slice(0, 10)
          : typeof v === 'number' || typeof v === 'boolean'
            ? v
            : String(v).trim();
    });
    rows.push({ line: headerRow + i + 2, values });
  });
  return { rows, ignoredHeaders: headers.filter((h, i) => h && !fields[i]) };
}

/** What the server says about each failing row of an import (index: the row's place in `rows`). */
export interface ItemImportRowResult {
  index: number;
  errors: Record<string, string>;
}

export interface ItemImportAnswer {
  total: number;
  /** Every row passed; with dryRun false they are now stored. */
  valid: boolean;
  /** Only the rows with errors. */
  rows: ItemImportRowResult[];
  /** How many items were created (not on a dry run). */
  created?: number;
}

/** Stock figures of one item or place: on hand in the warehouse, and what of it may be sold. */
export interface StockFigures {
  /** Physically in the warehouse: available, quarantine and damaged stock. */
  onHand: number;
  allocated: number;
  /** Available stock not allocated to a document. */
  available: number;
  quarantine: number;
  damaged: number;
  inTransit: number;
}

export const emptyStockFigures = (): StockFigures => ({
  onHand: 0,
  allocated: 0,
  available: 0,
  quarantine: 0,
  damaged: 0,
  inTransit: 0,
});

/** One exported item: its fields, its vendor's and warehouse's names, and (detailed view) its stock. */
export interface ItemExportRow {
  id: number;
  vendorId: number;
  vendorCode: string;
  vendorName: string;
  warehouseId: number | null;
  warehouseCode: string | null;
  warehouseName: string | null;
  sku: string;
  item: string;
  description: string | null;
  type: string;
  itemUnit: string;
  status: string;
  wholesalePrice: number | null;
  factoringPercentage: number | null;
  weight: number | null;
  unitsPerBox: number | null;
  unitsPerPallet: number | null;
  trackInventory: boolean;
  inventoryStatus: number;
  stock?: StockFigures;
}

export const stockFileColumns: readonly { key: keyof StockFigures; header: string }[] = [
  { key: 'onHand', header: 'On hand' },
  { key: 'allocated', header: 'Allocated' },
  { key: 'available', header: 'Available' },
  { key: 'quarantine', header: 'Quarantine' },
  { key: 'damaged', header: 'Damaged' },
  { key: 'inTransit', header: 'In transit' },
];

/**
 * The cells of an export: the import's columns (vendor and warehouse by code, so the file imports
 * again), then the stock figures when the list was in detailed view.
 */
export function itemExportCells(rows: readonly ItemExportRow[], withStock: boolean): ItemFileValue[][] {
  const header: ItemFileValue[] = [
    ...itemFileColumns.map((c) => c.header),
    ...(withStock ? stockFileColumns.map((c) => c.header) : []),
  ];
  const cell = (row: ItemExportRow, field: ItemFileField): ItemFileValue => {
    if (field === 'vendor') return row.vendorCode;
    if (field === 'warehouse') return row.warehouseCode;
    return row[field];
  };
  return [
    header,
    ...rows.map((row) => [
      ...itemFileColumns.map((c) => cell(row, c.field)),
      ...(withStock ? stockFileColumns.map((c) => row.stock?.[c.key] ?? 0) : []),
    ]),
  ];
}
