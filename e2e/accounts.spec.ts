import { expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { OIDC_TEST_USER } from './fixtures/oidc.ts';
import { e2eDatabaseUrl, expectAccessible, signInAs, uniqueEmail, waitForEmail } from './helpers.ts';

/** The sign-in link of the latest email to `email`, as a person would copy it from their inbox. */
async function signInLinkFor(email: string): Promise<string> {
  const mail = await waitForEmail(email, (m) => /auth\/confirm\?token=/.test(m.text));
  const match = mail.text.match(/https?:\/\/\S+\/auth\/confirm\?token=[\w%-]+/);
  if (!match) throw new Error(`no sign-in link in ${mail.text}`);
  return match[0];
}

async function requestLink(page: Page, from: '/login' | '/signup', email: string) {
  await page.goto(from);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: from === '/login' ? 'Continue' : 'Get Started Free' }).click();
  await expect(page).toHaveURL(/\/check-your-email$/);
}

test('a new visitor signs up with an emailed link and lands on onboarding', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/signup');
  await expect(page.getByRole('link', { name: 'Use invite code' })).toHaveAttribute('href', '/invite-signup');
  await expectAccessible(page);
  await requestLink(page, '/signup', email);

  const link = await signInLinkFor(email);
  await page.goto(link);
  // Opening the link alone signs nobody in (mail scanners open links); the button does. The page says whom
  // the link signs in, masked, so someone sent another person's link can tell.
  await expect(page.getByRole('heading', { name: 'Sign in to Upstream' })).toBeVisible();
  await expect(page.getByTestId('sign-in-email')).toHaveText(`${email[0]}•••@${email.split('@')[1]}`);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/onboarding\/welcome$/);
  await expect(page.getByText('Step 1 of 7')).toBeVisible();

  // The same link cannot be used twice, even in another browser.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByText('This sign-in link was already used.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Get a new sign-in link' })).toHaveAttribute('href', '/login');
});

test('an existing member signs in from /login and logs out', async ({ page, context }) => {
  const { email } = await signInAs(context);
  await context.clearCookies();
  await requestLink(page, '/login', email);
  await page.goto(await signInLinkFor(email));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/job-search$/);
  expect(await page.evaluate(() => localStorage.getItem('analytics_user'))).toBeTruthy();

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('analytics_user'))).toBeNull();
  const me = await page.request.get('/api/current_user');
  expect(await me.json()).toBe(false);
});

test('the login page offers the identity provider and signs in through it', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText('OR', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/(onboarding\/welcome|job-search)$/);
  const me = await (await page.request.get('/api/current_user')).json();
  expect(me).toMatchObject({ email: OIDC_TEST_USER.email, first_name: 'Grace' });
});

test('a broken link explains itself and offers a new one', async ({ page }) => {
  await page.goto('/auth/confirm?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: "This link can't sign you in" })).toBeVisible();
  await page.getByRole('link', { name: 'Get a new sign-in link' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a member invites a friend by email and shares their link', async ({ page, context }) => {
  await signInAs(context, { firstName: 'Ines' });
  await page.goto('/invite');
  await expect(page.getByTestId('invites-remaining')).toHaveText('5');
  await expect(page.getByText('No invites yet.')).toBeVisible();
  await expect(page.getByLabel('Or share your invite link')).toHaveValue(/\/invite-signup\/[\w-]+$/);
  await expectAccessible(page);

  const friend = uniqueEmail('friend');
  await page.getByLabel('Invite by email').fill(friend);
  await page.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText(`Invite sent to ${friend}.`)).toBeVisible();
  await expect(page.getByTestId('invites-remaining')).toHaveText('4');
  await expect(page.getByRole('cell', { name: friend })).toBeVisible();
  const mail = await waitForEmail(friend);
  expect(mail.subject).toBe('Ines Tester invited you to Upstream');

  await page.getByLabel('Invite by email').fill(friend);
  await page.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText(`You already invited ${friend}.`)).toBeVisible();
});

test('settings shows the contact block', async ({ page, context }) => {
  const { email } = await signInAs(context, { firstName: 'Sam' });
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Contact' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Daily Email Delivery')).toBeVisible();
  await expect(page.getByText('10am ET')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Billing' })).toHaveCount(0);
  await expectAccessible(page);
});

/** Give the member a Stripe customer: one made by a checkout never paid, or one that has paid for a plan. */
async function giveCustomer(userId: number, customer: string, paid: boolean) {
  const client = new pg.Client({ connectionString: await e2eDatabaseUrl() });
  await client.connect();
  try {
    await client.query(
      paid
        ? `UPDATE permissions SET stripe_customer_id = $2, tier = 'plus', interval = 'year',
             subscription_current_period_end = '2027-03-14T12:00:00Z', first_subscribed_at = now()
           WHERE user_id = $1`
        : 'UPDATE permissions SET stripe_customer_id = $2 WHERE user_id = $1',
      [userId, customer],
    );
  } finally {
    await client.end();
  }
}

test('settings shows Billing to a member who paid, not to one who only started a checkout', async ({
  page,
  browser,
}) => {
  const started = await browser.newContext();
  const starter = await signInAs(started);
  await giveCustomer(starter.id, `cus_e2e_started_${starter.id}`, false);
  const startedPage = await started.newPage();
  await startedPage.goto('/settings');
  await expect(startedPage.getByRole('heading', { name: 'Contact' })).toBeVisible();
  await expect(startedPage.getByRole('heading', { name: 'Billing' })).toHaveCount(0);
  await expect(startedPage.getByRole('button', { name: 'Manage subscription' })).toHaveCount(0);
  await started.close();

  const payer = await signInAs(page.context());
  await giveCustomer(payer.id, `cus_e2e_paid_${payer.id}`, true);
  await page.goto('/settings');
  const billing = page.getByRole('region', { name: 'Billing' });
  await expect(billing.getByText('Annual')).toBeVisible();
  await expect(billing.getByText('March 14, 2027')).toBeVisible();
  await expect(billing.getByRole('button', { name: 'Manage subscription' })).toBeVisible();
  await expect(billing.locator('input[name="customer_id"]')).toHaveValue(`cus_e2e_paid_${payer.id}`);
  await expectAccessible(page);
});

test('pricing switches between monthly and annual prices', async ({ page, context }) => {
  await signInAs(context);
  await page.goto('/select-account?search_id=42');
  await expect(page.getByRole('heading', { name: 'Free/Beta/Private Beta' })).toBeVisible();
  await expect(page.getByText('$5', { exact: true })).toBeVisible();
  await page.getByText('Annually', { exact: true }).click();
  await expect(page.getByText('$55', { exact: true })).toBeVisible();
  await expect(page.getByText('$100', { exact: true })).toBeVisible();
  await expectAccessible(page);
  // The free plan continues to job search with the onboarding search.
  await expect(
    page.getByRole('region', { name: 'Free/Beta/Private Beta' }).getByRole('link', { name: 'Select' }),
  ).toHaveAttribute('href', '/job-search?search_id=42');
  // Without a payment provider configured, paid plans say plainly that checkout is not open.
  await expect(
    page.getByRole('region', { name: 'Standard' }).getByRole('button', { name: 'Coming soon' }),
  ).toBeDisabled();
});

test('checkout canceled shows the spec text', async ({ page, context }) => {
  await signInAs(context);
  await page.goto('/subscription-confirmation?canceled=true');
  await expect(
    page.getByText("Order canceled - continue to use the product and try again when you're ready."),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/job-search$/);
});
