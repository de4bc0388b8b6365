import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';

/** HTTP routes of the content module. */
export const contentRoutes: FastifyPluginAsyncZod<AppDeps> = async (_app, _deps) => {};
