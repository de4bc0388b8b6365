import type { z } from 'zod';
import type { AppDeps } from '../deps.ts';

/**
 * A background job, defined as data: its queue name, payload schema, optional cron schedule
 * (always with a time zone) and the handler, which calls a module service.
 */
export interface WorkDefinition<T = unknown> {
  name: string;
  payload: z.ZodType<T>;
  /** Five-field cron expression, evaluated in `tz`. */
  cron?: { expression: string; tz: string; payload?: T };
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Seconds a run may take before pg-boss considers it failed. */
  expireInSeconds?: number;
  handler: (payload: T, deps: AppDeps) => Promise<void>;
}

/** Type the handler by its payload schema, then hand the registry a uniform definition. */
export function defineWork<T>(definition: WorkDefinition<T>): WorkDefinition {
  return definition as unknown as WorkDefinition;
}
