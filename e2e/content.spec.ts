import { expect, test } from '@playwright/test';
import { expectAccessible, signInAs, waitForEmail } from './helpers.ts';

// The operator address of the end-to-end service (the config default unless E2E_ENV sets one).
const OPERATOR_EMAIL = JSON.parse(process.env.E2E_ENV ?? '{}').OPERATOR_EMAIL ?? 'founder@upstream.local';

test('a visitor sees the resources: six cards of alphabetical links and a legend', async ({ page }) => {
  await page.goto('/resources');
  await expect(page.getByRole('heading', { name: 'Resources', level: 1 })).toBeVisible();
  for (const title of [
    'Resume Tools',
    'LinkedIn-style Influencers',
    'Job Aggregators',
    'Interview Prep',
    'Company Research',
    'Auto Apply',
  ]) {
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  }
  const legend = page.getByRole('list', { name: 'Legend' });
  await expect(legend).toContainText('AI');
  await expect(legend).toContainText('Free tier');
  await expect(legend).toContainText('Paid tier');
  const resume = page.getByRole('region', { name: 'Resume Tools' });
  const names = await resume.getByRole('link').allTextContents();
  const clean = names.map((n) => n.replace(' (opens in a new tab)', ''));
  expect(clean).toEqual([...clean].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  await expect(resume.getByRole('link', { name: /^Teal/ })).toHaveAttribute('href', 'https://www.tealhq.com');
  await expect(page.getByRole('link', { name: 'Request a resource' })).toHaveAttribute('href', '/request');
  await expectAccessible(page);
});

test('a visitor sees both advising offers', async ({ page }) => {
  await page.goto('/advising');
  const group = page.getByRole('region', { name: 'Group Advising' });
  await expect(group).toContainText('Free for beta users');
  await expect(group).toContainText('$20/mo for everyone else');
  await expect(group).toContainText('Groups of up to 20');
  await expect(group.getByRole('link', { name: 'Thur @ 4pm ET' })).toHaveAttribute(
    'href',
    '/group-advising-confirmation',
  );
  const oneOnOne = page.getByRole('region', { name: '1:1 Advising' });
  await expect(oneOnOne).toContainText('$100/hr');
  await expect(oneOnOne.getByRole('link', { name: /Schedule/ })).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByRole('heading', { name: 'Your advisor' })).toBeVisible();
  await expectAccessible(page);
});

test('a member files a request and sees the confirmation; the operator is told', async ({
  page,
  context,
}) => {
  const member = await signInAs(context);
  await page.goto('/request');
  await expect(page.getByRole('heading', { name: 'Request', level: 1 })).toBeVisible();
  await expectAccessible(page);

  // Spec §5: required name, and a too-long URL reports on the name field.
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Required')).toBeVisible();
  await page.getByLabel('Name').fill('Acme Rockets');
  await page.getByLabel(/URL/).fill(`https://acme.example/${'x'.repeat(200)}`);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Must be less than 200 characters')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('What are you requesting?').selectOption('company job board');
  await page.getByLabel(/URL/).fill('https://acme.example/careers');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page).toHaveURL(/\/request-confirmation$/);
  await expect(page.getByRole('heading', { name: 'Thanks for your request!' })).toBeVisible();
  await expectAccessible(page);

  const mail = await waitForEmail(OPERATOR_EMAIL, (m) => m.text.includes(member.email));
  expect(mail.subject).toBe('New request (company job board): Acme Rockets');

  await page.getByRole('link', { name: 'Make another request' }).click();
  await expect(page).toHaveURL(/\/request$/);
});

test('a failed request shows the message the user can act on', async ({ page, context }) => {
  await signInAs(context);
  await page.route('**/api/post/request', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto('/request');
  await page.getByLabel('Name').fill('Acme Rockets');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    "We couldn't process your request. Refresh and try again. Thanks!",
  );
  await expect(page).toHaveURL(/\/request$/);
});

test('choosing group advising tells the operator and offers next steps', async ({ page, context }) => {
  const member = await signInAs(context, { firstName: 'Robin' });
  await page.goto('/advising');
  await page.getByRole('link', { name: 'Thur @ 4pm ET' }).click();
  await expect(page).toHaveURL(/\/group-advising-confirmation$/);
  await expect(page.getByRole('heading', { name: 'Thanks for joining Group Advising!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Resources' })).toHaveAttribute('href', '/resources');
  await expect(page.getByRole('link', { name: 'Search Jobs' })).toHaveAttribute('href', '/job-search');
  const mail = await waitForEmail(OPERATOR_EMAIL, (m) => m.text.includes(member.email));
  expect(mail.subject).toBe('Group advising: Robin Tester wants to join');
  await expectAccessible(page);
});

test('an admin sees the archive and roadmap history links; a member sees Please wait there', async ({
  browser,
}) => {
  const adminContext = await browser.newContext();
  await signInAs(adminContext, { permission: { type: 'admin', tier: 'free' } });
  const admin = await adminContext.newPage();
  await admin.goto('/release-history');
  await expect(admin.getByText('Current release: v0.2.12')).toBeVisible();
  await admin.getByRole('link', { name: 'Archive' }).click();
  await expect(admin.getByRole('heading', { name: 'Release History Archive' })).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Version 0.1' })).toBeVisible();
  await expect(admin.getByRole('heading', { name: /^v0\.1\.0 / })).toBeVisible();
  await expectAccessible(admin);
  await admin.goto('/roadmap');
  await expect(admin.getByText(/Board fetch errors for renamed/)).toBeVisible();
  await admin.getByRole('link', { name: 'History' }).click();
  await expect(admin.getByRole('heading', { name: 'April 2025' })).toBeVisible();
  await adminContext.close();

  const memberContext = await browser.newContext();
  await signInAs(memberContext);
  const member = await memberContext.newPage();
  await member.goto('/release-history');
  await expect(member.getByRole('heading', { name: /^v0\.2\.12 / })).toBeVisible();
  await expect(member.getByRole('link', { name: 'Archive' })).toHaveCount(0);
  await member.goto('/roadmap');
  await expect(member.getByRole('link', { name: 'Last Update v0.2.12' })).toHaveAttribute(
    'href',
    '/release-history',
  );
  await expect(member.getByText('out of date as of v0.2.9')).toBeVisible();
  await expect(member.getByRole('link', { name: 'History' })).toHaveCount(0);
  await expect(member.getByText(/Board fetch errors for renamed/)).toHaveCount(0);
  await expectAccessible(member);
  await member.goto('/release-history-archive');
  await expect(member.getByText('Please wait')).toBeVisible();
  await member.goto('/roadmap-history');
  await expect(member.getByText('Please wait')).toBeVisible();
  await member.goto('/monthly-update');
  await expect(member.getByText('Most Recent Update: October 2025')).toBeVisible();
  await expectAccessible(member);
  await memberContext.close();
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('resources and advising read well at 390px', async ({ page }) => {
    await page.goto('/resources');
    await expect(page.getByRole('heading', { name: 'Auto Apply' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await page.goto('/advising');
    await expect(page.getByRole('link', { name: 'Thur @ 4pm ET' })).toBeVisible();
    await expectAccessible(page);
  });
});
