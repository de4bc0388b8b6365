import { accountsWork } from '../modules/accounts/index.ts';
import { alertsWork } from '../modules/alerts/index.ts';
import { inboxWork } from '../modules/inbox/index.ts';
import { ingestionWork } from '../modules/ingestion/index.ts';
import type { WorkDefinition } from './definition.ts';
import { maintenanceWork } from './maintenance.ts';

/** Every kind of background work of the service. */
export function moduleWork(): WorkDefinition[] {
  return [
    ...maintenanceWork,
    ...accountsWork,
    ...alertsWork,
    ...ingestionWork,
    ...inboxWork,
  ] as WorkDefinition[];
}
