import {
  CLEARED_STATUS_NOTE,
  type ImportTrackerResponse,
  JOB_NOTE_MAX,
  JOB_STATUSES,
  type JobStatus,
  NEXT_DATE_LABELS,
  type NextDateLabel,
} from '@upstream/contract';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { badRequest, tooManyRequests, tryAgainIn } from '../../http/errors.ts';
import { HOUR } from '../../lib/clock.ts';
import { hasControlCharacter } from '../../lib/control-characters.ts';
import { hitRateLimit } from '../../rate-limit/hit.ts';
import { manualBoard } from '../ingestion/index.ts';
import * as catalogue from '../jobs/index.ts';
import * as repo from './repo.ts';
import { type Member, trackedJobs, trackedLimitOf } from './service.ts';

type Deps = Parameters<typeof trackedJobs>[0];

// The tracker's CSV: one row per history entry (status change or note) of each tracked job, the job's own
// columns repeated, so a spreadsheet reads it and an import rebuilds it exactly. Import also takes the sheets
// of other trackers — one row per job with company/title/url/status/date columns found by header name.

export const EXPORT_COLUMNS = [
  'company',
  'title',
  'url',
  'location',
  'status',
  'status_changed_at',
  'next_date',
  'next_date_label',
  'saved',
  'flagged',
  'entry_type',
  'entry_at',
  'entry_text',
] as const;

export async function exportTrackedJobs(deps: Deps, member: Member): Promise<string> {
  const jobs = await trackedJobs(deps, member);
  const notes = await repo.notesOfJobs(
    deps.db,
    member.id,
    jobs.map((j) => j.id),
  );
  const rows: string[][] = [];
  for (const job of jobs) {
    const base = [
      job.company,
      job.title,
      job.url,
      job.locations.map((l) => [l.city, l.state].filter(Boolean).join(', ')).join(' | '),
      job.current_status,
      job.status_changed_at,
      job.next_date ?? '',
      job.next_date_label ?? '',
      String(job.saved),
      String(job.flagged),
    ];
    const entries = notes.filter((n) => n.job_id === job.id);
    if (!entries.length) rows.push([...base, '', '', '']);
    for (const n of entries)
      rows.push([...base, n.is_status ? 'status' : 'note', n.created_at.toISOString(), n.note]);
  }
  // A cell starting with = + - @ would run as a formula in a spreadsheet: it goes out behind a quote mark.
  return stringify(rows, { header: true, columns: [...EXPORT_COLUMNS], escape_formulas: true });
}

/** Header names of common trackers, folded, mapped to our fields. */
const HEADER_ALIASES: Record<string, string[]> = {
  company: ['company', 'company name', 'employer', 'organization', 'organisation'],
  title: ['title', 'job title', 'position', 'role', 'job', 'job name'],
  url: ['url', 'link', 'job url', 'job link', 'posting', 'posting url', 'job posting', 'application link'],
  status: ['status', 'stage', 'application status', 'job status'],
  date: [
    'status changed at',
    'date',
    'date applied',
    'applied',
    'applied on',
    'applied date',
    'last updated',
    'updated',
  ],
  next_date: ['next date', 'interview date', 'follow up date', 'follow-up date'],
  next_date_label: ['next date label'],
  saved: ['saved'],
  flagged: ['flagged'],
  entry_type: ['entry type'],
  entry_at: ['entry at'],
  entry_text: ['entry text'],
  notes: ['notes', 'note', 'comments'],
};

const fold = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, ' ');

/** Words other trackers use for our statuses. */
const STATUS_ALIASES: Record<string, JobStatus> = {
  outreach: 'Sent Outreach',
  'reached out': 'Sent Outreach',
  applied: 'Cold Applied',
  'cold applied': 'Cold Applied',
  referred: 'Warm Applied',
  referral: 'Warm Applied',
  'phone screen': '1st Interview',
  screening: '1st Interview',
  interview: '1st Interview',
  interviewing: '1st Interview',
  'final round': 'Final Interview',
  offer: 'Offer',
  'offer received': 'Offer',
  accepted: 'Accepted',
  rejected: 'Rejected',
  declined: 'Rejected',
  'no response': 'Ghosted',
  ghosted: 'Ghosted',
};

function toStatus(raw: string): JobStatus | null | undefined {
  const value = raw.trim();
  if (!value) return null;
  const exact = JOB_STATUSES.find((s) => s.toLowerCase() === value.toLowerCase());
  return exact ?? STATUS_ALIASES[value.toLowerCase()];
}

