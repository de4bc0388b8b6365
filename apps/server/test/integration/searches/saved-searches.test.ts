import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/app.ts';
import { createSignedInUser } from '../../helpers/users.ts';

type Tier = 'free' | 'beta' | 'private_beta' | 'standard' | 'plus';

async function member(t: TestApp, tier: Tier = 'free') {
  return createSignedInUser(t.deps, { permission: { type: 'free', tier } });
}

function post(t: TestApp, cookie: string, url: string, payload: object) {
  return t.app.inject({ method: 'POST', url, headers: { cookie, origin: TEST_ORIGIN }, payload });
}

const form = (over: Record<string, unknown> = {}) => ({
  search_id: [],
  search_name: 'Product in Austin',
  save_search: true,
  save_email: true,
  role: 'Product',
  level: ['Senior', 'Mid'],
  type: [],
  city: ['Austin|TX'],
  industry: '',
  company: [],
  job_title_search: ['manager', 'lead'],
  show_hidden_jobs: false,
  page: 1,
  saved: false,
  tracked: false,
  email_already_saved: false,
  ...over,
});

describe('saved searches', () => {
  it('saves a search with its filters and gives back its id, then its filters as a query string', async () => {
    const t = await createTestApp();
    const user = await member(t);
    const saved = await post(t, user.cookie, '/api/post/save-search', form());
    expect(saved.statusCode).toBe(201);
    const { search_id } = saved.json();
    expect(search_id).toEqual(expect.any(Number));

    const filters = await post(t, user.cookie, '/api/post/saved-search-filters', { search_id: [search_id] });
    expect(filters.statusCode).toBe(200);
    const params = new URLSearchParams(filters.json().params);
    expect(Object.fromEntries(params)).toEqual({
      search_id: String(search_id),
      search_name: 'Product in Austin',
      save_email: 'true',
      email_already_saved: 'true',
      role: 'Product',
      level: 'Senior,Mid',
      city: 'Austin|TX',
      job_title_search: 'manager,lead',
    });
  });

  it('recognises filter params that equal a saved search', async () => {
    const t = await createTestApp();
    const user = await member(t);
    const { search_id } = (
      await post(t, user.cookie, '/api/post/save-search', form({ save_email: false }))
    ).json();
    const same = await post(t, user.cookie, '/api/post/saved-search-filters', {
      role: ['Product'],
      level: 'Senior,Mid',
      city: 'Austin|TX',
      job_title_search: ['manager', 'lead'],
    });
    expect(new URLSearchParams(same.json().params).get('search_id')).toBe(String(search_id));
    const other = await post(t, user.cookie, '/api/post/saved-search-filters', { role: ['Design'] });
    expect(other.json().params).toBe('role=Design');
  });

  it('answers 200 without saving when save_search is off', async () => {
    const t = await createTestApp();
    const user = await member(t);
    const res = await post(t, user.cookie, '/api/post/save-search', form({ save_search: false }));
    expect(res.statusCode).toBe(200);
    const count = await t.deps.db
      .selectFrom('saved_searches')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(count).toHaveLength(0);
  });

  it('requires a search name under 100 characters', async () => {
    const t = await createTestApp();
    const user = await member(t);
    const empty = await post(t, user.cookie, '/api/post/save-search', form({ search_name: '  ' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Search name must have a value');
    const long = await post(t, user.cookie, '/api/post/save-search', form({ search_name: 'x'.repeat(100) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('Must be less than 100 characters');
    const ok = await post(t, user.cookie, '/api/post/save-search', form({ search_name: 'x'.repeat(99) }));
    expect(ok.statusCode).toBe(201);
  });

  it.each([
    ['free', 1],
    ['beta', 2],
    ['private_beta', 3],
    ['standard', 10],
    ['plus', 20],
  ] as const)(
    'lets a %s member switch on %i daily emails, then answers 204 and saves nothing',
    async (tier, max) => {
      const t = await createTestApp();
      const user = await member(t, tier);
      const remaining = async () =>
        (
          await t.app.inject({ method: 'GET', url: '/api/get/email-count', headers: { cookie: user.cookie } })
        ).json().email_count_remaining;
      expect(await remaining()).toBe(max);
      for (let i = 0; i < max; i++) {
        expect(
          (await post(t, user.cookie, '/api/post/save-search', form({ search_name: `S${i}` }))).statusCode,
        ).toBe(201);
      }
      expect(await remaining()).toBe(0);
      const over = await post(t, user.cookie, '/api/post/save-search', form({ search_name: 'One too many' }));
      expect(over.statusCode).toBe(204);
      expect(over.body).toBe('');
      const names = await t.deps.db
        .selectFrom('saved_searches')
        .select('name')
        .where('user_id', '=', user.id)
        .execute();
      expect(names.map((n) => n.name)).not.toContain('One too many');
      // Saved searches without email stay unlimited.
      expect(
        (await post(t, user.cookie, '/api/post/save-search', form({ save_email: false }))).statusCode,
      ).toBe(201);
    },
  );

  it('holds the quota when saves race for the last daily email', async () => {
    const t = await createTestApp();
    const user = await member(t, 'beta');
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post(t, user.cookie, '/api/post/save-search', form({ search_name: `R${i}` })),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 204)).toHaveLength(4);
  });

  it('updates a search, answering 201, and 204 when switching on an email beyond the quota', async () => {
    const t = await createTestApp();
    const user = await member(t, 'free');
    const first = (await post(t, user.cookie, '/api/post/save-search', form())).json().search_id;
    const second = (
      await post(t, user.cookie, '/api/post/save-search', form({ save_email: false, search_name: 'B' }))
    ).json().search_id;

    const renamed = await post(
      t,
      user.cookie,
      '/api/post/update-search',
      form({ search_id: [first], search_name: 'Renamed', role: ['Design'] }),
    );
    expect(renamed.statusCode).toBe(201);
    expect(renamed.json()).toEqual({ search_id: first });
    const row = await t.deps.db
      .selectFrom('saved_searches')
      .selectAll()
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Renamed');
    expect(row.filters).toMatchObject({ role: ['Design'], level: ['Senior', 'Mid'] });

    const full = await post(
      t,
      user.cookie,
      '/api/post/update-search',
      form({ search_id: second, search_name: 'B' }),
    );
    expect(full.statusCode).toBe(204);
    // Switching the first one off frees the slot for the second.
    await post(t, user.cookie, '/api/post/update-search', form({ search_id: first, save_email: false }));
    const now = await post(
      t,
      user.cookie,
      '/api/post/update-search',
      form({ search_id: second, search_name: 'B' }),
    );
    expect(now.statusCode).toBe(201);
  });

  it('deletes only the person’s own searches', async () => {
    const t = await createTestApp();
    const owner = await member(t);
    const other = await member(t);
    const id = (await post(t, owner.cookie, '/api/post/save-search', form())).json().search_id;

    const stranger = await post(
      t,
      other.cookie,
      '/api/post/delete-search',
      form({ search_id: [id], delete_search: true }),
    );
    expect(stranger.statusCode).toBe(404);
    const theirs = await post(t, other.cookie, '/api/post/saved-search-filters', { search_id: [id] });
    expect(theirs.statusCode).toBe(404);
    const update = await post(t, other.cookie, '/api/post/update-search', form({ search_id: id }));
    expect(update.statusCode).toBe(404);

    const deleted = await post(
      t,
      owner.cookie,
      '/api/post/delete-search',
      form({ search_id: [id], delete_search: true }),
    );
    expect(deleted.statusCode).toBe(200);
    const gone = await post(t, owner.cookie, '/api/post/saved-search-filters', { search_id: [id] });
    expect(gone.statusCode).toBe(404);
  });

  it('records the onboarding search id of one of the person’s own searches', async () => {
    const t = await createTestApp();
    const user = await member(t);
    const id = (
      await post(t, user.cookie, '/api/post/save-search', form({ search_name: 'My first saved search' }))
    ).json().search_id;
    const res = await post(t, user.cookie, '/api/post/update-onboarding-search-id', { search_id: id });
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/current_user',
      headers: { cookie: user.cookie },
    });
    expect(me.json().permission.onboarding_search_id).toBe(id);

    const other = await member(t);
    const stolen = await post(t, other.cookie, '/api/post/update-onboarding-search-id', { search_id: id });
    expect(stolen.statusCode).toBe(404);
  });

  it('needs a signed-in member', async () => {
    const t = await createTestApp();
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/post/save-search',
      headers: { origin: TEST_ORIGIN },
      payload: form(),
    });
    expect(anon.statusCode).toBe(401);
    const noAccess = await createSignedInUser(t.deps, { permission: null });
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/get/email-count',
      headers: { cookie: noAccess.cookie },
    });
    expect(denied.statusCode).toBe(403);
  });
});

describe('how many saved searches a plan keeps', () => {
  it('refuses one more than the plan keeps, saying what to do', async () => {
    const t = await createTestApp();
    const user = await member(t);
    for (let i = 0; i < 25; i++) {
      const res = await post(
        t,
        user.cookie,
        '/api/post/save-search',
        form({ search_name: `S${i}`, save_email: false }),
      );
      expect(res.statusCode).toBe(201);
    }
    const over = await post(
      t,
      user.cookie,
      '/api/post/save-search',
      form({ search_name: 'One more', save_email: false }),
    );
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(
      'You have 25 saved searches, the most your plan keeps. Delete one you no longer use to save this one.',
    );
    // A paid plan keeps more.
    const plus = await member(t, 'plus');
    for (let i = 0; i < 26; i++)
      expect(
        (
          await post(
            t,
            plus.cookie,
            '/api/post/save-search',
            form({ search_name: `P${i}`, save_email: false }),
          )
        ).statusCode,
      ).toBe(201);
  });
});
