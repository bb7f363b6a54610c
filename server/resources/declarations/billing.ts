/** Client billing: rate cards, invoices, PTC files, billing entries, factoring ledger codes. */
import { vendorSetupUpdated } from '../../events/domain-events';
import { activityRateCardsContract } from '../../../src/domain/contracts/activity-rate-cards';
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
import { activityRateCardSchema } from '../../../src/domain/billing/activity-rates';
import { billingSourceTypes } from '../../../src/domain/billing/rating';
import { chargeOf, toAmount } from '../../../src/domain/money';
import {
  activityRateCards,
  billingDisputes,
  ledgerEntries,
  orderBillingEntries,
  ptcFiles,
  rateCards,
  vendorInvoices,
  warehouses,
} from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { isNotNull, isNull, sql } from 'drizzle-orm';
import { asBoolean, custom, dayFrom, dayTo, intEquals, text, textEquals, whenTrue } from '../filters';
import { defineResource } from '../resource';
import { factoringTransactionsContract } from '../../../src/domain/contracts/factoring-transactions';
import { factoringTransactionSchema } from '../../../src/domain/resources/factoring-transaction.schema';
import { factoringTransactions, vendors } from '../../db/schema';

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
    warehouseId: intEquals(vendorInvoices.warehouseId),
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

/** A charge a client has questioned and staff have not yet answered. */
const openDispute = sql`exists (select 1 from ${billingDisputes} where ${billingDisputes.entryId} = ${orderBillingEntries.id} and ${billingDisputes.status} = 'Open')`;

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
    search: text(orderBillingEntries.chargeLabel, orderBillingEntries.refNum, orderBillingEntries.sourceRef),
    startDate: dayFrom(orderBillingEntries.entryDate),
    endDate: dayTo(orderBillingEntries.entryDate),
    sourceType: textEquals(orderBillingEntries.sourceType, { allowed: billingSourceTypes }),
    invoiced: custom((value) => {
      const b = asBoolean(value);
      if (b === null) return { error: 'Must be true or false' };
      return b ? isNotNull(orderBillingEntries.invoiceId) : isNull(orderBillingEntries.invoiceId);
    }),
    disputed: whenTrue(() => openDispute),
  },
  sortable: {
    entryDate: orderBillingEntries.entryDate,
    chargeLabel: orderBillingEntries.chargeLabel,
    singleUnitCharge: orderBillingEntries.singleUnitCharge,
    amount: orderBillingEntries.amount,
    createdAt: orderBillingEntries.createdAt,
  },
  defaultSort: { by: 'entryDate', desc: true },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  scope: {
    vendor: orderBillingEntries.vendorId,
    warehouse: orderBillingEntries.warehouseId,
    warehouseOptional: true,
  },
  // The form writes custom charges only; what the billing run rated, invoices and credits set, it leaves.
  stateFields: ['invoiceId'],
  // Written with the outer table's name: in a select list Drizzle leaves a column of the listed table
  // unqualified, which inside the subquery would name the subquery's own column.
  computed: {
    invoiceNumber: sql<
      string | null
    >`(select vi.invoice_number from vendor_invoices vi where vi.id = "order_billing_entries"."invoice_id")`,
    disputeStatus: sql<
      string | null
    >`(select d.status from billing_disputes d where d.entry_id = "order_billing_entries"."id" order by d.id desc limit 1)`,
  },

  references: [
    {
      field: 'warehouseId',
      table: warehouses,
      id: warehouses.id,
      message: 'Choose a warehouse',
    },
  ],
  /** A custom charge's amount by billing's rounding rule; a rated or invoiced charge is not edited. */
  beforeWrite({ values, before, user, action }) {
    if (before) {
      if (before.invoiceId !== null)
        throw conflict('This charge is on an invoice: correct it with a credit note, not an edit.');
      if (before.sourceType !== 'custom')
        throw conflict('This charge was made by the billing run from its source: it cannot be edited.');
    }
    values.amount = toAmount(chargeOf(values.singleUnitCharge as number, values.numberOfUnits as number));
    if (action === 'add') {
      values.sourceType = 'custom';
      values.createdBy = user.id;
    }
  },
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

/** Activity rate cards (issue 18): the card; its versions are served by server/modules/billing. */
export const activityRateCardResource = defineResource(activityRateCardsContract, {
  // The vendor's onboarding checklist counts these (issue 21).
  liveEvent: (row) => vendorSetupUpdated({ vendorId: row.vendorId as number }),
  table: activityRateCards,
  id: activityRateCards.id,
  idType: 'int',
  version: activityRateCards.version,
  schema: activityRateCardSchema,
  filters: {
    search: text(activityRateCards.name),
    vendorId: intEquals(activityRateCards.vendorId),
    warehouseId: intEquals(activityRateCards.warehouseId),
  },
  sortable: { name: activityRateCards.name, createdAt: activityRateCards.createdAt },
  defaultSort: { by: 'name', desc: false },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  scope: {
    vendor: activityRateCards.vendorId,
    warehouse: activityRateCards.warehouseId,
    warehouseOptional: true,
  },
  references: [{ field: 'warehouseId', table: warehouses, id: warehouses.id, message: 'Choose a warehouse' }],
  /** One card per vendor and warehouse (or vendor-wide): a second answers 400 on the warehouse. */
  async beforeWrite({ tx, values, before }) {
    const clash = await tx
      .select({ id: activityRateCards.id })
      .from(activityRateCards)
      .where(
        sql`${activityRateCards.vendorId} = ${values.vendorId as number} and ${activityRateCards.warehouseId} is not distinct from ${(values.warehouseId as number | null) ?? null}::int`,
      );
    if (clash.some((c) => c.id !== before?.id))
      throw badRequest('Some fields are not valid.', {
        warehouseId: values.warehouseId
          ? 'This vendor already has a rate card for this warehouse'
          : 'This vendor already has a rate card for every warehouse',
      });
  },
});

/**
 * Factoring transactions (issue 18): fees, interest, chargebacks, repayments and reserve releases of a
 * vendor's factoring account, signed as they move its balance; the factoring ledger adds them to the
 * advances (server/modules/reports/factoring-ledger.queries.ts).
 */
export const factoringTransactionResource = defineResource(factoringTransactionsContract, {
  table: factoringTransactions,
  id: factoringTransactions.id,
  idType: 'int',
  version: factoringTransactions.version,
  schema: factoringTransactionSchema,
  filters: {
    vendorId: intEquals(factoringTransactions.vendorId),
    ledgerEntryId: intEquals(factoringTransactions.ledgerEntryId),
    startDate: dayFrom(factoringTransactions.transactionDate),
    endDate: dayTo(factoringTransactions.transactionDate),
  },
  sortable: {
    transactionDate: factoringTransactions.transactionDate,
    amount: factoringTransactions.amount,
    createdAt: factoringTransactions.createdAt,
  },
  defaultSort: { by: 'transactionDate', desc: true },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  scope: { vendor: factoringTransactions.vendorId },
  references: [
    { field: 'vendorId', table: vendors, id: vendors.id, message: 'Choose a vendor' },
    { field: 'ledgerEntryId', table: ledgerEntries, id: ledgerEntries.id, message: 'Choose a code' },
  ],
  beforeWrite({ values, user, action }) {
    if (action === 'add') values.createdBy = user.id;
  },
});
