import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@restrung/shared/api-error';
import { paymentIntentResponseSchema, paymentSucceededSchema, webhookReceivedSchema } from '@restrung/shared/booking';
import {
  paymentIntentRequestSchema,
  paymentSyncRequestSchema,
  sandboxConfirmRequestSchema,
} from '@restrung/shared/booking-input';
import { requireRole } from '../../plugins/authenticate.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { ConfiguredPaymentProvider } from './create-payment-provider.ts';
import type { CheckoutService } from './service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

export const checkoutRoutes =
  (service: CheckoutService, provider: ConfiguredPaymentProvider): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/create-payment-intent',
      {
        schema: {
          tags: ['payments'],
          summary: 'The client secret for paying one of my orders (buyers)',
          description:
            "The spec's body is {price}; bookingId names the order and is required. The amount is always the order's own " +
            'price: a price in the body is ignored. The same order answers the same intent on every call (a reload creates no ' +
            "second one). 409 once the order is paid; 403 for another buyer's order. The client secret goes to the sandbox's " +
            "POST /api/payments/sandbox/confirm, or to Stripe.js's confirmCardPayment when GET /api/config says Stripe.",
          body: paymentIntentRequestSchema,
          response: { 200: paymentIntentResponseSchema, ...errors },
        },
        preHandler: requireRole('buyer'),
      },
      async (request) => service.createIntent(request.body.bookingId, request.user!),
    );

    if (provider.name === 'sandbox') {
      app.post(
        '/payments/sandbox/confirm',
        {
          schema: {
            tags: ['payments'],
            summary:
              "Pays an order by card with the built-in sandbox processor (buyers; the sandbox's confirmCardPayment)",
            description:
              "Follows Stripe's published test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, " +
              '4000 0000 0000 9995 has insufficient funds. On success the order and the product are Paid and the answer is ' +
              '{status: "succeeded", transactionId}; confirming again answers the same without charging twice. A declined card ' +
              'answers 402 with the processor\'s message ("Your card was declined."); invalid card details 400 with Stripe\'s ' +
              'wording; an unknown client secret 404; an order already paid or a payment in progress 409. The card number is never ' +
              'stored or logged.',
            body: sandboxConfirmRequestSchema,
            response: { 200: paymentSucceededSchema, 402: apiErrorSchema, ...errors },
          },
          preHandler: requireRole('buyer'),
        },
        async (request) => service.confirmSandbox(request.body, request.user!),
      );
    }

    app.post(
      '/payments/sync',
      {
        schema: {
          tags: ['payments'],
          summary: 'Records a payment the provider has confirmed (buyers; after Stripe.js confirmCardPayment)',
          description:
            'The server retrieves the payment intent from the provider itself and settles the order only if the provider ' +
            'reports a succeeded payment of the order\'s price for that order. 200 {status: "succeeded", transactionId} (also when it ' +
            "was already recorded); 402 with the provider's message when the last attempt failed; 409 while it is still processing.",
          body: paymentSyncRequestSchema,
          response: { 200: paymentSucceededSchema, 402: apiErrorSchema, ...errors },
        },
        preHandler: requireRole('buyer'),
      },
      async (request) => service.sync(request.body.paymentIntentId, request.user!),
    );

    // Stripe signs the exact bytes it sends: this route alone reads its JSON body raw.
    await app.register(async (webhook) => {
      webhook.removeContentTypeParser('application/json');
      webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      webhook.post(
        '/payments/stripe/webhook',
        {
          schema: {
            tags: ['payments'],
            summary: 'Stripe webhook: payment_intent.succeeded and payment_intent.payment_failed',
            description:
              'Verified with STRIPE_WEBHOOK_SECRET over the raw body (Stripe-Signature header); a missing, wrong or stale ' +
              'signature answers 400 and changes nothing. 404 when no webhook secret is configured. A succeeded payment of an ' +
              "order's price settles that order.",
            response: { 200: webhookReceivedSchema, ...errors },
          },
        },
        async (request) => {
          if (!provider.parseWebhook) throw notFound('Webhooks are not configured on this server.');
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const signature = request.headers['stripe-signature'];
          const event = provider.parseWebhook(body, Array.isArray(signature) ? signature[0] : signature);
          await service.handleWebhook(event);
          return { received: true as const };
        },
      );
    });
  };
