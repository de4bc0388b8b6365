import type { Executor } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { SessionUser } from '../../http/session.ts';
import { accountDataOf } from '../accounts/index.ts';
import { auditDataOf } from '../admin/index.ts';
import { catalogueDataOf } from '../catalogue/index.ts';
import { contentDataOf } from '../content/index.ts';
import { emailDataOf } from '../email/index.ts';
import { inboxDataOf } from '../inbox/index.ts';
import { savedSearchDataOf } from '../saved-searches/index.ts';
import { exportTrackedJobs, trackingDataOf } from '../tracking/index.ts';

// "Download my data": each module gives the member's rows of the tables it owns, one section per table.
// A module that comes to own a table naming members adds its line here (member-data.test.ts lists the
// schema's tables and fails until it does).

type Sections = Record<string, readonly unknown[]>;
type SectionsOf = (db: Executor, member: { id: number; email: string }) => Promise<Sections>;

export const EXPORT_SECTIONS: readonly SectionsOf[] = [
  (db, m) => accountDataOf(db, m.id),
  (db, m) => trackingDataOf(db, m.id),
  (db, m) => savedSearchDataOf(db, m.id),
  (db, m) => inboxDataOf(db, m.id),
  (db, m) => contentDataOf(db, m.id),
  (db, m) => emailDataOf(db, m.id, m.email),
  (db, m) => catalogueDataOf(db, m.id),
  (db, m) => auditDataOf(db, m.id, m.email),
];

export interface MemberData {
  exported_at: string;
  account: { id: number; email: string };
  /** The tracker as the Tracker page's CSV export gives it (empty for a person without access yet). */
  tracker_csv: string;
  tables: Sections;
}

export async function memberData(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  user: SessionUser,
): Promise<MemberData> {
  const tables: Sections = {};
  for (const sections of EXPORT_SECTIONS) Object.assign(tables, await sections(deps.db, user));
  const tracker_csv = user.permission
    ? await exportTrackedJobs(deps as Parameters<typeof exportTrackedJobs>[0], {
        ...user,
        permission: user.permission,
      })
    : '';
  return {
    exported_at: deps.clock.now().toISOString(),
    account: { id: user.id, email: user.email },
    tracker_csv,
    tables,
  };
}
