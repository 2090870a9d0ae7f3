import { useQuery } from '@tanstack/react-query';
import { api, schemasFrom } from '../../lib/api-client.ts';
import { statsKey } from '../products/api.ts';

// The schema loads beside the request (see `SchemaSource`): zod is not part of the home page's first paint.
const response = schemasFrom(() => import('@restrung/shared/stats'));

/** GET /stats: Total Products, Total Users and Total Sells, counted by the server. */
export const fetchStats = (signal?: AbortSignal) => api('/stats', { schema: response('statsSchema'), signal });

export const useStats = () => useQuery({ queryKey: statsKey, queryFn: ({ signal }) => fetchStats(signal) });
