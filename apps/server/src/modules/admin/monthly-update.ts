import { TZDate } from '@date-fns/tz';
import { type MonthlyFigures, type MonthlyUpdateDraft, SCHEDULE_TIME_ZONE } from '@upstream/contract';
import type { AppDeps } from '../../deps.ts';
import { countNewPeople } from '../accounts/index.ts';
import { monthName, saveMonthlyUpdate, storedMonthlyUpdate } from '../content/index.ts';
import { catalogueFiguresBetween } from '../job-search/index.ts';
import { trackerFiguresBetween } from '../tracking/index.ts';
import { recordAdminAction } from './audit.ts';

// The monthly update, drafted from figures the service measured over the month (schedule time zone): the
// operator edits the draft and publishes it to /monthly-update. The figures used are kept with it.

/** [start, end) of a 'YYYY-MM' month in the schedule time zone (a running month: what happened so far). */
export function monthBounds(month: string): { from: Date; to: Date } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const from = new TZDate(year, m - 1, 1, SCHEDULE_TIME_ZONE);
  const to = new TZDate(year, m, 1, SCHEDULE_TIME_ZONE);
  return { from: new Date(from.getTime()), to: new Date(to.getTime()) };
}

export async function measureMonth(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  month: string,
): Promise<MonthlyFigures> {
  const { from, to } = monthBounds(month);
  // Open jobs at the month's end, or now while it runs.
  const now = deps.clock.now();
  const [catalogue, people, tracker] = await Promise.all([
    catalogueFiguresBetween(deps.db, from, to, to.getTime() > now.getTime() ? now : to),
    countNewPeople(deps.db, from, to),
    trackerFiguresBetween(deps.db, from, to),
  ]);
  return {
    companies: catalogue.companies,
    active_jobs: catalogue.open_jobs,
    jobs_added: catalogue.added,
    jobs_closed: catalogue.closed,
    new_members: people,
    applications_tracked: tracker.applications,
    interviews: tracker.interviews,
    offers: tracker.offers,
  };
}

const n = (value: number) => value.toLocaleString('en-US');
const plural = (value: number, one: string, many: string) => `${n(value)} ${value === 1 ? one : many}`;

/** A draft in the updates' own voice, stating only the measured figures. */
export function draftFromFigures(month: string, f: MonthlyFigures): { title: string; body: string } {
  const name = monthName(month);
  return {
    title: `${name} on Upstream`,
    body: [
      'Hi everyone,',
      '',
      `Here is ${name} in figures Upstream measured itself.`,
      '',
      '**Numbers**',
      '',
      `- ${plural(f.active_jobs, 'open job', 'open jobs')} from ${plural(f.companies, 'company', 'companies')} at the end of the month.`,
      `- ${plural(f.jobs_added, 'job', 'jobs')} added and ${plural(f.jobs_closed, 'job', 'jobs')} closed during the month.`,
      `- ${plural(f.new_members, 'new member', 'new members')} joined.`,
      `- Members tracked ${plural(f.applications_tracked, 'application', 'applications')}, recorded ${plural(f.interviews, 'interview', 'interviews')} and ${plural(f.offers, 'offer', 'offers')}.`,
      '',
      '**What shipped**',
      '',
      '- (what changed this month)',
      '',
      'The founder',
    ].join('\n'),
  };
}

export async function monthlyUpdateDraft(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  month: string,
): Promise<MonthlyUpdateDraft> {
  const [figures, stored] = await Promise.all([
    measureMonth(deps, month),
    storedMonthlyUpdate(deps.db, month),
  ]);
  return {
    month,
    figures,
    draft: draftFromFigures(month, figures),
    stored: stored
      ? {
          title: stored.title,
          body: stored.body,
          published_at: stored.published_at ? new Date(stored.published_at).toISOString() : null,
          updated_at: new Date(stored.updated_at).toISOString(),
        }
      : null,
  };
}

export async function publishMonthlyUpdate(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actorId: number,
  update: { month: string; title: string; body: string; publish: boolean },
): Promise<{ month: string; published_at: string | null }> {
  const figures = await measureMonth(deps, update.month);
  const saved = await saveMonthlyUpdate(deps.db, { ...update, figures }, deps.clock.now());
  await recordAdminAction(deps, {
    actorId,
    action: update.publish ? 'monthly-update.publish' : 'monthly-update.save',
    target: `monthly update ${update.month}`,
    before: saved.before
      ? { title: saved.before.title, published: saved.before.published_at !== null }
      : null,
    after: { title: update.title, published: update.publish, figures },
  });
  return {
    month: update.month,
    published_at: saved.published_at ? new Date(saved.published_at).toISOString() : null,
  };
}
