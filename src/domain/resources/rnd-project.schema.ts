/**
 * The R&D project form (spec §3). Spec §9 names no R&D defaults; planning starts from one unit,
 * nothing to order yet, no fees and no markup, weights in pounds.
 */
import * as yup from 'yup';
import { decimal, flag, lineItems, money, optionalRef, quantity, ref, requiredText } from './fields';

export const rndProjectSchema = yup.object({
  name: requiredText('Name', 200),
  vendorId: ref('vendor'),
  warehouseId: optionalRef('warehouse'),
  warehouseProductId: optionalRef('warehouse product'),
  items: lineItems('Components'),
  quantity: quantity('Quantity', 1, 1),
  quantityToOrder: quantity('Quantity to order', 0, 0),
  otherFees: money('Other fees'),
  percentMarkup: decimal('Markup', { max: 1000, fallback: 0 }),
  unitWeight: decimal('Unit weight', { max: 100_000 }),
  unitWeightMetric: flag('Metric unit weight', false),
});
export type RndProjectInput = yup.InferType<typeof rndProjectSchema>;
