import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers.ts';

test('the landing page greets a signed-out visitor', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Let jobs find you' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
  ).toBeVisible();
  await expectAccessible(page);
});

test('a signed-out visit to /settings lands on /login', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown path shows the not-found screen with a 404 status', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the nav collapses behind a menu button at 390px', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const jobSearch = nav.getByRole('link', { name: 'Job Search' });
    await expect(jobSearch).toBeHidden();
    await nav.getByRole('button', { name: 'Menu' }).click();
    await expect(jobSearch).toBeVisible();
    await jobSearch.click();
    await expect(page).toHaveURL(/\/job-search$/);
  });
});
