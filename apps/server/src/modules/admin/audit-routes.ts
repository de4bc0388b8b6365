import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { endpoint } from '../../http/endpoint.ts';
import { auditLog } from './audit.ts';

/** The audit log's page. */
export const auditRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.route({ ...endpoint('adminAuditLog'), handler: async (request) => auditLog(deps, request.query) });
};
