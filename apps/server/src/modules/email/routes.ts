import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@restrung/shared/api-error';
import { emailSettingsSchema, emailSettingsUpdateSchema } from '@restrung/shared/email';
import { requireUser } from '../../plugins/authenticate.ts';
import type { EmailSettingsService } from './settings-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

/** The signed-in person's own email settings; nobody reads or changes another's. */
export const emailSettingsRoutes =
  (service: EmailSettingsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/email-settings',
      {
        schema: {
          tags: ['email'],
          summary: 'Which kinds of email the signed-in person receives',
          description: 'Account emails (address confirmation, password reset) always go out and are not listed.',
          response: { 200: emailSettingsSchema, ...errors },
        },
        preHandler: requireUser,
      },
      async (request) => service.read(request.user!.id),
    );

    app.put(
      '/email-settings',
      {
        schema: {
          tags: ['email'],
          summary: 'Turns kinds of email on or off; answers the settings as stored',
          description: 'Names only the kinds it changes. An unknown kind, or an account email, is refused with 400.',
          body: emailSettingsUpdateSchema,
          response: { 200: emailSettingsSchema, ...errors },
        },
        preHandler: requireUser,
      },
      async (request) => service.update(request.user!.id, request.body),
    );
  };
