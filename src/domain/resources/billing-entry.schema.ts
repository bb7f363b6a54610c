/** The billing entry (custom charge) form (spec §3). */
import * as yup from 'yup';
import { choice, day, decimal, money, optionalRef, optionalText, ref, requiredText } from './fields';

/** Administrative is the default charge type (spec §3). */
export const chargeTypes = [
  'Administrative',
  'Storage',
  'Handling',
  'Packaging',
  'Shipping',
  'Receiving',
  'Labor',
  // The activities of the rate cards (src/domain/billing/activity-rates.ts) and the other sources.
  'Pick and pack',
  'Outbound',
  'Returns',
  'Kitting',
  'Special project',
  'Pass-through',
  'Monthly minimum',
  'Credit',
] as const;
export type ChargeType = (typeof chargeTypes)[number];
export const billingEntryTypes = [
  'Other',
  'Order',
  'Shipment',
  'Receipt',
  'Storage',
  'Return',
  'WorkOrder',
  'Label',
  'PassThrough',
  'Minimum',
  'Credit',
] as const;

export const billingEntrySchema = yup.object({
  vendorId: ref('vendor'),
  warehouseId: optionalRef('warehouse'),
  entryDate: day('Date'),
  singleUnitCharge: money('Unit charge'),
  numberOfUnits: decimal('Number of units', { max: 10_000_000, fallback: 1 }),
  chargeLabel: requiredText('Charge label', 200),
  chargeType: choice('Charge type', chargeTypes, 'Administrative'),
  type: choice('Type', billingEntryTypes, 'Other'),
  invoiceId: optionalRef('invoice'),
  refNum: optionalText('Reference number', 100),
});
export type BillingEntryInput = yup.InferType<typeof billingEntrySchema>;
