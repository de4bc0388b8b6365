import { expect, test } from '@playwright/test';
import { db, expectGoodPage, tag, VIEWPORTS } from './admin-seed.ts';
import { signInAs, waitForEmail } from './helpers.ts';

// Email: a failed message shows its error, and the operator sends it again.

for (const [label, viewport] of VIEWPORTS) {
  test(`an admin finds a failed email and sends it again (${label})`, async ({ page, context }) => {
    await page.setViewportSize(viewport);
    const to = `bounced-${tag()}@example.com`;
    await db(
      `INSERT INTO email_messages (category, to_address, subject, html, text, status, attempts, error)
       VALUES ('invite', $1, 'You are invited', '<p>Come in</p>', 'Come in', 'failed', 5, '550 mailbox full')`,
      [to],
    );
    await signInAs(context, { permission: { type: 'admin' } });
    await page.goto('/admin/email');
    await expect(page.getByRole('heading', { name: 'Email', level: 1 })).toBeVisible();
    await page.getByLabel('Status').selectOption('failed');
    const row = page.getByRole('row', { name: new RegExp(to) });
    await expect(row).toContainText('550 mailbox full');
    await expect(page.getByRole('heading', { name: 'Delivery per day' })).toBeVisible();
    await expectGoodPage(page);

    await row.getByRole('button', { name: /Send email \d+ to .* again/ }).click();
    await expect(page.getByText(/Email \d+ was sent\./)).toBeVisible();
    const mail = await waitForEmail(to);
    expect(mail.subject).toBe('You are invited');
  });
}
