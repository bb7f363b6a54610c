/**
 * Client billing (issue 18): carrier and activity rate cards, billing entries (every charge, with the
 * event, document, rate-card version and inputs that produced it), disputes, invoices and credit notes,
 * PTC (pass-through cost) files, the files people upload, and the factoring ledger's codes.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ActivityRule } from '../../../src/domain/billing/activity-rates';
import { vendorRef } from './tenant-columns';
import { bytea, jsonList, measure, money, percent, ts, versioned } from './columns';
import { vendors, warehouses } from './tenants';
import { users } from './users';

/** A file a billing user uploaded (an invoice made elsewhere, a PTC sheet), kept as it came. */
export const billingFiles = pgTable(
  'billing_files',
  {
    id: serial('id').primaryKey(),
    vendorId: vendorRef(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('billing_files_vendor_idx').on(t.vendorId)],
);

/**
 * An activity rate card (src/domain/billing/activity-rates.ts): a vendor's, for one warehouse or all
 * (warehouseId null). Its prices are in its versions.
 */
export const activityRateCards = pgTable(
  'activity_rate_cards',
  {
    id: serial('id').primaryKey(),
    vendorId: vendorRef(),
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    name: text('name').notNull(),
    currency: text('currency').notNull().default('USD'),
    ...versioned(),
  },
  (t) => [
    unique('activity_rate_cards_vendor_warehouse_key').on(t.vendorId, t.warehouseId).nullsNotDistinct(),
  ],
);

/**
 * A version of an activity rate card. status Draft (editable) or Published (never changed again);
 * the published version in effect on a day is the one with the latest effectiveFrom on or before it.
 */
export const activityRateCardVersions = pgTable(
  'activity_rate_card_versions',
  {
    id: serial('id').primaryKey(),
    rateCardId: integer('rate_card_id')
      .notNull()
      .references(() => activityRateCards.id, { onDelete: 'cascade' }),
    versionNumber: integer('version_number').notNull(),
    status: text('status').notNull().default('Draft'),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    rules: jsonList<ActivityRule>('rules'),
    monthlyMinimum: money('monthly_minimum'),
    passThroughMarkupPercent: percent('pass_through_markup_percent').notNull().default(0),
    notes: text('notes'),
    publishedAt: ts('published_at'),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('activity_rate_card_versions_number_key').on(t.rateCardId, t.versionNumber),
    uniqueIndex('activity_rate_card_versions_effective_key')
      .on(t.rateCardId, t.effectiveFrom)
      .where(sql`status = 'Published'`),
  ],
);

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
    /** A generated invoice's warehouse (null: every warehouse). */
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    /** A credit note's invoice. */
    creditForInvoiceId: integer('credit_for_invoice_id').references((): AnyPgColumn => vendorInvoices.id),
    /** An uploaded invoice's file. */
    fileId: integer('file_id').references(() => billingFiles.id),
    notes: text('notes'),
    issuedAt: ts('issued_at'),
    paidAt: ts('paid_at'),
    voidedAt: ts('voided_at'),
    voidReason: text('void_reason'),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('vendor_invoices_vendor_number_key').on(t.vendorId, t.invoiceNumber),
    // One live generated invoice per vendor, warehouse and period: issuing twice makes one.
    uniqueIndex('vendor_invoices_generated_period_key')
      .on(t.vendorId, sql`coalesce(${t.warehouseId}, 0)`, t.periodStart, t.periodEnd)
      .where(sql`type = 'InvoiceGenerated' and status <> 'Void'`),
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
    /** The sheet as uploaded, and how many charges it made. */
    fileId: integer('file_id').references(() => billingFiles.id),
    rowCount: integer('row_count').notNull().default(0),
    ...versioned(),
  },
  (t) => [index('ptc_files_vendor_created_idx').on(t.vendorId, t.createdAt)],
);

/**
 * A charge to a client: a unit charge (a rate, possibly below the cent) times a number of units, and
 * its amount (rounded once to the cent: money.ts chargeOf), later locked to an invoice. A rated charge
 * keeps its source event (sourceType/sourceId, the document as people name it in sourceRef), the
 * rate-card version and rule (and tier) that priced it and its inputs; eventKey makes each charge of
 * an event once, however often the billing run rates it.
 */
