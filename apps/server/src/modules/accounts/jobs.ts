import type { JobDefinition } from '../../workers/definition.ts';

/** Background jobs of the accounts module. */
export const accountsJobs: JobDefinition[] = [];
