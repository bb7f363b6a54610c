/**
 * The R&D project form (spec §3) with the planning defaults of spec §9: quantity 1, quantityToOrder
 * 1, percentMarkup 10, wastePerItemPercent 8, moqWarningMultiple 3, lastPurchasedWeeksWarning 26,
 * planningLeadTimeDaysWarning 35, unitWeightMetric 1 (kilograms). What the numbers mean:
 * src/domain/manufacturing/rnd-costing.ts.
 */
import * as yup from 'yup';
import { billOfMaterialsTypes } from './bill-of-materials.schema';
import {
  choice,
  day,
  decimal,
  flag,
  lineItems,
  money,
  optionalRef,
  quantity,
  ref,
  requiredText,
} from './fields';

export const RND_DEFAULTS = {
  quantity: 1,
  quantityToOrder: 1,
  percentMarkup: 10,
  wastePerItemPercent: 8,
  moqWarningMultiple: 3,
  lastPurchasedWeeksWarning: 26,
  planningLeadTimeDaysWarning: 35,
  unitWeightMetric: true,
} as const;

/** The planning fields, shared by the form and the costing call's what-if body. */
const planning = {
  quantity: quantity('Quantity', 1, RND_DEFAULTS.quantity),
  quantityToOrder: quantity('Quantity to order', 1, RND_DEFAULTS.quantityToOrder),
  otherFees: money('Other fees'),
  percentMarkup: decimal('Markup', { max: 1000, fallback: RND_DEFAULTS.percentMarkup }),
  wastePerItemPercent: decimal('Waste per item', { max: 100, fallback: RND_DEFAULTS.wastePerItemPercent }),
  moqWarningMultiple: quantity('MOQ warning multiple', 1, RND_DEFAULTS.moqWarningMultiple),
  lastPurchasedWeeksWarning: quantity(
    'Last purchased warning (weeks)',
    1,
    RND_DEFAULTS.lastPurchasedWeeksWarning,
  ),
  planningLeadTimeDaysWarning: quantity(
    'Lead time warning (days)',
    1,
    RND_DEFAULTS.planningLeadTimeDaysWarning,
  ),
  unitWeight: decimal('Unit weight', { max: 100_000 }),
  unitWeightMetric: flag('Metric unit weight', RND_DEFAULTS.unitWeightMetric),
};

export const rndProjectSchema = yup.object({
  name: requiredText('Name', 200),
  vendorId: ref('vendor'),
  warehouseId: optionalRef('warehouse'),
  warehouseProductId: optionalRef('warehouse product'),
  items: lineItems('Components'),
  ...planning,
});
export type RndProjectInput = yup.InferType<typeof rndProjectSchema>;

/**
 * POST …/rndProjects/{id}/costing: the form's unsaved values, any of them (a what-if); the stored
 * project supplies the rest. Nothing is saved.
 */
export const rndCostingSchema = yup.object({
  items: lineItems('Components').default(undefined).notRequired(),
  ...Object.fromEntries(
    Object.entries(planning).map(([key, field]) => [
      key,
      (field as yup.AnySchema).default(undefined).notRequired(),
    ]),
  ),
}) as unknown as yup.ObjectSchema<
  Partial<Omit<RndProjectInput, 'name' | 'vendorId' | 'warehouseId' | 'warehouseProductId'>>
>;

/** POST …/rndProjects/{id}/to-bom: the BOM's name and type, and optionally a first (Draft) work order. */
export const rndToBomSchema = yup.object({
  version: yup
    .number()
    .typeError('Version must be a whole number')
    .integer('Version must be a whole number')
    .notRequired(),
  name: requiredText('Name', 200).notRequired().default(undefined),
  type: choice('Type', billOfMaterialsTypes, 'Assembly'),
  workOrder: yup
    .object({
      quantity: quantity('Work order quantity', 1, 1),
      warehouseId: optionalRef('warehouse'),
      orderNumber: requiredText('Order number', 50).notRequired().default(undefined),
      dueDate: day('Due date'),
    })
    .typeError('Work order must be an object')
    .nullable()
    .default(null),
});
export type RndToBomInput = yup.InferType<typeof rndToBomSchema>;
