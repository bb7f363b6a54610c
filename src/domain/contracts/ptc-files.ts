/** The contract of /api/common/ptcFiles (see index.ts): pass-through cost files. */
import { defineContract } from './contract';

export interface PtcFileRow {
  id: number;
  vendorId: number;
  name: string;
  type: string;
  currency: string;
  invoiceExcelUrl: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  total: number;
  fileId: number | null;
  rowCount: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export const ptcFilesContract = defineContract<PtcFileRow>()({
  name: 'ptcFiles',
  base: '/api/common/ptcFiles',
  listPath: 'listItems',
  filters: {
    vendorId: 'number',
    search: 'string',
    type: 'string',
    startDate: 'date',
    endDate: 'date',
  },
  sortKeys: ['createdAt', 'name', 'periodStart'],
  permissions: {
    view: ['billing.ptcFiles', 'billing.view'],
    // A file is imported with its charges by its own call (ptcImportPermissions), never added bare;
    // its charges are made once, all or nothing: the file is not edited afterwards.
    create: [],
    edit: [],
    delete: [],
  },
  screen: { path: '/manage/billing/ptcFiles', menu: { anyOf: ['billing.ptcFiles'] } },
});

/** Who previews and imports PTC files (POST /preview, /import). */
export const ptcImportPermissions = ['billing.ptcFiles'] as const;

const base = ptcFilesContract.base;
export const ptcPreviewPath = `${base}/preview`;
export const ptcImportPath = `${base}/import`;
export const ptcFileDownloadPath = (id: number) => `${base}/${id}/file`;

/**
 * A row of a PTC sheet, as the screen reads it from the CSV/XLSX (the headers of ptcSheetColumns).
 * Values stay as written (text or numbers) so the server can say what is wrong with each.
 */
export interface PtcSheetRow {
  date?: unknown;
  description?: unknown;
  reference?: unknown;
  warehouse?: unknown;
  quantity?: unknown;
  unitCost?: unknown;
  markupPercent?: unknown;
}

/** The sheet's columns: the key a cell is read into and the headers accepted for it. */
export const ptcSheetColumns: { key: keyof PtcSheetRow; label: string; headers: string[] }[] = [
  { key: 'date', label: 'Date', headers: ['date', 'charge date'] },
  { key: 'description', label: 'Description', headers: ['description', 'label', 'charge'] },
  { key: 'reference', label: 'Reference', headers: ['reference', 'ref', 'refnum', 'invoice', 'tracking'] },
  { key: 'warehouse', label: 'Warehouse', headers: ['warehouse', 'warehouse code'] },
  { key: 'quantity', label: 'Quantity', headers: ['quantity', 'qty', 'units'] },
  { key: 'unitCost', label: 'Unit cost', headers: ['unit cost', 'cost', 'amount'] },
  { key: 'markupPercent', label: 'Markup %', headers: ['markup %', 'markup', 'markup percent'] },
];

/** One previewed row: what it will charge, or what is wrong with it (per column). */
export interface PtcPreviewRow {
  row: number;
  date: string | null;
  description: string | null;
  reference: string | null;
  warehouseId: number | null;
  quantity: number | null;
  unitCost: number | null;
  markupPercent: number | null;
  /** Unit cost with the markup (the charge's rate). */
  unitCharge: string | null;
  amount: number | null;
  errors: Partial<Record<keyof PtcSheetRow, string>>;
}

/** POST /preview body, and what /import takes besides the file. */
export interface PtcPreviewInput {
  vendorId: number;
  rows: PtcSheetRow[];
}

export interface PtcPreviewAnswer {
  rows: PtcPreviewRow[];
  validCount: number;
  errorCount: number;
  total: number;
  /** The markup a row without one gets: the vendor's rate card's pass-through markup. */
  defaultMarkupPercent: number;
}

export interface PtcImportInput extends PtcPreviewInput {
  name: string;
  fileName: string;
  contentType: string;
  contentBase64: string;
}
