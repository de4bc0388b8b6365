import { expect, test } from '@playwright/test';
import { expectAccessible, signInAs } from './helpers.ts';

test('a member signs out everywhere from Settings and lands on the sign-in page', async ({
  page,
  context,
}) => {
  await signInAs(context);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Sessions' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The session is gone on the server, not only forgotten here.
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
});
