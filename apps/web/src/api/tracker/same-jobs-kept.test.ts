import { QueryClient } from '@tanstack/react-query';
import type { TrackedJob, TrackerResponse } from '@upstream/contract';
import { describe, expect, it } from 'vitest';
import { keepUnchangedJobs } from './same-jobs-kept.ts';
import { trackerQuery } from './tracker.ts';

const job = (id: number, over: Partial<TrackedJob> = {}): TrackedJob =>
  ({
    id,
    title: `Job ${id}`,
    company: 'Acme',
    locations: [{ city: 'Austin', state: 'TX' }],
    current_status: 'Offer',
    status_changed_at: `2026-01-0${id}T00:00:00.000Z`,
    listing: { listed_since: '2026-01-01T00:00:00.000Z', reposts: 0, company_long_listed_share: 0 },
    ...over,
  }) as TrackedJob;

// The server's copy of a job: equal in every field, another object (as a fetch gives).
const copy = (j: TrackedJob): TrackedJob => JSON.parse(JSON.stringify(j));

describe('keepUnchangedJobs', () => {
  it('keeps each unchanged job as the same object when the server lists it in another place', () => {
    const [a, b, c] = [job(1), job(2), job(3)];
    const before = { tracked_jobs: [c, b, a] };
    // A's status changed: the server now lists it first, so B and C moved down one place.
    const movedA = {
      ...copy(a),
      current_status: 'Accepted' as const,
      status_changed_at: '2026-02-01T00:00:00.000Z',
    };
    const after = keepUnchangedJobs(before, { tracked_jobs: [movedA, copy(c), copy(b)] });
    expect(after.tracked_jobs.map((j) => j.id)).toEqual([1, 3, 2]);
    expect(after.tracked_jobs[1]).toBe(c);
    expect(after.tracked_jobs[2]).toBe(b);
    expect(after.tracked_jobs[0]).toEqual(movedA);
    expect(after.tracked_jobs[0]).not.toBe(a);
  });

  it('keeps the unchanged parts of a changed job, and the whole answer when nothing changed', () => {
    const a = job(1);
    const changed = keepUnchangedJobs(
      { tracked_jobs: [a] },
      { tracked_jobs: [{ ...copy(a), title: 'Renamed' }] },
    );
    expect(changed.tracked_jobs[0]!.title).toBe('Renamed');
    expect(changed.tracked_jobs[0]!.locations).toBe(a.locations);
    const before: TrackerResponse = { tracked_jobs: [a, job(2)] };
    expect(keepUnchangedJobs(before, { tracked_jobs: before.tracked_jobs.map(copy) })).toBe(before);
  });

  it('drops a job the server no longer lists and takes a new one as it is', () => {
    const [a, b] = [job(1), job(2)];
    const fresh = job(3);
    const after = keepUnchangedJobs({ tracked_jobs: [b, a] }, { tracked_jobs: [fresh, copy(b)] });
    expect(after.tracked_jobs).toEqual([fresh, b]);
    expect(after.tracked_jobs[1]).toBe(b);
  });
});

describe('the tracker query', () => {
  it('fetched again in a new order, hands the board its unchanged jobs as the same objects', async () => {
    const client = new QueryClient();
    const [a, b, c] = [job(1), job(2), job(3)];
    const answers: TrackerResponse[] = [
      { tracked_jobs: [c, b, a] },
      { tracked_jobs: [{ ...copy(a), current_status: 'Accepted' }, copy(c), copy(b)] },
    ];
    const query = { ...trackerQuery(), queryFn: async () => answers.shift()! };
    await client.fetchQuery(query);
    await client.refetchQueries({ queryKey: query.queryKey });
    const board = client.getQueryData<TrackerResponse>(query.queryKey)!;
    expect(board.tracked_jobs.map((j) => j.id)).toEqual([1, 3, 2]);
    expect(board.tracked_jobs[1]).toBe(c);
    expect(board.tracked_jobs[2]).toBe(b);
  });
});
