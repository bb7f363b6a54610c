/**
 * Who may see a vendor's onboarding progress: staff who see clients, and brand users, who see their
 * own vendors' (a brand's checklist holds its own steps only). The checklist routes and the live hub
 * (VendorSetupUpdated) both ask here.
 */
import { vendorsContract } from '../../../src/domain/contracts/vendors';
import type { AuthUser } from '../../auth/guard';
import { allows, canSeeVendor, withRole } from '../../auth/policy';

export const onboardingViewers = [...vendorsContract.permissions.view, withRole('vendor')];

/** Marking a vendor onboarded or denied: spec §6 "clients: manage". */
export const onboardingDeciders = ['clients.manage'];

export const mayFollowOnboarding = (user: AuthUser, vendorId: number) =>
  allows(user, onboardingViewers) && canSeeVendor(user, vendorId);
