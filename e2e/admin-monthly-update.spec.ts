import { expect, test } from '@playwright/test';
import { expectGoodPage, VIEWPORTS } from './admin-seed.ts';
import { signInAs } from './helpers.ts';

// The monthly update: drafted from measured figures, edited, published to /monthly-update.

for (const [label, viewport] of VIEWPORTS) {
  test(`an admin publishes the month's update from measured figures (${label})`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(viewport);
    await signInAs(context, { permission: { type: 'admin' } });
    await page.goto('/admin/monthly-update');
    await expect(page.getByRole('heading', { name: 'Monthly update', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Measured by the service' })).toBeVisible();
    // The draft states the measured figures.
    await expect(page.getByLabel('Update (Markdown)')).toHaveValue(/open jobs? from/);
    await expectGoodPage(page);

    // An older month, so the two viewports do not publish over each other's month.
    const month = label === 'desktop' ? '2024-01' : '2024-02';
    await page.getByLabel('Month', { exact: true }).fill(month);
    await expect(page.getByText('Not written yet', { exact: false })).toBeVisible();
    const title = `Quiet ${label} month`;
    await page.getByLabel('Title').fill(title);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published: members see it at /monthly-update.')).toBeVisible();

    await page.goto('/monthly-update');
    await expect(page.getByText(title).first()).toBeVisible();
  });
}
