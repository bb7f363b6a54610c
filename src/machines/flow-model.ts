/**
 * Paths through a flow machine, generated with `xstate/graph` from a small model of its world: the
 * events a user (or the app) may send with sample payloads, what each invoked actor may answer, and
 * which part of the context its guards read. The model-based tests replay every path against a real
 * actor (tests/unit/machines/*.model.test.ts); the QA viewer plays one step by step on the chart.
 *
 * The paths are the shortest path to every state the model can tell apart, plus, for each transition
 * the machine defines that none of those takes, the shortest path to its source followed by it; a
 * path that is the start of another is left out (replaying the longer one passes through it).
 */
import type {
  ActorLogic,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  EventFromLogic,
  EventObject,
  InputFrom,
  SnapshotFrom,
  StateValue,
} from 'xstate';
import {
  getAdjacencyMap,
  getShortestPaths,
  getSimplePaths,
  type StatePath,
  type TraversalOptions,
} from 'xstate/graph';

/** What an invoked actor may answer: each output and each error is tried. */
export interface ActorAnswers {
  output?: readonly unknown[];
  error?: readonly unknown[];
}

export interface FlowModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  machine: TMachine;
  /** Each start tried (a flow opened with or without an id starts two ways). */
  inputs: readonly InputFrom<TMachine>[];
  /** The events to try in a snapshot, with sample payloads (invoke answers and delays come by themselves). */
  events: (snapshot: SnapshotFrom<TMachine>) => EventFromLogic<TMachine>[];
  /** By actor src. */
  answers: Record<string, ActorAnswers>;
  /** What of a snapshot's context the guards read; snapshots equal in value and facets are one state. */
  facets?: (snapshot: SnapshotFrom<TMachine>) => unknown;
  /** Traversal bound: a model that grows past it is refused rather than walked forever. */
  limit?: number;
}

export interface FlowStep {
  /** The event taken (the first step's is `xstate.init`). */
  event: EventObject;
  /** The snapshot after it. */
  snapshot: AnyMachineSnapshot;
}

export interface FlowPath {
  input: unknown;
  steps: FlowStep[];
  /** e.g. "→ reviewing: receipt.lineScanned, entry.edit, entry.save, receipt.review". */
  description: string;
}

type Snapshot = AnyMachineSnapshot;
/** A machine as the graph functions take any logic: snapshots and events, untyped. */
type Logic = ActorLogic<Snapshot, EventObject, unknown>;
const logicOf = (model: FlowModel) => model.machine as unknown as Logic;

export const defineFlowModel = <TMachine extends AnyStateMachine>(model: FlowModel<TMachine>) => model;

/**
 * Events as keys: an Error keeps its message and own fields (status, code), a Blob its name or size,
 * a long list its length, so two samples stay two and a 5,001-row sheet stays a short key.
 */
function eventReplacer(_key: string, value: unknown) {
  if (value instanceof Error) return { error: value.message, ...value };
  if (Array.isArray(value) && value.length > 20) return { items: value.length };
  if (typeof Blob !== 'undefined' && value instanceof Blob)
    return { blob: (value as Partial<File>).name ?? value.size };
  return value;
}
const serializeEvent = (event: EventObject) => JSON.stringify(event, eventReplacer);

function serializeFlowState(model: FlowModel, snapshot: Snapshot): string {
  const facets = model.facets ? ` ${JSON.stringify(model.facets(snapshot))}` : '';
  return `${JSON.stringify(snapshot.value)}${facets}`;
}

/** The invoked actors' answers as the events they become, for the actors running in a snapshot. */
function answerEvents(model: FlowModel, snapshot: Snapshot): EventObject[] {
  return snapshot._nodes.flatMap((node: AnyStateNode) =>
    node.invoke.flatMap((invoke) => {
      const answers = typeof invoke.src === 'string' ? model.answers[invoke.src] : undefined;
      return [
        ...(answers?.output ?? []).map((output) => ({ type: `xstate.done.actor.${invoke.id}`, output })),
        ...(answers?.error ?? []).map((error) => ({ type: `xstate.error.actor.${invoke.id}`, error })),
      ];
    }),
  );
}

/**
 * The events a snapshot handles: the model's samples and the actors' answers of the types it handles
 * (a type the model leaves out is not tried there), and xstate's own events as they are: delays and
 * done-state events.
 */
function eventsIn(model: FlowModel, snapshot: Snapshot): EventObject[] {
  const handled = new Set(snapshot._nodes.flatMap((node: AnyStateNode) => node.ownEvents));
  const samples = [...model.events(snapshot), ...answerEvents(model, snapshot)].filter((e) =>
    handled.has(e.type),
  );
  const own = [...handled]
    .filter((type) => /^xstate\.(after|done\.state)\./.test(type))
    .map((type) => ({ type }));
  return [...samples, ...own];
}

function traversal(model: FlowModel, input: unknown): TraversalOptions<Snapshot, EventObject, unknown> {
  return {
    input,
    events: (snapshot: Snapshot) => eventsIn(model, snapshot),
    serializeState: (snapshot: Snapshot) => serializeFlowState(model, snapshot),
    serializeEvent,
    limit: model.limit ?? 5000,
  };
}

type Step = { event: EventObject; state: Snapshot };
type Next = (snapshot: Snapshot, event: EventObject) => AnyTransitionDefinition[] | undefined;

