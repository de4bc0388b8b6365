import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { e2eDatabaseUrl, holdScripts, signInAs, trackerStatus } from './helpers.ts';

// Application tracking end to end: the job card on the search page and the /tracker board, against the real
// service. Jobs are arranged straight in the database (as the integration factory does), so these specs do
// not depend on a job source being configured.

interface SeededJob {
  id: number;
  title: string;
  url: string;
}

async function seedCompanyJobs(
  company: string,
  titles: string[],
): Promise<{ companyId: number; slug: string; jobs: SeededJob[] }> {
  const client = new pg.Client({ connectionString: await e2eDatabaseUrl() });
  await client.connect();
  try {
    const tag = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const c = await client.query<{ id: string }>(
      `INSERT INTO companies (name, slug, industry, homepage_url) VALUES ($1, $2, 'Software', 'https://acme.example')
       RETURNING id`,
      [company, `e2e-${tag}`],
    );
    const companyId = Number(c.rows[0]!.id);
    const b = await client.query<{ id: string }>(
      `INSERT INTO job_boards (company_id, ats, token, last_success_at) VALUES ($1, 'greenhouse', $2, now())
       RETURNING id`,
      [companyId, `e2e-${tag}`],
    );
    const jobs: SeededJob[] = [];
    for (const [i, title] of titles.entries()) {
      const url = `https://boards.example/${tag}/${i}`;
      const j = await client.query<{ id: string }>(
        `INSERT INTO jobs (board_id, company_id, external_id, title, title_key, url, function, level, type,
           content_hash, first_seen_at, listed_at, last_seen_at)
         VALUES ($1, $2, $3, $4, lower($4), $5, 'Engineering', 'Senior', 'full-time', 'e2e', now() - interval '5 minutes',
           now() - interval '5 minutes', now())
         RETURNING id`,
        [b.rows[0]!.id, companyId, `${tag}-${i}`, title, url],
      );
      const id = Number(j.rows[0]!.id);
      await client.query(
        `INSERT INTO job_locations (job_id, position, city, state) VALUES ($1, 0, 'Austin', 'TX')`,
        [id],
      );
      jobs.push({ id, title, url });
    }
    return { companyId, slug: `e2e-${tag}`, jobs };
  } finally {
    await client.end();
  }
}

/** No serious axe violations in the page's main content (the shared nav and footer are the shell's to check). */
async function expectMainAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Track a job through the API the card calls (the board lists tracked jobs only). */
async function track(page: Page, jobId: number, status: string) {
  const res = await page.request.post('/api/post/update-job-status', {
    data: { job_id: jobId, job_status: status },
  });
  expect(res.status()).toBe(200);
}

