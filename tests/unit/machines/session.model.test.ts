/**
 * The session, model-based: every path of session.model.ts replayed against a real actor, the retry
 * and background-refresh delays on fake timers. A signed-out session holds no token and no user, a
 * signed-in one both; the user is sent to the login page exactly when the session ends signed out.
 */
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { REFRESH_RETRIES } from '../../../src/domain/constants';
import { flowPaths } from '../../../src/machines/flow-model';
import type { SessionContext } from '../../../src/machines/session/session.machine';
import { sessionModel } from '../../../src/machines/session/session.model';
import { createReplay } from './model-replay';

const sentToLogin: string[] = [];

function invariant(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as SessionContext;
  if (snapshot.matches('loggedOut')) {
    expect(context.token).toBeNull();
    expect(context.loginUrl).toMatch(/^\/login\?/);
    expect(sentToLogin.at(-1)).toBe(context.loginUrl);
  }
  if (snapshot.matches('authed')) {
    expect(context.token).not.toBeNull();
    expect(context.user.id).not.toBe('');
  }
  expect(context.failures).toBeLessThanOrEqual(REFRESH_RETRIES);
}

describe('session (model-based)', () => {
  const paths = flowPaths(sessionModel);
  const replay = createReplay(sessionModel, {
    invariant,
    provide: { actions: { goToLogin: ({ context }) => void sentToLogin.push(context.loginUrl) } },
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    await replay.run(path);
  });

  it('enters every state and takes every transition', () => {
    expect(replay.uncovered()).toEqual({ states: [], transitions: [] });
  });
});
