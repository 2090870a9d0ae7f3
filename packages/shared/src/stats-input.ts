import { z } from 'zod';
import { queryInteger } from './pagination.ts';
import { STATS_LIST_CAP } from './stats.ts';

/** The query of GET /allproducts, /allusers and /soldproducts, apart from the home page's answers (decision 0062). */
export const statsListQuerySchema = z.object({
  page: queryInteger({ min: 1, max: Number.MAX_SAFE_INTEGER, default: 1 }),
  limit: queryInteger({ min: 1, max: STATS_LIST_CAP, default: STATS_LIST_CAP }),
});
