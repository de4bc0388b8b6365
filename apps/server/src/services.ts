import type { InfraDeps } from './deps.ts';

/**
 * The long-lived services of a process (caches, pools, clients), built once here at the composition root
 * and handed to every module through AppDeps. Nothing else keeps module-level state.
 */
// biome-ignore lint/complexity/noBannedTypes: filled in as services move here
export type Services = {};

export function createServices(_infra: InfraDeps): Services {
  return {};
}
