import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@restrung/shared/api-error';
import { idParamsSchema } from '@restrung/shared/product-input';
import {
  ownReviewListSchema,
  REVIEW_EDIT_DAYS,
  reviewAnswerSchema,
  reviewChangedSchema,
  reviewCreatedSchema,
  reviewListSchema,
  reviewRemovalSchema,
} from '@restrung/shared/review';
import {
  myReviewsQuerySchema,
  reviewIdParamsSchema,
  reviewInputSchema,
  sellerReviewsQuerySchema,
} from '@restrung/shared/review-input';
import { requireRole, requireUser } from '../../plugins/authenticate.ts';
import type { ReviewsService } from './service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

export const reviewRoutes =
  (service: ReviewsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/myorders/:id/review',
      {
        schema: {
          tags: ['reviews'],
          summary: 'The buyer of a Paid order rates its seller (1 to 5 stars and a text), once per order',
          description:
            "403 for another buyer's order, 409 while the order is not Paid, 409 for a second review of the same order. " +
            'The seller is notified (in the app and by email).',
          params: reviewIdParamsSchema,
          body: reviewInputSchema,
          response: { 200: reviewCreatedSchema, ...errors },
        },
        preHandler: requireRole('buyer'),
      },
      async (request) => ({
        acknowledged: true as const,
        insertedId: await service.create(request.params.id, request.body, request.user!),
      }),
    );

    app.put(
      '/reviews/:id',
      {
        schema: {
          tags: ['reviews'],
          summary: `Its author changes a review, within ${REVIEW_EDIT_DAYS} days of posting`,
          description: `403 for someone else's review, and once ${REVIEW_EDIT_DAYS} days have passed (by the database clock).`,
          params: reviewIdParamsSchema,
          body: reviewInputSchema,
          response: { 200: reviewChangedSchema, ...errors },
        },
        preHandler: requireRole('buyer'),
      },
      async (request) => {
        await service.edit(request.params.id, request.body, request.user!);
        return { acknowledged: true as const, modifiedCount: 1 };
      },
    );

    app.post(
      '/reviews/:id/answer',
      {
        schema: {
          tags: ['reviews'],
          summary: 'The reviewed seller answers a review, once',
          description: '403 for anyone but the reviewed seller, 409 for a second answer.',
          params: reviewIdParamsSchema,
          body: reviewAnswerSchema,
          response: { 200: reviewChangedSchema, ...errors },
        },
        preHandler: requireRole('seller'),
      },
      async (request) => {
        await service.answer(request.params.id, request.body.text, request.user!);
        return { acknowledged: true as const, modifiedCount: 1 };
      },
    );

    app.post(
      '/reviews/:id/remove',
      {
        schema: {
          tags: ['reviews'],
          summary: 'An admin removes an abusive review, with a reason kept in the audit log',
          description: "The review disappears from the seller's page and rating; the order cannot be reviewed again.",
          params: reviewIdParamsSchema,
          body: reviewRemovalSchema,
          response: { 200: reviewChangedSchema, ...errors },
        },
        preHandler: requireRole('admin'),
      },
      async (request) => {
        await service.remove(request.params.id, request.body.reason, request.user!);
        return { acknowledged: true as const, modifiedCount: 1 };
      },
    );

    app.get(
      '/sellers/:id/reviews',
      {
        schema: {
          tags: ['reviews'],
          summary: "A seller's reviews with their answers, newest first",
          description:
            "Visible to whoever may see the seller's page (GET /sellers/{id}). Keyset-paginated: ?after=<_id of the last " +
            'review shown> and ?limit; a page shorter than limit is the last one.',
          params: idParamsSchema,
          querystring: sellerReviewsQuerySchema,
          response: { 200: reviewListSchema, ...errors },
        },
        preHandler: requireUser,
      },
      async (request) => service.listForSeller(request.params.id, request.user!, request.query),
    );

    app.get(
      '/myreviews',
      {
        schema: {
          tags: ['reviews'],
          summary: "The caller's reviews of the given orders (My Orders), with whether each can still be edited",
          querystring: myReviewsQuerySchema,
          response: { 200: ownReviewListSchema, ...errors },
        },
        preHandler: requireRole('buyer'),
      },
      async (request) => service.listOwn(request.user!, request.query.orders),
    );
  };
