import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import type { IngestionServices } from '../ingestion/index.ts';
import type { SearchCache } from '../job-search/index.ts';
import { advisingRoutes } from './advising-routes.ts';
import { auditRoutes } from './audit-routes.ts';
import { boardsRoutes } from './boards-routes.ts';
import { digestRunsRoutes } from './digest-runs-routes.ts';
import { emailConsoleRoutes } from './email-routes.ts';
import { flaggedRoutes } from './flagged-routes.ts';
import { membersRoutes } from './members-routes.ts';
import { monthlyUpdateRoutes } from './monthly-update-routes.ts';
import { overviewRoutes } from './overview-routes.ts';
import { requestsRoutes } from './requests-routes.ts';
import { waitlistRoutes } from './waitlist-routes.ts';

/** What the console's sections are given: the process's infrastructure and services (app.ts hands them all). */
export type AdminDeps = AppDeps & IngestionServices & { searchCache: SearchCache };

/**
 * The operator console's HTTP routes (/api/admin/*). Every one is declared `auth: 'admin'` in the contract,
 * so the auth plugin answers 401 signed out and 403 to anyone but an admin before a handler runs. One plugin
 * per section (<section>-routes.ts).
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  await app.register(auditRoutes, deps);
  await app.register(boardsRoutes, deps);
  await app.register(requestsRoutes, deps);
  await app.register(waitlistRoutes, deps);
  // Overview, Members, Flagged jobs, Email, Digest runs, Group advising, Monthly update
  await app.register(overviewRoutes, deps);
  await app.register(membersRoutes, deps);
  await app.register(flaggedRoutes, deps);
  await app.register(emailConsoleRoutes, deps);
  await app.register(digestRunsRoutes, deps);
  await app.register(advisingRoutes, deps);
  await app.register(monthlyUpdateRoutes, deps);
};
