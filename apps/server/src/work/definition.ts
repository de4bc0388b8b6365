import type { z } from 'zod';

/**
 * A kind of background work, defined as data: its queue name, payload schema, optional cron schedule (always
 * with a time zone) and the handler, which calls a module service with the deps it names (`D`).
 */
export interface WorkDefinition<T extends object, D extends object> {
  name: string;
  payload: z.ZodType<T>;
  /** Five-field cron expression, evaluated in `tz`. */
  cron?: { expression: string; tz: string; payload?: T };
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Seconds a run may take before pg-boss considers it failed. */
  expireInSeconds?: number;
  handler: (payload: T, deps: D) => Promise<void>;
}

/**
 * Work as the runner holds it: one shape whatever the payload, still typed by the deps its handler asks for.
 * A `Work<D>` goes in a list of `Work<ProcessDeps>` only if the process's deps include everything `D` names,
 * so a handler asking for a service the runner does not give fails to compile.
 */
export interface Work<D extends object> {
  name: string;
  cron?: { expression: string; tz: string; payload?: object };
  retryLimit?: number;
  retryDelaySeconds?: number;
  expireInSeconds?: number;
  /** Check the payload (a bad one fails here, before the run), then give the run. */
  prepare: (data: unknown) => (deps: D) => Promise<void>;
}

/** Type the handler by its payload schema and its deps; the result is both the definition and its `Work`. */
export function defineWork<T extends object, D extends object>(
  definition: WorkDefinition<T, D>,
): WorkDefinition<T, D> & Work<D> {
  return {
    ...definition,
    prepare: (data) => {
      const payload = definition.payload.parse(data ?? {});
      return (deps) => definition.handler(payload, deps);
    },
  };
}
