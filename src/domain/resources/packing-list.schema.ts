/**
 * A packing list (/warehouses/packing-lists): what a shipment's cartons hold, printed and put in the
 * shipment. Lines: sku, name, quantity, cartons, weight (pounds, for the whole line).
 */
import * as yup from 'yup';
import { DEFAULT_SHIP_TO_COUNTRY } from '../constants';
import {
  address,
  decimal,
  longText,
  MAX_LINES,
  optionalRef,
  optionalText,
  quantity,
  ref,
  requiredText,
} from './fields';

export const packingListLine = () =>
  yup.object({
    sku: requiredText('SKU', 100),
    name: optionalText('Item name', 300),
    quantity: quantity('Quantity'),
    cartons: quantity('Cartons', 1, 1),
    weight: decimal('Weight', { max: 100_000 }),
  });

export const packingListSchema = yup.object({
  referenceNumber: requiredText('Reference number', 100),
  vendorId: ref('vendor'),
  warehouseId: ref('warehouse'),
  shipmentId: optionalRef('shipment'),
  shipTo: address(DEFAULT_SHIP_TO_COUNTRY),
  items: yup
    .array()
    .of(packingListLine())
    .typeError('Lines must be a list')
    .min(1, 'Add at least one line')
    .max(MAX_LINES, `Lines may have at most ${MAX_LINES} entries`)
    .default(() => [])
    .required('Lines are required'),
  notes: longText('Notes', 2000),
});
export type PackingListInput = yup.InferType<typeof packingListSchema>;
export type PackingListLine = PackingListInput['items'][number];

export interface PackingListTotals {
  quantity: number;
  cartons: number;
  /** Pounds, to the hundredth. */
  weight: number;
}

/** The totals printed under the lines. */
export function packingListTotals(
  lines: readonly { quantity: unknown; cartons?: unknown; weight?: unknown }[],
): PackingListTotals {
  const totals: PackingListTotals = { quantity: 0, cartons: 0, weight: 0 };
  for (const line of lines) {
    totals.quantity += Number(line.quantity) || 0;
    totals.cartons += Number(line.cartons) || 0;
    totals.weight += Number(line.weight) || 0;
  }
  totals.weight = Math.round(totals.weight * 100) / 100;
  return totals;
}

/** The PDF's file name: the reference's safe characters. */
export const pdfFileName = (reference: string) =>
  `packing-list-${reference.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'document'}.pdf`;
