import { z } from 'zod';
import { NOTIFICATIONS_DEFAULT_LIMIT, NOTIFICATIONS_MAX_LIMIT } from './notification.ts';
import { queryInteger } from './pagination.ts';

/** The notification calls' query and path, apart from the answers the header's bell loads on every page (decision 0062). */

/** GET /notifications: newest first; `after` is the _id of the last one already shown (keyset). */
export const notificationListQuerySchema = z.strictObject({
  limit: queryInteger({ min: 1, max: NOTIFICATIONS_MAX_LIMIT, default: NOTIFICATIONS_DEFAULT_LIMIT }),
  after: z.uuid({ message: 'after must be the _id of the last notification of the previous page.' }).optional(),
});

export const notificationIdParamsSchema = z.strictObject({ id: z.string().max(100).describe('UUID') });
