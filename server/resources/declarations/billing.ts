/** Client billing: rate cards, invoices, PTC files, billing entries, factoring ledger codes. */
import { DEFAULT_PAGE_SIZE } from '../../../src/domain/constants';
import {
  billingEntrySchema,
  billingEntryTypes,
  chargeTypes,
} from '../../../src/domain/resources/billing-entry.schema';
import { ledgerEntrySchema } from '../../../src/domain/resources/ledger-entry.schema';
import { ptcFileSchema } from '../../../src/domain/resources/ptc-file.schema';
import { rateCardSchema, rateWeightUnits } from '../../../src/domain/resources/rate-card.schema';
import {
  invoiceStatuses,
  invoiceTypes,
  vendorInvoiceSchema,
} from '../../../src/domain/resources/vendor-invoice.schema';
import { ledgerEntries, orderBillingEntries, ptcFiles, rateCards, vendorInvoices } from '../../db/schema';
import { dayFrom, dayTo, intEquals, text, textEquals } from '../filters';
import type { ResourceDecl } from '../resource';

export const rateCardResource: ResourceDecl = {
  name: 'rateCards',
  base: '/api/common/rateCards',
  listPath: 'listItems',
  table: rateCards,
  id: rateCards.id,
  idType: 'int',
  version: rateCards.version,
  schema: rateCardSchema,
  filters: {
    search: text(rateCards.name),
    vendorId: intEquals(rateCards.vendorId),
    carrierCode: text(rateCards.carrierCode, rateCards.tplCarrierCode),
    serviceCode: text(rateCards.serviceCode, rateCards.tplServiceCode),
    rateWeightUnit: textEquals(rateCards.rateWeightUnit, { allowed: rateWeightUnits }),
  },
  sortable: { name: rateCards.name, carrierCode: rateCards.carrierCode, serviceCode: rateCards.serviceCode },
  defaultSort: { by: 'name', desc: false },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  scope: { vendor: rateCards.vendorId },
  permissions: {
    view: ['billing.rateCards'],
    create: ['billing.rateCards'],
    edit: ['billing.rateCards'],
    delete: ['billing.rateCards'],
  },
};

export const vendorInvoiceResource: ResourceDecl = {
  name: 'vendorInvoices',
  base: '/api/common/vendorInvoices',
  listPath: 'listItems',
  table: vendorInvoices,
  id: vendorInvoices.id,
  idType: 'int',
  version: vendorInvoices.version,
  schema: vendorInvoiceSchema,
  filters: {
    vendorId: intEquals(vendorInvoices.vendorId),
    invoiceNumber: text(vendorInvoices.invoiceNumber),
    type: textEquals(vendorInvoices.type, { allowed: invoiceTypes }),
    status: textEquals(vendorInvoices.status, { allowed: invoiceStatuses }),
    startDate: dayFrom(vendorInvoices.invoiceDate),
    endDate: dayTo(vendorInvoices.invoiceDate),
  },
  sortable: {
    invoiceDate: vendorInvoices.invoiceDate,
    invoiceNumber: vendorInvoices.invoiceNumber,
    total: vendorInvoices.total,
    createdAt: vendorInvoices.createdAt,
  },
  defaultSort: { by: 'invoiceDate', desc: true },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  scope: { vendor: vendorInvoices.vendorId },
  permissions: {
    view: ['billing.invoices', 'billing.view'],
    create: ['billing.invoices'],
    edit: ['billing.invoices'],
    // An invoice is voided (status), never deleted.
    delete: [],
  },
};

export const ptcFileResource: ResourceDecl = {
  name: 'ptcFiles',
  base: '/api/common/ptcFiles',
  listPath: 'listItems',
  table: ptcFiles,
  id: ptcFiles.id,
  idType: 'int',
  version: ptcFiles.version,
  schema: ptcFileSchema,
  filters: {
    vendorId: intEquals(ptcFiles.vendorId),
    search: text(ptcFiles.name),
    type: textEquals(ptcFiles.type, { allowed: invoiceTypes }),
    startDate: dayFrom(ptcFiles.periodStart),
    endDate: dayTo(ptcFiles.periodEnd),
  },
  sortable: { createdAt: ptcFiles.createdAt, name: ptcFiles.name, periodStart: ptcFiles.periodStart },
  defaultSort: { by: 'createdAt', desc: true },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  scope: { vendor: ptcFiles.vendorId },
  permissions: {
    view: ['billing.ptcFiles', 'billing.view'],
    create: ['billing.ptcFiles'],
    edit: ['billing.ptcFiles'],
    delete: [],
  },
};

export const billingEntryResource: ResourceDecl = {
  name: 'orderBillingEntries',
  base: '/api/common/orderBillingEntries',
  listPath: 'listItems',
  table: orderBillingEntries,
  id: orderBillingEntries.id,
  idType: 'int',
  version: orderBillingEntries.version,
  schema: billingEntrySchema,
  filters: {
    vendorId: intEquals(orderBillingEntries.vendorId),
    warehouseId: intEquals(orderBillingEntries.warehouseId),
    invoiceId: intEquals(orderBillingEntries.invoiceId),
    chargeType: textEquals(orderBillingEntries.chargeType, { allowed: chargeTypes }),
    type: textEquals(orderBillingEntries.type, { allowed: billingEntryTypes }),
    search: text(orderBillingEntries.chargeLabel, orderBillingEntries.refNum),
    startDate: dayFrom(orderBillingEntries.entryDate),
    endDate: dayTo(orderBillingEntries.entryDate),
  },
  sortable: {
    entryDate: orderBillingEntries.entryDate,
    chargeLabel: orderBillingEntries.chargeLabel,
    singleUnitCharge: orderBillingEntries.singleUnitCharge,
    createdAt: orderBillingEntries.createdAt,
  },
  defaultSort: { by: 'entryDate', desc: true },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  scope: {
    vendor: orderBillingEntries.vendorId,
    warehouse: orderBillingEntries.warehouseId,
    warehouseOptional: true,
  },
  references: [
    {
      field: 'invoiceId',
      table: vendorInvoices,
      id: vendorInvoices.id,
      match: { column: vendorInvoices.vendorId, field: 'vendorId' },
      message: 'Choose an invoice of this vendor',
    },
  ],
  permissions: {
    view: ['billing.entries', 'billing.view'],
    create: ['billing.entries'],
    edit: ['billing.entries'],
    delete: [],
  },
};

export const ledgerEntryResource: ResourceDecl = {
  name: 'ledgerEntries',
  base: '/api/common/ledgerEntries',
  listPath: 'listItems',
  table: ledgerEntries,
  id: ledgerEntries.id,
  idType: 'int',
  version: ledgerEntries.version,
  schema: ledgerEntrySchema,
  filters: { search: text(ledgerEntries.code, ledgerEntries.name) },
  sortable: { code: ledgerEntries.code, name: ledgerEntries.name },
  defaultSort: { by: 'code', desc: false },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  permissions: {
    view: ['billing.factoringLedger', 'billing.entries', 'billing.view'],
    create: ['billing.factoringLedger'],
    edit: ['billing.factoringLedger'],
    delete: ['billing.factoringLedger'],
  },
};
