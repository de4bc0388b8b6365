import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { isAdmin, requireMember } from '../../http/auth.ts';
import { endpoint } from '../../http/endpoint.ts';
import type { ContentPages } from './loader.ts';
import * as content from './service.ts';

/** HTTP routes of the content module: the request form, the advising alert and the content pages. */
export const contentRoutes: FastifyPluginAsyncZod<AppDeps & { contentPages: ContentPages }> = async (
  app,
  deps,
) => {
  // Read at start-up so a malformed content file stops the service with its name, not a member's page.
  const library = deps.contentPages.library();

  app.route({
    ...endpoint('fileRequest'),
    handler: async (request) => content.fileRequest(deps, requireMember(request), request.body),
  });

  app.route({
    ...endpoint('groupAdvisingAlert'),
    handler: async (request) => content.sendGroupAdvisingAlert(deps, requireMember(request)),
  });

  app.route({
    ...endpoint('releaseHistory'),
    handler: async () => content.releaseHistory(library, deps.config.version),
  });

  app.route({ ...endpoint('releaseArchive'), handler: async () => content.releaseArchive(library) });

  app.route({ ...endpoint('monthlyUpdates'), handler: async () => content.monthlyUpdates(deps, library) });

  app.route({
    ...endpoint('roadmap'),
    handler: async (request) => content.roadmap(library, { admin: isAdmin(request.user) }),
  });

  app.route({ ...endpoint('roadmapHistory'), handler: async () => content.roadmapHistory(library) });

  app.route({ ...endpoint('resources'), handler: async () => content.resources(library) });
};
