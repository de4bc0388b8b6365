import { expect, test } from '@playwright/test';
import pg from 'pg';
import { e2eDatabaseUrl, expectAccessible } from './helpers.ts';

// "Posted within 3 days, sponsors visas, remote · US" (issue 23's own words): the form's filters, the URL, and
// the card's lines with the posting's sentence on a tap.

const SENTENCE = 'This role is remote within the US, except for California and New York.';
const VISA = 'Visa sponsorship is available for this position.';

test.beforeAll(async () => {
  // One job as ingestion leaves a remote posting that says where and that it sponsors: posted an hour ago.
  const client = new pg.Client({ connectionString: await e2eDatabaseUrl() });
  await client.connect();
  try {
    await client.query(
      `UPDATE jobs SET title = 'Facts Backend Engineer', remote = true, work_mode = 'remote',
         posted_at = now() - interval '1 hour', first_seen_at = now() - interval '1 hour',
         visa_sponsorship = 'sponsors', visa_sentence = $1, remote_open_to = '{US}',
         remote_excluded = '{US-CA,US-NY}', remote_label = 'US only (not CA, NY)', remote_sentence = $2
       WHERE id = (SELECT id FROM jobs WHERE active ORDER BY id LIMIT 1)`,
      [VISA, SENTENCE],
    );
  } finally {
    await client.end();
  }
});

for (const width of [1280, 390]) {
  test(`a visitor filters posted within 3 days, sponsors visas, remote · US at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/job-search');
    if (width < 992)
      await page
        .getByRole('button', { name: /filters/i })
        .first()
        .click();
    await page.getByLabel('Posted within').selectOption('3d');
    await page.getByLabel('Visa sponsorship').selectOption('sponsors');
    const region = page.getByRole('combobox', { name: 'Remote from' });
    await region.fill('US');
    await page.getByRole('option', { name: 'Remote · US', exact: true }).click();
    await region.press('Escape');
    await expectAccessible(page);
    await page.screenshot({ path: `test-results/job-facts-form-${width}.png`, fullPage: false });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/posted_within=3d&visa=sponsors&remote_region=US$/);

    const card = page.getByRole('article').filter({ hasText: 'Facts Backend Engineer' });
    await expect(card).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    const remote = card.getByRole('button', { name: 'Remote · US only (not CA, NY)' });
    await expect(remote).toHaveAttribute('title', SENTENCE);
    await remote.click();
    await expect(card.getByText(SENTENCE)).toBeVisible();
    await card.getByRole('button', { name: 'Sponsors visas' }).click();
    await expect(card.getByText(VISA)).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `test-results/job-facts-results-${width}.png`, fullPage: false });
  });
}
