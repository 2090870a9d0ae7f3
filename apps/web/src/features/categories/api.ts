import { useQuery } from '@tanstack/react-query';
import { api, schemasFrom } from '../../lib/api-client.ts';

// The schema loads beside the request (see `SchemaSource`): the home page lists the categories before zod is needed.
const response = schemasFrom(() => import('@restrung/shared/category'));

export const categoryKeys = { all: ['categories'] as const };

export const fetchCategories = () => api('/category', { schema: response('categoryListSchema') });

export const useCategories = () =>
  useQuery({ queryKey: categoryKeys.all, queryFn: fetchCategories, staleTime: 5 * 60_000 });
