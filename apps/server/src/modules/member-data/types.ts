import type Stripe from 'stripe';
import type { AppDeps } from '../../deps.ts';

export type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer' | 'logger'> & { stripe: Stripe | null };
