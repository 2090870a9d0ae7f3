import { useQuery } from '@tanstack/react-query';
import { categoryListSchema } from '@restrung/shared/category';
import { api } from '../../lib/api-client.ts';

export const categoryKeys = { all: ['categories'] as const };

export const fetchCategories = () => api('/category', { schema: categoryListSchema });

export const useCategories = () =>
  useQuery({ queryKey: categoryKeys.all, queryFn: fetchCategories, staleTime: 5 * 60_000 });
