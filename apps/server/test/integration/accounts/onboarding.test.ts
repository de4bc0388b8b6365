import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../helpers/app.ts';
import { createSignedInUser } from '../../helpers/users.ts';
import { jsonHeaders } from './helpers.ts';

describe('onboarding calls', () => {
  it('records each step and completes onboarding', async () => {
    const { app, deps } = await createTestApp();
    const user = await createSignedInUser(deps, { permission: { show_onboarding: true } });
    const headers = { origin: jsonHeaders.origin, cookie: user.cookie };
    const step = await app.inject({ method: 'POST', url: '/api/post/onboarding-step/4', headers });
    expect(step.json()).toEqual({ show_onboarding: true, onboarding_step: 4 });
    const bad = await app.inject({ method: 'POST', url: '/api/post/onboarding-step/8', headers });
    expect(bad.statusCode).toBe(400);

    const done = await app.inject({ method: 'POST', url: '/api/post/onboarding-complete', headers });
    expect(done.json()).toEqual({ show_onboarding: false, onboarding_step: 4 });
    // A revisited step page after onboarding does not pull the person back in.
    const later = await app.inject({ method: 'POST', url: '/api/post/onboarding-step/2', headers });
    expect(later.json()).toEqual({ show_onboarding: false, onboarding_step: 4 });
    const me = await app.inject({ url: '/api/current_user', headers });
    expect(me.json().permission).toMatchObject({ show_onboarding: false });
  });

  it('refuses people without access', async () => {
    const { app, deps } = await createTestApp();
    const user = await createSignedInUser(deps, { permission: null });
    const res = await app.inject({
      method: 'POST',
      url: '/api/post/onboarding-step/1',
      headers: { origin: jsonHeaders.origin, cookie: user.cookie },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('user info and auth-failure reports', () => {
  it('returns the signed-in user info', async () => {
    const { app, deps } = await createTestApp();
    const user = await createSignedInUser(deps, { first_name: 'Ada', last_name: 'L' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/post/fetch-user-info',
      headers: { origin: jsonHeaders.origin, cookie: user.cookie },
    });
    expect(res.json()).toEqual({ userInfo: { email: user.email, first_name: 'Ada', last_name: 'L' } });
  });

  it('emails the operator about an auth failure, within a per-IP limit', async () => {
    const { app, deps } = await createTestApp({ env: { OPERATOR_EMAIL: 'ops@example.com' } });
    const report = {
      userEmail: 'who@example.com',
      timestamp: '2026-01-15T12:00:00.000Z',
      userAgent: 'Test<script>',
    };
    const res = await app.inject({
      method: 'POST',
      url: '/api/post/auth-failure-notification',
      headers: jsonHeaders,
      payload: report,
    });
    expect(res.json()).toEqual({ received: true });
    const mail = await deps.db
      .selectFrom('email_messages')
      .select(['to_address', 'subject', 'html', 'text'])
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({
      to_address: 'ops@example.com',
      subject: 'Authentication issue reported by who@example.com',
    });
    expect(mail.text).toContain('Browser: Test<script>');
    expect(mail.html).not.toContain('<script>');

    for (let i = 0; i < 4; i++)
      await app.inject({
        method: 'POST',
        url: '/api/post/auth-failure-notification',
        headers: jsonHeaders,
        payload: report,
      });
    const limited = await app.inject({
      method: 'POST',
      url: '/api/post/auth-failure-notification',
      headers: jsonHeaders,
      payload: report,
    });
    expect(limited.statusCode).toBe(429);
  });

  it('keeps a flood of anonymous reports from starving the reports of signed-in members', async () => {
    const { app, deps } = await createTestApp({ env: { OPERATOR_EMAIL: 'ops@example.com' } });
    const report = { userEmail: 'anyone@example.com', timestamp: '2026-01-15T12:00:00.000Z', userAgent: 'x' };
    for (let ip = 1; ip <= 8; ip++)
      for (let i = 0; i < 5; i++)
        await app.inject({
          method: 'POST',
          url: '/api/post/auth-failure-notification',
          headers: jsonHeaders,
          remoteAddress: `198.51.100.${ip}`,
          payload: report,
        });
    const operatorMail = () =>
      deps.db
        .selectFrom('email_messages')
        .select('subject')
        .where('to_address', '=', 'ops@example.com')
        .execute();
    expect(await operatorMail()).toHaveLength(10);

    // A member's report still reaches the operator, under the address their session vouches for.
    const member = await createSignedInUser(deps, { email: 'real.member@example.com' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/post/auth-failure-notification',
      headers: { ...jsonHeaders, cookie: member.cookie },
      remoteAddress: '203.0.113.50',
      payload: { ...report, userEmail: 'someone.else@example.com' },
    });
    expect(res.json()).toEqual({ received: true });
    const subjects = (await operatorMail()).map((m) => m.subject);
    expect(subjects).toHaveLength(11);
    expect(subjects).toContain('Authentication issue reported by real.member@example.com');
  });
});
