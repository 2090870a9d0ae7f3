import { apiErrorSchema } from '@restrung/shared/api-error';

type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 429;

/** The `response` entries of a route's error statuses: every error answers the one `{ message }` shape. */
export function errorResponses<const S extends ErrorStatus>(...statuses: S[]): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<S, typeof apiErrorSchema>;
}
