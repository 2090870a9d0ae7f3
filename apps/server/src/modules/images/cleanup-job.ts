import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Storage } from '../../storage/storage.ts';
import { uploadsRepository } from './repository.ts';
import { imagesService } from './service.ts';

const HOUR = 60 * 60 * 1000;

/** Removes unclaimed uploads every hour; several processes may run it, deletions are idempotent. */
export function startUploadCleanup(app: FastifyInstance, storage: Storage, db: Db): () => void {
  const images = imagesService(storage, uploadsRepository(db));
  const run = () =>
    images.removeUnclaimed().then(
      (count) => count > 0 && app.log.info({ count }, 'removed unclaimed uploads'),
      (err) => app.log.error({ err }, 'upload cleanup failed'),
    );
  const timer = setInterval(run, HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
