import { expect, test } from '@playwright/test';
import { db, expectGoodPage, seedJob, tag, VIEWPORTS } from './admin-seed.ts';
import { signInAs } from './helpers.ts';

// Flagged jobs: the operator sees what members flagged and hides a job for everyone; it leaves search.

for (const [label, viewport] of VIEWPORTS) {
  test(`an admin hides a flagged job for everyone, and it leaves search (${label})`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(viewport);
    const title = `Suspicious Posting ${tag()}`;
    const job = await seedJob(title);
    const flagger = await signInAs(context, { permission: { type: 'free', tier: 'free' } });
    await db(`INSERT INTO user_jobs (user_id, job_id, flagged, flagged_at) VALUES ($1, $2, true, now())`, [
      flagger.id,
      job.id,
    ]);
    await context.clearCookies();
    await signInAs(context, { permission: { type: 'admin' } });

    await page.goto('/admin/flagged');
    await expect(page.getByRole('heading', { name: 'Flagged jobs', level: 1 })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toBeVisible();
    await expectGoodPage(page);

    await row.getByRole('button', { name: `Hide “${title}” for everyone` }).click();
    await expect(page.getByText(`“${title}” is hidden for everyone`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);

    // Gone from search for everyone.
    const search = await page.request.post('/api/post/jobs', {
      data: { job_title_search: [title.split(' ').at(-1)] },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(JSON.stringify(await search.json())).not.toContain(title);
  });
}
