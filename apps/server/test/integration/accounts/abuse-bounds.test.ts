import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { createSignedInUser } from '../../helpers/users.ts';
import { formHeaders, jsonHeaders } from './helpers.ts';

const requestLink = (t: TestApp, email: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/magic',
    headers: formHeaders,
    payload: `email=${encodeURIComponent(email)}`,
    remoteAddress,
  });
const invite = (t: TestApp, cookie: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/post/invite-email',
    headers: { ...jsonHeaders, cookie },
    payload: { invite_email: email },
  });

describe('limits count the mailbox, not the spelling', () => {
  it('allows five sign-in links to one Gmail inbox however its address is written', async () => {
    const t = await createTestApp();
    const spellings = [
      'victim@gmail.com',
      'v.i.c.t.i.m@gmail.com',
      'Victim+1@gmail.com',
      'vic.tim+news@googlemail.com',
      'VICTIM@GMAIL.COM',
      'victim+6@googlemail.com',
    ];
    const statuses: number[] = [];
    for (const [i, email] of spellings.entries())
      statuses.push((await requestLink(t, email, `198.51.100.${i + 1}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Another inbox is another budget; a dot elsewhere than Gmail is another address.
    expect((await requestLink(t, 'victim2@gmail.com', '198.51.100.9')).statusCode).toBe(200);
    expect((await requestLink(t, 'vic.tim@example.com', '198.51.100.9')).statusCode).toBe(200);
  });

  it('lets members send one inbox only three invites a day, and knows your own address by any spelling', async () => {
    const t = await createTestApp();
    const first = await createSignedInUser(t.deps, {
      email: 'ada.lovelace@gmail.com',
      permission: { referrals_remaining: 20 },
    });
    const second = await createSignedInUser(t.deps, { permission: { referrals_remaining: 20 } });
    const own = await invite(t, first.cookie, 'AdaLovelace+invite@googlemail.com');
    expect(own.statusCode).toBe(208);
    expect(own.json().output_status).toBe("That's your own email address. Invite someone else!");

    for (const email of ['friend@gmail.com', 'f.r.i.e.n.d+1@googlemail.com', 'Friend+2@gmail.com'])
      expect((await invite(t, first.cookie, email)).statusCode, email).toBe(200);
    const fourth = await invite(t, second.cookie, 'fr.iend+again@gmail.com');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.message).toMatch(/has had several invites today already/);
    // The next day the inbox may be invited again.
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await invite(t, second.cookie, 'friend@gmail.com')).statusCode).toBe(200);
  });
});

describe('user text in emails', () => {
  it('puts the inviter’s name into an invite plain, short and never as a link', async () => {
    const t = await createTestApp();
    const inviter = await createSignedInUser(t.deps, {
      first_name: `Win a prize at https://evil.example/claim?x=1 or www.evil.example ${'a'.repeat(60)}`,
      last_name: 'Jo',
      permission: { referrals_remaining: 5 },
    });
    expect((await invite(t, inviter.cookie, 'someone@example.com')).statusCode).toBe(200);
    const mail = await t.deps.db
      .selectFrom('email_messages')
      .select(['subject', 'text', 'html'])
      .where('to_address', '=', 'someone@example.com')
      .executeTakeFirstOrThrow();
    const who = mail.subject.replace(/ invited you to Upstream$/, '');
    expect(who).toBe('Win a prize at https evil example claim');
    expect(who.length).toBeLessThanOrEqual(40);
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/evil\.example|https?:\/\/evil|www\.evil/);
    }
  });
});
