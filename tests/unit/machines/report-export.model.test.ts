/**
 * "Export" on the report screens, model-based: the shortest and the simple paths of
 * report-export.model.ts replayed against a real actor. A request without a name is never sent; each
 * answer is announced once (the report's page to open, or the server's message with its fields); a
 * failed or finished export may start again, a running one is not sent twice.
 */
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { flowPaths } from '../../../src/machines/flow-model';
import { reportExportModel } from '../../../src/machines/report-export/report-export.model';
import type { ExportContext } from '../../../src/machines/report-export/report-export.types';
import { createReplay } from './model-replay';

function invariant(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as ExportContext;
  if (snapshot.matches('idle')) expect(context).toEqual({ request: null, reportId: null, error: null });
  else expect(context.request?.name.trim()).toBeTruthy();
  if (snapshot.matches('requesting')) expect([context.reportId, context.error]).toEqual([null, null]);
  if (snapshot.matches('done')) expect([context.reportId, context.error]).toEqual([41, null]);
  if (snapshot.matches('failed')) {
    expect(context.reportId).toBeNull();
    expect([
      'Some fields are not valid. End date must not be before the start date.',
      'You may not request this kind of report.',
    ]).toContain(context.error);
  }
}

describe('report export (model-based)', () => {
  const announced: string[] = [];
  const replay = createReplay(reportExportModel, {
    invariant,
    provide: {
      actions: {
        announceCreated: () => void announced.push('created'),
        announceFailed: () => void announced.push('failed'),
      },
    },
  });
  const paths = [...flowPaths(reportExportModel), ...flowPaths(reportExportModel, 'simple')];

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const before = announced.length;
    await replay.run(path);
    const answers = path.steps.filter((s) => /^xstate\.(done|error)\.actor\./.test(s.event.type));
    expect(announced.slice(before)).toEqual(
      answers.map((s) => (s.event.type.startsWith('xstate.done.') ? 'created' : 'failed')),
    );
  });

  it('enters every state and takes every transition', () => {
    expect(replay.uncovered()).toEqual({ states: [], transitions: [] });
  });
});
