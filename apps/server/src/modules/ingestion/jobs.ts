import type { JobDefinition } from '../../workers/definition.ts';

/** Background jobs of the ingestion module. */
export const ingestionJobs: JobDefinition[] = [];
