import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signInAs, waitForEmail } from './helpers.ts';

/** The deletion link of the latest email to `email`, as the member would open it from their inbox. */
async function deletionLinkFor(email: string): Promise<string> {
  const mail = await waitForEmail(email, (m) => /delete-account\?token=/.test(m.text));
  const match = mail.text.match(/https?:\/\/\S+\/delete-account\?token=[\w.%-]+/);
  if (!match) throw new Error(`no deletion link in ${mail.text}`);
  return match[0];
}

async function lookAt(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a member downloads their data, then deletes their account with the emailed link', async ({
  page,
  context,
}) => {
  const { id, email } = await signInAs(context);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^upstream-my-data-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.account).toEqual({ id, email });
  expect(data.tables.users[0].email).toBe(email);
  await expect(page.getByText('Your data was downloaded.')).toBeVisible();

  // Settings asks first, with keyboard only, and says what goes.
  const deleteButton = page.getByRole('button', { name: 'Delete my account' });
  await deleteButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('It cannot be undone.')).toBeVisible();
  await lookAt(page, 'settings-delete-asked');
  await page.getByRole('button', { name: 'Email me the confirmation link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We sent a link to' })).toContainText(
    `${email[0]}•••@example.com`,
  );

  // Opening the link deletes nothing; the button does.
  const link = await deletionLinkFor(email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Delete your Upstream account' })).toBeVisible();
  await lookAt(page, 'delete-account-confirm');
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is deleted' })).toBeVisible();
  await lookAt(page, 'delete-account-done');

  const me = await page.request.get('/api/current_user');
  expect(await me.json()).toBe(false);

  // The link works once.
  await page.goto(link);
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByRole('heading', { name: "This link can't delete an account" })).toBeVisible();
  await expect(page.getByText('This link was already used')).toBeVisible();
});
