/** Error reporting with @sentry/react: off without a DSN; spec §8's filter decides what is sent. */
import * as Sentry from '@sentry/react';
import { FetchError } from 'ofetch';
import {
  SENTRY_REPLAY_ON_ERROR_SAMPLE_RATE,
  SENTRY_REPLAY_SESSION_SAMPLE_RATE,
  SENTRY_TRACES_SAMPLE_RATE,
} from '../domain/constants';
import { errorLabel, shouldReport, type ReportableError } from './error-reporting';

function asReportable(error: unknown): ReportableError {
  if (error instanceof FetchError)
    return { status: error.status, url: error.request?.toString(), message: error.message };
  if (error instanceof Error) return { message: error.message };
  return { message: typeof error === 'string' ? error : null };
}

export function initErrorReporting(dsn: string | undefined): void {
  if (!dsn) return;
  Sentry.init({
    dsn,
    environment: window.location.hostname.split('.')[0],
    release: __BUILD_ID__,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
    tracesSampleRate: SENTRY_TRACES_SAMPLE_RATE,
    replaysSessionSampleRate: SENTRY_REPLAY_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: SENTRY_REPLAY_ON_ERROR_SAMPLE_RATE,
    beforeSend(event, hint) {
      const error = asReportable(hint.originalException);
      if (!shouldReport(error)) return null;
      const label = errorLabel(error);
      if (label) event.tags = { ...event.tags, errorKind: label };
      return event;
    },
  });
}
