import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.ts';
import { plainText } from './text.ts';

/**
 * A whole number in the query string. The text goes through the shared rule first, so a control character is
 * named as such rather than called "not a number"; the OpenAPI document still shows an integer.
 */
export const queryInteger = (options: { min: number; max: number; default: number }) =>
  plainText()
    .optional()
    .pipe(z.coerce.number<string | undefined>().int().min(options.min).max(options.max).default(options.default))
    .meta({ type: 'integer', minimum: options.min, maximum: options.max, default: options.default });

/**
 * Lists answer a plain array as the spec shows; `?page` and `?limit` choose the slice. Pages start at 1.
 */
export const paginationQuerySchema = z.object({
  page: queryInteger({ min: 1, max: Number.MAX_SAFE_INTEGER, default: 1 }),
  limit: queryInteger({ min: 1, max: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/**
 * Keyset (cursor) pagination beside ?page: `?after=<_id of the last item already shown>` answers the items
 * that follow it, as fast at the thousandth page as at the first. When `after` is given, `page` is ignored.
 */
export const cursorPaginationQuerySchema = paginationQuerySchema.extend({
  after: z.uuid({ message: 'after must be the _id of the last item of the previous page.' }).optional(),
});
export type CursorPaginationQuery = z.infer<typeof cursorPaginationQuerySchema>;
