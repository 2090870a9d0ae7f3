import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminListSchema, demoteAdminResponseSchema, type AdminRow } from '@restrung/shared/admin-accounts';
import { api } from '../../lib/api-client.ts';
import { adminKeys } from './api.ts';

export const adminsKey = ['admin', 'admins'] as const;
const demoteKey = ['admin', 'demote-admin'] as const;

export const useAdmins = () =>
  useQuery({
    queryKey: adminsKey,
    queryFn: ({ signal }) => api('/alladmins', { schema: adminListSchema, signal }),
    staleTime: 10_000,
  });

/** PUT /alladmins/{id}/demote: the account becomes a buyer; the buyers list and the audit log change too. */
export function useDemoteAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: demoteKey,
    mutationFn: (admin: AdminRow) =>
      api(`/alladmins/${encodeURIComponent(admin._id)}/demote`, {
        method: 'PUT',
        body: {},
        schema: demoteAdminResponseSchema,
      }),
    onSuccess: async (_result, admin) => {
      client.setQueryData<AdminRow[]>(adminsKey, (rows) => rows?.filter((row) => row._id !== admin._id));
      void client.invalidateQueries({
        queryKey: adminKeys.all,
        predicate: (query) => query.queryKey[1] !== adminsKey[1],
      });
      await client.invalidateQueries({ queryKey: adminsKey });
    },
  });
}

/** Ids of the admins whose demotion is on its way. */
export function useDemotingIds(): Set<string> {
  const ids = useMutationState({
    filters: { mutationKey: demoteKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as AdminRow | undefined)?._id,
  });
  return new Set(ids.filter((id): id is string => Boolean(id)));
}