export const orderBillingEntries = pgTable(
  'order_billing_entries',
  {
    id: serial('id').primaryKey(),
    vendorId: vendorRef(),
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    entryDate: date('entry_date', { mode: 'string' })
      .notNull()
      .default(sql`current_date`),
    singleUnitCharge: numeric('single_unit_charge', { precision: 18, scale: 6, mode: 'number' })
      .notNull()
      .default(0),
    numberOfUnits: measure('number_of_units').notNull().default(1),
    amount: money('amount').notNull().default(0),
    chargeLabel: text('charge_label').notNull(),
    chargeType: text('charge_type').notNull().default('Administrative'),
    type: text('type').notNull().default('Other'),
    invoiceId: integer('invoice_id').references(() => vendorInvoices.id),
    refNum: text('ref_num'),
    /** src/domain/billing/rating.ts billingSourceTypes; 'custom' for a charge added by hand. */
    sourceType: text('source_type').notNull().default('custom'),
    sourceId: text('source_id'),
    sourceRef: text('source_ref'),
    eventKey: text('event_key'),
    ruleKey: text('rule_key'),
    tierKey: text('tier_key'),
    rateCardVersionId: integer('rate_card_version_id').references(() => activityRateCardVersions.id),
    carrierRateCardId: integer('carrier_rate_card_id').references(() => rateCards.id),
    ptcFileId: integer('ptc_file_id').references(() => ptcFiles.id),
    /** A credit's disputed charge. */
    creditOfEntryId: integer('credit_of_entry_id').references((): AnyPgColumn => orderBillingEntries.id),
    /** What the charge was computed from: quantity, unit, tier, days, weight, cumulative totals. */
    inputs: jsonb('inputs').$type<Record<string, unknown>>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...versioned(),
  },
  (t) => [
    index('order_billing_entries_vendor_date_idx').on(t.vendorId, t.entryDate, t.id),
    index('order_billing_entries_warehouse_idx').on(t.warehouseId),
    index('order_billing_entries_invoice_idx').on(t.invoiceId),
    index('order_billing_entries_date_idx').on(t.entryDate),
    index('order_billing_entries_source_idx').on(t.sourceType, t.sourceId),
    uniqueIndex('order_billing_entries_event_key').on(t.eventKey),
    index('order_billing_entries_uninvoiced_idx')
      .on(t.vendorId, t.entryDate)
      .where(sql`invoice_id is null`),
  ],
);

/**
 * A client's question about one charge. status Open until staff resolve it with a credit (a negative
 * charge against it, on the next invoice) or an explanation.
 */
export const billingDisputes = pgTable(
  'billing_disputes',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => orderBillingEntries.id),
    vendorId: vendorRef(),
    status: text('status').notNull().default('Open'),
    comment: text('comment').notNull(),
    raisedBy: uuid('raised_by').references(() => users.id, { onDelete: 'set null' }),
    raisedAt: ts('raised_at').notNull().defaultNow(),
    /** credit or explanation. */
    resolution: text('resolution'),
    resolutionComment: text('resolution_comment'),
    creditEntryId: integer('credit_entry_id').references(() => orderBillingEntries.id),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: ts('resolved_at'),
  },
  (t) => [
    index('billing_disputes_entry_idx').on(t.entryId),
    index('billing_disputes_vendor_status_idx').on(t.vendorId, t.status),
    // One open dispute per charge.
    uniqueIndex('billing_disputes_open_key')
      .on(t.entryId)
      .where(sql`status = 'Open'`),
  ],
);

/** Codes of the factoring ledger (e.g. ADV advance, FEE factoring fee). */
export const ledgerEntries = pgTable('ledger_entries', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  ...versioned(),
});

/**
 * A movement of a vendor's factoring account other than the advances the shipped orders earn (those
 * are computed: server/modules/reports/factoring-ledger.queries.ts): fees and interest charged,
 * repayments and reserve releases received, chargebacks. amount is signed as it moves the balance
 * the vendor owes: a fee is positive, a repayment negative. Coded by the ledger entry codes.
 */
export const factoringTransactions = pgTable(
  'factoring_transactions',
  {
    id: serial('id').primaryKey(),
    vendorId: vendorRef(),
    ledgerEntryId: integer('ledger_entry_id')
      .notNull()
      .references(() => ledgerEntries.id),
    transactionDate: date('transaction_date', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    reference: text('reference'),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...versioned(),
  },
  (t) => [index('factoring_transactions_vendor_date_idx').on(t.vendorId, t.transactionDate, t.id)],
);
