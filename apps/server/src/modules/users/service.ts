import type { SessionUser } from '@restrung/shared/user';
import type { ProfileSync } from '@restrung/shared/user-input';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import type { UploadsRepository } from '../images/repository.ts';
import { isOwnMediaUrl } from '../images/media-url.ts';
import type { UsersRepository } from './repository.ts';

export type UsersService = ReturnType<typeof usersService>;

export function usersService(users: UsersRepository, uploads: UploadsRepository) {
  const lookup = async (email: string) => {
    const user = await users.findByEmail(email);
    if (!user) throw notFound('No account has this email.');
    return user;
  };

  return {
    async roleOf(email: string) {
      return { role: (await lookup(email)).role };
    },

    /**
     * The caller's own verification comes from their session, which was read from the users row in this request
     * (plugins/authenticate.ts), so it is as fresh as a second query and saves it; an admin asking about someone
     * else gets the lookup.
     */
    async verificationOf(email: string, caller: SessionUser) {
      if (caller.email.toLowerCase() === email.toLowerCase()) return { verified: caller.verified };
      return { verified: (await lookup(email)).verified };
    },

    /** Name and photo only: never a role, and a photo only from our own media. */
    async updateOwnProfile(caller: SessionUser, { name, email, role, img }: ProfileSync) {
      if (caller.email.toLowerCase() !== email) throw forbidden('You can only update your own account.');
      if (role && role !== caller.role) throw forbidden('Your role cannot be changed here.');
      const image = img && isOwnMediaUrl(img) ? img : (caller.image ?? null);
      await users.updateProfile(caller.id, { name, image });
      if (image) await uploads.claim(image);
      return { acknowledged: true as const };
    },
  };
}
