import {
  type EmailSettings,
  type EmailSettingsUpdate,
  OPTIONAL_EMAIL_KIND_LIST,
  type OptionalEmailKind,
} from '@restrung/shared/email';
import type { EmailSettingsRepository } from './settings-repository.ts';

/** Every optional kind is on until its person turns it off; account emails are not settings at all. */
export function emailSettingsService(repository: EmailSettingsRepository) {
  const read = async (userId: string): Promise<EmailSettings> => {
    const off = new Set(await repository.optedOut(userId));
    return Object.fromEntries(OPTIONAL_EMAIL_KIND_LIST.map((kind) => [kind, !off.has(kind)])) as EmailSettings;
  };
  return {
    read,
    async update(userId: string, change: EmailSettingsUpdate): Promise<EmailSettings> {
      const entries = Object.entries(change) as Array<[OptionalEmailKind, boolean | undefined]>;
      const turnOff = entries.filter(([, on]) => on === false).map(([kind]) => kind);
      const turnOn = entries.filter(([, on]) => on === true).map(([kind]) => kind);
      await repository.update(userId, turnOff, turnOn);
      return read(userId);
    },
  };
}
export type EmailSettingsService = ReturnType<typeof emailSettingsService>;