function toDate(raw: string | undefined): Date | null {
  if (!raw?.trim()) return null;
  const at = new Date(raw.trim());
  return Number.isNaN(at.getTime()) ? null : at;
}

function toIsoDay(raw: string | undefined): string | null {
  const at = toDate(raw);
  if (!at) return null;
  return /^\d{4}-\d{2}-\d{2}$/.test(raw!.trim()) ? raw!.trim() : at.toISOString().slice(0, 10);
}

interface Entry {
  isStatus: boolean;
  text: string;
  at: Date;
}

interface ImportedJob {
  row: number;
  company: string;
  title: string;
  url: string;
  status: JobStatus | null;
  statusAt: Date | null;
  nextDate: string | null;
  nextDateLabel: NextDateLabel | null;
  saved: boolean;
  flagged: boolean;
  entries: Entry[];
}

const MAX_ROWS = 5000;
/** Imports one member may run an hour: plenty for fixing a file and trying again, not a loop. */
const IMPORTS_PER_HOUR = 10;

function isWebUrl(url: string): boolean {
  // The URL parser drops tabs and line breaks silently; an address holding any control character is refused.
  if (hasControlCharacter(url) || url.length > 2000) return false;
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/** Our export's guard on a formula-like cell ("'=…") comes off again on import, so a round trip is exact. */
const unescapeFormula = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

/** Read a CSV into jobs with their history; rows that cannot be used are listed with the reason. */
export function readTrackerCsv(
  csv: string,
  now: Date,
): { jobs: ImportedJob[]; skipped: ImportTrackerResponse['skipped'] } {
  let records: string[][];
  try {
    records = parse(csv.replace(/^\uFEFF/, ''), {
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    });
  } catch (err) {
    throw badRequest(`That file is not a readable CSV: ${(err as Error).message}`);
  }
  const [header, ...rows] = records;
  if (!header || rows.length === 0) throw badRequest('That file has no rows to import.');
  if (rows.length > MAX_ROWS) throw badRequest(`Import up to ${MAX_ROWS} rows at a time.`);

  const index: Record<string, number> = {};
  header.forEach((h, i) => {
    const name = fold(h);
    for (const [field, aliases] of Object.entries(HEADER_ALIASES))
      if (index[field] === undefined && aliases.includes(name)) index[field] = i;
  });
  if (index.title === undefined || (index.company === undefined && index.url === undefined))
    throw badRequest('The file needs a title column and a company or url column.');

  const cell = (r: string[], field: string) =>
    index[field] === undefined ? '' : unescapeFormula((r[index[field]!] ?? '').trim());
  const jobs = new Map<string, ImportedJob>();
  const skipped: ImportTrackerResponse['skipped'] = [];

  rows.forEach((r, i) => {
    const rowNumber = i + 2; // 1-based, after the header
    const title = cell(r, 'title');
    const company = cell(r, 'company');
    const url = cell(r, 'url');
    if (!title || (!company && !url)) {
      skipped.push({ row: rowNumber, reason: 'A title and a company or url are needed.' });
      return;
    }
    if (url && !isWebUrl(url)) {
      skipped.push({ row: rowNumber, reason: 'The url must start with http:// or https://.' });
      return;
    }
    const rawStatus = cell(r, 'status');
    const status = toStatus(rawStatus);
    if (status === undefined) {
      skipped.push({ row: rowNumber, reason: `Unknown status "${rawStatus}".` });
      return;
    }
    const key = url ? `url:${url}` : `job:${company.toLowerCase()}\u0000${title.toLowerCase()}`;
    let job = jobs.get(key);
    if (!job) {
      const label = cell(r, 'next_date_label');
      job = {
        row: rowNumber,
        company,
        title,
        url,
        status,
        statusAt: toDate(cell(r, 'date')),
        nextDate: toIsoDay(cell(r, 'next_date')),
        nextDateLabel: (NEXT_DATE_LABELS as readonly string[]).includes(label)
          ? (label as NextDateLabel)
          : null,
        saved: cell(r, 'saved').toLowerCase() === 'true',
        flagged: cell(r, 'flagged').toLowerCase() === 'true',
        entries: [],
      };
      jobs.set(key, job);
    }
    const entryType = cell(r, 'entry_type').toLowerCase();
    const entryText = cell(r, 'entry_text').slice(0, JOB_NOTE_MAX);
    if ((entryType === 'status' || entryType === 'note') && entryText) {
      job.entries.push({
        isStatus: entryType === 'status',
        text: entryText,
        at: toDate(cell(r, 'entry_at')) ?? now,
      });
    }
    const note = cell(r, 'notes').slice(0, JOB_NOTE_MAX);
    if (note) job.entries.push({ isStatus: false, text: note, at: job.statusAt ?? now });
  });

  // A sheet from another tracker has no history rows: its status becomes the first status note.
  for (const job of jobs.values()) {
    if (job.status && !job.entries.some((e) => e.isStatus))
      job.entries.unshift({ isStatus: true, text: job.status, at: job.statusAt ?? now });
  }
  return { jobs: [...jobs.values()], skipped };
}

/**
 * Import into the person's tracker. A row's job is matched by posting URL, then by company and title; a job
 * Upstream does not know is kept as the person's own. Re-importing the same file adds nothing twice. The
 * cap of spec §6 applies: rows past it are skipped with the reason.
 */
export async function importTrackedJobs(
  deps: Deps,
  member: Member,
  csv: string,
): Promise<ImportTrackerResponse> {
  const throttle = await hitRateLimit(
    deps.db,
    deps.clock,
    `tracker-import:user:${member.id}`,
    IMPORTS_PER_HOUR,
    HOUR,
  );
  if (!throttle.allowed)
    throw tooManyRequests(
      `You can import ${IMPORTS_PER_HOUR} files an hour. Please try again ${tryAgainIn(throttle.retryAfterMs)}.`,
    );
  const now = deps.clock.now();
  const { jobs, skipped } = readTrackerCsv(csv, now);
  const limit = trackedLimitOf(member);
  let importedJobs = 0;
  let importedNotes = 0;
  await deps.db.transaction().execute(async (trx) => {
    await repo.lockUser(trx, member.id);
    let used = await repo.countTrackedItems(trx, member.id);
    for (const job of jobs) {
      let jobId =
        (job.url ? await catalogue.jobByUrl(trx, job.url, member.id) : undefined) ??
        (job.company
          ? await catalogue.jobByCompanyAndTitle(trx, job.company, job.title, member.id)
          : undefined);
      // A row with a status or a note is tracked; a job Upstream does not know becomes the member's own,
      // which counts too (a bare row must not store what the cap forbids).
      const counts = job.status !== null || job.entries.some((e) => !e.isStatus) || jobId === undefined;
      const alreadyCounted = jobId !== undefined && (await repo.isTrackedItem(trx, member.id, jobId));
      if (counts && !alreadyCounted && used >= limit) {
        skipped.push({ row: job.row, reason: `Over your plan's limit of ${limit} tracked and noted jobs.` });
        continue;
      }
      if (jobId === undefined) {
        const companyId = await catalogue.companyForImport(
          trx,
          job.company || new URL(job.url).hostname,
          member.id,
          now,
        );
        jobId = await catalogue.insertImportedJob(trx, {
          userId: member.id,
          companyId,
          boardId: await manualBoard(trx, companyId, now),
          title: job.title,
          url: job.url,
          now,
        });
      }
      const lastStatusEntry = [...job.entries].reverse().find((e) => e.isStatus);
      await repo.upsertImportedState(trx, {
        userId: member.id,
        jobId,
        status: job.status,
        statusChangedAt: job.statusAt ?? lastStatusEntry?.at ?? now,
        saved: job.saved || (!job.status && job.entries.length === 0),
        flagged: job.flagged,
        nextDate: job.nextDate,
        nextDateLabel: job.nextDateLabel,
        now,
      });
      for (const e of job.entries) {
        if (e.isStatus && e.text !== CLEARED_STATUS_NOTE && !toStatus(e.text)) continue;
        if (await repo.hasNote(trx, member.id, jobId, e.text, e.at, e.isStatus)) continue;
        await repo.insertNote(trx, {
          userId: member.id,
          jobId,
          text: e.text,
          isStatus: e.isStatus,
          at: e.at,
        });
        importedNotes += 1;
      }
      if (counts && !alreadyCounted) used += 1;
      importedJobs += 1;
    }
  });
  skipped.sort((a, b) => a.row - b.row);
  return { imported_jobs: importedJobs, imported_notes: importedNotes, skipped };
}
