import { and, createMachine, fromPromise, not, raise, stateIn } from 'xstate';
import { describe, expect, it } from 'vitest';
import { sessionMachine } from '../../machines/session/session.machine';
import { siteMachine } from '../../machines/site/site.machine';
import { activeStateIds, machineGraph, type MachineGraph } from './machine-graph';

const edgeList = (graph: MachineGraph) => graph.edges.map((e) => `${e.source} → ${e.target}: ${e.label}`);
const node = (graph: MachineGraph, id: string) => graph.nodes.find((n) => n.id === id);

describe('machineGraph of the session machine', () => {
  const graph = machineGraph(sessionMachine);

  it('has the root and one node per state, guest initial', () => {
    expect(graph.rootId).toBe('session');
    expect(graph.nodes.map((n) => [n.id, n.parentId])).toEqual([
      ['session', null],
      ['session.guest', 'session'],
      ['session.refreshing', 'session'],
      ['session.waitingToRetry', 'session'],
      ['session.authed', 'session'],
      ['session.loggingOut', 'session'],
      ['session.loggedOut', 'session'],
    ]);
    expect(graph.nodes.filter((n) => n.isInitial).map((n) => n.label)).toEqual(['guest']);
    expect(node(graph, 'session.refreshing')).toMatchObject({
      type: 'atomic',
      path: ['refreshing'],
      invokes: ['refreshToken'],
    });
    expect(node(graph, 'session.loggingOut')?.invokes).toEqual(['revokeSession']);
  });

  it('labels events with their guard, delays by name and invoke results by src', () => {
    expect(edgeList(graph)).toEqual([
      'session → session.authed: session.loggedIn',
      'session.guest → session.refreshing: session.routeEntered [hasStoredSession]',
      'session.guest → session.loggedOut: session.routeEntered',
      'session.refreshing → session.authed: done: refreshToken',
      'session.refreshing → session.loggedOut: error: refreshToken [isRejected]',
      'session.refreshing → session.waitingToRetry: error: refreshToken [canRetry]',
      'session.refreshing → session.authed: error: refreshToken [keepsLocalSession]',
      'session.refreshing → session.loggedOut: error: refreshToken',
      'session.waitingToRetry → session.refreshing: after refreshRetryDelay',
      'session.authed → session.refreshing: session.unauthorized',
      'session.authed → session.loggingOut: session.logout',
      'session.authed → session.refreshing: after backgroundRefresh',
      'session.loggingOut → session.loggedOut: done: revokeSession',
      'session.loggingOut → session.loggedOut: error: revokeSession',
    ]);
    expect(new Set(graph.edges.map((e) => e.id)).size).toBe(graph.edges.length);
  });

  it('keeps the actions of an edge, parameterised ones by name', () => {
    const loggedIn = graph.edges.find((e) => e.label === 'session.loggedIn');
    expect(loggedIn?.actions).toEqual(['storeLogin', 'rememberSession', 'announceRefreshed']);
  });

  it('lists targetless transitions on their state instead of drawing them', () => {
    expect(node(graph, 'session.authed')?.internal).toEqual([
      { label: 'session.userUpdated', actions: ['storeUser'] },
    ]);
    expect(node(graph, 'session.loggedOut')?.internal).toEqual([
      { label: 'session.routeEntered', actions: ['storeReturnTo', 'buildLoginUrl', 'goToLogin'] },
    ]);
    expect(graph.edges.some((e) => e.source === e.target)).toBe(false);
  });

  it('leaves out the raise/cancel pair xstate adds for `after`', () => {
    expect(node(graph, 'session.waitingToRetry')).toMatchObject({ entry: [], exit: [] });
    expect(node(graph, 'session.authed')).toMatchObject({ entry: [], exit: [] });
  });
});

describe('machineGraph of the site machine', () => {
  it('is up ⇄ down', () => {
    const graph = machineGraph(siteMachine);
    expect(graph.nodes.map((n) => n.label)).toEqual(['site', 'up', 'down']);
    expect(node(graph, 'site.up')?.isInitial).toBe(true);
    expect(edgeList(graph)).toEqual(['site.up → site.down: site.down', 'site.down → site.up: site.up']);
  });
});

