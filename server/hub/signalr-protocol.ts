/**
 * The SignalR JSON hub protocol, version 1, as the stock @microsoft/signalr client speaks it over a
 * WebSocket (see STACK-NOTES.md): records are JSON texts ended by the record separator 0x1E (one
 * frame may carry several); the client opens with a handshake `{"protocol":"json","version":1}` and
 * the server answers `{}` (or `{"error": …}`); then invocations (1), completions (3), pings (6) and
 * a close (7). Pure: the hub (issue 6) wires it to sockets.
 */

export const RECORD_SEPARATOR = '\u001e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

export type HubMessage =
  | { type: 1; target: string; arguments: unknown[]; invocationId?: string }
  | { type: 3; invocationId: string; result?: unknown; error?: string }
  | { type: 6 }
  | { type: 7; error?: string; allowReconnect?: boolean }
  | { type: 2 | 4 | 5; invocationId?: string; [key: string]: unknown };

export class ProtocolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProtocolError';
  }
}

/** Splits a frame into its records (the text after the last separator is incomplete: kept as `rest`). */
export function splitRecords(text: string): { records: string[]; rest: string } {
  const parts = text.split(RECORD_SEPARATOR);
  const rest = parts.pop() ?? '';
  return { records: parts, rest };
}

const serialize = (message: object): string => JSON.stringify(message) + RECORD_SEPARATOR;

/**
 * The handshake the client sends first. Answers the response record to send and whatever followed
 * the handshake in the same frame; an unsupported protocol gets an error response (then close).
 */
export function readHandshake(text: string): { response: string; ok: boolean; rest: string } {
  const end = text.indexOf(RECORD_SEPARATOR);
  if (end < 0) throw new ProtocolError('Incomplete handshake');
  let request: { protocol?: unknown; version?: unknown };
  try {
    request = JSON.parse(text.slice(0, end)) as typeof request;
  } catch {
    throw new ProtocolError('The handshake is not JSON');
  }
  const rest = text.slice(end + 1);
  if (request.protocol !== 'json' || request.version !== 1) {
    return {
      ok: false,
      rest,
      response: serialize({ error: `Requested protocol '${String(request.protocol)}' is not available.` }),
    };
  }
  return { ok: true, rest, response: serialize({}) };
}

/** Parses one record into a message; anything that is not a known message shape is a ProtocolError. */
export function parseMessage(record: string): HubMessage {
  let message: unknown;
  try {
    message = JSON.parse(record);
  } catch {
    throw new ProtocolError('A message is not JSON');
  }
  if (typeof message !== 'object' || message === null || Array.isArray(message)) {
    throw new ProtocolError('A message must be a JSON object');
  }
  const m = message as Record<string, unknown>;
  switch (m.type) {
    case MessageType.Invocation:
      if (typeof m.target !== 'string' || !Array.isArray(m.arguments)) {
        throw new ProtocolError('An invocation needs a target and arguments');
      }
      if (m.invocationId !== undefined && typeof m.invocationId !== 'string') {
        throw new ProtocolError('An invocation id must be text');
      }
      return m as HubMessage;
    case MessageType.Completion:
      if (typeof m.invocationId !== 'string') throw new ProtocolError('A completion needs an invocation id');
      return m as HubMessage;
    case MessageType.Ping:
    case MessageType.Close:
    case MessageType.StreamItem:
    case MessageType.StreamInvocation:
    case MessageType.CancelInvocation:
      return m as HubMessage;
    default:
      throw new ProtocolError(`Unknown message type ${String(m.type)}`);
  }
}

/** A server → client call of a client method (no invocation id: the client does not answer). */
export const invocation = (target: string, args: unknown[]) =>
  serialize({ type: MessageType.Invocation, target, arguments: args });

/** The answer to a client's invoke(): a result, or an error message. */
export const completion = (invocationId: string, outcome: { result: unknown } | { error: string }) =>
  serialize({ type: MessageType.Completion, invocationId, ...outcome });

/** Sent about every 15 s: the client drops a connection silent for 30 s. */
export const ping = () => serialize({ type: MessageType.Ping });

export const close = (error?: string, allowReconnect = false) =>
  serialize(error ? { type: MessageType.Close, error, allowReconnect } : { type: MessageType.Close });

/** The negotiate answer: WebSockets with text frames only (no SSE, long polling or MessagePack). */
export const negotiateResponse = (connectionId: string, connectionToken: string) => ({
  connectionId,
  connectionToken,
  negotiateVersion: 1,
  availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
});
