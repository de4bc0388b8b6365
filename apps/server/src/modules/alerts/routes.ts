import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';

/** HTTP routes of the alerts module. */
export const alertsRoutes: FastifyPluginAsyncZod<AppDeps> = async (_app, _deps) => {};
