import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';

/** HTTP routes of the searches module. */
export const searchesRoutes: FastifyPluginAsyncZod<AppDeps> = async (_app, _deps) => {};
