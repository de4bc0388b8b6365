import Stripe from 'stripe';
import type { Config } from '../../config.ts';

/** The Stripe client, pointed at STRIPE_API_URL when set (tests and local runs use a local fake of its API). */
export function createStripe(config: Config): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'https:' ? 443 : 80),
      protocol: api.protocol.replace(':', '') as 'http' | 'https',
    }),
  });
}
