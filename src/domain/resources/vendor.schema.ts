/** The vendor (client brand) form of spec §3, shared by the form and the server. */
import * as yup from 'yup';
import { decimal, optionalRef, textField, upper } from './fields';

export const fulfillmentTypes = ['NonLogisticsVendor', 'LogisticsVendor'] as const;
export const vendorStatuses = ['InProgress', 'Onboarded', 'Denied', 'Inactive'] as const;

export const vendorSchema = yup.object({
  code: textField('Code')
    .transform(upper)
    .matches(/^[A-Z0-9-]+$/, {
      message: 'Code may hold letters, digits and dashes',
      excludeEmptyString: true,
    })
    .max(20, 'Code must be at most 20 characters')
    .required('Code is required'),
  name: textField('Name').max(200, 'Name must be at most 200 characters').required('Name is required'),
  fulfillmentType: yup
    .string()
    .oneOf(fulfillmentTypes, 'Choose a fulfilment type')
    .default('NonLogisticsVendor'),
  trelloCardId: textField('Trello card id')
    .max(100, 'Trello card id must be at most 100 characters')
    .nullable()
    .default(null),
  status: yup.string().oneOf(vendorStatuses, 'Choose a status').default('InProgress'),
  /** The onboarding stage: one of the vendor status records (/manage/customer-status). */
  vendorStatusId: optionalRef('onboarding stage'),
  receivingTolerancePercent: decimal('Receiving tolerance', { max: 100, fallback: 0 }),
});
export type VendorInput = yup.InferType<typeof vendorSchema>;
