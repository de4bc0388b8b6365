import type { AppDeps } from './deps.ts';
import * as accounts from './modules/accounts/index.ts';
import type { EmailDirectory, EmailDirectoryDeps } from './modules/email/index.ts';
import * as jobs from './modules/jobs/index.ts';
import * as searches from './modules/searches/index.ts';

/**
 * The long-lived services of a process (caches, pools, clients) and the ports that connect modules, built once
 * here at the composition root and handed to the modules that name them in their deps. Nothing else keeps
 * module-level state.
 */
export type Services = EmailDirectoryDeps;

/** Everything a process hands out: the infrastructure and the services. */
export type ServiceDeps = AppDeps & Services;

export function createServices(infra: AppDeps): Services {
  const emailDirectory: EmailDirectory = {
    recipient: (userId) => accounts.findEmailRecipient(infra.db, userId),
    savedSearch: (userId, searchId) => searches.findSearchName(infra.db, userId, searchId),
    optOutOfAll: (userId) => accounts.optOutOfAllEmail(infra.db, userId),
    turnOffSearchEmail: async (userId, searchId, at) => {
      await searches.turnOffEmail(infra.db, userId, searchId, at);
    },
    jobPostingUrl: (jobId) => jobs.jobPostingUrl(infra.db, jobId),
  };
  return { emailDirectory };
}
