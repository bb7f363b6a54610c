import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import { sessionMachine } from '../../machines/session/session.machine';
import { machineGraph, type GraphEdge } from './machine-graph';
import { boxLines, labelLines, layoutStatechart, type Box } from './statechart-layout';

const transition = (label: string): GraphEdge => ({
  id: label,
  source: 'a',
  target: 'b',
  label,
  actions: [],
});
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

describe('labels and box lines', () => {
  it('puts a guard on its own line only when the line would be long', () => {
    expect(
      labelLines([transition('site.down [isDown]'), transition('error: refreshToken [keepsLocalSession]')]),
    ).toEqual([
      { text: 'site.down [isDown]', isGuard: false },
      { text: 'error: refreshToken', isGuard: false },
      { text: '  [keepsLocalSession]', isGuard: true },
    ]);
  });

  it('lists invokes and the transitions that stay, actions on a second line when long', () => {
    const graph = machineGraph(sessionMachine);
    const node = (id: string) => graph.nodes.find((n) => n.id === id)!;
    expect(boxLines(node('session.refreshing'))).toEqual([
      { kind: 'invoke', text: 'refreshToken', full: 'refreshToken' },
    ]);
    expect(boxLines(node('session.authed')).map((l) => [l.kind, l.text])).toEqual([
      ['on', 'session.userUpdated / storeUser'],
    ]);
    expect(boxLines(node('session.loggedOut')).map((l) => [l.kind, l.text])).toEqual([
      ['on', 'session.routeEntered'],
      ['actions', 'storeReturnTo, buildLoginUrl, goToLogin'],
    ]);
  });
});

describe('layoutStatechart with elkjs', () => {
  it('places every state of the session machine inside the root, one arrow per pair of states', async () => {
    const layout = await layoutStatechart(machineGraph(sessionMachine), new ELK());

    const root = layout.states.find((s) => s.node.id === 'session')!;
    expect(layout.states).toHaveLength(7);
    for (const state of layout.states.filter((s) => s !== root)) {
      expect(inside(state, root), state.node.id).toBe(true);
      expect(state.width).toBeGreaterThan(0);
    }
    expect(layout.width).toBeGreaterThanOrEqual(root.x + root.width);
    expect(layout.initialDots).toHaveLength(1);

    // 14 transitions between 10 pairs of states, plus the arrow from the initial dot.
    expect(layout.edges).toHaveLength(11);
    const errors = layout.edges.find(
      (e) => e.source === 'session.refreshing' && e.transitions[0]?.target === 'session.loggedOut',
    );
    expect(errors?.label?.lines.map((l) => l.text)).toEqual([
      'error: refreshToken',
      '  [isRejected]',
      'error: refreshToken',
    ]);
    const loggedIn = layout.edges.find((e) => e.source === 'session')!;
    expect(loggedIn.fromEnclosing).toBe(true);
    for (const edge of layout.edges) expect(edge.points.length, edge.id).toBeGreaterThanOrEqual(2);
  }, 20_000);
});
