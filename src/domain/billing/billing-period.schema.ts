/** A billing period as the billing calls take it: a vendor and the days from and to (UTC days). */
import * as yup from 'yup';
import { day, optionalRef, ref } from '../resources/fields';

/** The longest period one call rates or checks. */
export const MAX_PERIOD_DAYS = 366;

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

const period = {
  from: day('From').required('From is required'),
  to: day('To')
    .required('To is required')
    .test('after', 'To must be on or after From', function check(to) {
      const from = (this.parent as { from?: string | null }).from;
      return !from || !to || to >= from;
    })
    .test('length', `A period is at most ${MAX_PERIOD_DAYS} days`, function check(to) {
      const from = (this.parent as { from?: string | null }).from;
      return !from || !to || daysBetween(from, to) < MAX_PERIOD_DAYS;
    }),
};

/** The billing run: a vendor (or every vendor) and a period. */
export const billingRunSchema = yup.object({ vendorId: optionalRef('vendor'), ...period });

/** The unbilled check: a vendor, optionally one warehouse, and a period. */
export const unbilledSchema = yup.object({
  vendorId: ref('vendor'),
  warehouseId: optionalRef('warehouse'),
  ...period,
});

/** A what-if: a period. */
export const whatIfSchema = yup.object(period);
