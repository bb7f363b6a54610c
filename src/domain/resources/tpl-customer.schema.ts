/** A customer of the external 3PL system, mapped to one of our vendors. */
import * as yup from 'yup';
import { optionalRef, optionalText, requiredText } from './fields';

export const tplCustomerSchema = yup.object({
  externalId: optionalText('External id', 50),
  name: requiredText('Name', 200),
  vendorId: optionalRef('vendor'),
});
export type TplCustomerInput = yup.InferType<typeof tplCustomerSchema>;
