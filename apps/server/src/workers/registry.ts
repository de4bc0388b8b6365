import { accountsWork } from '../modules/accounts/index.ts';
import { alertsWork } from '../modules/alerts/index.ts';
import { emailWork } from '../modules/email/index.ts';
import { inboxWork } from '../modules/inbox/index.ts';
import { ingestionWork } from '../modules/ingestion/index.ts';
import { trackingWork } from '../modules/tracking/index.ts';
import type { ServiceDeps } from '../services.ts';
import type { Work } from '../work/definition.ts';
import { maintenanceWork } from './maintenance.ts';

/**
 * Every kind of background work of the service. Typed against the deps a process hands out, so a handler that
 * asks for something not among them does not compile.
 */
export function moduleWork(): Work<ServiceDeps>[] {
  return [
    ...maintenanceWork,
    ...accountsWork,
    ...alertsWork,
    ...ingestionWork,
    ...emailWork,
    ...inboxWork,
    ...trackingWork,
  ];
}
