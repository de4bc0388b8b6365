import { TZDate } from '@date-fns/tz';
import { JOB_STATUSES, SCHEDULE_TIME_ZONE } from '@upstream/contract';
import { format } from 'date-fns';
import type { AppDeps } from '../../deps.ts';
import { DAY } from '../../lib/clock.ts';
import * as outbox from '../email/index.ts';
import { type ReportRow, renderReportEmail } from './report-email.ts';
import * as repo from './report-repo.ts';

export type ReportDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer' | 'logger'>;

export interface ReportRun {
  cadence: repo.Cadence;
  /** The period reported: status changes in (after, upTo]. */
  after: Date;
  upTo: Date;
  email?: string;
  deliver?: boolean;
}

/** The report's rows: which statuses each counts (applications, outreach, interviews by stage, outcomes). */
const ROWS: { label: string; statuses: string[] }[] = [
  { label: 'Applications', statuses: ['Cold Applied', 'Warm Applied'] },
  { label: 'Outreach', statuses: ['Sent Outreach'] },
  ...['1st', '2nd', '3rd', '4th', '5th', 'Final'].map((stage) => ({
    label: `${stage} interviews`,
    statuses: [`${stage} Interview`],
  })),
  { label: 'Offers', statuses: ['Offer'] },
  { label: 'Accepted', statuses: ['Accepted'] },
  { label: 'Rejections', statuses: ['Rejected'] },
  { label: 'Ghosted', statuses: ['Ghosted'] },
];

export function reportRows(changes: Map<string, number>): ReportRow[] {
  return ROWS.map((row) => ({
    label: row.label,
    count: row.statuses.reduce((n, s) => n + (changes.get(s) ?? 0), 0),
  }));
}

export function periodLabel(cadence: repo.Cadence, after: Date, upTo: Date): string {
  const start = new TZDate(after, SCHEDULE_TIME_ZONE);
  if (cadence === 'monthly') return format(start, 'MMMM yyyy');
  const end = new TZDate(upTo.getTime() - DAY, SCHEDULE_TIME_ZONE);
  return `the week of ${format(start, 'MMM d')} – ${format(end, 'MMM d')}`;
}

/**
 * Send the progress reports of one period: to each person of the cadence with status changes in the period
 * or open tracked jobs. One email per person and period, whatever retries happen (dedupe key).
 */
export async function runProgressReports(deps: ReportDeps, run: ReportRun) {
  const { db } = deps;
  const [people, changes, open] = await Promise.all([
    repo.reportRecipients(db, run.cadence, run.email),
    repo.statusChanges(db, run.cadence, run.after, run.upTo, run.email),
    repo.openTrackedJobs(db, run.cadence, run.email),
  ]);
  const known = new Set<string>(JOB_STATUSES);
  const changesByUser = new Map<number, Map<string, number>>();
  for (const c of changes) {
    if (!known.has(c.status)) continue; // 'cleared' notes are not progress
    const map = changesByUser.get(c.user_id) ?? new Map<string, number>();
    map.set(c.status, c.changes);
    changesByUser.set(c.user_id, map);
  }
  const openByUser = new Map<number, typeof open>();
  for (const row of open) openByUser.set(row.user_id, [...(openByUser.get(row.user_id) ?? []), row]);

  const due = people.filter((p) => changesByUser.has(p.id) || openByUser.has(p.id));
  const label = periodLabel(run.cadence, run.after, run.upTo);
  const now = deps.clock.now();
  let recorded = 0;
  for (let i = 0; i < due.length; i += 500) {
    const chunk = due.slice(i, i + 500);
    const ids = await outbox.reserveIds(db, chunk.length);
    const emails = chunk.map((person, k) => {
      const jobs = openByUser.get(person.id) ?? [];
      const rendered = renderReportEmail(deps.config, {
        emailId: ids[k]!,
        userId: person.id,
        firstName: person.first_name,
        periodLabel: label,
        cadence: run.cadence,
        rows: reportRows(changesByUser.get(person.id) ?? new Map()),
        openJobs: jobs,
        openTotal: jobs[0]?.total ?? 0,
      });
      return {
        id: ids[k]!,
        to: person.email,
        category: 'report',
        userId: person.id,
        dedupeKey: `report:${run.cadence}:${person.id}:${run.upTo.toISOString()}`,
        ...rendered,
      };
    });
    recorded += await outbox.recordMany(db, now, emails);
  }
  const delivery = run.deliver === false ? null : await deps.mailer.deliverDue();
  deps.logger.info({ cadence: run.cadence, people: due.length, recorded, delivery }, 'progress reports run');
  return { people: due.length, emails: recorded, delivery };
}
