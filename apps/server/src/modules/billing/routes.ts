import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';

/** HTTP routes of the billing module. */
export const billingRoutes: FastifyPluginAsyncZod<AppDeps> = async (_app, _deps) => {};
