/**
 * A machine definition as a graph for the QA viewer: one node per state node (the root included), one
 * edge per transition target. Walks `machine.root` itself (no @xstate/graph): only the static shape is
 * needed, never the reachable states.
 *
 * Labels read like the machine's config: the event type, ` [guard]` when guarded; delayed transitions
 * as 'after <delay>', invoke results as 'done: <src>' / 'error: <src>'. A transition without a target, or
 * back to its own state, changes nothing on the chart, so it is listed on its node instead of drawn.
 */
import { matchesState, type AnyStateMachine, type AnyStateNode, type StateValue } from 'xstate';

export type StateNodeType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

/** A transition that stays in its state (targetless or self): shown as a line inside the box. */
export interface InternalTransition {
  label: string;
  actions: string[];
}

export interface GraphNode {
  /** The state node id, as in `snapshot._nodes` (e.g. 'session.guest'). */
  id: string;
  label: string;
  /** Keys from the root, for `snapshot.matches(path.join('.'))`; [] for the root. */
  path: string[];
  /** null for the machine's root. */
  parentId: string | null;
  type: StateNodeType;
  isInitial: boolean;
  history: 'shallow' | 'deep' | null;
  /** Names of the invoked actors. */
  invokes: string[];
  entry: string[];
  exit: string[];
  internal: InternalTransition[];
  tags: string[];
  description: string | null;
}

export interface GraphEdge {
  id: string;
  source: string;
  target: string;
  label: string;
  actions: string[];
}

export interface MachineGraph {
  rootId: string;
  nodes: GraphNode[];
  edges: GraphEdge[];
}

export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const nodes: GraphNode[] = [];
  const edges: GraphEdge[] = [];

  const visit = (node: AnyStateNode) => {
    const internal: InternalTransition[] = [];
    const transitions = [...node.transitions.values()].flat().concat(node.always ?? []);
    for (const transition of transitions) {
      const label = transitionLabel(node, transition.eventType, transition.guard);
      const actions = transition.actions.map(actionName).filter(isString);
      const targets = transition.target ?? [];
      if (targets.length === 0) internal.push({ label, actions });
      for (const target of targets) {
        if (target === node)
          internal.push({ label: transition.reenter ? `${label} (re-enter)` : label, actions });
        else
          edges.push({
            id: `${node.id}#${edges.length}`,
            source: node.id,
            target: target.id,
            label,
            actions,
          });
      }
    }
    const parent = node.parent;
    nodes.push({
      id: node.id,
      label: parent ? node.key : node.machine.id,
      path: [...node.path],
      parentId: parent?.id ?? null,
      type: node.type,
      isInitial: parent?.type === 'compound' && (parent.initial?.target ?? []).includes(node),
      history: node.type === 'history' ? (node.history === 'deep' ? 'deep' : 'shallow') : null,
      invokes: node.invoke.map((invoke) => invokeName(invoke)),
      entry: node.entry.map(actionName).filter(isString),
      exit: node.exit.map(actionName).filter(isString),
      internal,
      tags: [...node.tags],
      description: node.description ?? null,
    });
    for (const child of Object.values(node.states)) visit(child);
  };

  visit(machine.root);
  return { rootId: machine.root.id, nodes, edges };
}

/** The states a snapshot's value is in (the root left out: it always is). */
export function activeStateIds(graph: MachineGraph, value: StateValue | undefined): Set<string> {
  if (value === undefined) return new Set();
  return new Set(
    graph.nodes
      .filter((n) => n.path.length > 0 && n.type !== 'history' && matchesState(n.path.join('.'), value))
      .map((n) => n.id),
  );
}

function transitionLabel(node: AnyStateNode, eventType: string, guard: unknown): string {
  const event = eventLabel(node, eventType);
  return guard === undefined ? event : `${event} [${guardName(guard)}]`;
}

function eventLabel(node: AnyStateNode, eventType: string): string {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.after.')) {
    const delay = node.after.find((t) => t.eventType === eventType)?.delay;
    if (typeof delay === 'number') return `after ${delay} ms`;
    return typeof delay === 'string' ? `after ${delay}` : 'after (delay)';
  }
  for (const [prefix, kind] of [
    ['xstate.done.actor.', 'done'],
    ['xstate.error.actor.', 'error'],
    ['xstate.snapshot.', 'snapshot'],
  ] as const) {
    if (!eventType.startsWith(prefix)) continue;
    const invoke = node.invoke.find((i) => i.id === eventType.slice(prefix.length));
    return `${kind}: ${invoke ? invokeName(invoke) : eventType.slice(prefix.length)}`;
  }
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  if (eventType === 'xstate.route') return 'route';
  return eventType;
}

function invokeName(invoke: { src: unknown; id: string }): string {
  // Inline actor logic gets a generated src name; an explicit id says more.
  if (typeof invoke.src === 'string' && !invoke.src.startsWith('xstate.invoke.')) return invoke.src;
  return /^\d+\./.test(invoke.id) ? 'inline actor' : invoke.id;
}

/** Named guards by name; and/or/not/stateIn spelled out; inline functions as 'inline'. */
function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const fn = guard as { name: string; guards?: unknown[]; stateValue?: unknown };
    if (fn.name === 'and' && fn.guards) return fn.guards.map(guardName).join(' && ');
    if (fn.name === 'or' && fn.guards) return fn.guards.map(guardName).join(' || ');
    if (fn.name === 'not' && fn.guards) return `!${guardName(fn.guards[0])}`;
    if (fn.name === 'stateIn' && fn.stateValue !== undefined) return `in ${JSON.stringify(fn.stateValue)}`;
    return fn.name && fn.name !== 'guard' ? fn.name : 'inline';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) return String(guard.type);
  return 'inline';
}

/**
 * Action names as written in the config. Built-in actions lose their 'xstate.' prefix ('assign',
 * 'raise'); the raise/cancel pairs xstate adds to entry/exit for `after` are left out (the delayed
 * transition shows them).
 */
function actionName(action: unknown): string | null {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') {
    const fn = action as { name: string; type?: unknown; id?: unknown; sendId?: unknown };
    if (fn.type === 'xstate.raise' && typeof fn.id === 'string' && fn.id.startsWith('xstate.after.'))
      return null;
    if (fn.type === 'xstate.cancel' && typeof fn.sendId === 'string' && fn.sendId.startsWith('xstate.after.'))
      return null;
    if (typeof fn.type === 'string') return fn.type.replace(/^xstate\./, '');
    return fn.name && !['actions', 'entry', 'exit'].includes(fn.name) ? fn.name : 'inline';
  }
  if (action && typeof action === 'object' && 'type' in action) return String(action.type);
  return 'inline';
}

const isString = (value: string | null): value is string => value !== null;
