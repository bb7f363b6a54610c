/** The HTTP client's 401 handling, against a fake fetch (no server). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type SessionBridge } from '../../../src/api/http';

function answer(status: number, body: unknown = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function bridge(overrides: Partial<SessionBridge> = {}) {
  let token: string | null = 'old';
  const calls = { refresh: 0, giveUp: 0 };
  const session: SessionBridge = {
    getToken: () => token,
    refreshAfterUnauthorized: async () => {
      calls.refresh++;
      token = 'new';
      return token;
    },
    giveUp: () => void calls.giveUp++,
    ...overrides,
  };
  return { session, calls };
}

afterEach(() => vi.unstubAllGlobals());

describe('API client', () => {
  it('sends the bearer token', async () => {
    const fetchMock = vi.fn(async () => answer(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const { session } = bridge();
    await expect(createApiClient(session, 'http://x')('/api/myMain')).resolves.toEqual({ ok: true });
    const headers = (fetchMock.mock.calls[0] as unknown as [unknown, RequestInit])[1].headers as Headers;
    expect(headers.get('Authorization')).toBe('Bearer old');
  });

  it('refreshes on a 401 and retries once with the new token', async () => {
    const seen: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: unknown, init: RequestInit) => {
        const auth = (init.headers as Headers).get('Authorization') ?? '';
        seen.push(auth);
        return auth === 'Bearer new'
          ? answer(200, { ok: 1 })
          : answer(401, { error: 'unauthorized', message: 'x' });
      }),
    );
    const { session, calls } = bridge();
    await expect(createApiClient(session, 'http://x')('/api/myMain')).resolves.toEqual({ ok: 1 });
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
    expect(calls.refresh).toBe(1);
  });

  it('passes the 401 on when the session ends during the refresh', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(401, { error: 'unauthorized', message: 'x' })),
    );
    const { session } = bridge({ refreshAfterUnauthorized: async () => null });
    await expect(createApiClient(session, 'http://x')('/api/myMain')).rejects.toMatchObject({ status: 401 });
  });

  it('does not refresh on other errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(403, { error: 'forbidden', message: 'no' })),
    );
    const { session, calls } = bridge();
    await expect(createApiClient(session, 'http://x')('/api/x')).rejects.toMatchObject({ status: 403 });
    expect(calls.refresh).toBe(0);
  });

  it('gives up after more than 10 calls still unauthorized after a refresh', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(401, { error: 'unauthorized', message: 'x' })),
    );
    const { session, calls } = bridge();
    const api = createApiClient(session, 'http://x');
    for (let i = 0; i < 11; i++) await api('/api/x').catch(() => {});
    expect(calls.giveUp).toBe(1);
  });
});
