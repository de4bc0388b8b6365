import { accountsJobs } from '../modules/accounts/jobs.ts';
import { adminJobs } from '../modules/admin/jobs.ts';
import { alertsJobs } from '../modules/alerts/jobs.ts';
import { billingJobs } from '../modules/billing/jobs.ts';
import { contentJobs } from '../modules/content/jobs.ts';
import { ingestionJobs } from '../modules/ingestion/jobs.ts';
import { jobsJobs } from '../modules/jobs/jobs.ts';
import { searchesJobs } from '../modules/searches/jobs.ts';
import { trackingJobs } from '../modules/tracking/jobs.ts';
import type { JobDefinition } from './definition.ts';
import { maintenanceJobs } from './maintenance.ts';

/** Every background job of the service. */
export function moduleJobs(): JobDefinition[] {
  return [
    ...maintenanceJobs,
    ...accountsJobs,
    ...adminJobs,
    ...alertsJobs,
    ...billingJobs,
    ...contentJobs,
    ...ingestionJobs,
    ...jobsJobs,
    ...searchesJobs,
    ...trackingJobs,
  ] as JobDefinition[];
}
