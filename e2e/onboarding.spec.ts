import { expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { e2eDatabaseUrl, expectAccessible, signInAs, uniqueEmail, waitForEmail } from './helpers.ts';

// Jobs in a city of their own, so the steps' live counts are known whatever other specs add.
const CITY = 'Onboardville';
const STATE = 'OB';
const JOBS = [
  { title: 'Senior Data Analyst', fn: 'Data', level: 'Senior', type: 'full-time' },
  { title: 'Senior Analytics Engineer', fn: 'Data', level: 'Senior', type: 'full-time' },
  { title: 'Product Designer', fn: 'Design', level: 'Mid', type: 'full-time' },
];

async function withDb<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: await e2eDatabaseUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

test.beforeAll(async ({ request }) => {
  await withDb(async (db) => {
    const exists = await db.query('SELECT 1 FROM companies WHERE slug = $1', ['onboardville-labs']);
    if (exists.rowCount) return;
    const company = await db.query<{ id: string }>(
      `INSERT INTO companies (name, slug, homepage_url, industry) VALUES ('Onboardville Labs', 'onboardville-labs', 'https://example.com', 'Software') RETURNING id`,
    );
    const companyId = company.rows[0]!.id;
    const board = await db.query<{ id: string }>(
      `INSERT INTO job_boards (company_id, ats, token, last_fetch_at, last_success_at, last_full_fetch_at)
       VALUES ($1, 'greenhouse', 'onboardville-e2e', now(), now(), now()) RETURNING id`,
      [companyId],
    );
    for (const [i, job] of JOBS.entries()) {
      const row = await db.query<{ id: string }>(
        `INSERT INTO jobs (board_id, company_id, external_id, title, title_key, url, function, level, type,
           content_hash, first_seen_at, listed_at, last_seen_at)
         VALUES ($1, $2, $3, $4, lower($4), $5, $6, $7, $8, md5($4), now(), now(), now()) RETURNING id`,
        [
          board.rows[0]!.id,
          companyId,
          `ob-${i}`,
          job.title,
          `https://example.com/jobs/${i}`,
          job.fn,
          job.level,
          job.type,
        ],
      );
      await db.query(
        `INSERT INTO job_locations (job_id, position, city, state, country) VALUES ($1, 0, $2, $3, 'US')`,
        [row.rows[0]!.id, CITY, STATE],
      );
    }
    // Counts and dropdowns are cached for 10 minutes; these jobs are new, as after an ingestion run.
    await db.query(`DELETE FROM app_cache WHERE key LIKE 'jobs:%'`);
  });
  await expect
    .poll(async () => JSON.stringify(await (await request.get('/api/get/jobs-search-inputs')).json()), {
      timeout: 20_000,
    })
    .toContain(`${CITY}, ${STATE}`);
});

async function pick(page: Page, label: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(option.slice(0, 5));
  await page.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
}

const liveCount = (page: Page) => page.getByText(/active jobs fit your search/);

test('a new visitor signs up and completes the 7 onboarding steps with real filters', async ({ page }) => {
  const email = uniqueEmail('onboard');
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Get Started Free' }).click();
  const mail = await waitForEmail(email);
  await page.goto(mail.text.match(/https?:\/\/\S+\/auth\/confirm\?token=[\w%-]+/)![0]);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/onboarding\/welcome$/);
  await expect(page.getByText('Step 1 of 7')).toBeVisible();
  // During onboarding the nav holds only Logout.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Logout' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Job Search' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'What city do you want to work?' })).toBeVisible();
  await expect(page.getByText('Step 2 of 7')).toBeVisible();
  await pick(page, 'Cities', `${CITY}, ${STATE}`);
  await expect(liveCount(page)).toHaveText('3 active jobs fit your search');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: "What's your preferred job function?" })).toBeVisible();
  await pick(page, 'Job functions', 'Data');
  await expect(liveCount(page)).toHaveText('2 active jobs fit your search');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: "What's your preferred job type?" })).toBeVisible();
  await pick(page, 'Job types', 'full-time');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: "What's your preferred job level?" })).toBeVisible();
  await pick(page, 'Job levels', 'Senior');
  await expect(liveCount(page)).toHaveText('2 active jobs fit your search');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Any keywords you look for in the title?' })).toBeVisible();
  await page.getByLabel('Title keywords').fill('analyst');
  await page.getByLabel('Title keywords').press('Enter');
  await expect(liveCount(page)).toHaveText('1 active jobs fit your search');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Name this search' })).toBeVisible();
  await expect(page.getByText('Step 7 of 7')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Skip', exact: true })).toHaveCount(0);
  await page.getByLabel('Search name').fill('');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Search name must have a value')).toBeVisible();
  await page.getByLabel('Search name').fill('Senior data in Onboardville');
  await page.getByRole('button', { name: 'Finish' }).click();

  await expect(page).toHaveURL(/\/select-account\?search_id=\d+$/);
  const searchId = Number(new URL(page.url()).searchParams.get('search_id'));
  const saved = await withDb(
    async (db) =>
      (
        await db.query(
          `SELECT s.name, s.email, s.filters, p.show_onboarding, p.onboarding_search_id
         FROM saved_searches s JOIN users u ON u.id = s.user_id JOIN permissions p ON p.user_id = u.id
         WHERE s.id = $1 AND u.email = $2`,
          [searchId, email],
        )
      ).rows[0],
  );
  expect(saved).toMatchObject({
    name: 'Senior data in Onboardville',
    email: true,
    show_onboarding: false,
    onboarding_search_id: String(searchId),
    filters: expect.objectContaining({ role: ['Data'], level: ['Senior'], job_title_search: ['analyst'] }),
  });
  // Onboarding is over: the full nav is back.
  await expect(nav.getByRole('link', { name: 'Job Search' })).toBeVisible();
});

test('steps go back, skip, and refuse to continue on zero matches without asking', async ({
  page,
  context,
}) => {
  await signInAs(context, { permission: { show_onboarding: true, onboarding_step: 2 } });
  await page.goto('/job-search');
  // Someone in onboarding who goes elsewhere is sent back to their step.
  await expect(page).toHaveURL(/\/onboarding\/job-search\/city$/);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/onboarding\/welcome$/);
  await page.goto('/onboarding/job-search/city');
  await page.getByRole('link', { name: 'Skip', exact: true }).click();
  await expect(page).toHaveURL(/\/onboarding\/job-search\/function$/);

  await page.goto('/onboarding/job-search/keyword');
  await page.getByLabel('Title keywords').fill('zzqxnothingmatches');
  await page.getByLabel('Title keywords').press('Enter');
  await expect(liveCount(page)).toHaveText('0 active jobs fit your search');
  await page.getByRole('button', { name: 'Next' }).click();
  const modal = page.getByRole('dialog');
  await expect(
    modal.getByText(
      "You've selected filters that result in 0 matched jobs. Please update your filters so we can help you find jobs that fit what you're looking for.",
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await modal.getByRole('button', { name: 'Update filters' }).click();
  await expect(page).toHaveURL(/\/onboarding\/job-search\/keyword$/);

  await page.goto('/onboarding/anything-else');
  await expect(page).toHaveURL(/\/onboarding\/welcome$/);
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('a step fits a phone screen', async ({ page, context }) => {
    await signInAs(context, { permission: { show_onboarding: true, onboarding_step: 3 } });
    await page.goto('/onboarding/job-search/function');
    await expect(page.getByRole('heading', { name: "What's your preferred job function?" })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
