import { useInfiniteQuery } from '@tanstack/react-query';
import { auditLogPageSchema } from '@restrung/shared/audit-log';
import { api } from '../../lib/api-client.ts';

export const auditLogKey = ['admin', 'audit-log'] as const;
export const AUDIT_LOG_PAGE_SIZE = 20;

/** GET /auditlog, newest first; "Load more" follows the server's cursor, so new entries never shift what is shown. */
export const useAuditLog = () =>
  useInfiniteQuery({
    queryKey: auditLogKey,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api(`/auditlog?limit=${AUDIT_LOG_PAGE_SIZE}${pageParam ? `&before=${encodeURIComponent(pageParam)}` : ''}`, {
        schema: auditLogPageSchema,
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 10_000,
  });
