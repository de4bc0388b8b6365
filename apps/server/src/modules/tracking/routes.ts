import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';

/** HTTP routes of the tracking module. */
export const trackingRoutes: FastifyPluginAsyncZod<AppDeps> = async (_app, _deps) => {};
