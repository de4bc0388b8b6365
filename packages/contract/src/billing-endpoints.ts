import { receivedResponseSchema } from './accounts.ts';
import {
  checkoutSessionFormSchema,
  confirmCheckoutBodySchema,
  confirmCheckoutResponseSchema,
  portalSessionFormSchema,
} from './billing.ts';
import {
  asMember,
  billingOff,
  type EndpointSchemas,
  invalid,
  redirect,
  refused,
  signedOut,
} from './endpoint-shared.ts';
import type { EndpointName } from './endpoints.ts';

/** Paid plans: checkout, the billing portal and Stripe's webhook. */
export const billingEndpoints = {
  startCheckout: {
    auth: 'member',
    body: checkoutSessionFormSchema,
    response: {
      303: redirect("Stripe's checkout, or /subscription-confirmation?error=… when it cannot start"),
      ...invalid,
      ...asMember,
    },
  },
  openBillingPortal: {
    auth: 'member',
    body: portalSessionFormSchema,
    response: {
      303: redirect("Stripe's billing portal, or /subscription-confirmation?error=… when it cannot open"),
      ...invalid,
      ...asMember,
    },
  },
  confirmCheckout: {
    auth: 'member',
    body: confirmCheckoutBodySchema,
    response: {
      200: confirmCheckoutResponseSchema,
      ...invalid,
      403: refused('The checkout belongs to someone else, no access yet, or a cross-site call'),
      401: signedOut[401],
      409: refused('The checkout is not complete yet'),
      ...billingOff,
    },
  },
  stripeWebhook: {
    hide: true,
    response: {
      200: receivedResponseSchema,
      400: refused('The Stripe signature is missing or wrong'),
      ...billingOff,
    },
  },
} satisfies Partial<Record<EndpointName, EndpointSchemas>>;
