import { expect, test } from '@playwright/test';
import { expectAccessible, signInAs } from './helpers.ts';

// The console's Boards page against the ATS simulator (e2e/fixtures/ats.ts): preview, add, fetch, disable,
// enable and remove a board, each in the audit log.

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`an admin previews a board, adds it and runs it (${label})`, async ({ page, context }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const admin = await signInAs(context, { permission: { type: 'admin' } });
    await page.goto('/admin/boards');
    await expect(page.getByRole('heading', { name: 'Boards', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Job boards' })).toBeVisible();
    // The page fits the screen; the wide table scrolls inside its own region.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    // A board that does not exist: the preview says why, and nothing can be added.
    const add = page.getByRole('region', { name: 'Add a board' });
    await add.getByLabel('ATS').selectOption('lever');
    await add.getByLabel('Board token').fill(`no-such-board-${label}`);
    await add.getByRole('button', { name: 'Preview' }).click();
    await expect(add.getByRole('status')).toContainText('could not be read');
    await expect(add.getByRole('button', { name: 'Add board' })).toHaveCount(0);

    // The simulator's board: the preview lists its jobs before anything is saved.
    await add.getByLabel('ATS').selectOption('greenhouse');
    await add.getByLabel('Board token').fill('e2e-console-preview');
    await add.getByRole('button', { name: 'Preview' }).click();
    await expect(add.getByRole('status')).toContainText('6 postings listed');
    await expect(add.getByRole('status').getByRole('listitem')).toHaveCount(6);
    await expectAccessible(page);

    const company = `Console Preview ${label}`;
    await add.getByLabel('Company').fill(company);
    await add.getByRole('button', { name: 'Add board' }).click();
    await expect(
      page.getByText(`Added ${company} (greenhouse e2e-console-preview): 6 jobs brought in.`),
    ).toBeVisible();
    // Disabled boards sort last, beyond the first page of the dataset's boards: find it by its token.
    await page.getByLabel('Company or token').fill('e2e-console-preview');
    const row = page.locator('tr[data-board="greenhouse:e2e-console-preview"]');
    await expect(row).toContainText(company);
    await expect(row).toContainText('Healthy');

    await row.getByRole('button', { name: /^Fetch .* now$/ }).click();
    await expect(page.getByText(/Fetched .*: 6 listed, 0 new/)).toBeVisible();
    await row.getByRole('button', { name: /^Disable / }).click();
    await expect(row).toContainText('Disabled');
    await row.getByRole('button', { name: /^Enable / }).click();
    await expect(row).toContainText('Healthy');

    await row.getByRole('button', { name: /^Remove / }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this board?' });
    await expect(dialog).toContainText('6 jobs will be deleted');
    await dialog.getByRole('button', { name: 'Remove board' }).click();
    await expect(
      page.getByText(`Removed ${company} (greenhouse e2e-console-preview) and its 6 jobs.`),
    ).toBeVisible();
    await expect(row).toHaveCount(0);

    // Every step is in the audit log, under this admin's name.
    await page
      .getByRole('navigation', { name: 'Operator console' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    const log = page.getByRole('region', { name: 'Audit log entries' });
    for (const action of ['board.add', 'board.fetch', 'board.disable', 'board.enable', 'board.remove'])
      await expect(
        log.getByRole('row').filter({ hasText: action }).filter({ hasText: admin.email }).first(),
      ).toBeVisible();
    await expectAccessible(page);
  });
}

test('an admin adds boards from a pasted list and sees what became of each line', async ({
  page,
  context,
}) => {
  await signInAs(context, { permission: { type: 'admin' } });
  await page.goto('/admin/boards');
  await page.getByText('Add many boards from a list').click();
  await page
    .getByLabel(/One board a line/)
    .fill('recruitee e2e-console-bulk Bulk Co\ntaleo nope\nlever gone-board-e2e Gone');
  await page.getByRole('button', { name: 'Add these boards' }).click();
  const results = page.getByRole('status').filter({ hasText: 'boards added' });
  await expect(results).toContainText('1 of 3 boards added.');
  await expect(results.getByRole('listitem').nth(0)).toContainText('Added');
  await expect(results.getByRole('listitem').nth(1)).toContainText('Not a board');
  await expect(results.getByRole('listitem').nth(2)).toContainText('Could not be read');
  await expect(page.locator('tr[data-board="recruitee:e2e-console-bulk"]')).toContainText('Bulk Co');
  await expectAccessible(page);
  // Left as it was for other specs: remove it again.
  const row = page.locator('tr[data-board="recruitee:e2e-console-bulk"]');
  await row.getByRole('button', { name: /^Remove / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove board' }).click();
  await expect(row).toHaveCount(0);
});
