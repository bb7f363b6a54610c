/**
 * The 3PL WMS's HTTP transport (Extensiv 3PL Warehouse Manager's REST API, HAL+JSON). Every resource
 * call carries a bearer token from the OAuth2 client-credentials grant: `POST /AuthServer/api/Token`
 * with HTTP Basic `clientId:clientSecret` and `{ grant_type: 'client_credentials', user_login_id }`,
 * answering `{ access_token, token_type: 'Bearer', expires_in }`. The token is kept until shortly
 * before it expires; a 401 on a resource call fetches a new one and tries once more (a WMS that
 * revoked the token early), a second 401 means the client itself is refused.
 *
 * Each way a call can fail becomes one TplWmsError whose message an operator can act on; that message
 * is what the sync log keeps, so it never holds the secret, the token or the Authorization header
 * (every message is also scrubbed of them, in case the WMS echoes one back). Over the rate limit (429)
 * it waits what Retry-After asks, at most MAX_RATE_LIMIT_WAIT_SECONDS, and tries again (twice at
 * most); a 5xx is tried again after 1 s then 2 s. Writes are safe to repeat: creates are deduplicated
 * by reference number (connector.ts) and the cancel is guarded by If-Match.
 *
 * `fetch` is the global one unless given (the demo answers in-process, the contract tests use the real
 * one against the fake on a local port); `wait` is how every pause is taken and `now` the clock, so
 * tests record the pauses instead of sleeping. Calls are spread to at most `maxCallsPerSecond`.
 */

