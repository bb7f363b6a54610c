/**
 * Spec §8's rules for what goes to the error-reporting service: no 404s, no token-refresh calls and
 * no 'Site Under Construction' answers; a 524 is labelled as a timeout. Pure, so it is tested alone.
 */
export interface ReportableError {
  status?: number | null;
  url?: string | null;
  message?: string | null;
}

export function shouldReport(error: ReportableError): boolean {
  if (error.status === 404) return false;
  if (error.url?.includes('/api/auth/refresh-token')) return false;
  if (error.message?.includes('Site Under Construction')) return false;
  return true;
}

/** The label an error is reported under. */
export function errorLabel(error: ReportableError): string | null {
  if (error.status === 524) return 'timeout';
  if (error.status != null) return `http-${error.status}`;
  return null;
}
