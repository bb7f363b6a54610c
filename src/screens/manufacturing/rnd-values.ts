/**
 * The R&D project form's values: a stored project (or a new one with spec §9's planning defaults) as
 * Formik values, money in minor units as the money inputs keep it, and back as the body the server
 * validates, or as the costing call's what-if.
 */
import type { RndProjectRow } from '../../api/manufacturing.api';
import { moneyInputAmount, moneyInputValue, type MoneyInputValue } from '../../components/form/money-values';
import type { RndCostingBody } from '../../domain/contracts/manufacturing-answers';
import { RND_DEFAULTS, rndProjectSchema } from '../../domain/resources/rnd-project.schema';

export interface RndLineValues {
  vendorProductId: number | null;
  sku: string;
  name: string | null;
  quantity: number | '';
  unitPrice: MoneyInputValue;
}

export interface RndValues {
  name: string;
  vendorId: number | null;
  warehouseId: number | null;
  warehouseProductId: number | null;
  items: RndLineValues[];
  quantity: number | '';
  quantityToOrder: number | '';
  otherFees: MoneyInputValue;
  percentMarkup: number | '';
  wastePerItemPercent: number | '';
  moqWarningMultiple: number | '';
  lastPurchasedWeeksWarning: number | '';
  planningLeadTimeDaysWarning: number | '';
  unitWeight: number | '' | null;
  unitWeightMetric: boolean;
}

export const emptyRndLine = (): RndLineValues => ({
  vendorProductId: null,
  sku: '',
  name: null,
  quantity: 1,
  unitPrice: null,
});

export const newRndValues = (vendorId: number | null = null): RndValues => ({
  name: '',
  vendorId,
  warehouseId: null,
  warehouseProductId: null,
  items: [emptyRndLine()],
  quantity: RND_DEFAULTS.quantity,
  quantityToOrder: RND_DEFAULTS.quantityToOrder,
  otherFees: 0,
  percentMarkup: RND_DEFAULTS.percentMarkup,
  wastePerItemPercent: RND_DEFAULTS.wastePerItemPercent,
  moqWarningMultiple: RND_DEFAULTS.moqWarningMultiple,
  lastPurchasedWeeksWarning: RND_DEFAULTS.lastPurchasedWeeksWarning,
  planningLeadTimeDaysWarning: RND_DEFAULTS.planningLeadTimeDaysWarning,
  unitWeight: null,
  unitWeightMetric: RND_DEFAULTS.unitWeightMetric,
});

export const rndValues = (p: RndProjectRow): RndValues => ({
  name: p.name,
  vendorId: p.vendorId,
  warehouseId: p.warehouseId,
  warehouseProductId: p.warehouseProductId,
  items: p.items.map((l) => ({
    vendorProductId: l.vendorProductId ?? null,
    sku: l.sku,
    name: l.name ?? null,
    quantity: l.quantity,
    unitPrice: moneyInputValue(l.unitPrice),
  })),
  quantity: p.quantity,
  quantityToOrder: p.quantityToOrder,
  otherFees: moneyInputValue(p.otherFees),
  percentMarkup: p.percentMarkup,
  wastePerItemPercent: p.wastePerItemPercent,
  moqWarningMultiple: p.moqWarningMultiple,
  lastPurchasedWeeksWarning: p.lastPurchasedWeeksWarning,
  planningLeadTimeDaysWarning: p.planningLeadTimeDaysWarning,
  unitWeight: p.unitWeight,
  unitWeightMetric: p.unitWeightMetric,
});

const withAmounts = (values: RndValues) => ({
  ...values,
  otherFees: moneyInputAmount(values.otherFees) ?? 0,
  unitWeight: values.unitWeight === '' ? null : values.unitWeight,
  items: values.items.map((l) => ({ ...l, unitPrice: moneyInputAmount(l.unitPrice) })),
});

/** The body of add and edit: amounts with cents again, texts trimmed. */
export const rndBody = (values: RndValues) =>
  rndProjectSchema.cast(withAmounts(values), { stripUnknown: true });

/** The unsaved form as the costing call's what-if (lines without an item yet are left out). */
export function costingBody(values: RndValues): RndCostingBody {
  const {
    name: _n,
    vendorId: _v,
    warehouseId: _w,
    warehouseProductId: _p,
    ...planning
  } = withAmounts(values);
  const numberOr = <T>(v: number | '' | null, fallback: T) => (v === '' || v === null ? fallback : v);
  return {
    items: planning.items
      .filter((l) => l.sku !== '' && l.quantity !== '')
      .map((l) => ({ ...l, quantity: Number(l.quantity) })),
    quantity: numberOr(planning.quantity, undefined),
    quantityToOrder: numberOr(planning.quantityToOrder, undefined),
    otherFees: planning.otherFees,
    percentMarkup: numberOr(planning.percentMarkup, undefined),
    wastePerItemPercent: numberOr(planning.wastePerItemPercent, undefined),
    moqWarningMultiple: numberOr(planning.moqWarningMultiple, undefined),
    lastPurchasedWeeksWarning: numberOr(planning.lastPurchasedWeeksWarning, undefined),
    planningLeadTimeDaysWarning: numberOr(planning.planningLeadTimeDaysWarning, undefined),
    unitWeight: planning.unitWeight,
    unitWeightMetric: planning.unitWeightMetric,
  };
}
