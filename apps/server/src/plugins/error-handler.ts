import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import { HttpError } from '../lib/http-errors.ts';

const reason = (statusCode: number) => STATUS_CODES[statusCode] ?? 'Error';

/** One error shape for every failure; 5xx details go to the log, never to the caller. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      const message = first ? `${field ? `${field}: ` : ''}${first.message}` : 'The request is not valid.';
      return reply.code(400).send({ statusCode: 400, error: reason(400), message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.code(500).send({ statusCode: 500, error: reason(500), message: 'Something went wrong on our side. Please try again.' });
    }
    const statusCode = error instanceof HttpError ? error.statusCode : (error.statusCode ?? 500);
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(statusCode).send({ statusCode, error: reason(statusCode), message: 'Something went wrong on our side. Please try again.' });
    }
    return reply.code(statusCode).send({ statusCode, error: reason(statusCode), message: error.message });
  });
}

export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ statusCode: 404, error: reason(404), message: `No route for ${request.method} ${request.url.split('?')[0]}.` });
}
