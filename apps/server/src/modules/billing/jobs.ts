import type { JobDefinition } from '../../workers/definition.ts';

/** Background jobs of the billing module. */
export const billingJobs: JobDefinition[] = [];
