import type { JobDefinition } from '../../workers/definition.ts';

/** Background jobs of the tracking module. */
export const trackingJobs: JobDefinition[] = [];
