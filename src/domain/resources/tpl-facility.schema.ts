/** A facility of the external 3PL system, mapped to one of our warehouses. */
import * as yup from 'yup';
import { optionalRef, optionalText, requiredText } from './fields';

export const tplFacilitySchema = yup.object({
  externalId: optionalText('External id', 50),
  name: requiredText('Name', 200),
  code: optionalText('Code', 50),
  warehouseId: optionalRef('warehouse'),
});
export type TplFacilityInput = yup.InferType<typeof tplFacilitySchema>;
