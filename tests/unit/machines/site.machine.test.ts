import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { siteMachine } from '../../../src/machines/site/site.machine';

describe('site machine', () => {
  it('starts up, goes down on site.down and back up on site.up', () => {
    const actor = createActor(siteMachine).start();
    expect(actor.getSnapshot().value).toBe('up');
    actor.send({ type: 'site.down' });
    expect(actor.getSnapshot().value).toBe('down');
    actor.send({ type: 'site.down' });
    expect(actor.getSnapshot().value).toBe('down');
    actor.send({ type: 'site.up' });
    expect(actor.getSnapshot().value).toBe('up');
  });
});
