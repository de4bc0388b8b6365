import { expect, test } from '@playwright/test';
import { db, expectGoodPage, VIEWPORTS } from './admin-seed.ts';
import { signInAs } from './helpers.ts';

// Digest runs: each run of the daily email, per day and one by one.

for (const [label, viewport] of VIEWPORTS) {
  test(`an admin reads the digest runs, a failed one with its error (${label})`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(viewport);
    const error = `relay refused ${Date.now()}`;
    await db(
      `INSERT INTO digest_runs (up_to, after, started_at, duration_ms, searches, emails, new_jobs, failed_emails, error)
       VALUES (now(), now() - interval '1 day', now(), 1234, 17, 9, 42, 1, $1)`,
      [error],
    );
    await signInAs(context, { permission: { type: 'admin' } });
    await page.goto('/admin/digest-runs');
    await expect(page.getByRole('heading', { name: 'Digest runs', level: 1 })).toBeVisible();
    await expect(page.getByText(`Stopped: ${error}`)).toBeVisible();
    await expect(page.getByText(/17 searches, 9 emails,\s+42 new jobs in 1\.2 s/).first()).toBeVisible();
    await expectGoodPage(page);
  });
}