const column = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name} \\d+$`) });
const trackerCard = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

/**
 * What a board's posting said, as ingestion stores it, and a listing and a flag's outcome behind it. The facts
 * are stamped newer than any reader: the five-minute facts refresh re-reads a job of an older reader from its
 * (here empty) description, and a tick during the test would wipe what it set.
 */
async function giveFacts(jobId: number) {
  const client = new pg.Client({ connectionString: await e2eDatabaseUrl() });
  await client.connect();
  try {
    await client.query(
      `UPDATE jobs SET remote = true, work_mode = 'remote',
         visa_sponsorship = 'no-sponsorship', visa_sentence = 'We are unable to sponsor visas for this role.',
         remote_label = 'US only (not CA, NY)', remote_open_to = '{US}', remote_excluded = '{US-CA,US-NY}',
         remote_sentence = 'This role is remote within the US, except for California and New York.',
         listed_at = now() - interval '94 days', first_seen_at = now() - interval '94 days', repost_count = 3,
         facts_version = 32767
       WHERE id = $1`,
      [jobId],
    );
    await client.query(
      `UPDATE user_jobs SET flagged = true, flagged_at = now(), flag_outcome = 'dismissed' WHERE job_id = $1`,
      [jobId],
    );
  } finally {
    await client.end();
  }
}

/** The card's facts, as the search card shows them: each line, its sentence on a tap, the listing, the flag. */
async function expectFactsOnCard(page: Page, title: string) {
  const card = trackerCard(page, title);
  const facts = card.getByRole('list', { name: 'What the posting says' });
  await expect(facts.getByRole('button', { name: 'Remote · US only (not CA, NY)' })).toBeVisible();
  const visa = facts.getByRole('button', { name: 'No visa sponsorship' });
  await expect(card.getByText('We are unable to sponsor visas for this role.')).toBeHidden();
  await visa.click();
  await expect(visa).toHaveAttribute('aria-expanded', 'true');
  await expect(card.getByText('We are unable to sponsor visas for this role.')).toBeVisible();
  await expect(card.locator('.job-card-evidence')).toHaveText(
    /^Listing history: Listed for 94 days · reposted 3 times since \w+$/,
  );
  await expect(
    card.getByText('You flagged this job; the operator reviewed it and left it up.'),
  ).toBeVisible();
}

const countLink = (page: Page, name: 'Saved' | 'Tracked') =>
  page.getByRole('link', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
async function countOf(page: Page, name: 'Saved' | 'Tracked') {
  const text = (await countLink(page, name).textContent()) ?? '';
  return Number(/\((\d+)\)/.exec(text)?.[1]);
}

test.describe('the job card', () => {
  test('saves, flags, tracks, notes and hides a job, updating the counts at once', async ({
    page,
    context,
  }) => {
    await signInAs(context);
    const { slug, jobs } = await seedCompanyJobs('Card Co', ['Backend Engineer']);
    const job = jobs[0]!;
    await page.goto(`/job-search?company=${slug}`);
    const c = card(page, job.title);
    await expect(c).toBeVisible();
    await expect(c).toContainText('Card Co');
    await expect(c).toContainText('Austin, TX');
    await expect(c).toContainText('added 5 minutes ago');
    await expect(countLink(page, 'Saved')).toHaveText('Saved (0)');
    await expectMainAccessible(page);

    await c.getByRole('button', { name: 'Save job' }).click();
    await expect(c.getByRole('button', { name: 'Save job' })).toHaveAttribute('aria-pressed', 'true');
    await expect(countLink(page, 'Saved')).toHaveText('Saved (1)');

    await c.getByRole('button', { name: 'Flag job' }).click();
    await expect(c.getByTitle('Flagged')).toBeVisible();

    // The status menu: no 'Clear Status' until a status is set.
    await c.getByRole('button', { name: /Track this job/ }).click();
    await expect(page.getByRole('button', { name: 'Clear Status' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Cold Applied' }).click();
    await expect(countLink(page, 'Tracked')).toHaveText('Tracked (1)');
    await expect(c.getByRole('button', { name: 'Notes (1)' })).toBeVisible();

    await c.getByRole('button', { name: 'Notes (1)' }).click();
    const notes = c.getByRole('region', { name: 'Notes' });
    await expect(notes.getByText('Job Status: Cold Applied')).toBeVisible();
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect(notes.getByText('Must write something to add a note')).toBeVisible();
    await notes.getByLabel('Add a note').fill('Sent a thank-you email');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect(notes.getByText('Sent a thank-you email')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Notes (2)' })).toBeVisible();
    await notes.getByRole('button', { name: /Delete note from/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to delete this note?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(notes.getByText('Sent a thank-you email')).toBeVisible();
    await notes.getByRole('button', { name: /Delete note from/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(notes.getByText('Sent a thank-you email')).toHaveCount(0);

    // What the card did is what the server kept.
    await page.reload();
    await expect(c.getByRole('button', { name: 'Save job' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByRole('button', { name: /Status: Cold Applied/ })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Notes (1)' })).toBeVisible();
    await c.getByRole('button', { name: /Status: Cold Applied/ }).click();
    await page.getByRole('button', { name: 'Clear Status' }).click();
    await expect(countLink(page, 'Tracked')).toHaveText('Tracked (0)');

    await c.getByRole('button', { name: 'Hide job' }).click();
    await expect(c).toHaveCount(0);
    const hidden = page.getByRole('article', { name: `Hidden job: ${job.title}` });
    await expect(hidden.getByRole('button')).toHaveText(['Show Hidden Job']);
    await hidden.getByRole('button', { name: 'Show Hidden Job' }).click();
    await expect(c).toBeVisible();
  });

  test('a saved company is shared by its cards, and blocking hides the company until unblocked in settings', async ({
    page,
    context,
  }) => {
    await signInAs(context);
    const { slug, jobs } = await seedCompanyJobs('Blockable Ltd', ['Sales Engineer', 'Field Marketer']);
    await page.goto(`/job-search?company=${slug}`);
    const [first, second] = jobs.map((j) => card(page, j.title));
    await first!.getByRole('button', { name: 'Save company Blockable Ltd' }).click();
    await expect(second!.getByRole('button', { name: 'Save company Blockable Ltd' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await first!.getByRole('button', { name: /More actions/ }).click();
    await page.getByRole('button', { name: 'Block Blockable Ltd' }).click();
    await expect(page.getByRole('article', { name: 'Blockable Ltd blocked' })).toHaveCount(2);
    await page.reload();
    await expect(page.getByText('Your search returned no results')).toBeVisible();

    await page.goto('/settings');
    const blocked = page.getByRole('region', { name: 'Blocked companies' });
    await expect(blocked).toContainText('Blockable Ltd');
    await blocked.getByRole('button', { name: 'Unblock Blockable Ltd' }).click();
    await expect(blocked).toContainText("You haven't blocked any companies.");
    await page.goto(`/job-search?company=${slug}`);
    await expect(card(page, jobs[0]!.title)).toBeVisible();
    await expect(
      card(page, jobs[0]!.title).getByRole('button', { name: 'Save company Blockable Ltd' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('a visitor is asked to sign up and nothing changes', async ({ page }) => {
    const { slug, jobs } = await seedCompanyJobs('Visitor Corp', ['Office Manager']);
    await page.goto(`/job-search?company=${slug}`);
    const c = card(page, jobs[0]!.title);
    await c.getByRole('button', { name: 'Save job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign up to save jobs' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/signup');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(c.getByRole('button', { name: 'Save job' })).toHaveAttribute('aria-pressed', 'false');
    await c.getByRole('button', { name: /Track this job/ }).click();
    await page.getByRole('button', { name: 'Offer' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign up to track jobs' })).toBeVisible();
  });

  test('at the free cap, tracking another job says so and offers the upgrade', async ({ page, context }) => {
    const user = await signInAs(context);
    const { jobs } = await seedCompanyJobs(
      'Cap Co',
      Array.from({ length: 100 }, (_, i) => `Filler ${i}`),
    );
    const { slug, jobs: extra } = await seedCompanyJobs('Over Cap Co', ['One Too Many']);
    const client = new pg.Client({ connectionString: await e2eDatabaseUrl() });
    await client.connect();
    await client.query(
      `INSERT INTO user_jobs (user_id, job_id, status, status_changed_at)
       SELECT $1, unnest($2::bigint[]), 'Cold Applied', now()`,
      [user.id, jobs.map((j) => j.id)],
    );
    await client.end();
    await page.goto(`/job-search?company=${slug}`);
    const c = card(page, extra[0]!.title);
    await c.getByRole('button', { name: /Track this job/ }).click();
    await page.getByRole('button', { name: 'Offer' }).click();
    await expect(c.getByRole('alert')).toContainText('100 tracked and noted jobs of the Free plan');
    await expect(c.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/select-account');
    await expect(c.getByRole('button', { name: /Track this job/ })).toBeVisible();
    expect(await countOf(page, 'Tracked')).toBe(100);
  });
});

test.describe('the tracker board', () => {
  test('moves a job through statuses by menu, keyboard and drag, keeping its timeline', async ({
    page,
    context,
  }) => {
    await signInAs(context);
    const { jobs } = await seedCompanyJobs('Orbit Labs', ['Platform Engineer']);
    const job = jobs[0]!;
    await page.goto('/tracker');
    await expect(page.getByRole('heading', { name: 'No tracked jobs yet' })).toBeVisible();
    await track(page, job.id, 'Cold Applied');
    await page.reload();

    await expect(trackerCard(page, job.title)).toHaveCount(1);
    await expect(column(page, 'Applied').getByRole('heading', { name: job.title })).toBeVisible();
    await expectMainAccessible(page);

    // The status menu, by keyboard: Enter opens it, the arrows walk it (Escape closes it where it was opened), Enter
    // picks a status, and the focus stays on the card's status in the column it moved to.
    const status = trackerStatus(page, job.title);
    await expect(status).toHaveText('Cold Applied');
    await status.focus();
    await page.keyboard.press('Enter');
    const interview = page.getByRole('button', { name: '1st Interview', exact: true });
    await expect(interview).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(interview).toBeHidden();
    await expect(status).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(interview).toBeVisible();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
    await expect(interview).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(column(page, 'Interviewing').getByRole('heading', { name: job.title })).toBeVisible();
    await expect(status).toHaveText('1st Interview');
    await expect(status).toBeFocused();

    // The Move to menu.
    await trackerCard(page, job.title).getByRole('button', { name: 'Move to' }).click();
    await page.getByRole('button', { name: 'Offer' }).click();
    await expect(column(page, 'Offer').getByRole('heading', { name: job.title })).toBeVisible();

    // Drag and drop onto Closed.
    const saved = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/post/update-job-status') &&
        r.request().postData()?.includes('Rejected') === true,
    );
    await trackerCard(page, job.title).dragTo(column(page, 'Closed'));
    await expect(column(page, 'Closed').getByRole('heading', { name: job.title })).toBeVisible();
    await expect(trackerStatus(page, job.title)).toHaveText('Rejected');

    // The board moves the card at once and saves after: the server renders the reloaded board from what it has
    // saved, so the reload waits for the save (a person cannot reload within the same few milliseconds).
    await saved;
    await page.reload();
    await expect(column(page, 'Closed').getByRole('heading', { name: job.title })).toBeVisible();
    await trackerCard(page, job.title)
      .getByRole('button', { name: /Timeline/ })
      .click();
    const timeline = trackerCard(page, job.title).getByRole('region', { name: 'Notes' });
    for (const s of ['Cold Applied', '1st Interview', 'Offer', 'Rejected'])
      await expect(timeline.getByText(`Job Status: ${s}`)).toBeVisible();

    // Notes on the timeline: add, then delete after confirming.
    await timeline.getByLabel('Add a note').fill('Asked for feedback');
    await timeline.getByRole('button', { name: 'Add note' }).click();
    await expect(timeline.getByText('Asked for feedback')).toBeVisible();
    await timeline.getByRole('button', { name: /Delete note from/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to delete this note?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(timeline.getByText('Asked for feedback')).toHaveCount(0);
    await page.reload();
    await trackerCard(page, job.title)
      .getByRole('button', { name: /Timeline/ })
      .click();
    await expect(page.getByText('Job Status: Rejected')).toBeVisible();
    await expect(page.getByText('Asked for feedback')).toHaveCount(0);
  });

  test('an interview date shows on the board and in the private calendar feed', async ({ page, context }) => {
    await signInAs(context);
    const { jobs } = await seedCompanyJobs('Calendar Co', ['Solutions Architect']);
    const job = jobs[0]!;
    await track(page, job.id, '2nd Interview');
    await page.goto('/tracker');

    await trackerCard(page, job.title).getByRole('button', { name: 'Add date' }).click();
    const popover = page.getByRole('tooltip');
    await popover.getByLabel('What is it?').selectOption('Interview');
    await popover.getByLabel('Date').fill('2026-12-03');
    await popover.getByRole('button', { name: 'Save date' }).click();
    await expect(trackerCard(page, job.title).getByText('Interview: Dec 3, 2026')).toBeVisible();

    const link = await page.getByLabel('Calendar feed link').inputValue();
    expect(link).toMatch(/\/api\/calendar\/[\w-]+\.[\w-]+\.ics$/);
    // Calendar apps fetch without a session: a fresh request context carries no cookie.
    const feed = await (await page.context().browser()!.newContext()).request.get(link);
    expect(feed.status()).toBe(200);
    const ics = (await feed.text()).replace(/\r\n /g, '');
    expect(ics).toContain('DTSTART;VALUE=DATE:20261203');
    expect(ics).toContain(`SUMMARY:Interview: ${job.title} at Calendar Co`);

    await page.getByRole('button', { name: 'Get a new link' }).click();
    await expect(page.getByText('New link made.')).toBeVisible();
    expect(await page.getByLabel('Calendar feed link').inputValue()).not.toBe(link);
    expect((await page.request.get(link)).status()).toBe(404);
  });

  test('exports CSV with the history and imports it into a fresh account', async ({
    page,
    context,
    browser,
  }) => {
    await signInAs(context);
    const { jobs } = await seedCompanyJobs('Export Inc', ['Growth Marketer']);
    const job = jobs[0]!;
    await track(page, job.id, 'Warm Applied');
    await page.request.post('/api/post/add-job-notes', { data: { job_id: job.id, note: 'Referred by Sam' } });
    await page.goto('/tracker');

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^upstream-tracked-jobs-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await download.path();
    const csv = readFileSync(path, 'utf8');
    expect(csv).toContain('Referred by Sam');

    const fresh = await browser.newContext();
    await signInAs(fresh);
    const other = await fresh.newPage();
    await other.goto('/tracker');
    await expect(other.getByRole('heading', { name: 'No tracked jobs yet' })).toBeVisible();
    await other.getByLabel('CSV file to import').setInputFiles(path);
    await expect(other.getByText('Imported 1 job and 2 history entries.')).toBeVisible();
    await expect(column(other, 'Applied').getByRole('heading', { name: job.title })).toBeVisible();
    await trackerCard(other, job.title).getByRole('button', { name: 'Timeline (2)' }).click();
    await expect(other.getByText('Job Status: Warm Applied')).toBeVisible();
    await expect(other.getByText('Referred by Sam')).toBeVisible();
    await fresh.close();
  });

  test('a tracked job shows what its posting says, its listing history and the flag’s outcome', async ({
    page,
    context,
  }) => {
    await signInAs(context);
    const { jobs } = await seedCompanyJobs('Factual Freight', ['Visa Reader Engineer']);
    const job = jobs[0]!;
    await track(page, job.id, 'Cold Applied');
    await giveFacts(job.id);
    await page.goto('/tracker');
    await expectFactsOnCard(page, job.title);
    await expectMainAccessible(page);
  });
});

test.describe('the tracker as the server renders it', () => {
  test('arrives with its cards and hydrates without a hydration error', async ({ page, context }) => {
    await signInAs(context);
    const { jobs } = await seedCompanyJobs('Rendered Boards', ['Board Engineer', 'Board Designer']);
    await track(page, jobs[0]!.id, 'Cold Applied');
    await track(page, jobs[1]!.id, 'Offer');
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    const res = await page.goto('/tracker');
    const html = (await res?.text()) ?? '';
    // The cards are in the HTML, before any script runs.
    expect(html).toContain('id="upstream-state"');
    expect(html).toContain('Board Engineer');
    expect(html).toContain('Board Designer');
    await expect(column(page, 'Offer').getByRole('heading', { name: 'Board Designer' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // A page React could not hydrate is rebuilt in the browser and says so on the console (#418/#419/#425…).
    expect(problems).toEqual([]);
  });

  test('a status chosen and a timeline opened before the client has arrived are done once it has', async ({
    page,
    context,
  }) => {
    await signInAs(context);
    const { jobs } = await seedCompanyJobs('Early Boards', ['Early Engineer', 'Early Designer']);
    await track(page, jobs[0]!.id, 'Cold Applied');
    await track(page, jobs[1]!.id, 'Offer');
    const release = await holdScripts(page);
    await page.goto('/tracker', { waitUntil: 'domcontentloaded' });
    await trackerStatus(page, 'Early Engineer').click();
    await trackerCard(page, 'Early Designer')
      .getByRole('button', { name: /Timeline/ })
      .click();
    release();
    // The tap on the status opened its menu once the card was live.
    await page.getByRole('button', { name: '2nd Interview', exact: true }).click();
    await expect(column(page, 'Interviewing').getByRole('heading', { name: 'Early Engineer' })).toBeVisible();
    const timeline = trackerCard(page, 'Early Designer').getByRole('region', { name: 'Notes' });
    await expect(timeline.getByText('Job Status: Offer')).toBeVisible();
    await expect(trackerStatus(page, 'Early Engineer')).toHaveText('2nd Interview');
    await expect
      .poll(async () => (await page.request.get('/api/get/tracker')).text())
      .toMatch(/"current_status":"2nd Interview"/);
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the board stacks its columns and stays accessible', async ({ page, context }) => {
    await signInAs(context);
    const { jobs } = await seedCompanyJobs('Small Screen', ['Support Lead']);
    await track(page, jobs[0]!.id, 'Sent Outreach');
    await page.goto('/tracker');
    await expect(column(page, 'Outreach').getByRole('heading', { name: 'Support Lead' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectMainAccessible(page);
  });

  test('a tracked job’s facts read on a phone, the sentence on a tap', async ({ page, context }) => {
    await signInAs(context);
    const { jobs } = await seedCompanyJobs('Pocket Facts', ['Visa Reader Analyst']);
    await track(page, jobs[0]!.id, 'Sent Outreach');
    await giveFacts(jobs[0]!.id);
    await page.goto('/tracker');
    await expectFactsOnCard(page, 'Visa Reader Analyst');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectMainAccessible(page);
  });

  test('a status changed on a phone leaves the cards far below as the server drew them', async ({
    page,
    context,
  }) => {
    await signInAs(context);
    const titles = ['Sleeper Lead', ...[...'ABCDEFGHIJ'].map((letter) => `Sleeper Offer ${letter}`)];
    const { jobs } = await seedCompanyJobs('Sleepy Boards', titles);
    // The lead is tracked first, so the server lists it last; the offers fill the column below it.
    for (const [i, job] of jobs.entries()) await track(page, job.id, i === 0 ? 'Cold Applied' : 'Offer');
    await page.goto('/tracker');
    await expect(trackerCard(page, 'Sleeper Lead')).toHaveAttribute('data-island-live', '');
    // The first offer tracked is the oldest: the board's last card, far below a phone's screen, asleep.
    const farCard = trackerCard(page, 'Sleeper Offer A');
    await expect(farCard).not.toHaveAttribute('data-island-live', '');
    await farCard
      .locator('.tracker-card-body')
      .evaluate((body) => body.setAttribute('data-drawn-by', 'server'));
    // The lead's new status puts it first in the server's list: every other job moves down one place in the answer.
    const refetched = page.waitForResponse((r) => r.url().endsWith('/api/get/tracker'));
    await trackerStatus(page, 'Sleeper Lead').click();
    await page.getByRole('button', { name: 'Warm Applied', exact: true }).click();
    await refetched;
    await expect(trackerStatus(page, 'Sleeper Lead')).toHaveText('Warm Applied');
    await page.waitForLoadState('networkidle');
    await expect(farCard).not.toHaveAttribute('data-island-live', '');
    await expect(farCard.locator('.tracker-card-body')).toHaveAttribute('data-drawn-by', 'server');
  });
});
