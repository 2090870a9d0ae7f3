import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { startPeriodicJob } from '../../lib/periodic-job.ts';
import type { Storage } from '../../storage/storage.ts';
import { uploadsRepository } from './repository.ts';
import { imagesService } from './service.ts';

const HOUR = 60 * 60 * 1000;

/**
 * Removes unclaimed uploads every hour; several processes may run it, deletions are idempotent. No pass at start:
 * an upload is unclaimed only after a day, so a restart has nothing urgent to catch up on.
 */
export function startUploadCleanup(app: FastifyInstance, storage: Storage, db: Db): () => Promise<void> {
  const images = imagesService(storage, uploadsRepository(db));
  const removeUnclaimed = async () => {
    const count = await images.removeUnclaimed();
    if (count > 0) app.log.info({ count }, 'removed unclaimed uploads');
  };
  return startPeriodicJob(removeUnclaimed, HOUR, app.log, { name: 'upload cleanup', runAtStart: false });
}
