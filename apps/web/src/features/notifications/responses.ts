import { z } from 'zod';
import { notificationSchema } from '@restrung/shared/notification';

/**
 * The notification answers, loaded beside the request that needs them (`api.ts`): the header's bell is on every
 * page, and zod is not part of the JavaScript a page needs to paint.
 */
export {
  markedReadSchema,
  notificationListSchema,
  unreadCountSchema,
} from '@restrung/shared/notification';

/** One event of the live stream. */
export const liveUpdateSchema = z.object({ unread: z.number(), latest: notificationSchema.nullable() });
