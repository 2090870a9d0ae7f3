import { useQuery } from '@tanstack/react-query';
import { api, schemasFrom } from '../../lib/api-client.ts';
import { useContentShown } from '../../lib/content-first.ts';

// The schema loads beside the request (see `SchemaSource`): the home page lists the categories before zod is needed.
const response = schemasFrom(() => import('@restrung/shared/category'));

export const categoryKeys = { all: ['categories'] as const };

export const fetchCategories = () => api('/category', { schema: response('categoryListSchema') });

/** `afterContent`: asked once the page's main content has been shown, where only a link's words wait for it. */
export function useCategories({ afterContent = false }: { afterContent?: boolean } = {}) {
  const contentShown = useContentShown();
  return useQuery({
    queryKey: categoryKeys.all,
    queryFn: fetchCategories,
    staleTime: 5 * 60_000,
    enabled: !afterContent || contentShown,
  });
}
