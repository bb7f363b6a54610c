/** Client billing: rate cards, invoices, PTC files, billing entries, factoring ledger codes. */
import { ledgerEntriesContract } from '../../../src/domain/contracts/ledger-entries';
import { orderBillingEntriesContract } from '../../../src/domain/contracts/order-billing-entries';
import { ptcFilesContract } from '../../../src/domain/contracts/ptc-files';
import { rateCardsContract } from '../../../src/domain/contracts/rate-cards';
import { vendorInvoicesContract } from '../../../src/domain/contracts/vendor-invoices';
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
import { defineResource } from '../resource';

export const rateCardResource = defineResource(rateCardsContract, {
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
});

export const vendorInvoiceResource = defineResource(vendorInvoicesContract, {
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
});

export const ptcFileResource = defineResource(ptcFilesContract, {
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
});

export const billingEntryResource = defineResource(orderBillingEntriesContract, {
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
});

export const ledgerEntryResource = defineResource(ledgerEntriesContract, {
  table: ledgerEntries,
  id: ledgerEntries.id,
  idType: 'int',
  version: ledgerEntries.version,
  schema: ledgerEntrySchema,
  filters: { search: text(ledgerEntries.code, ledgerEntries.name) },
  sortable: { code: ledgerEntries.code, name: ledgerEntries.name },
  defaultSort: { by: 'code', desc: false },
  defaultPerPage: DEFAULT_PAGE_SIZE,
});
