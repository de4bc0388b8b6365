import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signInAs } from './helpers.ts';

// The operator console's frame: admins only (the server refuses every other caller too, see the integration
// walk), a navigation of sections that works by keyboard and on a phone, and the audit log.

const PHONE = { width: 390, height: 844 };

async function expectConsole(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Operator console' });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Audit log' })).toBeVisible();
  return nav;
}

test('a signed-out visitor is sent to sign in, and a member who is not an admin finds no console', async ({
  page,
  context,
}) => {
  await page.goto('/admin/audit-log');
  await expect(page).toHaveURL(/\/login$/);
  await signInAs(context, { permission: { type: 'beta', tier: 'plus' } });
  await page.goto('/admin/boards');
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Operator console' })).toHaveCount(0);
  const api = await page.request.get('/api/admin/boards');
  expect(api.status()).toBe(403);
});

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', PHONE],
] as const) {
  test(`an admin moves through the console by keyboard and reads the audit log (${label})`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(viewport);
    await signInAs(context, {
      email: `ops-${label}-${Date.now()}@example.com`,
      permission: { type: 'admin' },
    });
    await page.goto('/admin');
    // The console opens on its first section.
    await expect(page).toHaveURL(/\/admin\/[a-z-]+$/);
    const nav = await expectConsole(page);
    const audit = nav.getByRole('link', { name: 'Audit log' });
    await audit.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/audit-log$/);
    await expect(audit).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    // Nothing on the page is wider than the screen (tables scroll inside their own region).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
}

test('a console page visited directly or reloaded is answered with the page, not a 404', async ({
  page,
  context,
}) => {
  await signInAs(context, { email: `ops-direct-${Date.now()}@example.com`, permission: { type: 'admin' } });
  const visit = await page.goto('/admin/digest-runs');
  expect(visit?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Digest runs', level: 1 })).toBeVisible();
  const reload = await page.reload();
  expect(reload?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Digest runs', level: 1 })).toBeVisible();
});
