/** Client billing: rate cards, invoices, PTC files, billing entries (custom charges), ledger codes. */
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { vendorRef } from './tenant-columns';
import { jsonList, measure, money, versioned } from './columns';
import { vendors, warehouses } from './tenants';

/** Shipping rates by carrier service; rates[] are weight breaks { upToWeight, rate }. */
export const rateCards = pgTable(
  'rate_cards',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id').references(() => vendors.id),
    name: text('name').notNull(),
    tplCarrierCode: text('tpl_carrier_code'),
    tplServiceCode: text('tpl_service_code'),
    carrierCode: text('carrier_code').notNull(),
    serviceCode: text('service_code').notNull(),
    rateWeightUnit: text('rate_weight_unit').notNull().default('LBS'),
    rates: jsonList<{ upToWeight: number; rate: number }>('rates'),
    ...versioned(),
  },
  (t) => [
    index('rate_cards_vendor_idx').on(t.vendorId),
    index('rate_cards_carrier_service_idx').on(t.carrierCode, t.serviceCode),
  ],
);

/** Client invoices. type: InvoiceUploaded (a file) or InvoiceGenerated (from billing entries). */
export const vendorInvoices = pgTable(
  'vendor_invoices',
  {
    id: serial('id').primaryKey(),
    vendorId: vendorRef(),
    invoiceNumber: text('invoice_number').notNull(),
    type: text('type').notNull().default('InvoiceUploaded'),
    currency: text('currency').notNull().default('USD'),
    status: text('status').notNull().default('Draft'),
    invoiceExcelUrl: text('invoice_excel_url'),
    invoiceDate: date('invoice_date', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    total: money('total').notNull().default(0),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('vendor_invoices_vendor_number_key').on(t.vendorId, t.invoiceNumber),
    index('vendor_invoices_vendor_date_idx').on(t.vendorId, t.invoiceDate),
    index('vendor_invoices_date_idx').on(t.invoiceDate),
  ],
);

/** Pass-through-charge files: carrier and supplier charges passed on to a client. */
export const ptcFiles = pgTable(
  'ptc_files',
  {
    id: serial('id').primaryKey(),
    vendorId: vendorRef(),
    name: text('name').notNull(),
    type: text('type').notNull().default('InvoiceUploaded'),
    currency: text('currency').notNull().default('USD'),
    invoiceExcelUrl: text('invoice_excel_url'),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    total: money('total').notNull().default(0),
    ...versioned(),
  },
  (t) => [index('ptc_files_vendor_created_idx').on(t.vendorId, t.createdAt)],
);

/** A billable line for a client: a unit charge times a number of units, later put on an invoice. */
export const orderBillingEntries = pgTable(
  'order_billing_entries',
  {
    id: serial('id').primaryKey(),
    vendorId: vendorRef(),
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    entryDate: date('entry_date', { mode: 'string' })
      .notNull()
      .default(sql`current_date`),
    singleUnitCharge: money('single_unit_charge').notNull().default(0),
    numberOfUnits: measure('number_of_units').notNull().default(1),
    chargeLabel: text('charge_label').notNull(),
    chargeType: text('charge_type').notNull().default('Administrative'),
    type: text('type').notNull().default('Other'),
    invoiceId: integer('invoice_id').references(() => vendorInvoices.id),
    refNum: text('ref_num'),
    ...versioned(),
  },
  (t) => [
    index('order_billing_entries_vendor_date_idx').on(t.vendorId, t.entryDate, t.id),
    index('order_billing_entries_warehouse_idx').on(t.warehouseId),
    index('order_billing_entries_invoice_idx').on(t.invoiceId),
    index('order_billing_entries_date_idx').on(t.entryDate),
  ],
);

/** Codes of the factoring ledger (e.g. ADV advance, FEE factoring fee). */
export const ledgerEntries = pgTable('ledger_entries', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  ...versioned(),
});
