import { useQuery } from '@tanstack/react-query';
import { publicConfigSchema } from '@restrung/shared/public-config';
import { api } from '../../lib/api-client.ts';

export const useSiteConfig = () =>
  useQuery({
    queryKey: ['site-config'],
    queryFn: () => api('/config', { schema: publicConfigSchema }),
    staleTime: Infinity,
  });
