import type { TrackedJob } from '@upstream/contract';
import { describe, expect, it } from 'vitest';
import { groupByColumn, statusForColumn, withStatus } from './board.ts';

const job = (id: number, over: Partial<TrackedJob>): TrackedJob => ({
  id,
  title: `Job ${id}`,
  company: 'Acme',
  locations: [],
  url: 'https://x.example',
  formatted_date: '2026-01-01T00:00:00.000Z',
  industry: null,
  homepage_url: null,
  saved: false,
  flagged: false,
  hidden: false,
  level: 'Mid',
  type: 'full-time',
  function: 'Data',
  job_notes_count: 0,
  current_status: 'Cold Applied',
  company_id: 1,
  company_saved: false,
  status_changed_at: '2026-01-01T00:00:00.000Z',
  next_date: null,
  next_date_label: null,
  closed_at: null,
  suggest_ghosted: false,
  imported: false,
  ...over,
});

describe('groupByColumn', () => {
  it('puts each status in its column, dated jobs first', () => {
    const columns = groupByColumn([
      job(1, { current_status: 'Sent Outreach' }),
      job(2, { current_status: 'Warm Applied' }),
      job(3, { current_status: '3rd Interview', next_date: '2026-02-10' }),
      job(4, { current_status: 'Final Interview', next_date: '2026-02-01' }),
      job(5, { current_status: 'Accepted' }),
      job(6, { current_status: 'Ghosted' }),
    ]);
    expect(columns.map((c) => [c.title, c.jobs.map((j) => j.id)])).toEqual([
      ['Outreach', [1]],
      ['Applied', [2]],
      ['Interviewing', [4, 3]],
      ['Offer', [5]],
      ['Closed', [6]],
    ]);
  });
});

describe('statusForColumn', () => {
  it("keeps a status that already fits, else takes the column's first", () => {
    expect(statusForColumn('Warm Applied', 'applied')).toBe('Warm Applied');
    expect(statusForColumn('Warm Applied', 'interviewing')).toBe('1st Interview');
    expect(statusForColumn('Offer', 'closed')).toBe('Rejected');
  });
});

describe('withStatus', () => {
  it('moves a job and drops a cleared one', () => {
    const jobs = [job(1, { suggest_ghosted: true }), job(2, {})];
    expect(withStatus(jobs, 1, 'Offer', 'now')[0]).toMatchObject({
      current_status: 'Offer',
      suggest_ghosted: false,
    });
    expect(withStatus(jobs, 2, null, 'now').map((j) => j.id)).toEqual([1]);
  });
});
