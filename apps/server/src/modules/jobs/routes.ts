import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';

/** HTTP routes of the jobs module. */
export const jobsRoutes: FastifyPluginAsyncZod<AppDeps> = async (_app, _deps) => {};
