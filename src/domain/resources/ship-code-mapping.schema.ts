/** The ship code mapping form (spec §3: active default true, fulfillmentService default TPL). */
import * as yup from 'yup';
import { choice, flag, optionalText, ref, requiredText } from './fields';

export const fulfillmentServices = ['TPL', 'IRMS', 'Warehouse'] as const;
/** The list's status filter: 'all' is the default and filters nothing. */
export const shipCodeMappingStatusFilters = ['all', 'active', 'inactive'] as const;

export const shipCodeMappingSchema = yup.object({
  projectId: ref('project'),
  active: flag('Active', true),
  overrideToUseManualFulfill: flag('Use manual fulfilment', false),
  fulfillmentService: choice('Fulfilment service', fulfillmentServices, 'TPL'),
  fulfillmentServiceCode: optionalText('Fulfilment service code', 100),
  fulfillmentServiceName: optionalText('Fulfilment service name', 200),
  fulfillmentCarrierCode: optionalText('Fulfilment carrier code', 100),
  fulfillmentCarrierName: optionalText('Fulfilment carrier name', 200),
  orderServiceCode: optionalText('Order service code', 100),
  orderCarrierCode: optionalText('Order carrier code', 100),
  requestedService: optionalText('Requested service', 200),
  customFields: yup
    .array()
    .of(yup.object({ name: requiredText('Field name', 50), value: optionalText('Field value', 200) }))
    .typeError('Custom fields must be a list')
    .max(20, 'A mapping may have at most 20 custom fields')
    .default(() => []),
});
export type ShipCodeMappingInput = yup.InferType<typeof shipCodeMappingSchema>;
