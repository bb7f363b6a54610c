/** Every failure answers `{ error, message, fields? }`; unexpected ones are logged and hidden. */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { malformedValueError } from './input-guards';

export function registerErrorHandler(
  app: FastifyInstance,
  onServerError: (err: Error, request: FastifyRequest) => void = () => {},
): void {
  app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send(err.toBody());
    }
    const status = err.statusCode ?? 500;
    if (
      status === 400 ||
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
    ) {
      return reply.status(400).send({ error: 'bad_request', message: 'The request body is not valid JSON.' });
    }
    if (status === 413)
      return reply.status(413).send({ error: 'too_large', message: 'The request is too large.' });
    if (status === 415)
      return reply
        .status(415)
        .send({ error: 'unsupported_media_type', message: 'Send the request as JSON.' });
    if (status === 429) return reply.status(429).send({ error: 'too_many_requests', message: err.message });
    const malformed = malformedValueError(err);
    if (malformed) {
      request.log.warn({ err }, 'request refused by the database as malformed');
      return reply.status(400).send(malformed.toBody());
    }
    request.log.error({ err }, 'request failed');
    onServerError(err, request);
    return reply
      .status(500)
      .send({ error: 'internal', message: 'Something went wrong on our side. Try again.' });
  });
}
