import { expect, test } from '@playwright/test';
import pg from 'pg';
import { e2eDatabaseUrl, expectAccessible, signInAs } from './helpers.ts';

async function activeTotals(): Promise<{ jobs: number; companies: number }> {
  const client = new pg.Client({ connectionString: await e2eDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ jobs: string; companies: string }>(
      'SELECT count(*) AS jobs, count(DISTINCT company_id) AS companies FROM jobs WHERE active',
    );
    return { jobs: Number(rows[0]!.jobs), companies: Number(rows[0]!.companies) };
  } finally {
    await client.end();
  }
}

test('the landing counters count up to the real totals; signed-out buttons lead to search and sign-up', async ({
  page,
}) => {
  // Earlier specs add boards whose jobs the counts take in within a minute (the search caches are dropped at most
  // every SEARCH_CACHE_DROP_EVERY_MS, and the first visitor after a drop still gets the old figure): a visitor
  // who comes back by then sees the real totals.
  test.setTimeout(150_000);
  const totals = await activeTotals();
  expect(totals.jobs).toBeGreaterThan(0);
  const stats = page.getByRole('region', { name: 'Jobs on Upstream' });
  await expect(async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Let jobs find you' })).toBeVisible();
    await expect(stats.getByText(`${totals.jobs.toLocaleString('en-US')} Total Jobs Available`)).toBeAttached(
      {
        timeout: 2_000,
      },
    );
  }).toPass({ timeout: 90_000, intervals: [1_000, 5_000] });
  // Each total is written twice: the figure that counts up, for the eye (hidden from screen readers), and once in
  // the label's sentence for screen readers (asserted above). The figure is what a visitor sees settle.
  const figure = (n: number) =>
    stats.getByText(n.toLocaleString('en-US'), { exact: true }).and(stats.locator('[aria-hidden="true"]'));
  await expect(figure(totals.jobs)).toBeVisible();
  await expect(figure(totals.companies)).toBeVisible();
  // the generated market has jobs first seen today, so the two 'today' cards show
  await expect(stats.getByText('New Jobs Today')).toBeVisible();
  await expect(stats.getByText('Companies Today')).toBeVisible();
  for (const step of ['Sign Up Free', 'Set Your Criteria', 'Get Daily Alerts', 'Apply & Track']) {
    await expect(page.getByRole('heading', { name: step })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Sign Up (Also Free!)' })).toHaveAttribute('href', '/signup');
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/signup');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Browse Jobs (Free)' }).click();
  await expect(page).toHaveURL(/\/job-search$/);
});

test('a member sees Browse Jobs and View Resources', async ({ page, context }) => {
  await signInAs(context);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'View Resources' })).toHaveAttribute('href', '/resources');
  await expect(page.getByRole('link', { name: 'Browse Jobs', exact: true })).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveCount(0);
});
