import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { e2eDatabaseUrl, signInAs } from './helpers.ts';

const run = promisify(execFile);
const origin = `http://localhost:${Number(process.env.E2E_PORT ?? 4310)}`;

/** The operator command, with the service's settings, against its database, for one person. */
async function runDigestFor(email: string) {
  return run('npx', ['tsx', 'apps/server/src/cli/digest.ts', '--now', '--email', email], {
    // No SMTP here: the mail goes to the outbox, which /dev/mailbox shows.
    env: {
      ...process.env,
      DATABASE_URL: await e2eDatabaseUrl(),
      PUBLIC_URL: origin,
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
    },
    cwd: new URL('..', import.meta.url).pathname,
  });
}

interface MailboxMessage {
  id: number;
  to_address: string;
  subject: string;
  category: string;
  clicked_at: string | null;
}

test('save a search with the daily email, run the digest, open the email and follow a job link', async ({
  page,
  context,
}) => {
  const request = context.request;
  const member = await signInAs(context, { permission: { type: 'beta', tier: 'beta' } });
  await page.goto('/job-search');
  await page.getByRole('combobox', { name: 'Job function' }).fill('engin');
  await page.getByRole('option', { name: 'Engineering', exact: true }).click();
  await page.getByRole('combobox', { name: 'Job function' }).press('Escape');
  await expect(page.getByText('2 daily-email searches remaining')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Save search' }).check();
  await page.getByLabel('Search name').fill('Engineering everywhere');
  await expect(page.getByLabel('Daily email at 10am ET')).toBeChecked();
  await page.getByRole('button', { name: 'Save & search' }).click();
  await expect(page).toHaveURL(/\/job-search\?search_id=\d+$/);
  await expect(page.getByText('1 daily-email search remaining')).toBeVisible();

  // The operator command, against the running service's database, for this person only.
  const { stdout } = await runDigestFor(member.email);
  expect(stdout).toMatch(/1 saved searches due/);
  expect(stdout).toMatch(/1 emails queued/);

  // Its mail is in the development mailbox.
  await page.goto('/dev/mailbox');
  await page.getByRole('searchbox', { name: 'Filter by recipient' }).fill(member.email);
  const item = page.getByRole('button', { name: /Engineering everywhere: \d+ new jobs?/ });
  await expect(item).toBeVisible();
  await item.click();
  await expect(page.getByTitle(/^Email: Engineering everywhere/)).toBeVisible();

  const list = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(member.email)}`);
  const [message] = ((await list.json()) as { messages: MailboxMessage[] }).messages;
  expect(message).toMatchObject({ category: 'digest', clicked_at: null });
  const detail = (await (await request.get(`/api/dev/mailbox/${message!.id}`)).json()) as { html: string };

  // Open the email itself in the browser, as a webmail would show it, and follow its first job link.
  await context.route('https://webmail.example/message', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: detail.html }),
  );
  const inbox = await context.newPage();
  await inbox.goto('https://webmail.example/message');
  await expect(inbox.getByRole('heading', { name: 'Engineering', exact: true })).toBeVisible();
  const firstJob = inbox
    .getByRole('link')
    .filter({ hasNotText: /See all matches|Unsubscribe|Stop emails|Upstream/ })
    .first();
  // The click goes through the service's signed redirect to the posting (redirected requests are not routed
  // by Playwright, so the posting's own site is not answered here: the browser asking for it is the proof).
  const posting = inbox.waitForRequest(/^https:\/\/boards\.example\.com\/jobs\/\d+$/);
  await firstJob.click();
  const followed = await posting;
  expect(followed.redirectedFrom()?.url()).toMatch(/\/api\/email\/click\//);

  const after = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(member.email)}`);
  expect(((await after.json()) as { messages: MailboxMessage[] }).messages[0]!.clicked_at).not.toBeNull();
});

test('the unsubscribe page stops a search’s daily email', async ({ page, context }) => {
  const request = context.request;
  const member = await signInAs(context, { permission: { type: 'beta', tier: 'beta' } });
  const save = await request.post('/api/post/save-search', {
    headers: { origin },
    data: { search_name: 'Design jobs', save_search: true, save_email: true, role: ['Design'] },
  });
  expect(save.status()).toBe(201);
  await runDigestFor(member.email);
  const [message] = (
    (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(member.email)}`)).json()) as {
      messages: MailboxMessage[];
    }
  ).messages;
  test.skip(!message, 'no Design job was new in the past day in this data set');
  const detail = (await (await request.get(`/api/dev/mailbox/${message!.id}`)).json()) as { text: string };
  const link = /Stop emails for this search: (\S+)/.exec(detail.text)![1]!;
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText('Stop the daily email for your saved search “Design jobs”')).toBeVisible();
  await page.getByRole('button', { name: 'Stop emails for this search' }).click();
  await expect(page.getByRole('status')).toContainText(
    'will no longer get the daily email for “Design jobs”',
  );
});
