/**
 * The shipping tool's HTTP transport (ShipStation API v1): every call is a GET of JSON against the
 * connection's base URL with HTTP Basic auth (the API key as the user, the API secret as the
 * password). Each way a call can fail becomes one ShippingToolError whose message an operator can act
 * on; that message is what the sync log keeps. Over the rate limit (429) it waits the seconds the
 * tool names in X-Rate-Limit-Reset, at most MAX_RATE_LIMIT_WAIT_SECONDS, and tries once more.
 *
 * `fetch` is the global one unless given: the demo passes one that answers in-process (demo://), the
 * contract tests the real one against the fake on a local port; `wait` is how the 429 pause is taken
 * (tests record it and go on at once).
 */

/** The one error of the connector: its message is written for the people reading the sync log. */
export class ShippingToolError extends Error {
  constructor(
    message: string,
    /** The tool's HTTP status, when it answered one. */
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'ShippingToolError';
  }
}

export type FetchLike = (
  url: string,
  init: { method: 'GET'; headers: Record<string, string>; signal?: AbortSignal },
) => Promise<Response>;

export interface ShippingToolCredentials {
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
}

export interface TransportOptions {
  fetch?: FetchLike;
  wait?: (ms: number) => Promise<void>;
  /** How long one call may take before it counts as unanswered. */
  timeoutMs?: number;
}

export interface Transport {
  /** The JSON the tool answers to GET `path` with `query`. */
  get(path: string, query?: Record<string, string | number | boolean>): Promise<unknown>;
}

/** ShipStation's rate-limit window is a minute: a longer pause means something else is wrong. */
export const MAX_RATE_LIMIT_WAIT_SECONDS = 60;
const DEFAULT_TIMEOUT_MS = 30_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The pause a 429 asks for, in seconds: X-Rate-Limit-Reset (or Retry-After), bounded. */
export function rateLimitWaitSeconds(headers: Headers): number {
  const raw = headers.get('x-rate-limit-reset') ?? headers.get('retry-after');
  const seconds = raw === null ? NaN : Number(raw);
  if (!Number.isFinite(seconds) || seconds < 0) return 1;
  return Math.min(Math.ceil(seconds), MAX_RATE_LIMIT_WAIT_SECONDS);
}

/** The message for an answer that is not a success. */
function refusal(status: number, call: string): ShippingToolError {
  if (status === 401) return new ShippingToolError('The shipping tool refused the key and secret.', status);
  if (status === 403)
    return new ShippingToolError(`The shipping tool does not let this key read ${call}.`, status);
  if (status === 404)
    return new ShippingToolError(
      `The shipping tool has no ${call}: check the base URL of the connection.`,
      status,
    );
  if (status === 429)
    return new ShippingToolError(
      'The shipping tool is still limiting requests after the wait it asked for; sync again in a minute.',
      status,
    );
  if (status >= 500)
    return new ShippingToolError(
      `The shipping tool failed to answer ${call} (HTTP ${status}); sync again later.`,
      status,
    );
  return new ShippingToolError(`The shipping tool refused ${call} (HTTP ${status}).`, status);
}

export function createTransport(
  credentials: ShippingToolCredentials,
  options: TransportOptions = {},
): Transport {
  const fetchFn: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const wait = options.wait ?? sleep;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const base = credentials.baseUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${credentials.apiKey}:${credentials.apiSecret}`).toString('base64')}`;
  const headers = { Authorization: authorization, Accept: 'application/json' };

  async function once(url: string, call: string): Promise<Response> {
    try {
      return await fetchFn(url, { method: 'GET', headers, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      if ((err as Error).name === 'TimeoutError')
        throw new ShippingToolError(
          `The shipping tool did not answer ${call} within ${Math.round(timeoutMs / 1000)} seconds.`,
        );
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      const reason = cause?.code ?? cause?.message ?? (err as Error).message;
      throw new ShippingToolError(
        `The shipping tool could not be reached at ${hostOf(base)} (${reason}): check the base URL and the network.`,
      );
    }
  }

  return {
    async get(path, query = {}) {
      const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
      const call = `GET ${path}`;
      const url = `${base}${path}${search ? `?${search}` : ''}`;
      let answer = await once(url, call);
      if (answer.status === 429) {
        await answer.body?.cancel();
        await wait(rateLimitWaitSeconds(answer.headers) * 1000);
        answer = await once(url, call);
      }
      if (!answer.ok) {
        await answer.body?.cancel();
        throw refusal(answer.status, call);
      }
      const body = await answer.text();
      try {
        return JSON.parse(body) as unknown;
      } catch {
        throw new ShippingToolError(`The shipping tool's answer to ${call} is not JSON.`, answer.status);
      }
    },
  };
}

function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host || baseUrl;
  } catch {
    return baseUrl;
  }
}
