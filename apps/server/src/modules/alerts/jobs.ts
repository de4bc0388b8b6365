import type { JobDefinition } from '../../workers/definition.ts';

/** Background jobs of the alerts module. */
export const alertsJobs: JobDefinition[] = [];
