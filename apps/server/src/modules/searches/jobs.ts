import type { JobDefinition } from '../../workers/definition.ts';

/** Background jobs of the searches module. */
export const searchesJobs: JobDefinition[] = [];
