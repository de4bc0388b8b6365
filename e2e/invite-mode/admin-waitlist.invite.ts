import { expect, test } from '@playwright/test';
import { expectAccessible, signInAs, uniqueEmail, waitForEmail } from '../helpers.ts';

// With ACCESS_MODE=invite the console is how people get in: a visitor joins the waitlist (and is promised the
// email that now comes), an admin lets them in from /admin/waitlist, and the emailed link signs them in.

const signInLink = (text: string) => text.match(/https?:\/\/\S+\/auth\/confirm\?token=[\w%-]+/)![0];

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`a waitlisted visitor is let in from the console and signs in with the emailed link (${label})`, async ({
    browser,
  }) => {
    test.slow();
    const visitorContext = await browser.newContext({ viewport });
    const visitor = await visitorContext.newPage();
    const email = uniqueEmail(`waiting-${label}`);
    await visitor.goto('/waitlist');
    await expect(visitor.getByText("when a spot opens up, we'll email you a link to sign in")).toBeVisible();
    await visitor.getByLabel('Email').fill(email);
    await visitor.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(visitor.getByRole('status')).toHaveText(
      "You're on the waitlist. When a spot opens up, we'll email you a link to sign in.",
    );

    const adminContext = await browser.newContext({ viewport });
    await signInAs(adminContext, { permission: { type: 'admin' } });
    const admin = await adminContext.newPage();
    await admin.goto('/admin/waitlist');
    await expect(admin.getByText('Sign-up is by invite (ACCESS_MODE=invite)')).toBeVisible();
    const row = admin.getByRole('row', { name: new RegExp(email) });
    await expect(row).toContainText('Waiting');
    expect(
      await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await expectAccessible(admin);
    await row.getByRole('checkbox', { name: `Choose ${email}` }).check();
    await admin.getByRole('button', { name: 'Let 1 person in and email them' }).click();
    await expect(admin.getByRole('status')).toContainText('1 of 1 let in.');
    await expect(admin.getByRole('status')).toContainText(`${email}: Let in.`);
    await admin.getByLabel('Show').selectOption('granted');
    await expect(admin.getByRole('row', { name: new RegExp(email) })).toContainText('free_beta since');
    await expectAccessible(admin);

    const mail = await waitForEmail(email, (m) => m.subject === "You're in: your Upstream access is ready");
    await visitor.goto(signInLink(mail.text));
    await visitor.getByRole('button', { name: 'Sign in' }).click();
    await expect(visitor).toHaveURL(/\/onboarding\/welcome$/);

    await admin
      .getByRole('navigation', { name: 'Operator console' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    await expect(
      admin
        .getByRole('region', { name: 'Audit log entries' })
        .getByRole('row')
        .filter({ hasText: 'waitlist.grant' })
        .filter({ hasText: email }),
    ).toBeVisible();
    await visitorContext.close();
    await adminContext.close();
  });
}
