import { expect, type Page, test } from '@playwright/test';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { e2eDatabaseUrl, expectAccessible, signInAs, trackerStatus } from './helpers.ts';

// The tracker that updates itself, end to end: the member copies their forwarding address from settings, a
// forwarded Greenhouse rejection arrives by SMTP (the real listener of the running service) or through the
// providers' webhook, and the tracker card moves to Rejected with the note quoting the email.

const port = Number(process.env.E2E_PORT ?? 4310);
const SMTP_PORT = port + 2;
const SECRET = 'e2e-inbound-webhook-secret-0123456789';

async function seedJob(company: string, title: string): Promise<number> {
  const client = new pg.Client({ connectionString: await e2eDatabaseUrl() });
  await client.connect();
  try {
    const tag = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const c = await client.query<{ id: string }>(
      `INSERT INTO companies (name, slug, industry) VALUES ($1, $2, 'Software') RETURNING id`,
      [company, `e2e-inbox-${tag}`],
    );
    const b = await client.query<{ id: string }>(
      `INSERT INTO job_boards (company_id, ats, token, last_success_at) VALUES ($1, 'greenhouse', $2, now()) RETURNING id`,
      [c.rows[0]!.id, `e2e-inbox-${tag}`],
    );
    const j = await client.query<{ id: string }>(
      `INSERT INTO jobs (board_id, company_id, external_id, title, title_key, url, function, level, type,
         content_hash, first_seen_at, listed_at, last_seen_at)
       VALUES ($1, $2, $3, $4, lower($4), $5, 'Engineering', 'Senior', 'full-time', 'e2e', now(), now(), now())
       RETURNING id`,
      [b.rows[0]!.id, c.rows[0]!.id, tag, title, `https://boards.example/${tag}`],
    );
    // Counts are cached for 10 minutes; a job added straight to the database is new, as after an ingestion run
    // (later specs count the real totals).
    await client.query(`DELETE FROM app_cache WHERE key LIKE 'jobs:%'`);
    return Number(j.rows[0]!.id);
  } finally {
    await client.end();
  }
}

/** A Greenhouse rejection as Gmail forwards it when the member presses Forward. */
function forwardedRejection(member: string, company: string, title: string): string {
  return [
    `From: Casey <${member}>`,
    'To: me',
    `Subject: Fwd: Your application to ${company}`,
    'Date: Wed, 4 Nov 2026 12:00:00 +0000',
    'Content-Type: text/plain; charset=utf-8',
    '',
    '',
    '---------- Forwarded message ---------',
    `From: ${company} <no-reply@us.greenhouse-mail.io>`,
    'Date: Tue, Nov 3, 2026 at 9:41 AM',
    `Subject: Your application to ${company}`,
    `To: <${member}>`,
    '',
    '',
    'Hi Casey,',
    '',
    `Thank you for your interest in ${company}. We have reviewed your application for the ${title} role and, after careful consideration, we have decided not to move forward with your candidacy at this time.`,
    '',
    `The ${company} Recruiting Team`,
    '',
  ].join('\r\n');
}

