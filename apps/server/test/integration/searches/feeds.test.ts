import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { redactUrl } from '../../../src/http/log-redaction.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/app.ts';
import { createCompany, createJob } from '../../helpers/jobs-factory.ts';
import { createSignedInUser } from '../../helpers/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const post = (cookie: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie, origin: TEST_ORIGIN }, payload });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const path = (url: string) => new URL(url).pathname;

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** A member with one saved search for a function no other test's jobs have, and two of its jobs. */
async function memberWithSearch(fn: string) {
  const user = await createSignedInUser(t.deps);
  const company = await createCompany(t.deps.db, { name: 'Fjord & Co' });
  const older = await createJob(t.deps.db, {
    company,
    function: fn,
    title: 'Data <Engineer>',
    firstSeenAt: new Date(t.clock.now().getTime() - 2 * 86_400_000),
    locations: [
      { city: 'Austin', state: 'TX' },
      { city: 'Remote', state: 'US' },
    ],
  });
  const newer = await createJob(t.deps.db, {
    company,
    function: fn,
    title: 'Staff Engineer',
    firstSeenAt: new Date(t.clock.now().getTime() - 86_400_000),
  });
  await sql`UPDATE jobs SET salary_min = 120000, salary_max = 160000, salary_currency = 'USD',
    salary_interval = 'year' WHERE id = ${older.id}`.execute(t.deps.db);
  const saved = await post(user.cookie, '/api/post/save-search', {
    search_name: 'Data & more',
    save_search: true,
    save_email: false,
    role: [fn],
  });
  expect(saved.statusCode).toBe(201);
  return { user, company, older, newer, searchId: saved.json().search_id as number };
}

