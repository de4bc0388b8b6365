import { afterEach, describe, expect, it } from 'vitest';
import { createPlaces } from '../../../src/modules/ingestion/normalise/index.ts';
import {
  createNormaliserPool,
  inThreadNormaliser,
  type Normaliser,
} from '../../../src/modules/ingestion/normalise/pool.ts';

// The normalisation threads that previews and fetches share (pool.ts): they read a board as the request's own
// thread would, and the console's Boards page starts one before the operator's first preview.

const batch = {
  ats: 'greenhouse' as const,
  board: {
    token: 'acme',
    baseUrl: 'https://boards-api.greenhouse.io/v1/boards/acme',
    now: new Date('2026-11-20'),
  },
  items: [
    {
      id: 101,
      title: 'Senior Backend Engineer',
      absolute_url: 'https://job-boards.greenhouse.io/acme/jobs/101',
      location: { name: 'Lisbon, Portugal' },
      updated_at: '2026-11-18T09:00:00-05:00',
      first_published: '2026-11-17T09:00:00-05:00',
    },
    { id: 102, title: '', absolute_url: 'https://job-boards.greenhouse.io/acme/jobs/102' },
  ],
};

let pool: Normaliser | null = null;
afterEach(async () => {
  await pool?.close();
  pool = null;
});

describe('the normalisation threads', () => {
  it('read a board exactly as the calling thread would, an unreadable item as null', async () => {
    pool = createNormaliserPool(1);
    const inThread = await inThreadNormaliser(createPlaces()).normalise(batch);
    const threaded = await pool.normalise(batch);
    expect(threaded).toEqual(inThread);
    expect(threaded[0]?.title).toBe('Senior Backend Engineer');
    expect(threaded[0]?.places.map((p) => p.country)).toEqual(['PT']);
    expect(threaded[1]).toBeNull();
  }, 60_000);

  it('start no thread until there is work, and one when warmed, before any board arrives', async () => {
    pool = createNormaliserPool(1);
    expect(pool.liveThreads()).toBe(0);
    pool.warm();
    await expect.poll(() => pool?.liveThreads(), { timeout: 30_000 }).toBe(1);
    // Warming a pool that has its thread starts no other.
    pool.warm();
    expect(pool.liveThreads()).toBe(1);
    expect((await pool.normalise(batch))[0]?.title).toBe('Senior Backend Engineer');
    expect(pool.liveThreads()).toBe(1);
  }, 60_000);
});
