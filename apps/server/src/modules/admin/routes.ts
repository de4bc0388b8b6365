import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';

/** HTTP routes of the admin module. */
export const adminRoutes: FastifyPluginAsyncZod<AppDeps> = async (_app, _deps) => {};
