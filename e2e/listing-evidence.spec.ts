import { expect, test } from '@playwright/test';
import { db, seedJob, tag, VIEWPORTS } from './admin-seed.ts';
import { expectAccessible, signInAs } from './helpers.ts';

// Issue 23: a card says why it may be stale (listed for months, reposted, a company that keeps postings up),
// and a member who flagged a job reads what the operator did about it.

for (const [label, viewport] of VIEWPORTS) {
  test(`a stale job's card gives its reasons, and a flagger reads the operator's answer (${label})`, async ({
    page,
    context,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    const word = `Ghostly${tag().replace(/\D/g, '')}`;
    const title = `${word} Platform Engineer`;
    const job = await seedJob(title);
    // Listed since mid-August, reposted three times; its company keeps 40% of its ten open jobs up 90+ days.
    await db(
      `UPDATE jobs SET listed_at = now() - interval '94 days', first_seen_at = now() - interval '94 days',
         repost_count = 3 WHERE id = $1`,
      [job.id],
    );
    await db(`UPDATE companies SET long_listed_share = 0.4, open_jobs_counted = 10 WHERE name = $1`, [
      job.company,
    ]);

    await signInAs(context);
    await page.goto(`/job-search?job_title_search=${word.toLowerCase()}`);
    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    // One calm line, the reasons listed (the prefix is for screen readers).
    await expect(card.locator('.job-card-evidence')).toHaveText(
      /^Listing history: Listed for 94 days · reposted 3 times since \w+ · this company lists 40% of its jobs for 90\+ days$/,
    );

    // The member flags it; the operator looks and leaves it up.
    await card.getByRole('button', { name: 'Flag job' }).click();
    await expect(card.getByRole('button', { name: 'Flag job' })).toHaveAttribute('aria-pressed', 'true');
    const operator = await browser.newContext({ baseURL: new URL(page.url()).origin });
    await signInAs(operator, { permission: { type: 'admin' } });
    const answer = await operator.request.post(`/api/admin/flagged-jobs/${job.id}`, {
      data: { action: 'dismiss' },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(answer.status()).toBe(200);
    await operator.close();

    await page.reload();
    await expect(
      card.getByText('You flagged this job; the operator reviewed it and left it up.'),
    ).toBeVisible();
    await expectAccessible(page);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/listing-evidence-${label}.png` });
  });
}
