import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@restrung/shared/api-error';
import { uploadResponseSchema } from '@restrung/shared/user';
import { badRequest, HttpError, serviceUnavailable } from '../../lib/http-errors.ts';
import { DecoderBusyError } from '../../images/decode-heic.ts';
import { UPLOAD_MESSAGES } from '@restrung/shared/upload';
import { InvalidImageError, MAX_UPLOAD_BYTES } from '../../images/process-image.ts';
import type { ImagesService } from './service.ts';
import type { RateLimits } from '../../plugins/rate-limits.ts';

/** About how long the photos already waiting take to decode. */
const BUSY_RETRY_AFTER_SECONDS = 10;

export const imageRoutes =
  (images: ImagesService, limits: RateLimits): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/upload',
      {
        schema: {
          tags: ['images'],
          summary: 'Uploads one photo (multipart field "image")',
          description: `JPEG, PNG, WebP, GIF, AVIF or HEIF up to ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Re-encoded as WebP without metadata. Unused uploads are removed after a day.`,
          consumes: ['multipart/form-data'],
          response: {
            200: uploadResponseSchema,
            400: apiErrorSchema,
            413: apiErrorSchema,
            429: apiErrorSchema,
            503: apiErrorSchema,
          },
        },
        config: { rateLimit: limits.upload },
      },
      async (request, reply) => {
        if (!request.isMultipart())
          throw badRequest('Please send the photo as multipart form data in the field "image".');
        let file: Awaited<ReturnType<typeof request.file>>;
        try {
          file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
        } catch {
          throw badRequest('Please send the photo as multipart form data in the field "image".');
        }
        if (file?.fieldname !== 'image') throw badRequest('Please choose a photo to upload.');
        let bytes: Buffer;
        try {
          bytes = await file.toBuffer();
        } catch {
          throw new HttpError(
            413,
            `The photo is too large. Please choose one under ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
          );
        }
        try {
          const url = await images.store(bytes, request.user?.id ?? null);
          return { success: true as const, data: { url } };
        } catch (error) {
          if (error instanceof InvalidImageError) throw badRequest(error.message);
          if (error instanceof DecoderBusyError) {
            reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
            throw serviceUnavailable(UPLOAD_MESSAGES.busy);
          }
          throw error;
        }
      },
    );
  };
