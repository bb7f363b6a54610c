/**
 * The hub's HTTP side at /notifications: negotiate (`POST /notifications/negotiate`) and the
 * WebSocket upgrade. `ws` is used directly (it is the WebSocket server Node projects standardise on,
 * and what @fastify/websocket wraps) in noServer mode, so that the Origin, the single-use connection
 * token and the caller's credentials are all checked on the raw upgrade request and a refusal is a
 * plain HTTP status the client reports, before any WebSocket exists. URLs are logged redacted: the
 * query carries the connection token and the ticket.
 */
import { randomBytes } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import { forbidden, unauthorized } from '../http/errors';
import { redactUrl } from '../http/redact';
import { authenticateHubRequest, originAllowed, queryParam, type HubAuthDeps } from './hub-auth';
import { HubConnection } from './hub-connection';
import type { HubService } from './hub';
import { negotiateResponse } from './signalr-protocol';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live hub (tests reach it here; modules get it as deps.hub). */
    hub: HubService;
  }
}

const HUB_PATH = '/notifications';
/** A frame may carry several records; each record is bounded far lower (MAX_RECORD_BYTES, hub-connection.ts). */
const MAX_MESSAGE_BYTES = 1024 * 1024;
/** How long shutdown waits for clients to answer the close before dropping them. */
const CLOSE_GRACE_MS = 1000;

export interface HubServerOptions extends HubAuthDeps {
  hub: HubService;
  publicUrl: string;
}

function refuse(socket: Duplex, status: number, error: string, message: string) {
  const body = JSON.stringify({ error, message });
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

export function registerHubServer(app: FastifyInstance, options: HubServerOptions): void {
  const { hub, publicUrl, tickets } = options;
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_MESSAGE_BYTES,
    perMessageDeflate: false,
  });
  let closing = false;

  app.post(
    `${HUB_PATH}/negotiate`,
    {
      schema: {
        summary: 'Live hub: negotiate a WebSocket connection (SignalR JSON protocol, negotiateVersion 1)',
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (!originAllowed(request.headers, publicUrl))
        throw forbidden('This page may not connect to the live hub.');
      const user = await authenticateHubRequest(options, request);
      if (!user) throw unauthorized('Sign in to connect to the live hub.');
      const connectionId = randomBytes(16).toString('base64url');
      const token = await tickets.issueConnectionToken(
        { userId: user.id, sessionId: user.sessionId },
        connectionId,
      );
      return negotiateResponse(connectionId, token);
    },
  );

  async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = request.url ?? '';
    const refused = (status: number, error: string, message: string) => {
      app.log.info({ url: redactUrl(url), status }, 'live hub connection refused');
      refuse(socket, status, error, message);
    };
    if (url.split('?', 1)[0] !== HUB_PATH) return refused(404, 'not_found', 'Not found.');
    if (closing) return refused(503, 'unavailable', 'The server is shutting down.');
    if (!originAllowed(request.headers, publicUrl))
      return refused(403, 'forbidden', 'This page may not connect to the live hub.');
    const token = queryParam(url, 'id');
    if (!token) return refused(400, 'bad_request', 'Connection ID required.');
    const negotiated = await tickets.redeemConnectionToken(token);
    if (!negotiated) return refused(404, 'not_found', 'No connection with that ID.');
    const user = await authenticateHubRequest(options, request);
    if (!user || user.id !== negotiated.userId || user.sessionId !== negotiated.sessionId)
      return refused(401, 'unauthorized', 'Sign in to connect to the live hub.');
    if (closing) return refused(503, 'unavailable', 'The server is shutting down.');
    wss.handleUpgrade(request, socket, head, (ws) => {
      new HubConnection(ws, negotiated.connectionId, user, hub);
    });
  }

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A client hanging up mid-check must not crash the process.
    socket.on('error', () => socket.destroy());
    upgrade(request, socket, head).catch((err: unknown) => {
      app.log.error({ err, url: redactUrl(request.url ?? '') }, 'hub upgrade failed');
      if (!socket.destroyed) refuse(socket, 500, 'internal', 'The live hub could not accept the connection.');
    });
  };
  app.server.on('upgrade', onUpgrade);
  app.decorate('hub', hub);
  hub.start();

  // Before the HTTP server stops: upgraded sockets would otherwise keep it waiting.
  app.addHook('preClose', async () => {
    closing = true;
    app.server.off('upgrade', onUpgrade);
    hub.stop();
    const deadline = Date.now() + CLOSE_GRACE_MS;
    while (wss.clients.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    for (const ws of wss.clients) ws.terminate();
    wss.close();
  });
}
