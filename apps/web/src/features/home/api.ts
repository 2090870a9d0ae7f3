import { useQuery } from '@tanstack/react-query';
import { statsSchema } from '@restrung/shared/stats';
import { api } from '../../lib/api-client.ts';
import { statsKey } from '../products/api.ts';

/** GET /stats: Total Products, Total Users and Total Sells, counted by the server. */
export const fetchStats = (signal?: AbortSignal) => api('/stats', { schema: statsSchema, signal });

export const useStats = () => useQuery({ queryKey: statsKey, queryFn: ({ signal }) => fetchStats(signal) });
