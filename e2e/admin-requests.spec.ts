import { expect, test } from '@playwright/test';
import pg from 'pg';
import { e2eDatabaseUrl, expectAccessible, signInAs, uniqueEmail, waitForEmail } from './helpers.ts';

// The console's Requests page: members' requests grouped, "add as board" through the Boards page's preview,
// and answers emailed to the people who asked.

async function fileRequests(requests: { email: string; type: string; name: string; url: string | null }[]) {
  const client = new pg.Client({ connectionString: await e2eDatabaseUrl() });
  await client.connect();
  try {
    for (const r of requests) {
      const user = await client.query<{ id: string }>(
        'INSERT INTO users (email, first_name) VALUES ($1, $2) RETURNING id',
        [r.email, 'Riley'],
      );
      await client.query('INSERT INTO requests (user_id, type, name, url) VALUES ($1, $2, $3, $4)', [
        user.rows[0]!.id,
        r.type,
        r.name,
        r.url,
      ]);
    }
  } finally {
    await client.end();
  }
}

test('an admin adds a requested company as a board, and both people who asked are emailed its jobs (desktop)', async ({
  page,
  context,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  const askers = [uniqueEmail('asker'), uniqueEmail('asker')];
  await fileRequests(
    askers.map((email, i) => ({
      email,
      type: 'company job board',
      name: i ? 'requested co' : 'Requested Co',
      url: 'https://jobs.lever.co/e2e-console-request',
    })),
  );
  await signInAs(context, { permission: { type: 'admin' } });
  await page.goto('/admin/requests');
  const card = page.getByRole('article', { name: 'Requested Co' });
  await expect(card).toContainText('asked 2 times');
  await expect(card).toContainText('New');
  await expectAccessible(page);

  await card.getByRole('link', { name: 'Add as board' }).click();
  await expect(page).toHaveURL(/\/admin\/boards\?/);
  const add = page.getByRole('region', { name: 'Add a board' });
  await expect(add.getByLabel('ATS')).toHaveValue('lever');
  await expect(add.getByLabel('Board token')).toHaveValue('e2e-console-request');
  await add.getByRole('button', { name: 'Preview' }).click();
  await expect(add.getByRole('status')).toContainText('4 postings listed');
  await expect(add.getByLabel('Company')).toHaveValue('Requested Co');
  await add.getByRole('button', { name: 'Add board' }).click();
  await expect(
    page.getByText(
      /Added Requested Co .*4 jobs brought in\. The request is marked added; 2 people emailed\./,
    ),
  ).toBeVisible();

  for (const to of askers) {
    const mail = await waitForEmail(to, (m) => m.subject === 'Requested Co is on Upstream now');
    expect(mail.text).toContain('/job-search?company=requested-co');
  }
  await page.goto('/admin/requests');
  await expect(page.getByRole('article', { name: 'Requested Co' })).toContainText('Added');
});

test('an admin declines a request and the person who asked is told (phone)', async ({ page, context }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const asker = uniqueEmail('asker');
  const name = `Auto Apply Wizard ${Date.now()}`;
  await fileRequests([{ email: asker, type: 'auto apply', name, url: null }]);
  await signInAs(context, { permission: { type: 'admin' } });
  await page.goto('/admin/requests');
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('asked once');
  await expect(card.getByRole('link', { name: 'Add as board' })).toHaveCount(0);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await expectAccessible(page);

  await card.getByLabel('Status').selectOption('declined');
  await card.getByRole('button', { name: 'Save and email the person' }).click();
  await expect(page.getByText(`“${name}” marked declined; 1 person emailed.`)).toBeVisible();
  const mail = await waitForEmail(asker, (m) => m.subject === `About your request for ${name}`);
  expect(mail.text).toContain("won't be adding it for now");
  await expect(page.getByRole('article', { name })).toContainText('Declined');
  await expectAccessible(page);
});
