import type { JobDefinition } from '../../workers/definition.ts';

/** Background jobs of the jobs module. */
export const jobsJobs: JobDefinition[] = [];
