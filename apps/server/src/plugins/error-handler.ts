import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import { REQUEST_MESSAGES } from '@restrung/shared/request-errors';
import { HttpError } from '../lib/http-errors.ts';

const reason = (statusCode: number) => STATUS_CODES[statusCode] ?? 'Error';

/** Fastify's own refusals of a body it cannot read, in words a person can act on. */
const bodyErrorMessage = (error: FastifyError, bodyLimit: number): string | undefined => {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return REQUEST_MESSAGES.tooLarge(bodyLimit);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return REQUEST_MESSAGES.unsupportedType;
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return REQUEST_MESSAGES.invalidJson;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return REQUEST_MESSAGES.emptyJson;
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return REQUEST_MESSAGES.badContentLength;
    default:
      return undefined;
  }
};

/** One error shape for every failure; details of a failed request go to the log, never to the caller. */
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
      return reply
        .code(500)
        .send({ statusCode: 500, error: reason(500), message: 'Something went wrong on our side. Please try again.' });
    }
    const statusCode = error instanceof HttpError ? error.statusCode : (error.statusCode ?? 500);
    // A 503 the server chose to give (HttpError) says why in its own words; any other 5xx is a failure to hide.
    if (statusCode >= 500 && !(error instanceof HttpError)) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(statusCode).send({
        statusCode,
        error: reason(statusCode),
        message: 'Something went wrong on our side. Please try again.',
      });
    }
    if (statusCode >= 500) request.log.warn({ statusCode, message: error.message }, 'request refused while busy');
    const message = bodyErrorMessage(error, request.routeOptions.bodyLimit) ?? error.message;
    return reply.code(statusCode).send({ statusCode, error: reason(statusCode), message });
  });
}

/**
 * Fastify's `frameworkErrors`: an address the router cannot read (a broken %-escape, a path part longer than
 * any id) answers 400 in the one error shape instead of Fastify's own.
 */
export function handleFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? REQUEST_MESSAGES.paramTooLong : REQUEST_MESSAGES.badUrl;
  return reply.code(400).send({ statusCode: 400, error: reason(400), message });
}

export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({
    statusCode: 404,
    error: reason(404),
    message: `No route for ${request.method} ${request.url.split('?')[0]}.`,
  });
}
