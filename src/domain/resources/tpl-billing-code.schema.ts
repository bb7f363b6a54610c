/** A billing code of the 3PL system (optionally for one carrier). */
import * as yup from 'yup';
import { longText, optionalRef, requiredText } from './fields';

export const tplBillingCodeSchema = yup.object({
  carrierId: optionalRef('carrier'),
  code: requiredText('Code', 50),
  name: requiredText('Name', 100),
  description: longText('Description', 1000),
});
export type TplBillingCodeInput = yup.InferType<typeof tplBillingCodeSchema>;
