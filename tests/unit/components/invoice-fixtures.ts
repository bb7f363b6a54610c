/** Client invoice answers for the invoice screens' tests (contract src/domain/contracts/vendor-invoices.ts). */
import type {
  InvoicePreview,
  InvoiceView,
  VendorInvoiceRow,
} from '../../../src/domain/contracts/vendor-invoices';

export const ORIGIN = 'http://dockhand.test';
export const BASE = `${ORIGIN}/api/common/vendorInvoices`;

export const invoiceRow = (extra: Partial<VendorInvoiceRow> = {}): VendorInvoiceRow => ({
  id: 12,
  vendorId: 1,
  warehouseId: null,
  invoiceNumber: 'INV-NWG-0008',
  type: 'InvoiceGenerated',
  currency: 'USD',
  status: 'Issued',
  invoiceExcelUrl: null,
  invoiceDate: '2026-11-01',
  dueDate: '2026-12-01',
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  total: 1262.55,
  creditForInvoiceId: null,
  fileId: null,
  notes: null,
  issuedAt: '2026-11-01T15:00:00Z',
  paidAt: null,
  voidedAt: null,
  voidReason: null,
  version: 2,
  createdAt: '2026-11-01T15:00:00Z',
  updatedAt: '2026-11-01T15:00:00Z',
  ...extra,
});

export const invoicePreview = (extra: Partial<InvoicePreview> = {}): InvoicePreview => ({
  vendorId: 1,
  warehouseId: null,
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  currency: 'USD',
  groups: [
    { chargeType: 'Pick and pack', count: 120, amount: 850.05 },
    { chargeType: 'Storage', count: 31, amount: 412.5 },
  ],
  entryCount: 151,
  minimumTopUp: null,
  total: 1262.55,
  unbilled: {
    unpriced: [
      {
        sourceType: 'receipt',
        sourceId: '44',
        sourceRef: 'ASN-1044',
        activity: 'receiving',
        vendorId: 1,
        warehouseId: 2,
        day: '2026-10-12',
        reason: 'No receiving rule per pallet',
        href: '/warehouses/advancedShipNotice/view/44',
      },
    ],
    pendingCount: 3,
  },
  existingInvoice: null,
  ...extra,
});

export const invoiceView = (extra: Partial<InvoiceView> = {}): InvoiceView => ({
  invoice: invoiceRow(),
  vendorName: 'Northwind Goods',
  warehouseName: null,
  lines: [
    {
      id: 501,
      entryDate: '2026-10-03',
      chargeType: 'Pick and pack',
      chargeLabel: 'Pick and pack — first unit',
      sourceType: 'order',
      sourceRef: 'NWG-10421',
      sourceHref: '/orders/details/10421',
      warehouseId: 2,
      singleUnitCharge: 850.05,
      numberOfUnits: 1,
      amount: 850.05,
    },
    {
      id: 502,
      entryDate: '2026-10-31',
      chargeType: 'Storage',
      chargeLabel: 'Storage — per unit per day',
      sourceType: 'storage',
      sourceRef: null,
      sourceHref: null,
      warehouseId: 2,
      singleUnitCharge: 0.0125,
      numberOfUnits: 33000,
      amount: 412.5,
    },
  ],
  groups: [
    { chargeType: 'Pick and pack', count: 1, amount: 850.05 },
    { chargeType: 'Storage', count: 1, amount: 412.5 },
  ],
  total: 1262.55,
  files: [
    { label: 'Invoice PDF', href: '/api/common/vendorInvoices/12/invoice.pdf' },
    { label: 'Invoice XLSX', href: '/api/common/vendorInvoices/12/invoice-xlsx.file' },
  ],
  history: [{ at: '2026-11-01T15:00:00Z', action: 'Generated', userName: 'Alex Morgan', detail: null }],
  related: [],
  steps: ['mark-paid', 'void', 'credit-note'],
  ...extra,
});

export const refs = {
  vendors: [
    { id: 1, code: 'NWG', name: 'Northwind Goods' },
    { id: 2, code: 'BPO', name: 'Bluepeak Outdoors' },
  ],
  warehouses: [{ id: 2, code: 'DAL', fullName: 'Dallas' }],
};
