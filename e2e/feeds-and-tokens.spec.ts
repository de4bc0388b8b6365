import { expect, test } from '@playwright/test';
import pg from 'pg';
import { e2eDatabaseUrl, expectAccessible, holdScripts, signInAs } from './helpers.ts';

// A member scripts their search and follows it in a feed reader: in settings they make an API token (shown once,
// copied), call the read API with it, copy a saved search's feed link and fetch the feed, at desktop and phone
// widths with no serious axe violation.

async function saveSearch(userId: number, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: await e2eDatabaseUrl() });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO saved_searches (user_id, name, filters, email, created_at, updated_at)
       VALUES ($1, $2, $3, false, now(), now())`,
      [userId, name, JSON.stringify({ role: ['Engineering'] })],
    );
  } finally {
    await client.end();
  }
}

for (const width of [1280, 390]) {
  test(`at ${width} px: create an API token and copy a saved search's feed link`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width, height: 900 });
    const member = await signInAs(context);
    await saveSearch(member.id, 'Remote engineering');
    await page.goto('/settings');

    const tokens = page.getByRole('region', { name: 'API tokens' });
    await expect(tokens.getByText('You have no tokens.')).toBeVisible();
    await tokens.getByLabel('New token’s name').fill('Nightly script');
    await tokens.getByRole('button', { name: 'Create token' }).click();
    await tokens.getByRole('button', { name: 'Copy token' }).click();
    await expect(tokens.getByText('Token copied.')).toBeVisible();
    const token = await page.evaluate(() => navigator.clipboard.readText());
    expect(token).toMatch(/^upat_/);
    await expect(tokens.getByRole('list', { name: 'Your API tokens' })).toContainText('last used Never');

    const tracked = await request.get('/api/get/tracker', { headers: { authorization: `Bearer ${token}` } });
    expect(tracked.status()).toBe(200);
    const write = await request.post('/api/post/user-job-saved', {
      headers: { authorization: `Bearer ${token}` },
      data: { job_id: 1, save_job: true },
    });
    expect(write.status()).toBe(403);

    const feeds = page.getByRole('region', { name: 'Saved search feeds' });
    await feeds.getByRole('button', { name: 'Make a feed for Remote engineering' }).click();
    await feeds.getByRole('button', { name: 'Copy the Atom link' }).click();
    await expect(feeds.getByText('Atom link copied.')).toBeVisible();
    const atom = await page.evaluate(() => navigator.clipboard.readText());
    expect(atom).toMatch(/\/api\/feeds\/[\w-]+\.[\w-]+\.atom$/);
    const feed = await request.get(new URL(atom).pathname);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('<title type="text">Upstream: Remote engineering</title>');
    const again = await request.get(new URL(atom).pathname, {
      headers: { 'if-none-match': feed.headers().etag! },
    });
    expect(again.status()).toBe(304);

    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`settings-${width}.png`), fullPage: true });

    await tokens.getByRole('button', { name: 'Revoke Nightly script' }).click();
    await expect(tokens.getByText('You have no tokens.')).toBeVisible();
    expect(
      (await request.get('/api/get/tracker', { headers: { authorization: `Bearer ${token}` } })).status(),
    ).toBe(401);
  });
}

test('on a phone, a visitor who scrolled down to the token form before the page went live is left there', async ({
  page,
  context,
}) => {
  // The page used to glide back to its top as it went live: their next tap landed on whatever slid under their
  // finger (a press on "Create token", a release elsewhere: no click, no token).
  await page.setViewportSize({ width: 390, height: 900 });
  await signInAs(context);
  const release = await holdScripts(page);
  await page.goto('/settings', { waitUntil: 'domcontentloaded' });
  const tokens = page.getByRole('region', { name: 'API tokens' });
  await tokens.getByLabel('New token’s name').fill('Phone script');
  // Scrolled there at once, and read a few frames later: a glide started meanwhile shows as a smaller scrollY.
  const scrollY = () =>
    page.evaluate(async () => {
      for (let i = 0; i < 10; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
      return window.scrollY;
    });
  await page.evaluate(() =>
    document.getElementById('api-token-name')?.scrollIntoView({ behavior: 'instant' }),
  );
  const scrolled = await scrollY();
  expect(scrolled).toBeGreaterThan(500);
  release();
  // Enabled once the page is live and the held text is given to it.
  await expect(tokens.getByRole('button', { name: 'Create token' })).toBeEnabled();
  // Never above where they were (the page may grow above the form after it is live: the browser keeps the form put).
  expect(await scrollY()).toBeGreaterThanOrEqual(scrolled);
  await tokens.getByRole('button', { name: 'Create token' }).click();
  await expect(tokens.getByRole('button', { name: 'Copy token' })).toBeVisible();
});

test('a name typed and "Create token" tapped before the page is live make the token once it is', async ({
  page,
  context,
}) => {
  await signInAs(context);
  const release = await holdScripts(page);
  await page.goto('/settings', { waitUntil: 'domcontentloaded' });
  const tokens = page.getByRole('region', { name: 'API tokens' });
  await tokens.getByLabel('New token’s name').fill('Early script');
  // As the server rendered it: a button that takes the tap (a disabled one sends no click to hold).
  const create = tokens.getByRole('button', { name: 'Create token' });
  await expect(create).toBeEnabled();
  await create.click();
  release();
  await expect(tokens.getByRole('button', { name: 'Copy token' })).toBeVisible();
  await expect(tokens.getByRole('list', { name: 'Your API tokens' })).toContainText('Early script');
  await expect(tokens.getByRole('button', { name: 'Revoke Early script' })).toHaveCount(1);
});