describe('machineGraph of nested, parallel and unusual states', () => {
  const never = fromPromise(() => new Promise<never>(() => {}));
  // Only the shape is walked, so the named guards, actions and delays need no implementations.
  const machine = createMachine({
    id: 'job',
    type: 'parallel',
    states: {
      work: {
        initial: 'queued',
        onDone: '#job.report.sent',
        states: {
          queued: {
            entry: ['log', raise({ type: 'poke' })],
            exit: 'log',
            on: {
              start: { target: 'running', guard: and(['isReady', not('isBlocked')]) },
              tick: { target: 'queued', reenter: true, actions: 'countTick' },
            },
            after: { 500: 'running', pollDelay: 'running' },
          },
          running: { invoke: { id: 'worker', src: never, onDone: 'finished' } },
          finished: { type: 'final' },
          resume: { type: 'history', history: 'deep' },
        },
      },
      report: {
        initial: 'idle',
        states: { idle: { always: { target: 'sent', guard: stateIn('#job.work.finished') } }, sent: {} },
      },
    },
  });
  const graph = machineGraph(machine);

  it('nests states under their parents and marks types', () => {
    expect(node(graph, 'job')).toMatchObject({ type: 'parallel', parentId: null, isInitial: false });
    // Regions of a parallel state are all entered: none of them is 'the' initial state.
    expect(node(graph, 'job.work')).toMatchObject({ type: 'compound', parentId: 'job', isInitial: false });
    expect(node(graph, 'job.work.queued')).toMatchObject({
      parentId: 'job.work',
      isInitial: true,
      entry: ['log', 'raise'],
      exit: ['log'],
    });
    expect(node(graph, 'job.work.finished')?.type).toBe('final');
    expect(node(graph, 'job.work.resume')).toMatchObject({ type: 'history', history: 'deep' });
  });

  it('spells out combined guards, numeric delays, onDone, always and inline actors', () => {
    expect(edgeList(graph)).toEqual([
      'job.work → job.report.sent: done',
      'job.work.queued → job.work.running: start [isReady && !isBlocked]',
      'job.work.queued → job.work.running: after 500 ms',
      'job.work.queued → job.work.running: after pollDelay',
      'job.work.running → job.work.finished: done: worker',
      'job.report.idle → job.report.sent: always [in "#job.work.finished"]',
    ]);
    expect(node(graph, 'job.work.queued')?.internal).toEqual([
      { label: 'tick (re-enter)', actions: ['countTick'] },
    ]);
    expect(node(graph, 'job.work.running')?.invokes).toEqual(['worker']);
  });

  it('names inline guards and invokes without an id as inline', () => {
    const inline = machineGraph(
      createMachine({
        initial: 'a',
        states: { a: { invoke: { src: never }, on: { go: { target: 'b', guard: () => true } } }, b: {} },
      }),
    );
    expect(edgeList(inline)).toEqual(['(machine).a → (machine).b: go [inline]']);
    expect(inline.nodes[1]?.invokes).toEqual(['inline actor']);
  });
});

describe('activeStateIds', () => {
  it('finds the atomic and compound states a state value is in', () => {
    const graph = machineGraph(sessionMachine);
    expect([...activeStateIds(graph, 'refreshing')]).toEqual(['session.refreshing']);
    expect(activeStateIds(graph, undefined).size).toBe(0);
  });

  it('covers every region of a parallel state', () => {
    const graph = machineGraph(
      createMachine({
        id: 'p',
        type: 'parallel',
        states: { a: { initial: 'x', states: { x: {} } }, b: { initial: 'y', states: { y: {} } } },
      }),
    );
    expect([...activeStateIds(graph, { a: 'x', b: 'y' })].sort()).toEqual(['p.a', 'p.a.x', 'p.b', 'p.b.y']);
  });
});
