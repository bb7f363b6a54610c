/** Pure pieces of the report export flow, shared by its guards, its actions and its view. */
import { fieldsOf, messageOf } from '../api-failure';
import type { ExportRequest } from './report-export.types';

/** A request worth sending: one with a name (the server checks the rest). */
export const isRequestable = (request: ExportRequest) => request.name.trim() !== '';

/**
 * A failed request in the server's words: its message, then what it said of each field ("Some fields
 * are not valid. End date must not be before the start date."), each sentence once.
 */
export function failureText(error: unknown): string {
  const sentences = [messageOf(error), ...Object.values(fieldsOf(error))]
    .map((s) => s.trim())
    .filter(Boolean);
  return [...new Set(sentences)].map((s) => (/[.!?]$/.test(s) ? s : `${s}.`)).join(' ');
}
