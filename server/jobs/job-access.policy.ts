/**
 * Who may follow a background job (its progress on the live hub, hub-audience.ts): the user who asked
 * for it, and staff. A job about one vendor's data (vendorId set) reaches only users who may see that
 * vendor: staff whose scope includes it and that vendor's own users; a job about no vendor (a
 * scheduled check) reaches no vendor (brand) user.
 */
import type { AuthUser } from '../auth/guard';
import { canSeeVendor } from '../auth/policy';

export interface FollowedJob {
  createdBy: string | null;
  vendorId: number | null;
}

const isStaff = (user: AuthUser) => !user.roles.includes('vendor');

export function mayFollowJob(user: AuthUser, job: FollowedJob): boolean {
  if (job.createdBy !== null && job.createdBy === user.id) return true;
  if (job.vendorId === null) return isStaff(user);
  return canSeeVendor(user, job.vendorId);
}
