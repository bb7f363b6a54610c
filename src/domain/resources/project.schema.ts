/**
 * The storefront (project) form (spec §3: "Project edit fields: code, name, onlySyncStoreId"; the
 * code is stored as clientCode). A storefront is created for a vendor and a warehouse; its vendor
 * never changes afterwards, and enabling or disabling it is a special action of its own.
 */
import * as yup from 'yup';
import { optionalRef, ref, requiredText, upper } from './fields';

export const projectSchema = yup.object({
  clientCode: requiredText('Code', 30)
    .transform(upper)
    .matches(/^[A-Z0-9-]+$/, {
      message: 'Code may hold letters, digits and dashes',
      excludeEmptyString: true,
    }),
  name: requiredText('Name', 200),
  vendorId: ref('vendor'),
  warehouseId: optionalRef('warehouse'),
  onlySyncStoreId: optionalRef('store'),
});
export type ProjectInput = yup.InferType<typeof projectSchema>;
