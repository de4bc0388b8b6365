import { expect, test } from '@playwright/test';
import { expectGoodPage, VIEWPORTS } from './admin-seed.ts';
import { signInAs, uniqueEmail } from './helpers.ts';

// Members: find someone by address, give them invites, sign them out everywhere.

for (const [label, viewport] of VIEWPORTS) {
  test(`an admin finds a member, adds invites and signs them out everywhere (${label})`, async ({
    page,
    context,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    const email = uniqueEmail('findme');
    const memberContext = await browser.newContext();
    await signInAs(memberContext, { email, permission: { type: 'free', tier: 'free' } });
    await signInAs(context, { permission: { type: 'admin' } });

    await page.goto('/admin/members');
    await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
    await page.getByLabel('Email address (or part of it)').fill(email.split('@')[0]!);
    await page.getByRole('button', { name: 'Find' }).click();
    const card = page.getByRole('article', { name: new RegExp(email) });
    await expect(card).toContainText('free · free');
    await expect(card).toContainText('1 active session');
    await expectGoodPage(page);

    await card.getByLabel('Invites to add').fill('3');
    await card.getByRole('button', { name: 'Add invites' }).click();
    await expect(card.getByText('8 invites left.')).toBeVisible();

    await card.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(card.getByText('Signed out everywhere (1 session ended).')).toBeVisible();
    const after = await memberContext.request.get('/api/get/tracker');
    expect(after.status()).toBe(401);
    await memberContext.close();
  });
}
