/**
 * How the ledger's values read: a rate as written (it may go below the cent), the invoiced and
 * disputed choices of the filters, the source and charge type options, a dispute's badge, the inputs
 * a rated charge kept, and this month in the user's timezone (the unbilled check's default period).
 */
import { userDay } from '../../components/format';
import { unitLabels, type RateUnit } from '../../domain/billing/activity-rates';
import { billingSourceTypes, sourceTypeLabels } from '../../domain/billing/rating';
import type { DisputeStatus } from '../../domain/contracts/order-billing-entries';
import { chargeTypes } from '../../domain/resources/billing-entry.schema';

export const chargeTypeOptions = chargeTypes.map((t) => ({ value: t, label: t }));
export const sourceOptions = billingSourceTypes.map((s) => ({ value: s, label: sourceTypeLabels[s] }));
export const invoicedOptions = [
  { value: 'true', label: 'Invoiced' },
  { value: 'false', label: 'Not invoiced' },
];
/** The server filters on an open question only (disputed=true); "All" is no filter. */
export const disputedOptions = [{ value: 'true', label: 'Open questions' }];

export const sourceLabel = (sourceType: string) =>
  (sourceTypeLabels as Record<string, string>)[sourceType] ?? sourceType;

export const disputeBadge: Record<DisputeStatus, { tone: 'warning' | 'success'; label: string }> = {
  Open: { tone: 'warning', label: 'Questioned' },
  Resolved: { tone: 'success', label: 'Answered' },
};

const inputLabels: Record<string, string> = {
  quantity: 'Quantity',
  unit: 'Unit',
  days: 'Days',
  age: 'Age (days)',
  tier: 'Tier',
  orders: 'Orders',
  lines: 'Lines',
  units: 'Units',
  cartons: 'Cartons',
  pallets: 'Pallets',
  packages: 'Packages',
  hours: 'Hours',
  weight: 'Weight',
  cost: 'Cost',
  markupPercent: 'Markup %',
  minimum: 'Monthly minimum',
  charged: 'Charged in the month',
};

const humanize = (key: string) =>
  key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/** The inputs a rated charge kept, as label and text; the source document is linked elsewhere. */
export function inputRows(inputs: Record<string, unknown> | null): { label: string; value: string }[] {
  if (!inputs) return [];
  return Object.entries(inputs)
    .filter(([key, value]) => key !== 'document' && value !== null && value !== undefined && value !== '')
    .map(([key, value]) => ({
      label: inputLabels[key] ?? humanize(key),
      value:
        key === 'unit' && typeof value === 'string' && value in unitLabels
          ? unitLabels[value as RateUnit]
          : typeof value === 'object'
            ? JSON.stringify(value)
            : String(value),
    }));
}

/** The first and last day of the user's current month ('YYYY-MM-DD'). */
export function thisMonth(): { from: string; to: string } {
  const today = userDay();
  const [year, month] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${today.slice(0, 8)}01`, to: `${today.slice(0, 8)}${String(last).padStart(2, '0')}` };
}
