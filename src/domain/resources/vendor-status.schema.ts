/** The vendor status (onboarding stage) form (spec §3). */
import * as yup from 'yup';
import { flag, optionalText, quantity, requiredText } from './fields';

export const vendorStatusSchema = yup.object({
  name: requiredText('Name', 100),
  trelloListId: optionalText('Trello list id', 100),
  vendorStartedState: flag('Counts as started', false),
  vendorDeniedState: flag('Counts as denied', false),
  vendorOnboardedState: flag('Counts as onboarded', false).test(
    'not-both',
    'A status cannot count as both denied and onboarded',
    function (onboarded) {
      return !(onboarded && this.parent.vendorDeniedState === true);
    },
  ),
  sortOrder: quantity('Sort order', 0, 0),
});
export type VendorStatusInput = yup.InferType<typeof vendorStatusSchema>;
