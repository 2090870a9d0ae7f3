import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { productListSchema } from '@restrung/shared/product';
import {
  stolenReportCreatedSchema,
  stolenReportDecidedSchema,
  stolenReportListSchema,
  type StolenReportStatus,
} from '@restrung/shared/stolen-report';
import type { StolenReportInput } from '@restrung/shared/stolen-report-input';
import { api } from '../../lib/api-client.ts';

export const stolenKeys = {
  all: ['stolen-reports'] as const,
  mine: ['stolen-reports', 'mine'] as const,
  byStatus: (status: StolenReportStatus) => ['stolen-reports', 'status', status] as const,
  held: ['stolen-reports', 'held'] as const,
};

export const useMyStolenReports = () =>
  useQuery({
    queryKey: stolenKeys.mine,
    queryFn: ({ signal }) => api('/stolen-reports/mine', { schema: stolenReportListSchema, signal }),
  });

export function useReportStolen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StolenReportInput) =>
      api('/stolen-reports', { method: 'POST', body: input, schema: stolenReportCreatedSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: stolenKeys.all }),
  });
}

/** Admins: one status's reports, oldest first. */
export const useStolenReports = (status: StolenReportStatus) =>
  useQuery({
    queryKey: stolenKeys.byStatus(status),
    queryFn: ({ signal }) => api(`/stolen-reports?status=${status}`, { schema: stolenReportListSchema, signal }),
  });

/** Admins: listings hidden from buyers because their serial matches a confirmed report. */
export const useHeldListings = () =>
  useQuery({
    queryKey: stolenKeys.held,
    queryFn: ({ signal }) => api('/stolen-reports/held-listings', { schema: productListSchema, signal }),
  });

/** A decision changes which listings buyers see: every product list and the queue are read again. */
export function useDecideStolenReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'confirmed' | 'rejected' }) =>
      api(`/stolen-reports/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: { decision },
        schema: stolenReportDecidedSchema,
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: stolenKeys.all }),
        client.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
}