/** The one error of the connector: its message is written for the people reading the sync log. */
export class TplWmsError extends Error {
  constructor(
    message: string,
    /** The WMS's HTTP status, when it answered one. */
    readonly status: number | null = null,
    /** The WMS's own error code (its ErrorCode, or OAuth's `error`), when it gave one. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'TplWmsError';
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT';

export type FetchLike = (
  url: string,
  init: { method: HttpMethod; headers: Record<string, string>; body?: string; signal?: AbortSignal },
) => Promise<Response>;

export interface TransportCredentials {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  userLoginId: string;
}

export interface TransportOptions {
  fetch?: FetchLike;
  wait?: (ms: number) => Promise<void>;
  /** The clock the rate limit and the token's expiry are measured with (ms). */
  now?: () => number;
  /** How long one call may take before it counts as unanswered. */
  timeoutMs?: number;
  /** Calls started in any one second, at most. */
  maxCallsPerSecond?: number;
}

export type Query = Record<string, string | number | boolean>;

/** A WMS answer that succeeded: its JSON (null when empty) and its ETag. */
export interface WmsAnswer {
  status: number;
  body: unknown;
  etag: string | null;
}

export interface Transport {
  get(path: string, query?: Query): Promise<WmsAnswer>;
  post(path: string, body: unknown, options?: { ifMatch?: string }): Promise<WmsAnswer>;
  /** An update guarded by the ETag read before it: a 412 means the record changed in between. */
  put(path: string, body: unknown, options: { ifMatch: string }): Promise<WmsAnswer>;
}

export const TOKEN_PATH = '/AuthServer/api/Token';
/** A longer pause than a minute means something else is wrong: fail and let the next sync retry. */
export const MAX_RATE_LIMIT_WAIT_SECONDS = 60;
export const MAX_RETRIES = 2;
const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_CALLS_PER_SECOND = 10;
/** A token this close to its expiry is replaced before use, so it cannot lapse mid-call. */
const TOKEN_MARGIN_MS = 60_000;
const HAL = 'application/hal+json';
const REFUSED = 'The 3PL WMS refused the client id and secret.';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The pause a 429 asks for, in seconds: Retry-After, bounded; 1 when it names none. */
export function rateLimitWaitSeconds(headers: Headers): number {
  const raw = headers.get('retry-after');
  const seconds = raw === null ? NaN : Number(raw);
  if (!Number.isFinite(seconds) || seconds < 0) return 1;
  return Math.min(Math.ceil(seconds), MAX_RATE_LIMIT_WAIT_SECONDS);
}

export function createTransport(
  credentials: TransportCredentials,
  options: TransportOptions = {},
): Transport {
  const fetchFn: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const wait = options.wait ?? sleep;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const perSecond = options.maxCallsPerSecond ?? DEFAULT_CALLS_PER_SECOND;
  const base = credentials.baseUrl.replace(/\/+$/, '');
  const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64');
  // Every text that must never reach a message; the tokens are added as they are issued.
  const secrets = new Set([credentials.clientSecret, basic].filter((s) => s.length >= 4));

  const scrub = (text: string) => {
    let clean = text;
    for (const secret of secrets) clean = clean.split(secret).join('[hidden]');
    return clean;
  };
  const fail = (message: string, status: number | null = null, code?: string) =>
    new TplWmsError(scrub(message), status, code === undefined ? undefined : scrub(code));

  // Start times of the calls of the last second, oldest first; a call over the limit reserves the
  // first free slot before waiting for it, so the schedule holds even when `wait` returns at once.
  const starts: number[] = [];
  async function throttle() {
    const t = now();
    while (starts.length > 0 && starts[0]! <= t - 1000) starts.shift();
    if (starts.length < perSecond) {
      starts.push(t);
      return;
    }
    const slot = starts[starts.length - perSecond]! + 1000;
    starts.push(slot);
    await wait(slot - t);
  }

  async function once(
    method: HttpMethod,
    url: string,
    headers: Record<string, string>,
    body: string | undefined,
    call: string,
  ): Promise<Response> {
    await throttle();
    try {
      return await fetchFn(url, {
        method,
        headers,
        ...(body === undefined ? {} : { body }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      if ((err as Error).name === 'TimeoutError')
        throw fail(`The 3PL WMS did not answer ${call} within ${durationText(timeoutMs)}.`);
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      const reason = cause?.code ?? cause?.message ?? (err as Error).message;
      throw fail(
        `The 3PL WMS could not be reached at ${hostOf(base)} (${reason}): check the base URL and the network.`,
      );
    }
  }

  /** One call, tried again over the rate limit and after a server failure; answers the last answer. */
  async function withRetries(call: string, attempt: () => Promise<Response>): Promise<Response> {
    let limited = 0;
    let failed = 0;
    for (;;) {
      const answer = await attempt();
      if (answer.status === 429 && limited < MAX_RETRIES) {
        limited++;
        await answer.body?.cancel();
        await wait(rateLimitWaitSeconds(answer.headers) * 1000);
        continue;
      }
      if (answer.status >= 500 && failed < MAX_RETRIES) {
        failed++;
        await answer.body?.cancel();
        await wait(1000 * 2 ** (failed - 1));
        continue;
      }
      if (answer.status === 429)
        throw fail(
          'The 3PL WMS is still limiting requests after the waits it asked for; sync again in a minute.',
          429,
        );
      if (answer.status >= 500) {
        const { code } = await errorOf(answer);
        throw fail(
          `The 3PL WMS failed to answer ${call} (HTTP ${answer.status}) ${MAX_RETRIES + 1} times; sync again later.`,
          answer.status,
          code,
        );
      }
      return answer;
    }
  }

  let token: { value: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function requestToken(): Promise<string> {
    const call = `POST ${TOKEN_PATH}`;
    const body = JSON.stringify({ grant_type: 'client_credentials', user_login_id: credentials.userLoginId });
    const headers = {
      Authorization: `Basic ${basic}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    };
    const answer = await withRetries(call, () => once('POST', `${base}${TOKEN_PATH}`, headers, body, call));
    if (answer.status === 400 || answer.status === 401 || answer.status === 403) {
      const { code } = await errorOf(answer);
      throw fail(REFUSED, answer.status, code);
    }
    if (!answer.ok) throw await refusal(answer, call);
    const granted = (await jsonOf(answer, call)) as Record<string, unknown> | null;
    const value = granted?.access_token;
    const lifetime = granted?.expires_in;
    if (typeof value !== 'string' || value.length === 0)
      throw fail(`The 3PL WMS's answer to ${call} has no access_token.`, answer.status);
    if (typeof lifetime !== 'number' || !Number.isFinite(lifetime) || lifetime <= 0)
      throw fail(`The 3PL WMS's answer to ${call} has no expires_in in seconds.`, answer.status);
    secrets.add(value);
    token = { value, expiresAt: now() + lifetime * 1000 - TOKEN_MARGIN_MS };
    return value;
  }

  /** The token to send: the kept one while it is fresh; one request at a time for a new one. */
  async function bearer(): Promise<string> {
    if (token && now() < token.expiresAt) return token.value;
    pending ??= requestToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  async function send(
    method: HttpMethod,
    path: string,
    { query, body, ifMatch }: { query?: Query; body?: unknown; ifMatch?: string },
  ): Promise<WmsAnswer> {
    const search = new URLSearchParams(
      Object.entries(query ?? {}).map(([k, v]) => [k, String(v)]),
    ).toString();
    const call = `${method} ${path}`;
    const url = `${base}${path}${search ? `?${search}` : ''}`;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    for (let renewed = false; ; renewed = true) {
      const current = await bearer();
      const headers: Record<string, string> = { Authorization: `Bearer ${current}`, Accept: HAL };
      if (payload !== undefined) headers['Content-Type'] = `${HAL}; charset=utf-8`;
      if (ifMatch !== undefined) headers['If-Match'] = ifMatch;
      const answer = await withRetries(call, () => once(method, url, headers, payload, call));
      if (answer.status === 401) {
        await answer.body?.cancel();
        if (token?.value === current) token = null;
        if (!renewed) continue;
        throw fail(REFUSED, 401);
      }
      if (!answer.ok) throw await refusal(answer, call);
      return { status: answer.status, body: await jsonOf(answer, call), etag: answer.headers.get('etag') };
    }
  }

  /** The message for an answer that is not a success (401, 429 and 5xx are handled before). */
  async function refusal(answer: Response, call: string): Promise<TplWmsError> {
    const { status } = answer;
    const { code, hint } = await errorOf(answer);
    // The hint ends the message, which brings its own full stop.
    const detail = hint ? `: ${hint.replace(/[.\s]+$/, '')}` : code ? ` (${code})` : '';
    if (status === 403)
      return fail(`The 3PL WMS does not let this user call ${call}${detail}.`, status, code);
    if (status === 404)
      return fail(
        `The 3PL WMS has no ${call}: check the base URL of the connection, and that the record still exists.`,
        status,
        code,
      );
    if (status === 412)
      return fail(
        `The record of ${call} changed in the 3PL WMS since it was read (HTTP 412)${detail}.`,
        status,
        code,
      );
    return fail(`The 3PL WMS refused ${call} (HTTP ${status})${detail}.`, status, code);
  }

  async function jsonOf(answer: Response, call: string): Promise<unknown> {
    const text = await answer.text();
    if (text.trim() === '') return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw fail(`The 3PL WMS's answer to ${call} is not JSON.`, answer.status);
    }
  }

  return {
    get: (path, query) => send('GET', path, query ? { query } : {}),
    post: (path, body, { ifMatch } = {}) => send('POST', path, ifMatch ? { body, ifMatch } : { body }),
    put: (path, body, { ifMatch }) => send('PUT', path, { body, ifMatch }),
  };
}

/**
 * The WMS's own reason for a refusal, read from its error body: Extensiv answers
 * `{ ErrorCode, Hint }` (either case), the token endpoint OAuth's `{ error, error_description }`.
 * The hint is cut short: it goes into a one-line message.
 */
export async function errorOf(answer: Response): Promise<{ code?: string; hint?: string }> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await answer.text());
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const fields = parsed as Record<string, unknown>;
  const textOf = (...keys: string[]) => {
    for (const key of keys) {
      const value = fields[key];
      if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, 200);
    }
    return undefined;
  };
  const code = textOf('ErrorCode', 'errorCode', 'error');
  const hint = textOf('Hint', 'hint', 'error_description', 'message', 'Message');
  return { ...(code === undefined ? {} : { code }), ...(hint === undefined ? {} : { hint }) };
}

const durationText = (ms: number) => (ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} seconds`);

function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host || baseUrl;
  } catch {
    return baseUrl;
  }
}
