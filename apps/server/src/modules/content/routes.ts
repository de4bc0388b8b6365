import {
  groupAdvisingAlertResponseSchema,
  monthlyUpdatesResponseSchema,
  releaseArchiveResponseSchema,
  releaseHistoryResponseSchema,
  requestBodySchema,
  requestResponseSchema,
  resourcesResponseSchema,
  roadmapHistoryResponseSchema,
  roadmapResponseSchema,
} from '@upstream/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { isAdmin, requireMember } from '../../http/auth.ts';
import { contentLibrary } from './loader.ts';
import * as content from './service.ts';

const REQUESTS_PER_HOUR = 20;

/** HTTP routes of the content module: the request form, the advising alert and the content pages. */
export const contentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // Read at start-up so a malformed content file stops the service with its name, not a member's page.
  const library = contentLibrary();

  app.post(
    '/api/post/request',
    {
      // Generous for a person, a wall for a script filling the operator's inbox.
      config: { auth: 'member', rateLimit: { max: REQUESTS_PER_HOUR, timeWindow: '1 hour' } },
      schema: { body: requestBodySchema, response: { 200: requestResponseSchema } },
    },
    async (request) => content.fileRequest(deps, requireMember(request), request.body),
  );

  app.post(
    '/api/post/group-advising-alert',
    { config: { auth: 'member' }, schema: { response: { 200: groupAdvisingAlertResponseSchema } } },
    async (request) => content.sendGroupAdvisingAlert(deps, requireMember(request)),
  );

  app.get(
    '/api/get/release-history',
    { schema: { response: { 200: releaseHistoryResponseSchema } } },
    async () => content.releaseHistory(library, deps.config.version),
  );

  app.get(
    '/api/get/release-history-archive',
    { config: { auth: 'admin' }, schema: { response: { 200: releaseArchiveResponseSchema } } },
    async () => content.releaseArchive(library),
  );

  app.get(
    '/api/get/monthly-updates',
    { config: { auth: 'member' }, schema: { response: { 200: monthlyUpdatesResponseSchema } } },
    async () => content.monthlyUpdates(library),
  );

  app.get(
    '/api/get/roadmap',
    { config: { auth: 'member' }, schema: { response: { 200: roadmapResponseSchema } } },
    async (request) => content.roadmap(library, { admin: isAdmin(request.user) }),
  );

  app.get(
    '/api/get/roadmap-history',
    { config: { auth: 'admin' }, schema: { response: { 200: roadmapHistoryResponseSchema } } },
    async () => content.roadmapHistory(library),
  );

  app.get('/api/get/resources', { schema: { response: { 200: resourcesResponseSchema } } }, async () =>
    content.resources(library),
  );
};
