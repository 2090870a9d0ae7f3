import { DEMOTE_MESSAGES, type AdminRow, type DemoteAdminResponse } from '@restrung/shared/admin-accounts';
import type { SessionUser } from '../../plugins/authenticate.ts';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { actorOf } from '../audit-log/repository.ts';
import type { AdminAccountsRepository } from './repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The All Admins page: list admins, remove an admin's rights (they become a buyer; nothing else changes). */
export function adminAccountsService(repository: AdminAccountsRepository) {
  return {
    listAdmins: async (): Promise<AdminRow[]> =>
      (await repository.listAdmins()).map((a) => ({
        _id: a.id,
        name: a.name,
        email: a.email,
        img: a.image,
        createdAt: a.createdAt,
      })),

    async demote(caller: SessionUser, id: string): Promise<DemoteAdminResponse> {
      if (!UUID.test(id)) throw notFound(DEMOTE_MESSAGES.notFound);
      const result = await repository.demote({ id }, actorOf(caller));
      switch (result.status) {
        case 'demoted':
          return { acknowledged: true, role: 'buyer' };
        case 'not_found':
          throw notFound(DEMOTE_MESSAGES.notFound);
        case 'self':
          throw forbidden(DEMOTE_MESSAGES.self);
        case 'not_admin':
          throw conflict(DEMOTE_MESSAGES.notAdmin);
        case 'last_admin':
          throw conflict(DEMOTE_MESSAGES.lastAdmin);
        case 'caller_not_admin':
          throw forbidden(DEMOTE_MESSAGES.callerNotAdmin);
      }
    },
  };
}
export type AdminAccountsService = ReturnType<typeof adminAccountsService>;
