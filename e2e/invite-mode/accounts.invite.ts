import { expect, test } from '@playwright/test';
import pg from 'pg';
import { e2eDatabaseUrl, expectAccessible, signInAs, uniqueEmail, waitForEmail } from '../helpers.ts';

const signInLink = (text: string) => text.match(/https?:\/\/\S+\/auth\/confirm\?token=[\w%-]+/)![0];

async function referralCode(userId: number): Promise<string> {
  const client = new pg.Client({ connectionString: await e2eDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query('SELECT referral_code FROM permissions WHERE user_id = $1', [userId])).rows[0]
      .referral_code;
  } finally {
    await client.end();
  }
}

test('a sign-up without an invite lands on the waitlist', async ({ page }) => {
  const email = uniqueEmail('waitlisted');
  await page.goto('/signup');
  await expect(page.getByText('Upstream is in private beta')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Get Started Free' }).click();
  await page.goto(signInLink((await waitForEmail(email)).text));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/waitlist-no-access$/);
  await expect(page.getByRole('heading', { name: "You're on the waitlist" })).toBeVisible();
  await expect(page.getByText('beta access needs one of these')).toBeVisible();
  await expectAccessible(page);
});

test('an invitee signs up through /invite-signup/{code} and the inviter sees it', async ({ browser }) => {
  const inviterContext = await browser.newContext();
  const inviter = await signInAs(inviterContext, { firstName: 'Ines' });
  const code = await referralCode(inviter.id);

  const inviteeContext = await browser.newContext();
  const page = await inviteeContext.newPage();
  const email = uniqueEmail('invitee');
  await page.goto(`/invite-signup/${code}`);
  await expect(page.getByLabel('Invite Code')).toHaveValue(code);
  await expectAccessible(page);
  await page.getByLabel('First Name').fill('Nia');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/check-your-email$/);
  await page.goto(signInLink((await waitForEmail(email)).text));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/onboarding\/welcome$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Upstream, Nia!' })).toBeVisible();

  const inviterPage = await inviterContext.newPage();
  await inviterPage.goto('/invite');
  await expect(inviterPage.getByTestId('invites-remaining')).toHaveText('4');
  const row = inviterPage.getByRole('row', { name: /Joined with your link/ });
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Not yet');
  await inviterContext.close();
  await inviteeContext.close();
});

test('an unknown invite code shows the server message', async ({ page }) => {
  await page.goto('/invite-signup/not-a-code');
  await page.getByLabel('First Name').fill('Zed');
  await page.getByLabel('Email').fill(uniqueEmail('nocode'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText("We don't recognise that invite code.")).toBeVisible();
});
