import type { AutomationEventOption, DryRunAnswer } from '../../domain/automation-runs';

export type { AutomationEventOption, DryRunAnswer };

export interface DryRunInput {
  /** The saved automation the dry run asks about (a new one is saved first). */
  automationId: number;
}

export interface DryRunContext {
  automationId: number;
  /** The event type the recent events were read for. */
  eventType: string | null;
  events: AutomationEventOption[];
  /** null: the newest event that meets the conditions. */
  eventId: number | null;
  answer: DryRunAnswer | null;
  error: string | null;
  /** Which call failed: retry repeats it. */
  failedAt: 'events' | 'run' | null;
  /** The form's values the last run showed (unsaved edits included). */
  draft: Record<string, unknown> | null;
}

export type DryRunEvent =
  | { type: 'events.load'; eventType: string }
  | { type: 'event.pick'; eventId: number | null }
  | { type: 'dryRun.run'; draft: Record<string, unknown> | null }
  | { type: 'dryRun.retry' };

export interface FetchEventsInput {
  eventType: string;
}

export interface RunDryRunInput {
  automationId: number;
  eventId: number | null;
  draft: Record<string, unknown> | null;
}
