/** A unit of measure of the 3PL system. */
import * as yup from 'yup';
import { optionalText, requiredText, upper } from './fields';

export const tplUnitOfMeasureSchema = yup.object({
  externalId: optionalText('External id', 50),
  code: requiredText('Code', 10)
    .transform(upper)
    .matches(/^[A-Z0-9]+$/, { message: 'Code may hold letters and digits', excludeEmptyString: true }),
  name: requiredText('Name', 100),
});
export type TplUnitOfMeasureInput = yup.InferType<typeof tplUnitOfMeasureSchema>;
