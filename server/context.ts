/**
 * What every module is handed: the configuration, the database, the app's plugins (tokens, mail,
 * domain events, the live hub) and the clock services record time by. Built once by app.ts; a type
 * of its own so modules never import the app that composes them.
 */
import type { TokenService } from './auth/tokens';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import type { DomainEvents } from './events/domain-events';
import type { Hub } from './hub/hub';
import type { Mailer } from './mail/mailer';

export interface AppDeps {
  config: Config;
  database: Database;
  tokens: TokenService;
  mailer: Mailer;
  /** Domain events, published after commit (the live hub delivers them). */
  events: DomainEvents;
  /** The live hub at /notifications: pushes to users, client invocations, closing connections. */
  hub: Hub;
  /** The time services record (ledger rows, timelines, action log, document times); not security's. */
  clock: Clock;
  /**
   * Billing's "now" (the run's today, the open period, the unbilled check): `clock` itself, or under
   * DOCKHAND_TEST_CONTROLS=1 a ShiftableClock ahead of it that POST /api/test/billing-clock moves.
   */
  billingClock: Clock;
}
