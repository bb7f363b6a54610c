/**
 * Replays the paths of a flow model (src/machines/flow-model.ts) against a real actor. The model's
 * I/O actors are stubbed with promises the replay settles when a path says their answer arrives, and
 * delays pass on fake timers, so nothing waits on a clock. Each step checks the actor's state value
 * and facets against the path's, then the test's invariants; states entered and transitions taken
 * (from the actor's own microsteps) are collected, so a test can assert that its paths cover every
 * state and transition the machine defines.
 */
import { expect, vi } from 'vitest';
import {
  createActor,
  fromPromise,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate';
import {
  definedStates,
  definedTransitions,
  eventLabel,
  type FlowModel,
  type FlowPath,
} from '../../../src/machines/flow-model';

interface Deferred {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export interface ReplayOptions {
  /** Implementations besides the stubbed actors (actions to record side effects, other actors). */
  provide?: Parameters<AnyStateMachine['provide']>[0];
  /** Checked after every step, on the actor's snapshot. */
  invariant?: (snapshot: AnyMachineSnapshot) => void;
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

function describeTransition(t: AnyTransitionDefinition): string {
  const guard = t.guard === undefined ? '' : ` [${typeof t.guard === 'string' ? t.guard : 'guarded'}]`;
  const targets = (t.target ?? []).map((n: AnyStateNode) => n.id).join(', ') || '(stays)';
  return `${t.source.id}: ${t.eventType || 'always'}${guard} → ${targets}`;
}

/** The delay behind an `xstate.after.*` event in a snapshot, in ms. */
function delayOf(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, eventType: string): number {
  const delayed = snapshot._nodes
    .flatMap((n: AnyStateNode) => n.after)
    .find((t: { eventType: string }) => t.eventType === eventType);
  if (!delayed) throw new Error(`No running delay for ${eventType}`);
  const delay: unknown = delayed.delay;
  const named = typeof delay === 'string' ? machine.implementations.delays[delay] : delay;
  const ms: unknown =
    typeof named === 'function' ? named({ context: snapshot.context, event: { type: '' } }) : named;
  if (typeof ms !== 'number') throw new Error(`Delay ${String(delay)} is not a number`);
  return ms;
}

export function createReplay(model: FlowModel, options: ReplayOptions = {}) {
  let pending = new Map<string, Deferred>();
  const stubs = Object.fromEntries(
    Object.keys(model.answers).map((src) => [
      src,
      fromPromise(
        ({ self }) =>
          new Promise((resolve, reject) => {
            pending.set(self.id, { resolve, reject });
          }),
      ),
    ]),
  );
  const machine = model.machine.provide({
    ...options.provide,
    actors: { ...stubs, ...options.provide?.actors },
  }) as AnyStateMachine;
  const visited = new Set<string>();
  const taken = new Set<AnyTransitionDefinition>();

  async function fire(actor: ReturnType<typeof createActor<AnyStateMachine>>, event: EventObject) {
    const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (answer) {
      const call = pending.get(answer[2]!);
      if (!call) throw new Error(`No running actor ${answer[2]} for ${event.type}`);
      pending.delete(answer[2]!);
      if (answer[1] === 'done') call.resolve((event as { output?: unknown }).output);
      else call.reject((event as { error?: unknown }).error);
    } else if (event.type.startsWith('xstate.after.')) {
      await vi.advanceTimersByTimeAsync(delayOf(machine, actor.getSnapshot(), event.type));
    } else {
      actor.send(event);
    }
    await flush();
  }

  return {
    machine,
    /** Replays one path, step by step, checking each. */
    async run(path: FlowPath) {
      vi.useFakeTimers();
      pending = new Map();
      const actor = createActor(machine, {
        input: path.input,
        inspect: (inspection) => {
          if (inspection.type !== '@xstate.microstep') return;
          if (inspection.actorRef.sessionId !== inspection.rootId) return;
          // A transition's source was active, also a transient one (left by an eventless transition).
          inspection._transitions.forEach((t) => {
            taken.add(t);
            visited.add(t.source.id);
          });
        },
      });
      actor.subscribe((s) => s._nodes.forEach((n: AnyStateNode) => visited.add(n.id)));
      try {
        actor.start();
        actor.getSnapshot()._nodes.forEach((n: AnyStateNode) => visited.add(n.id));
        for (const [index, step] of path.steps.entries()) {
          if (index > 0) await fire(actor, step.event);
          const actual = actor.getSnapshot();
          const where = `${path.description}\n  step ${index}: ${eventLabel(machine, step.event)}`;
          expect(actual.value, where).toEqual(step.snapshot.value);
          if (model.facets) expect(model.facets(actual), where).toEqual(model.facets(step.snapshot));
          options.invariant?.(actual);
        }
      } finally {
        actor.stop();
        vi.useRealTimers();
      }
    },
    /** What the replays so far left out of the machine's definition. */
    uncovered() {
      return {
        states: definedStates(machine)
          .map((n) => n.id)
          .filter((id) => !visited.has(id)),
        transitions: definedTransitions(machine)
          .filter((t) => !taken.has(t))
          .map(describeTransition),
      };
    },
  };
}
