/**
 * What the QA machine viewer (/qa/machines) shows: every machine definition of the app, and for the
 * ones running now, the live actor and its recent events. A machine appears there by being listed in
 * catalogue.ts; a live actor by being created with `inspectFor(machineId)`.
 */
import type { AnyActorRef, AnyStateMachine, InspectionEvent } from 'xstate';

export interface MachineEntry {
  id: string;
  title: string;
  description: string;
  machine: AnyStateMachine;
}

export interface RecordedEvent {
  type: string;
  at: number;
}

export interface LiveActor {
  machineId: string;
  actor: AnyActorRef;
  events: RecordedEvent[];
}

const MAX_EVENTS = 50;
const entries = new Map<string, MachineEntry>();
const live = new Map<string, LiveActor>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

export function registerMachine(entry: MachineEntry): void {
  entries.set(entry.id, entry);
}

export const registeredMachines = (): MachineEntry[] => [...entries.values()];
export const liveActor = (machineId: string): LiveActor | undefined => live.get(machineId);

/** For useSyncExternalStore: the viewer re-renders when a live actor receives an event. */
export function subscribeToRegistry(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const registryVersion = () => version;

/**
 * An `inspect` callback for createActor: the root actor of the inspected system becomes the live actor
 * of `machineId`, and the events it receives are recorded, newest first.
 */
export function inspectFor(machineId: string) {
  return (inspection: InspectionEvent) => {
    if (inspection.type !== '@xstate.event') return;
    const actor = inspection.actorRef as AnyActorRef;
    if (actor.sessionId !== inspection.rootId) return;
    const known = live.get(machineId);
    const entry: LiveActor = known && known.actor === actor ? known : { machineId, actor, events: [] };
    live.set(machineId, entry);
    entry.events = [{ type: inspection.event.type, at: Date.now() }, ...entry.events].slice(0, MAX_EVENTS);
    changed();
  };
}
