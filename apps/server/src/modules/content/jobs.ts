import type { JobDefinition } from '../../workers/definition.ts';

/** Background jobs of the content module. */
export const contentJobs: JobDefinition[] = [];
