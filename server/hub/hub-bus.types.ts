/** The shapes of the bus that carries hub traffic between server processes (event-bus.ts, pg-event-bus.ts). */
import type { DomainEvent } from '../events/domain-events';

export type HubBusMessage =
  /** A domain event published in another process (DomainEvents re-emits it locally). */
  | { kind: 'event'; event: DomainEvent }
  /** Hub.sendToUsers from another process. */
  | { kind: 'send'; userIds: string[]; method: string; args: unknown[] }
  /** Hub.closeUser from another process (disable). */
  | { kind: 'closeUser'; userId: string; reason: string }
  /** Sessions revoked in another process (logout). */
  | { kind: 'closeSessions'; sessionIds: string[]; reason: string }
  /** Users whose sessions or access changed in another process: re-read their connections now. */
  | { kind: 'recheckUsers'; userIds: string[] };

export interface HubBus {
  /** Tells the other processes; never delivers back to this one. */
  publish(message: HubBusMessage): void;
  /** Messages from the other processes. */
  subscribe(listener: (message: HubBusMessage) => void): () => void;
  close(): Promise<void>;
}

export interface BusLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}
