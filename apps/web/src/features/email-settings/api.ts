import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { emailSettingsSchema, type EmailSettings, type EmailSettingsUpdate } from '@restrung/shared/email';
import { api } from '../../lib/api-client.ts';

export const emailSettingsKeys = { all: ['email-settings'] as const };

export function useEmailSettings() {
  return useQuery({
    queryKey: emailSettingsKeys.all,
    queryFn: () => api('/email-settings', { schema: emailSettingsSchema }),
  });
}

export function useSaveEmailSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: EmailSettingsUpdate) =>
      api('/email-settings', { method: 'PUT', body: change, schema: emailSettingsSchema }),
    onSuccess: (saved: EmailSettings) => client.setQueryData(emailSettingsKeys.all, saved),
  });
}
