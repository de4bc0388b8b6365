import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';

/** HTTP routes of the ingestion module. */
export const ingestionRoutes: FastifyPluginAsyncZod<AppDeps> = async (_app, _deps) => {};
