import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/auth.ts';
import { endpoint } from '../../http/endpoint.ts';
import * as boards from './boards.ts';

/** The Boards section: list, preview, add (one or a pasted list), fetch now, disable/enable, remove. */
export const boardsRoutes: FastifyPluginAsyncZod<boards.BoardsDeps> = async (app, deps) => {
  app.route({ ...endpoint('adminBoards'), handler: async () => boards.boards(deps) });

  app.route({
    ...endpoint('adminPreviewBoard'),
    handler: async (request) => boards.preview(deps, request.body),
  });

  app.route({
    ...endpoint('adminAddBoard'),
    handler: async (request, reply) =>
      reply.status(201).send(await boards.add(deps, requireUser(request), request.body)),
  });

  app.route({
    ...endpoint('adminBulkAddBoards'),
    handler: async (request) => boards.bulkAdd(deps, requireUser(request), request.body.text),
  });

  app.route({
    ...endpoint('adminFetchBoard'),
    handler: async (request) => boards.fetchNow(deps, requireUser(request), request.params.id),
  });

  app.route({
    ...endpoint('adminSetBoardEnabled'),
    handler: async (request) =>
      boards.setEnabled(deps, requireUser(request), request.params.id, request.body.enabled),
  });

  app.route({
    ...endpoint('adminSetBoardIndustry'),
    handler: async (request) =>
      boards.setIndustry(deps, requireUser(request), request.params.id, request.body.industry),
  });

  app.route({
    ...endpoint('adminRemoveBoard'),
    handler: async (request) => boards.remove(deps, requireUser(request), request.params.id),
  });
};