const column = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name} \\d+$`) });
const trackerCard = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

async function expectMovedToRejected(page: Page, company: string, title: string) {
  await page.goto('/tracker');
  await expect(column(page, 'Closed').getByRole('heading', { name: title })).toBeVisible();
  await expect(trackerStatus(page, title)).toHaveText('Rejected');
  await trackerCard(page, title)
    .getByRole('button', { name: /Timeline/ })
    .click();
  const timeline = trackerCard(page, title).getByRole('region', { name: 'Notes' });
  await expect(timeline.getByText('Job Status: Rejected')).toBeVisible();
  await expect(
    timeline.getByText(
      `Rejected from your email “Your application to ${company}” (2026-11-03): “We have reviewed your application for the ${title} role`,
    ),
  ).toBeVisible();
}

async function trackedWithAddress(page: Page, company: string, title: string) {
  const jobId = await seedJob(company, title);
  const res = await page.request.post('/api/post/update-job-status', {
    data: { job_id: jobId, job_status: '1st Interview' },
  });
  expect(res.status()).toBe(200);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Job-search email' });
  const address = await section.getByLabel('Your forwarding address').inputValue();
  expect(address).toMatch(/^track\+[a-z0-9]+@in\.upstream\.test$/);
  return address;
}

test.describe('forwarded hiring mail', () => {
  // A reader away from UTC: the server writes times in UTC, the browser in the reader's own zone.
  test.use({ timezoneId: 'America/New_York' });

  test('a Greenhouse rejection forwarded by SMTP moves the card to Rejected with its note, and undo puts it back', async ({
    page,
    context,
  }) => {
    const member = await signInAs(context);
    const address = await trackedWithAddress(page, 'Quasar Analytics', 'Platform Engineer');
    const smtp = nodemailer.createTransport({
      host: '127.0.0.1',
      port: SMTP_PORT,
      secure: false,
      ignoreTLS: true,
    });
    await smtp.sendMail({
      envelope: { from: member.email, to: [address] },
      raw: forwardedRejection(member.email, 'Quasar Analytics', 'Platform Engineer'),
    });
    await expectMovedToRejected(page, 'Quasar Analytics', 'Platform Engineer');

    // The list arrives in the server's page (nothing below it moves as the page comes alive), its time in UTC.
    const served = await (await page.request.get('/settings')).text();
    expect(served).toContain('Moved to Rejected (was 1st Interview)');
    expect(served).toMatch(/<time[^>]*>[A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M UTC<\/time>/);
    await page.goto('/settings');
    const received = page.getByRole('region', { name: /^Received/ });
    await expect(received.getByText('Moved to Rejected (was 1st Interview)')).toBeVisible();
    const time = received.locator('time').first();
    const at = new Date((await time.getAttribute('datetime')) ?? '');
    const inNewYork = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'America/New_York',
    });
    await expect(time).toHaveText(inNewYork.format(at));
    await expectAccessible(page);
    await received.getByRole('button', { name: 'Undo' }).click();
    await expect(received.getByText('Undone: back to 1st Interview')).toBeVisible();
    await page.goto('/tracker');
    await expect(trackerStatus(page, 'Platform Engineer')).toHaveText('1st Interview');
  });

  test('the same email through the providers’ webhook', async ({ page, context }) => {
    const member = await signInAs(context);
    const address = await trackedWithAddress(page, 'Nimbus Freight', 'Data Analyst');
    const res = await page.request.post(`/api/inbound/mail?to=${encodeURIComponent(address)}`, {
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'message/rfc822' },
      data: forwardedRejection(member.email, 'Nimbus Freight', 'Data Analyst'),
    });
    expect(res.status()).toBe(202);
    await expectMovedToRejected(page, 'Nimbus Freight', 'Data Analyst');
  });

  test('an email Upstream is unsure about is a suggestion on the tracker, accepted in one click', async ({
    page,
    context,
  }) => {
    await signInAs(context);
    const address = await trackedWithAddress(page, 'Lumen Works', 'Site Reliability Engineer');
    const res = await page.request.post(`/api/inbound/mail?to=${encodeURIComponent(address)}`, {
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'message/rfc822' },
      data: [
        'From: Lumen Works <no-reply@ashbyhq.com>',
        'Subject: About the Site Reliability Engineer role',
        '',
        'We would like to invite you to a final round interview for the Site Reliability Engineer role. Unfortunately, we will not be moving forward with your application for the other team.',
        '',
      ].join('\r\n'),
    });
    expect(res.status()).toBe(202);
    await page.goto('/tracker');
    const suggestions = page.getByRole('region', { name: 'From your email (1)' });
    await expect(suggestions.getByText('Lumen Works')).toBeVisible();
    await expect(trackerStatus(page, 'Site Reliability Engineer')).toHaveText('1st Interview');
    await expectAccessible(page);
    await suggestions.getByRole('button', { name: 'Accept' }).click();
    await expect(trackerStatus(page, 'Site Reliability Engineer')).toHaveText('Rejected');
    await expect(page.getByRole('region', { name: /^From your email/ })).toHaveCount(0);
  });
});
