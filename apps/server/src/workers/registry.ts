import { accountsWork } from '../modules/accounts/work.ts';
import { alertsWork } from '../modules/alerts/work.ts';
import { ingestionWork } from '../modules/ingestion/work.ts';
import type { WorkDefinition } from './definition.ts';
import { maintenanceWork } from './maintenance.ts';

/** Every kind of background work of the service. */
export function moduleWork(): WorkDefinition[] {
  return [...maintenanceWork, ...accountsWork, ...alertsWork, ...ingestionWork] as WorkDefinition[];
}
