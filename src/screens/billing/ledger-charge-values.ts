/**
 * The Add Custom Charge form's values: the unit charge in minor units as the money input keeps it,
 * today in the user's timezone, spec §3's defaults; the body the server validates; the form's
 * messages by the server's own schema; and the amount as billing rounds it (money.ts chargeOf).
 */
import { ValidationError } from 'yup';
import { userDay } from '../../components/format';
import { moneyInputAmount, type MoneyInputValue } from '../../components/form/money-values';
import { chargeOf, type Minor } from '../../domain/money';
import {
  billingEntrySchema,
  type billingEntryTypes,
  type BillingEntryInput,
  type ChargeType,
} from '../../domain/resources/billing-entry.schema';

type BillingEntryType = (typeof billingEntryTypes)[number];

export interface ChargeValues {
  vendorId: number | null;
  warehouseId: number | null;
  entryDate: string | null;
  singleUnitCharge: MoneyInputValue;
  numberOfUnits: number | '';
  chargeLabel: string;
  chargeType: ChargeType;
  type: BillingEntryType;
  refNum: string;
}

export const newChargeValues = (vendorId: number | null = null): ChargeValues => ({
  vendorId,
  warehouseId: null,
  entryDate: userDay(),
  singleUnitCharge: null,
  numberOfUnits: 1,
  chargeLabel: '',
  chargeType: 'Administrative',
  type: 'Other',
  refNum: '',
});

export const chargeBody = (v: ChargeValues): BillingEntryInput => ({
  vendorId: v.vendorId as number,
  warehouseId: v.warehouseId,
  entryDate: v.entryDate,
  singleUnitCharge: moneyInputAmount(v.singleUnitCharge),
  numberOfUnits: v.numberOfUnits === '' ? null : v.numberOfUnits,
  chargeLabel: v.chargeLabel.trim(),
  chargeType: v.chargeType,
  type: v.type,
  invoiceId: null,
  refNum: v.refNum.trim() || null,
});

/** What is wrong with the values, by field, by the server's own rules (billingEntrySchema). */
export function chargeProblems(values: ChargeValues): Record<string, string> {
  try {
    billingEntrySchema.validateSync(chargeBody(values), { abortEarly: false });
    return {};
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    const problems: Record<string, string> = {};
    for (const e of err.inner.length ? err.inner : [err]) problems[e.path ?? 'chargeLabel'] ??= e.message;
    return problems;
  }
}

/** The amount the server will charge, by billing's rounding rule; null until both parts are numbers. */
export function chargeAmount(values: Pick<ChargeValues, 'singleUnitCharge' | 'numberOfUnits'>): Minor | null {
  const rate = moneyInputAmount(values.singleUnitCharge);
  if (rate === null || values.numberOfUnits === '' || !Number.isFinite(values.numberOfUnits)) return null;
  try {
    return chargeOf(rate, values.numberOfUnits);
  } catch {
    return null;
  }
}
