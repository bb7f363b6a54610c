/** The store form (spec §3: Store id, name; a store may be hidden with shouldIgnoreIt). */
import * as yup from 'yup';
import { flag, ref, requiredText } from './fields';

export const storeSchema = yup.object({
  name: requiredText('Name', 200),
  projectId: ref('storefront'),
  /** A hidden store's orders are left out of syncing and of "not hidden" reports. */
  shouldIgnoreIt: flag('Hidden', false),
});
export type StoreInput = yup.InferType<typeof storeSchema>;
