import { expect, test } from '@playwright/test';
import { db, expectGoodPage, tag, VIEWPORTS } from './admin-seed.ts';
import { signInAs } from './helpers.ts';

// The overview: the console opens on it, with its figures, charts (loaded only here) and tables.

for (const [label, viewport] of VIEWPORTS) {
  test(`an admin opens the console on the overview of the service (${label})`, async ({ page, context }) => {
    await page.setViewportSize(viewport);
    // A board of the ATS with the longest name, so the boards table is as wide as a real install's.
    const t = tag();
    await db(
      `WITH c AS (INSERT INTO companies (name, slug) VALUES ($1, $2) RETURNING id)
       INSERT INTO job_boards (company_id, ats, token) SELECT id, 'smartrecruiters', $2 FROM c`,
      [`Wide ${t}`, `e2e-wide-${t}`],
    );
    await signInAs(context, { permission: { type: 'admin' } });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/overview$/);
    await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
    await expect(page.getByText('Open jobs', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Open jobs per day, last 30 days' })).toBeVisible();
    await expect(
      page.getByRole('img', { name: /Emails sent, failed, opened and clicked per day/ }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: /Boards by ATS and health/ })).toBeVisible();
    await expectGoodPage(page);
  });
}

test('the job seeker’s pages never load the charts', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.js')) scripts.push(r.url());
  });
  await page.goto('/');
  await expect(page.locator('body')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => /overview-/.test(s))).toEqual([]);
});