describe('a saved search’s feed', () => {
  it('serves valid Atom with the newest matching jobs first, with title, company, places, pay and link', async () => {
    const { user, older, newer, searchId } = await memberWithSearch('Feed Atom');
    const started = await post(user.cookie, '/api/post/saved-search-feed', { search_id: searchId });
    expect(started.statusCode).toBe(200);
    const { atom_url, json_url } = started.json();
    expect(atom_url).toMatch(/^http:\/\/localhost:3000\/api\/feeds\/[\w-]{24}\.[\w-]{32}\.atom$/);
    expect(json_url).toBe(atom_url.replace(/\.atom$/, '.json'));
    // Asking again gives the same URLs; the list shows them.
    expect((await post(user.cookie, '/api/post/saved-search-feed', { search_id: searchId })).json()).toEqual(
      started.json(),
    );
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/get/saved-search-feeds',
      headers: { cookie: user.cookie },
    });
    expect(listed.json().feeds).toEqual([{ search_id: searchId, atom_url, json_url }]);

    const res = await get(path(atom_url));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(XMLValidator.validate(res.body)).toBe(true);
    const doc = new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => ['entry', 'link'].includes(name),
    }).parse(res.body);
    const feed = doc.feed;
    // RFC 4287 §4.1.1: a feed has id, title, updated and an author (or every entry has one).
    expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toBe(`tag:localhost,2026:saved-search:${searchId}`);
    expect(feed.title['#text']).toBe('Upstream: Data & more');
    expect(feed.updated).toMatch(RFC3339);
    expect(feed.author.name).toBe('Upstream');
    expect(feed.link.find((l: Record<string, string>) => l['@_rel'] === 'self')['@_href']).toBe(atom_url);
    expect(feed.entry.map((e: { title: { '#text': string } }) => e.title['#text'])).toEqual([
      'Staff Engineer',
      'Data <Engineer>',
    ]);
    const entry = feed.entry[1];
    // §4.1.2: each entry has id, title, updated and an alternate link (it has no content).
    expect(entry.id).toBe(`tag:localhost,2026:job:${older.id}`);
    expect(entry.updated).toMatch(RFC3339);
    expect(entry.link[0]['@_rel']).toBe('alternate');
    expect(entry.link[0]['@_href']).toBe(older.url);
    expect(entry.author.name).toBe('Fjord & Co');
    expect(entry.summary['#text']).toBe('Fjord & Co · Austin, TX; Remote (US) · $120k–$160k');
    expect(feed.entry[0].id).toBe(`tag:localhost,2026:job:${newer.id}`);
  });

  it('serves JSON Feed 1.1 with the required fields and the job’s parts', async () => {
    const { user, older, searchId } = await memberWithSearch('Feed Json');
    const { json_url } = (
      await post(user.cookie, '/api/post/saved-search-feed', { search_id: searchId })
    ).json();
    const res = await get(path(json_url));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/feed+json; charset=utf-8');
    const feed = res.json();
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.title).toBe('Upstream: Data & more');
    expect(feed.feed_url).toBe(json_url);
    expect(feed.home_page_url).toMatch(/^http:\/\/localhost:3000\/job-search\?role=Feed\+Json$/);
    expect(feed.items).toHaveLength(2);
    for (const item of feed.items) {
      // Every item has a string id and content_text or content_html; dates are RFC 3339.
      expect(typeof item.id).toBe('string');
      expect(typeof item.content_text).toBe('string');
      expect(item.date_published).toMatch(RFC3339);
      expect(Object.keys(item).filter((k) => !k.startsWith('_'))).toEqual(
        expect.arrayContaining(['id', 'url', 'title', 'content_text']),
      );
    }
    const job = feed.items[1];
    expect(job.url).toBe(older.url);
    expect(job.title).toBe('Data <Engineer>');
    expect(job._upstream).toMatchObject({
      job_id: older.id,
      company: 'Fjord & Co',
      places: ['Austin, TX', 'Remote (US)'],
      pay: '$120k–$160k',
    });
  });

  it('answers 304 to a reader’s ETag or date until a new job matches', async () => {
    const { user, company, searchId } = await memberWithSearch('Feed Conditional');
    const { atom_url } = (
      await post(user.cookie, '/api/post/saved-search-feed', { search_id: searchId })
    ).json();
    const first = await get(path(atom_url));
    const etag = first.headers.etag as string;
    const lastModified = first.headers['last-modified'] as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(new Date(lastModified).toUTCString()).toBe(lastModified);

    const byTag = await get(path(atom_url), { 'if-none-match': etag });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    expect(byTag.headers.etag).toBe(etag);
    expect((await get(path(atom_url), { 'if-modified-since': lastModified })).statusCode).toBe(304);
    // The JSON Feed has its own tag: a reader's Atom tag does not match it.
    const jsonPath = path(atom_url).replace(/\.atom$/, '.json');
    expect((await get(jsonPath, { 'if-none-match': etag })).statusCode).toBe(200);

    await createJob(t.deps.db, { company, function: 'Feed Conditional', title: 'Brand new' });
    t.clock.advance(11 * 60_000);
    const changed = await get(path(atom_url), { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain('Brand new');
  });

  it('answers a reader’s poll with 304 without running the job query, until the catalogue changes', async () => {
    const { user, company, searchId } = await memberWithSearch('Feed Cheap Poll');
    const { json_url } = (
      await post(user.cookie, '/api/post/saved-search-feed', { search_id: searchId })
    ).json();
    const first = await get(path(json_url));
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    const lastModified = first.headers['last-modified'] as string;

    const search = vi.spyOn(t.deps.jobs, 'search');
    try {
      for (let poll = 0; poll < 3; poll++) {
        t.clock.advance(2 * 60_000);
        const byTag = await get(path(json_url), { 'if-none-match': etag });
        expect(byTag.statusCode).toBe(304);
        expect(byTag.headers.etag).toBe(etag);
        const byDate = await get(path(json_url), { 'if-modified-since': lastModified });
        expect(byDate.statusCode).toBe(304);
      }
      expect(search).not.toHaveBeenCalled();

      // A board fetch that changes jobs marks the cached validators due: the next poll runs the query and
      // sees the new job at once, without waiting out the cache period.
      await createJob(t.deps.db, { company, function: 'Feed Cheap Poll', title: 'Fresh from the board' });
      await t.deps.searchCache.expire('jobs:');
      const changed = await get(path(json_url), { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.json().items[0].title).toBe('Fresh from the board');
      expect(search).toHaveBeenCalledTimes(1);

      // The new copy's tag is then answered cheaply again.
      const again = await get(path(json_url), { 'if-none-match': changed.headers.etag as string });
      expect(again.statusCode).toBe(304);
      expect(search).toHaveBeenCalledTimes(1);
    } finally {
      search.mockRestore();
    }
  });

  it('answers a reader without a copy in full, even while the validators are cached', async () => {
    const { user, searchId } = await memberWithSearch('Feed Cached Full');
    const { atom_url } = (
      await post(user.cookie, '/api/post/saved-search-feed', { search_id: searchId })
    ).json();
    const first = await get(path(atom_url));
    const second = await get(path(atom_url));
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect((await get(path(atom_url), { 'if-none-match': '"an-older-copy"' })).statusCode).toBe(200);
  });

  it('stops the old URLs on rotation and every URL when stopped; only the owner manages it', async () => {
    const { user, searchId } = await memberWithSearch('Feed Rotate');
    const first = (await post(user.cookie, '/api/post/saved-search-feed', { search_id: searchId })).json();
    const rotated = await post(user.cookie, '/api/post/rotate-saved-search-feed', { search_id: searchId });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().atom_url).not.toBe(first.atom_url);
    const gone = await get(path(first.atom_url));
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toMatch(/no longer works/);
    expect((await get(path(first.json_url))).statusCode).toBe(404);
    expect((await get(path(rotated.json().json_url))).statusCode).toBe(200);

    const forged = path(rotated.json().atom_url).replace(/\.[\w-]{32}\.atom$/, `.${'A'.repeat(32)}.atom`);
    expect((await get(forged)).statusCode).toBe(404);

    const stranger = await createSignedInUser(t.deps);
    for (const route of ['saved-search-feed', 'rotate-saved-search-feed', 'stop-saved-search-feed'])
      expect((await post(stranger.cookie, `/api/post/${route}`, { search_id: searchId })).statusCode).toBe(
        404,
      );

    const stopped = await post(user.cookie, '/api/post/stop-saved-search-feed', { search_id: searchId });
    expect(stopped.json()).toEqual({ feeds: [] });
    expect((await get(path(rotated.json().atom_url))).statusCode).toBe(404);
  });

  it('ends with its saved search, and a member’s feeds can all be removed at once', async () => {
    const { user, searchId } = await memberWithSearch('Feed Delete');
    const { atom_url } = (
      await post(user.cookie, '/api/post/saved-search-feed', { search_id: searchId })
    ).json();
    await post(user.cookie, '/api/post/delete-search', { search_id: searchId, search_name: 'x' });
    expect((await get(path(atom_url))).statusCode).toBe(404);

    const other = await memberWithSearch('Feed Delete Member');
    const urls = (
      await post(other.user.cookie, '/api/post/saved-search-feed', { search_id: other.searchId })
    ).json();
    const { deleteMemberFeeds } = await import('../../../src/modules/saved-searches/index.ts');
    expect(await deleteMemberFeeds(t.deps, other.user.id)).toBe(1);
    expect((await get(path(urls.atom_url))).statusCode).toBe(404);
  });

  it('stops serving a member who no longer has access', async () => {
    const { user, searchId } = await memberWithSearch('Feed Access');
    const { json_url } = (
      await post(user.cookie, '/api/post/saved-search-feed', { search_id: searchId })
    ).json();
    expect((await get(path(json_url))).statusCode).toBe(200);
    await t.deps.db.deleteFrom('permissions').where('user_id', '=', user.id).execute();
    expect((await get(path(json_url))).statusCode).toBe(404);
  });

  it('keeps the feed secret out of request logs', () => {
    expect(redactUrl('/api/feeds/abcdefghijklmnopqrstuvwx.ABCDEFGHIJKLMNOPQRSTUVWXYZ012345.atom')).toBe(
      '/api/feeds/[redacted]',
    );
  });
});
