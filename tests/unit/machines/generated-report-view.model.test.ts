/**
 * A generated report's page, model-based: every path of report-view.model.ts replayed against a real
 * actor. The page shows where the report stands as last read or as its last live event said; cancel
 * is only taken while it waits or runs, run again only once it ended; a report read ready, failed or
 * expired settles there. Then the live reads: an event during a read asks for one more, a newer read
 * aborts nothing it should not, and events of other reports change nothing.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { GeneratedReportView } from '../../../src/domain/contracts/generated-reports';
import { flowPaths } from '../../../src/machines/flow-model';
import type {
  ReportUpdate,
  ViewContext,
} from '../../../src/machines/generated-report/generated-report.types';
import { reportFileName } from '../../../src/domain/contracts/generated-reports';
import {
  downloadRefusal,
  isExpiredAt,
  reportStatusText,
  reportUpdateOf,
  withUpdate,
} from '../../../src/machines/generated-report/generated-report.logic';
import { reportViewMachine } from '../../../src/machines/generated-report/report-view.machine';
import { reportViewModel } from '../../../src/machines/generated-report/report-view.model';
import { createReplay } from './model-replay';

function invariant(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as ViewContext;
  const status = context.report?.status;
  if (snapshot.matches('waiting')) expect(status).toBe('Requested');
  if (snapshot.matches('running')) expect(status).toBe('Processing');
  if (snapshot.matches('ready')) expect([status, context.report?.expired]).toEqual(['Ready', false]);
  if (snapshot.matches('failed')) expect(status).toBe('Failed');
  if (snapshot.matches('expired')) expect(context.report?.expired).toBe(true);
  if (snapshot.matches('unavailable')) expect(context.loadError).not.toBeNull();
  if (snapshot.matches('replaced')) expect(context.rerunId).toBe(8);
  if (snapshot.matches('rerunning')) expect(['Ready', 'Failed']).toContain(status);
  if (!snapshot.matches('refreshing')) expect(context.stale).toBe(false);
}

describe('generated report page (model-based)', () => {
  const paths = flowPaths(reportViewModel);
  const replay = createReplay(reportViewModel, { invariant });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    await replay.run(path);
  });

  it('enters every state and takes every transition', () => {
    expect(replay.uncovered()).toEqual({ states: [], transitions: [] });
  });
});

const base = reportViewModel.answers.loadReport!.output![1] as GeneratedReportView;
const update = (over: Partial<ReportUpdate>): ReportUpdate => ({
  id: 7,
  type: 'StorefrontShippedCount',
  status: 'Processing',
  progress: 50,
  progressMessage: 'Reading orders',
  rowCount: 1500,
  ...over,
});
const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('following a report live', () => {
  function start() {
    const reads: { signal: AbortSignal; answer: (v: GeneratedReportView) => void }[] = [];
    const actor = createActor(
      reportViewMachine.provide({
        actors: {
          loadReport: fromPromise(
            ({ signal }) => new Promise<GeneratedReportView>((answer) => reads.push({ signal, answer })),
          ),
        },
      }),
      { input: { id: 7 } },
    ).start();
    return { actor, reads };
  }

  it('shows each event at once, reads the page again, and once more for events during a read', async () => {
    const { actor, reads } = start();
    reads[0]!.answer(base);
    await flush();
    expect(actor.getSnapshot().value).toBe('running');

    actor.send({ type: 'report.live', update: update({ progress: 60 }) });
    expect(actor.getSnapshot().value).toBe('refreshing');
    expect(actor.getSnapshot().context.report?.progress).toBe(60);
    actor.send({ type: 'report.live', update: update({ status: 'Ready', progress: 100, rowCount: 3 }) });
    expect(actor.getSnapshot().context.report).toMatchObject({ status: 'Ready', rowCount: 3 });
    expect(reads).toHaveLength(2);

    reads[1]!.answer({ ...base, progress: 60 });
    await flush();
    // The answer predates the last event: one more read.
    expect(actor.getSnapshot().value).toBe('refreshing');
    expect(reads).toHaveLength(3);
    reads[2]!.answer({
      ...base,
      status: 'Ready',
      progress: 100,
      rowCount: 3,
      expiresAt: '2099-01-01T00:00:00Z',
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');

    actor.send({ type: 'report.live', update: update({ id: 9 }) });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.stop();
  });

  it('cancelling leaves the read under way, which is aborted', async () => {
    const { actor, reads } = start();
    reads[0]!.answer(base);
    await flush();
    actor.send({ type: 'report.live', update: update({}) });
    actor.send({ type: 'report.cancel' });
    expect(actor.getSnapshot().value).toBe('cancelling');
    expect(reads[1]!.signal.aborted).toBe(true);
    actor.stop();
  });
});

describe('generated report rules', () => {
  it('reads statuses, downloads and expiry as people do', () => {
    expect(reportStatusText({ status: 'Processing', progress: 41.6 })).toBe('Processing 42%');
    expect(reportStatusText({ status: 'Requested', progress: 0 })).toBe('Waiting to start');
    const now = Date.parse('2026-11-26T12:00:00Z');
    const ready = { status: 'Ready' as const, expiresAt: '2026-12-03T12:00:00Z' };
    expect(downloadRefusal(ready, now)).toBeNull();
    expect(isExpiredAt({ ...ready, expiresAt: '2026-11-26T11:59:59Z' }, now)).toBe(true);
    expect(downloadRefusal({ ...ready, expiresAt: '2026-11-26T11:59:59Z' }, now)).toMatch(/expired/);
    expect(downloadRefusal({ status: 'Processing', expiresAt: null }, now)).toMatch(
      /once the report is ready/,
    );
    expect(downloadRefusal({ status: 'Failed', expiresAt: null }, now)).toMatch(/failed/);
  });

  it('names files as the server does, and reads live payloads defensively', () => {
    expect(
      reportFileName({ id: 4, name: 'Shipments — early May!', completedAt: '2026-11-26T20:54:30Z' }, 'csv'),
    ).toBe('shipments-early-may-2026-11-26.csv');
    expect(reportFileName({ id: 4, name: '***', completedAt: '2026-11-26T20:54:30Z' }, 'xlsx')).toBe(
      'report-4-2026-11-26.xlsx',
    );
    expect(reportUpdateOf({ id: '4' })).toBeNull();
    expect(reportUpdateOf({ id: 4, status: 'Ready' })).toEqual({
      id: 4,
      type: '',
      status: 'Ready',
      progress: 0,
      progressMessage: null,
      rowCount: 0,
    });
    expect(withUpdate(base, update({ progress: 70 }))).toMatchObject({
      progress: 70,
      rowCount: 1500,
      name: base.name,
    });
  });
});
