import type { Job } from '@upstream/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  REFRESH_JOB_FACTS_WORK,
  refreshStoredJobFacts,
  runFactsRefresh,
} from '../../../src/modules/ingestion/facts-backfill.ts';
import { ingestionWork } from '../../../src/modules/ingestion/index.ts';
import { JOB_FACTS_VERSION } from '../../../src/modules/ingestion/normalise/job-facts.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/app.ts';
import { createCompany, createJob } from '../../helpers/jobs-factory.ts';

// Jobs stored before the facts reader existed (or by an older one) get their visa and remote readings from a
// background work, without their board being fetched or rewritten.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function search(body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/post/jobs',
    headers: { origin: TEST_ORIGIN },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().job_search[0] as Job[];
}

/** A job as an older reader left it: words stored, no facts read, version 0 (or the one given). */
async function storedJob(fn: string, description: string, opts: { remote?: boolean; version?: number } = {}) {
  const company = await createCompany(t.deps.db, { name: `Stored ${fn}` });
  const job = await createJob(t.deps.db, {
    company,
    function: fn,
    title: `${fn} Engineer`,
    locations: opts.remote ? [{ city: 'Remote', state: 'US' }] : [{ city: 'Austin', state: 'TX' }],
  });
  await sql`UPDATE jobs SET description = ${description}, remote = ${opts.remote ?? false},
    work_mode = ${opts.remote ? 'remote' : 'on-site'}, facts_version = ${opts.version ?? 0}
    WHERE id = ${job.id}`.execute(t.deps.db);
  if (opts.remote)
    await sql`UPDATE job_locations SET remote = true WHERE job_id = ${job.id}`.execute(t.deps.db);
  return job;
}

const runWork = async () => {
  const work = ingestionWork.find((w) => w.name === REFRESH_JOB_FACTS_WORK);
  if (!work) throw new Error('the facts refresh is not among ingestion’s work');
  await work.prepare({})(t.deps);
};

describe('re-reading stored jobs’ facts in the background', () => {
  it('gives a stored job its visa and remote readings on its card and in search, with no board fetch', async () => {
    const job = await storedJob(
      'Backfill Visa',
      'This role is remote within the US, except for California and New York. We are unable to sponsor visas for this role.',
      { remote: true },
    );
    const [before] = await search({ role: ['Backfill Visa'] });
    expect(before?.id).toBe(job.id);
    expect(before?.visa_sponsorship ?? null).toBeNull();
    expect(before?.remote_eligibility ?? null).toBeNull();

    await runWork();

    const [after] = await search({ role: ['Backfill Visa'] });
    expect(after?.visa_sponsorship).toBe('no-sponsorship');
    expect(after?.visa_sentence).toBe('We are unable to sponsor visas for this role.');
    expect(after?.remote_eligibility).toEqual({
      label: 'US only (not CA, NY)',
      sentence: 'This role is remote within the US, except for California and New York.',
    });
    // The visa filter finds it by its new reading: "sponsors or not said" leaves it out.
    expect(await search({ role: ['Backfill Visa'], visa: 'sponsors-or-unsaid' })).toEqual([]);
    const row = await t.deps.db
      .selectFrom('jobs')
      .select('facts_version')
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(row.facts_version).toBe(JOB_FACTS_VERSION);
  });

  it('leaves jobs the current reader read as they are', async () => {
    const current = await storedJob('Backfill Current', 'We sponsor H-1B visas for the right candidate.', {
      version: JOB_FACTS_VERSION,
    });
    await runWork();
    const [card] = await search({ role: ['Backfill Current'] });
    expect(card?.id).toBe(current.id);
    expect(card?.visa_sponsorship ?? null).toBeNull();
  });

  it('works in bounded batches, queues the next run while jobs are left, and resumes where it stopped', async () => {
    await runWork();
    const jobs = [];
    for (let i = 0; i < 5; i++)
      jobs.push(await storedJob(`Backfill Batch ${i}`, 'Visa sponsorship is available for this position.'));
    const first = await refreshStoredJobFacts(t.deps, { batches: 2, batchSize: 2 });
    expect(first).toEqual({ read: 4, changed: 4, more: true });
    const second = await refreshStoredJobFacts(t.deps, { batches: 2, batchSize: 2 });
    expect(second).toEqual({ read: 1, changed: 1, more: false });
    for (let i = 0; i < 5; i++) {
      const [card] = await search({ role: [`Backfill Batch ${i}`] });
      expect(card?.visa_sponsorship).toBe('sponsors');
    }
    expect(await refreshStoredJobFacts(t.deps)).toEqual({ read: 0, changed: 0, more: false });

    // A run that leaves jobs behind queues the next; one that finishes does not.
    for (let i = 0; i < 3; i++) await storedJob(`Backfill Next ${i}`, 'No visa sponsorship available.');
    const sentBefore = t.queue.sent.length;
    expect(await runFactsRefresh(t.deps, { batches: 1, batchSize: 2 })).toMatchObject({ more: true });
    expect(t.queue.sent.slice(sentBefore)).toEqual([
      { name: REFRESH_JOB_FACTS_WORK, data: {}, options: { singletonKey: 'next' } },
    ]);
    await runWork();
    expect(t.queue.sent).toHaveLength(sentBefore + 1);
    const [last] = await search({ role: ['Backfill Next 2'] });
    expect(last?.visa_sponsorship).toBe('no-sponsorship');
  });
});
