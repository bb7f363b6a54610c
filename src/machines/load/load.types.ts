/** The load machine's context, events and input: one call for some input, its answer or its failure. */
import type { CallFailure } from '../api-failure';

export interface LoadInput<TInput = unknown> {
  /** What the call loads (an id, a query, a screen's dependencies); a new one is sent with load.change. */
  input: TInput;
}

export interface LoadContext<TInput = unknown> {
  input: TInput;
  /** The last answer; kept while loading again or refreshing, dropped by a failed load. */
  data: unknown;
  hasData: boolean;
  /** The last failure (of a load, or of a refresh that kept its data); null after an answer. */
  error: CallFailure | null;
}

export type LoadEvent =
  /** Something else to load: the running call is cancelled and the new input loads visibly. */
  | { type: 'load.change'; input: unknown }
  /** Load the same input again, visibly (the retry button). */
  | { type: 'load.retry' }
  /**
   * Load the same input again without showing it (a live event said the data changed): loaded data
   * stays on screen until the answer replaces it, and a failed refresh keeps it. Anywhere else this is
   * an ordinary load.
   */
  | { type: 'load.refresh' };

/**
 * What a load machine tells its parent (a list and its facets): its data after each answer, null
 * after a failed load. A load machine without a parent (useLoad) tells no one.
 */
export interface LoadReport {
  type: 'load.report';
  id: string;
  data: unknown;
}

/** A screen's view of a load (useLoad's shape, unchanged from the hook it replaced). */
export type LoadStatus = 'loading' | 'loaded' | 'failed';
