/** The stock drift review's context, events and I/O shapes. */
import type { DriftRow } from '../../domain/contracts/wms-connections';

export type DriftAction = 'apply' | 'dismiss';

export interface ReviewInput {
  /** Whether the user may apply or dismiss differences (WMS_DRIFT_APPLY_PERMISSION: direct inventory updates). */
  mayApply: boolean;
}

export interface ReviewCallInput {
  ids: number[];
}

export interface ReviewContext {
  mayApply: boolean;
  action: DriftAction | null;
  /** The differences under review, as they were on screen when chosen. */
  drifts: DriftRow[];
  /** How many the last apply or dismiss closed. */
  done: number;
  error: string | null;
}

export type ReviewEvent =
  | { type: 'review.apply'; drifts: DriftRow[] }
  | { type: 'review.dismiss'; drifts: DriftRow[] }
  | { type: 'review.confirm' }
  | { type: 'review.cancel' }
  | { type: 'review.retry' }
  | { type: 'review.reload' }
  | { type: 'review.close' };

/** Emitted when the differences changed (applied or dismissed), or were found changed (a 409): reload. */
export interface ReviewFinished {
  type: 'review.finished';
  outcome: 'applied' | 'dismissed' | 'conflict';
  /** How many differences it was about. */
  count: number;
}