/** The transitions an event takes in a snapshot (each active leaf asks itself, then its ancestors). */
function transitionsFor(snapshot: Snapshot, event: EventObject): AnyTransitionDefinition[] {
  const taken: AnyTransitionDefinition[] = [];
  const leaves = snapshot._nodes.filter((n: AnyStateNode) => n.type === 'atomic' || n.type === 'final');
  for (const leaf of leaves) {
    for (let node: AnyStateNode | undefined = leaf; node; node = node.parent) {
      // StateNode.next is how xstate selects a node's enabled transition; it is left out of its types.
      const found = (node as unknown as { next: Next }).next(snapshot, event);
      if (found) {
        taken.push(...found.filter((t) => !taken.includes(t)));
        break;
      }
    }
  }
  return taken;
}

/** Every transition a machine defines: events, delays, invoke answers, eventless ones. */
export function definedTransitions(machine: AnyStateMachine): AnyTransitionDefinition[] {
  const all: AnyTransitionDefinition[] = [];
  const visit = (node: AnyStateNode) => {
    all.push(...[...node.transitions.values()].flat(), ...(node.always ?? []));
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return all;
}

/** Every state node of a machine, the root included. */
export function definedStates(machine: AnyStateMachine): AnyStateNode[] {
  const all: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    all.push(node);
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return all;
}

export function valueLabel(value: StateValue): string {
  if (typeof value === 'string') return value;
  const parts = Object.entries(value).map(([key, sub]) =>
    typeof sub === 'string' ? `${key}.${sub}` : `${key}.${valueLabel(sub as StateValue)}`,
  );
  return parts.length === 1 ? parts[0]! : `{${parts.join(', ')}}`;
}

/** An event as the chart names it: answers by their actor ('done: loadShipment'), delays by their name. */
export function eventLabel(machine: AnyStateMachine, event: EventObject): string {
  const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (answer) {
    const invoke = definedStates(machine)
      .flatMap((n) => n.invoke)
      .find((i) => i.id === answer[2]);
    return `${answer[1]}: ${typeof invoke?.src === 'string' ? invoke.src : answer[2]}`;
  }
  if (event.type.startsWith('xstate.after.'))
    return `after ${event.type.slice('xstate.after.'.length).split('.')[0]}`;
  const { type, ...payload } = event;
  const detail = JSON.stringify(payload, eventReplacer);
  return detail === '{}' ? type : `${type} ${detail.length > 60 ? `${detail.slice(0, 57)}…` : detail}`;
}

function toFlowPath(model: FlowModel, input: unknown, path: StatePath<Snapshot, EventObject>): FlowPath {
  const steps = path.steps.map((s) => ({ event: s.event, snapshot: s.state }));
  const events = steps.slice(1).map((s) => eventLabel(model.machine, s.event));
  const target = valueLabel(steps.at(-1)!.snapshot.value);
  return {
    input,
    steps,
    description: events.length ? `→ ${target}: ${events.join(', ')}` : `→ ${target} (start)`,
  };
}

/** The events of a path, serialized: a path whose key starts another's is covered by the longer one. */
const eventsKey = (path: FlowPath) =>
  JSON.stringify(path.input) + path.steps.map((s) => serializeEvent(s.event)).join('\n');

function withoutPrefixes(paths: FlowPath[]): FlowPath[] {
  const keys = paths.map(eventsKey);
  return paths.filter(
    (_, i) =>
      !keys.some((other, j) => j !== i && other.length > keys[i]!.length && other.startsWith(`${keys[i]}\n`)),
  );
}

function shortestFor(model: FlowModel, input: unknown): FlowPath[] {
  const options = traversal(model, input);
  const shortest = getShortestPaths(logicOf(model), options);
  const byState = new Map(shortest.map((p) => [serializeFlowState(model, p.state), p]));
  const covered = new Set<AnyTransitionDefinition>();
  const cover = (path: StatePath<Snapshot, EventObject>) =>
    path.steps.slice(1).forEach((step, i) => {
      transitionsFor(path.steps[i]!.state, step.event).forEach((t) => covered.add(t));
    });
  shortest.forEach(cover);

  const extra: StatePath<Snapshot, EventObject>[] = [];
  const adjacency = getAdjacencyMap(logicOf(model), options);
  // Sources nearest the start first, so the added paths stay short.
  const sources = Object.entries(adjacency).sort(
    ([a], [b]) => (byState.get(a)?.weight ?? Infinity) - (byState.get(b)?.weight ?? Infinity),
  );
  for (const [key, { state, transitions }] of sources) {
    const head = byState.get(key);
    if (!head) continue;
    for (const { event, state: next } of Object.values(transitions) as Step[]) {
      if (transitionsFor(state, event).every((t) => covered.has(t))) continue;
      const path = { state: next, weight: head.weight + 1, steps: [...head.steps, { state: next, event }] };
      cover(path);
      extra.push(path);
    }
  }
  return [...shortest, ...extra].map((p) => toFlowPath(model, input, p));
}

/**
 * The paths of a model: `shortest` (every state, every transition) or `simple` (every path that
 * visits no state twice: many more, for small machines).
 */
export function flowPaths(model: FlowModel, kind: 'shortest' | 'simple' = 'shortest'): FlowPath[] {
  const paths = model.inputs.flatMap((input) =>
    kind === 'simple'
      ? getSimplePaths(logicOf(model), traversal(model, input)).map((p) => toFlowPath(model, input, p))
      : shortestFor(model, input),
  );
  return withoutPrefixes(paths);
}
