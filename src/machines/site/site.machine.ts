/**
 * Site state (spec §4): up or down. Down shows the blocking maintenance overlay. A successful token
 * refresh or hub start signals up; the hub raises down after more than 7 failed reconnects.
 */
import { setup } from 'xstate';

export type SiteEvent = { type: 'site.up' } | { type: 'site.down' };

export const siteMachine = setup({
  types: { events: {} as SiteEvent },
}).createMachine({
  id: 'site',
  initial: 'up',
  states: {
    up: { on: { 'site.down': 'down' } },
    down: { on: { 'site.up': 'up' } },
  },
});
