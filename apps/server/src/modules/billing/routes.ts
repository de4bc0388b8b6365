import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { requireMember } from '../../http/auth.ts';
import { endpoint } from '../../http/endpoint.ts';
import { AppError } from '../../http/errors.ts';
import * as billing from './service.ts';

/** HTTP routes of the billing module: checkout and portal (HTML form posts, answered with redirects), webhook. */
export const billingRoutes: FastifyPluginAsyncZod<billing.BillingDeps> = async (app, deps) => {
  const { stripe } = deps;

  // These are full-page form posts: a failure goes back to a page that explains it, never to raw JSON.
  const formResult = async (open: () => Promise<string>): Promise<string> => {
    try {
      return await open();
    } catch (err) {
      const code = err instanceof AppError ? err.code : 'billing_failed';
      if (!(err instanceof AppError)) deps.logger.error({ err }, 'billing redirect failed');
      return `/subscription-confirmation?error=${encodeURIComponent(code)}`;
    }
  };

  app.route({
    ...endpoint('startCheckout', { config: { answersWithPages: true } }),
    handler: async (request, reply) => {
      const user = requireMember(request);
      return reply.redirect(
        await formResult(() => billing.startCheckout(deps, user, request.body.lookup_key)),
        303,
      );
    },
  });

  app.route({
    ...endpoint('openBillingPortal', { config: { answersWithPages: true } }),
    handler: async (request, reply) => {
      const user = requireMember(request);
      return reply.redirect(
        await formResult(() => billing.openPortal(deps, user.id, request.body.customer_id)),
        303,
      );
    },
  });

  app.route({
    ...endpoint('confirmCheckout'),
    handler: async (request) => {
      const user = requireMember(request);
      const p = await billing.confirmCheckout(deps, user.id, request.body.session_id);
      return {
        ...p,
        subscription_current_period_end: p.subscription_current_period_end?.toISOString() ?? null,
      };
    },
  });

  // The webhook needs the exact bytes Stripe signed, so it parses its own body.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    webhook.route({
      ...endpoint('stripeWebhook', { config: { allowCrossOrigin: true } }),
      handler: async (request) => {
        const secret = deps.config.STRIPE_WEBHOOK_SECRET;
        const signature = request.headers['stripe-signature'];
        if (!stripe || !secret) throw new AppError(503, 'billing_unavailable', 'Billing is not configured.');
        if (typeof signature !== 'string')
          throw new AppError(400, 'bad_signature', 'Missing Stripe-Signature header.');
        let event: Stripe.Event;
        try {
          event = stripe.webhooks.constructEvent(request.body as Buffer, signature, secret);
        } catch {
          throw new AppError(400, 'bad_signature', 'The webhook signature is not valid.');
        }
        await billing.handleEvent(deps, event);
        return { received: true };
      },
    });
  });
};
