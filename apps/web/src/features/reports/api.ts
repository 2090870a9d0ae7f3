import { useMutation } from '@tanstack/react-query';
import { reportResponseSchema } from '@restrung/shared/report';
import { api } from '../../lib/api-client.ts';

/** PUT /reportproducts/{id} {report: true}: buyers report a product to the admin, once each. */
export const reportProduct = (productId: string) =>
  api(`/reportproducts/${encodeURIComponent(productId)}`, {
    method: 'PUT',
    body: { report: true },
    schema: reportResponseSchema,
  });

export const useReportProduct = () => useMutation({ mutationFn: reportProduct });
