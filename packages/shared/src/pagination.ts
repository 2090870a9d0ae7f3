import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.ts';

/**
 * Lists answer a plain array as the spec shows; `?page` and `?limit` choose the slice. Pages start at 1.
 */
export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
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
