/** The storefront order group form: a named set of one storefront's stores. */
import * as yup from 'yup';
import { idList, optionalText, ref, requiredText } from './fields';

export const orderGroupSchema = yup.object({
  projectId: ref('storefront'),
  name: requiredText('Name', 100),
  description: optionalText('Description', 1000),
  storeIds: idList('Stores'),
});
export type OrderGroupInput = yup.InferType<typeof orderGroupSchema>;
