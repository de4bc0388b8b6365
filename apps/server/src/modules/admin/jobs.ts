import type { JobDefinition } from '../../workers/definition.ts';

/** Background jobs of the admin module. */
export const adminJobs: JobDefinition[] = [];
