// The billing module's face: its routes (Stripe Checkout, the customer portal, the webhook) and the Stripe
// client the composition root builds once.

export { cancelPaidPlans } from './cancel.ts';
export { billingRoutes } from './routes.ts';
export type { BillingServices } from './service.ts';
export { createStripe } from './stripe.ts';
