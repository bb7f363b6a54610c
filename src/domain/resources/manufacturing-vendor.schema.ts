/** The manufacturing vendor form (spec §3: name, isThirdParty). */
import * as yup from 'yup';
import { flag, requiredText } from './fields';

export const manufacturingVendorSchema = yup.object({
  name: requiredText('Name', 200),
  isThirdParty: flag('Third-party manufacturer', false),
});
export type ManufacturingVendorInput = yup.InferType<typeof manufacturingVendorSchema>;
