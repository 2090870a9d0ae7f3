import { ACCOUNT_MESSAGES } from '@restrung/shared/account';
import type { SessionUser } from '@restrung/shared/user';
import { badRequest } from '../../lib/http-errors.ts';
import type { UploadsRepository } from '../images/repository.ts';
import { isOwnMediaUrl } from '../images/media-url.ts';

/** The profile photos the better-auth routes accept: always one of our own uploads, and the caller's to use. */
export function profilePhotoService(uploads: UploadsRepository) {
  return {
    /**
     * A new profile photo must be one of our own uploads made by this person (the web app uploads it signed in),
     * so nobody shows a tracking pixel or takes another person's photo. Keeping the current photo is always fine.
     */
    async assertOwn(user: SessionUser, url: string): Promise<void> {
      if (url === user.image) return;
      const upload = isOwnMediaUrl(url) ? await uploads.findByUrl(url) : undefined;
      if (!upload) throw badRequest(`image: ${ACCOUNT_MESSAGES.photoInvalid}`);
      if (upload.uploaderId !== user.id) throw badRequest(`image: ${ACCOUNT_MESSAGES.photoNotYours}`);
    },

    /**
     * A sign-up photo is uploaded signed out just before the account exists: it must be one of our uploads that
     * nobody has signed in to make and nobody uses yet, so a sign-up cannot take another person's photo.
     */
    async assertSignUp(url: string): Promise<void> {
      const upload = isOwnMediaUrl(url) ? await uploads.findByUrl(url) : undefined;
      if (!upload) throw badRequest(`image: ${ACCOUNT_MESSAGES.photoInvalid}`);
      if (upload.uploaderId !== null || upload.claimedAt !== null)
        throw badRequest(`image: ${ACCOUNT_MESSAGES.photoNotYours}`);
    },

    /** The photo is in use: the cleanup job keeps it. */
    claim: async (url: string): Promise<void> => {
      await uploads.claim(url);
    },
  };
}
export type ProfilePhotoService = ReturnType<typeof profilePhotoService>;
