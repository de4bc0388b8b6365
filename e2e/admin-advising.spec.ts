import { expect, test } from '@playwright/test';
import { expectGoodPage, VIEWPORTS } from './admin-seed.ts';
import { signInAs, uniqueEmail } from './helpers.ts';

// Group advising: a member's sign-up reaches the console with their tier.

for (const [label, viewport] of VIEWPORTS) {
  test(`a member's group advising sign-up is listed with their tier (${label})`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(viewport);
    const email = uniqueEmail('advising');
    await signInAs(context, { email, permission: { type: 'beta', tier: 'plus' } });
    // The confirmation page tells the operator on load.
    const told = page.waitForResponse((r) => r.url().endsWith('/api/post/group-advising-alert'));
    await page.goto('/group-advising-confirmation');
    expect((await told).status()).toBe(200);
    await context.clearCookies();
    await signInAs(context, { permission: { type: 'admin' } });
    await page.goto('/admin/advising');
    await expect(page.getByRole('heading', { name: 'Group advising', level: 1 })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(email) });
    await expect(row).toContainText('plus');
    await expectGoodPage(page);
  });
}
