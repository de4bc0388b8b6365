import type { z } from 'zod';
import type { AppDeps } from '../deps.ts';

/**
 * A background job, defined as data: its queue name, payload schema, optional cron schedule
 * (always with a time zone) and the handler, which calls a module service.
 */
export interface WorkDefinition<T = unknown, D extends object = AppDeps> {
  name: string;
  payload: z.ZodType<T>;
  /** Five-field cron expression, evaluated in `tz`. */
  cron?: { expression: string; tz: string; payload?: T };
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Seconds a run may take before pg-boss considers it failed. */
  expireInSeconds?: number;
  /** Called with the process's deps: the infrastructure and every service (services.ts). */
  handler: (payload: T, deps: D) => Promise<void>;
}

/** Type the handler by its payload schema, then hand the registry a uniform definition. */
export function defineWork<T, D extends object = AppDeps>(definition: WorkDefinition<T, D>): WorkDefinition {
  return definition as unknown as WorkDefinition;
}
