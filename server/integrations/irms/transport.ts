/**
 * The IRMS's HTTP transport: every call is a GET of JSON against the connection's base URL with the
 * API key as a bearer token (the API is described in schemas.ts). Each way a call can fail becomes one
 * IrmsError whose message an operator can act on; that message is what the sync log keeps, so it
 * never holds the key. Over the rate limit (429) it waits the seconds the IRMS names in Retry-After,
 * at most MAX_RATE_LIMIT_WAIT_SECONDS, and tries again; a server failure (5xx) is taken as transient
 * and tried again after a short backoff. Either is tried again at most MAX_RETRIES times.
 *
 * `fetch` is the global one unless given: the demo passes one that answers in-process (demo://irms),
 * the contract tests the real one against the fake on a local port; `wait` is how the pauses are taken
 * (tests record them and go on at once).
 */

/** The one error of the connector: its message is written for the people reading the sync log. */
export class IrmsError extends Error {
  constructor(
    message: string,
    /** The IRMS's HTTP status, when it answered one. */
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'IrmsError';
  }
}

export type FetchLike = (
  url: string,
  init: { method: 'GET'; headers: Record<string, string>; signal?: AbortSignal },
) => Promise<Response>;

export interface IrmsTransportOptions {
  fetch?: FetchLike;
  wait?: (ms: number) => Promise<void>;
  /** How long one call may take before it counts as unanswered. */
  timeoutMs?: number;
}

export interface IrmsTransport {
  /** The JSON the IRMS answers to GET `path` with `query`. */
  get(path: string, query?: Record<string, string | number>): Promise<unknown>;
}

/** A longer pause than a minute means something else is wrong: better to fail and sync later. */
export const MAX_RATE_LIMIT_WAIT_SECONDS = 60;
/** Tries after the first, for a 429 and for a 5xx alike: enough for a blip, short of a hung sync. */
export const MAX_RETRIES = 2;
/** The pause before the first retry of a 5xx; it doubles each time (1 s, then 2 s). */
export const SERVER_ERROR_BACKOFF_MS = 1_000;
const DEFAULT_TIMEOUT_MS = 30_000;
/** How much of the IRMS's own explanation of a refusal goes into the message. */
const DETAIL_MAX_CHARS = 200;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The pause a 429 asks for, in seconds: Retry-After as seconds or as an HTTP date, bounded. */
export function retryAfterSeconds(headers: Headers, now = Date.now()): number {
  const raw = headers.get('retry-after')?.trim();
  if (!raw) return 1;
  let seconds = Number(raw);
  if (!Number.isFinite(seconds)) {
    const at = Date.parse(raw);
    seconds = Number.isNaN(at) ? 1 : (at - now) / 1000;
  }
  return Math.min(Math.max(Math.ceil(seconds), 0), MAX_RATE_LIMIT_WAIT_SECONDS);
}

export function createIrmsTransport(
  credentials: { baseUrl: string; apiKey: string },
  options: IrmsTransportOptions = {},
): IrmsTransport {
  const fetchFn: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const wait = options.wait ?? sleep;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const base = credentials.baseUrl.trim().replace(/\/+$/, '');
  const headers = { Authorization: `Bearer ${credentials.apiKey}`, Accept: 'application/json' };

  // Every message goes through here: whatever the IRMS or the network says, the key is not repeated.
  const fail = (message: string, status: number | null = null) =>
    new IrmsError(redact(message, credentials.apiKey), status);

  async function once(url: string, call: string): Promise<Response> {
    try {
      return await fetchFn(url, { method: 'GET', headers, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      if ((err as Error).name === 'TimeoutError')
        throw fail(
          `The IRMS did not answer ${call} within ${timeoutMs < 1000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1000)} seconds`}.`,
        );
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      const reason = cause?.code ?? cause?.message ?? (err as Error).message;
      throw fail(
        `The IRMS could not be reached at ${hostOf(base)} (${reason}): check the base URL and the network.`,
      );
    }
  }

  /** The message for an answer that is not a success, once no retry is left. */
  async function refusal(answer: Response, call: string): Promise<IrmsError> {
    const { status } = answer;
    if (status === 401)
      return fail("The IRMS refused the API key: check the key in the connection's settings.", status);
    if (status === 403) return fail(`The IRMS does not let this API key read ${call}.`, status);
    if (status === 404) return fail(`The IRMS has no ${call}: check the base URL of the connection.`, status);
    if (status === 429)
      return fail(
        `The IRMS is still limiting requests after ${MAX_RETRIES} waits; sync again in a few minutes.`,
        status,
      );
    if (status >= 500)
      return fail(
        `The IRMS failed to answer ${call} (HTTP ${status}) ${MAX_RETRIES + 1} times; sync again later.`,
        status,
      );
    // Another refusal (a 400 of a bad parameter): the IRMS's own words say what to fix.
    const detail = await detailOf(answer);
    return fail(`The IRMS refused ${call} (HTTP ${status})${detail ? `: ${detail}` : ''}.`, status);
  }

  return {
    async get(path, query = {}) {
      const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
      const call = `GET ${path}`;
      // Checked here rather than left to fetch, whose complaint about a header would quote the key.
      if (!credentials.apiKey.trim())
        throw fail("The IRMS connection has no API key: enter it in the connection's settings.");
      if (!/^[\x21-\x7e]+$/.test(credentials.apiKey))
        throw fail(
          "The IRMS API key has spaces or characters a key cannot have: paste it again in the connection's settings.",
        );
      if (!URL.canParse(base))
        throw fail(
          `The IRMS base URL "${base}" is not a web address such as https://irms.example.com/api: check the connection's settings.`,
        );
      const url = `${base}${path}${search ? `?${search}` : ''}`;
      let limited = 0;
      let failed = 0;
      for (;;) {
        const answer = await once(url, call);
        if (answer.status === 429 && limited < MAX_RETRIES) {
          limited++;
          await answer.body?.cancel();
          await wait(retryAfterSeconds(answer.headers) * 1000);
          continue;
        }
        if (answer.status >= 500 && failed < MAX_RETRIES) {
          await answer.body?.cancel();
          await wait(SERVER_ERROR_BACKOFF_MS * 2 ** failed);
          failed++;
          continue;
        }
        if (!answer.ok) throw await refusal(answer, call);
        const body = await answer.text();
        try {
          return JSON.parse(body) as unknown;
        } catch {
          throw fail(
            `The IRMS's answer to ${call} is not JSON: check the base URL of the connection.`,
            answer.status,
          );
        }
      }
    },
  };
}

/** The `message` or `error` text of a JSON refusal, shortened; '' when there is none. */
async function detailOf(answer: Response): Promise<string> {
  try {
    const body = (await answer.json()) as { message?: unknown; error?: unknown };
    const text =
      typeof body.message === 'string' ? body.message : typeof body.error === 'string' ? body.error : '';
    const oneLine = text.replace(/\s+/g, ' ').trim().replace(/\.$/, '');
    return oneLine.length > DETAIL_MAX_CHARS ? `${oneLine.slice(0, DETAIL_MAX_CHARS)}…` : oneLine;
  } catch {
    return '';
  }
}

function redact(message: string, apiKey: string): string {
  return apiKey ? message.split(apiKey).join('[API key]') : message;
}

function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host || baseUrl;
  } catch {
    return baseUrl;
  }
}
