import { expect, test } from '@playwright/test';
import { expectAccessible, signInAs } from './helpers.ts';

test('the landing page greets a signed-out visitor', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Let jobs find you' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
  ).toBeVisible();
  await expectAccessible(page);
});

test('a screen whose script is gone (a deploy replaced the build) reloads into the current build', async ({
  page,
}) => {
  // Every request the first page makes for the resources screen's script fails, as it would for a page of the
  // previous build (its chunks are gone for good, its preload and any retry alike); the reloaded page's succeed.
  let refused = 0;
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents += 1;
  });
  await page.route(/\/assets\/resources-[\w-]+\.js$/, async (route) => {
    if (documents > 1) return route.continue();
    refused += 1;
    return route.fulfill({ status: 404, body: 'gone' });
  });
  let pagesLoaded = 0;
  page.on('load', () => {
    pagesLoaded += 1;
  });
  await page.goto('/resources');
  // The server-rendered heading is there before any script runs, so wait for the reload itself: the refused script
  // sends the page round once more, and the second load finds the script and stays.
  await expect.poll(() => refused).toBeGreaterThanOrEqual(1);
  await expect.poll(() => pagesLoaded).toBe(2);
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  expect(
    await page.evaluate(() => sessionStorage.getItem('upstream-reloaded-for-missing-script')),
  ).not.toBeNull();
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

test('a signed-in person without access lands on /fail-auth', async ({ page, context }) => {
  await signInAs(context, { permission: null });
  await page.goto('/job-search');
  await expect(page).toHaveURL(/\/fail-auth$/);
  await expect(page.getByRole('heading', { name: 'Authentication Issue' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in again' })).toHaveAttribute('href', '/login');
});

test('a member sees the signed-in nav, avatar letter, plan badge and footer', async ({ page, context }) => {
  await signInAs(context, { firstName: 'Robin', permission: { type: 'beta', tier: 'beta' } });
  await page.goto('/resources');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Invite' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
  const avatar = nav.getByRole('button', { name: /Account menu for Robin/ });
  await expect(avatar).toHaveText('R');
  await avatar.click();
  await expect(page.getByText('Beta', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade' })).toBeVisible();
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await expect(footer.getByRole('link', { name: /^v\d+\.\d+\.\d+$/ })).toHaveAttribute(
    'href',
    '/release-history',
  );
});

test('a member still onboarding is held on their step with only a Logout button', async ({
  page,
  context,
}) => {
  await signInAs(context, { permission: { show_onboarding: true, onboarding_step: 3 } });
  await page.goto('/job-search');
  await expect(page).toHaveURL(/\/onboarding\/job-search\/function$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Logout' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Job Search' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test("a member's page loads no more than a visitor's until the account menu is reached for, and the first tap opens it", async ({
  page,
  context,
}) => {
  await signInAs(context, { firstName: 'Robin', permission: { type: 'beta', tier: 'beta' } });
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/job-search');
  // Live: the filters' island has hydrated, the rest of the screen before it.
  await expect(page.locator('[data-island-live]').first()).toBeAttached();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  // Neither the menu's code (and its dropdown positioning) nor the daily-email count, which the server rendered.
  expect(asked.filter((path) => /\/assets\/(AccountMenu|Dropdown)-/.test(path))).toEqual([]);
  expect(asked.filter((path) => path.startsWith('/api/'))).toEqual([]);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: /Account menu for Robin/ })
    .click();
  await expect(page.getByText('Beta', { exact: true })).toBeVisible();
});
