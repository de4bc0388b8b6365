import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertsWork } from '../../../src/modules/alerts/work.ts';
import { jobClickUrls } from '../../../src/modules/email/index.ts';
import { createTestApp, PRODUCTION_ENV } from '../../helpers/app.ts';
import { type MailSink, startMailSink } from '../../helpers/mail-sink.ts';
import { createUser } from '../../helpers/users.ts';
import { createCompany, createJob, createSavedSearch } from './fixtures.ts';

let sink: MailSink;
beforeAll(async () => {
  sink = await startMailSink();
});
afterAll(async () => {
  await sink.close();
});

const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const local = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

describe('email tracking and the unsubscribe page', () => {
  it('records opens and clicks on the email record and redirects only to signed destinations', async () => {
    const { app, deps, clock } = await createTestApp({ env: { SMTP_URL: sink.url } });
    const user = await createUser(deps.db, { email: 'track@example.com' });
    const acme = await createCompany(deps.db, 'Acme');
    const job = await createJob(deps.db, acme, {
      title: 'Tracked Engineer',
      firstSeen: '2026-03-04T09:00:00Z',
    });
    const searchId = await createSavedSearch(deps.db, user.id, 'Tracked', {});
    clock.set('2026-03-04T15:00:10Z');
    await alertsWork.find((j) => j.name === 'alerts.daily-digest')!.handler({}, deps);
    const mail = await sink.waitFor((m) => m.to.includes('track@example.com'));
    const record = () =>
      deps.db
        .selectFrom('email_messages')
        .selectAll()
        .where('to_address', '=', 'track@example.com')
        .executeTakeFirstOrThrow();

    const pixel = /<img src="([^"]+)"/.exec(mail.html)![1]!.replace(/&amp;/g, '&');
    const opened = await app.inject({ method: 'GET', url: local(pixel) });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/gif');
    expect((await record()).opened_at).toEqual(new Date('2026-03-04T15:00:10Z'));

    // A job's link names the job; where it goes is the job's own posting address.
    const { id: emailId } = await record();
    const jobLink = hrefs(mail.html).find((h) => h.includes(`/api/email/click/${emailId}/jobs/${job.id}?`))!;
    expect(jobLink).toBeDefined();
    clock.set('2026-03-04T16:00:00Z');
    const click = await app.inject({ method: 'GET', url: local(jobLink) });
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe(job.url);
    expect((await record()).clicked_at).toEqual(new Date('2026-03-04T16:00:00Z'));

    const searchLink = hrefs(mail.html).find((h) => h.includes('job-search'))!;
    const toSearch = await app.inject({ method: 'GET', url: local(searchLink) });
    expect(toSearch.headers.location).toBe(`http://localhost:3000/job-search?search_id=${searchId}`);

    // The same signature on another destination is refused: no open redirect.
    const forged = new URL(searchLink);
    forged.searchParams.set('url', 'https://evil.example/phish');
    const refused = await app.inject({ method: 'GET', url: local(forged.toString()) });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers.location).toBeUndefined();
    expect(refused.json().error.message).toMatch(/cannot be followed/);

    // A job link's signature belongs to its email: on another email's record, or altered, it is refused.
    const otherEmail = local(jobLink).replace(`/click/${emailId}/`, `/click/${emailId + 1}/`);
    const altered = local(jobLink).replace(/sig=(.)/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    for (const url of [otherEmail, altered]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.headers.location).toBeUndefined();
    }
    // The signature covers the job too: one job's link does not open another job through the same email,
    // least of all a job a member imported with an address of their choosing.
    const imported = await createJob(deps.db, acme, { title: 'Imported', firstSeen: '2026-03-04T09:00:00Z' });
    await deps.db
      .updateTable('jobs')
      .set({ imported_by_user_id: user.id, url: 'https://evil.example/phish', active: false })
      .where('id', '=', imported.id)
      .execute();
    const swapped = local(jobLink).replace(`/jobs/${job.id}?`, `/jobs/${imported.id}?`);
    const redirected = await app.inject({ method: 'GET', url: swapped });
    expect(redirected.statusCode).toBe(400);
    expect(redirected.headers.location).toBeUndefined();
    // Even a link signed for it (were an imported job ever put in an email) never leads to its address.
    const signedForImported = local(jobClickUrls(deps.config, emailId)(imported.id));
    const neverThere = await app.inject({ method: 'GET', url: signedForImported });
    expect(neverThere.statusCode).toBe(404);
    expect(neverThere.headers.location).toBeUndefined();

    // A job that is gone says so rather than sending the person nowhere.
    await deps.db.deleteFrom('jobs').where('id', '=', job.id).execute();
    const gone = await app.inject({ method: 'GET', url: local(jobLink) });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('This job is no longer listed on Upstream.');

    // A browser following these links is shown a page with the reason and a way on, not the API's JSON.
    const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
    const gonePage = await app.inject({ method: 'GET', url: local(jobLink), headers: html });
    expect(gonePage.statusCode).toBe(404);
    expect(gonePage.headers['content-type']).toMatch(/^text\/html/);
    expect(gonePage.body).toContain('<p>This job is no longer listed on Upstream.</p>');
    expect(gonePage.body).toContain('<a href="/job-search">See current jobs</a>');
    const forgedPage = await app.inject({ method: 'GET', url: local(forged.toString()), headers: html });
    expect(forgedPage.statusCode).toBe(400);
    expect(forgedPage.headers.location).toBeUndefined();
    expect(forgedPage.body).toContain(
      'This link is damaged or was not sent by Upstream, so it cannot be followed.',
    );
  });

  it('shows what an unsubscribe link stops, then stops it; a forged token is refused', async () => {
    const { app, deps } = await createTestApp();
    const user = await createUser(deps.db, { email: 'unsub@example.com' });
    const searchId = await createSavedSearch(deps.db, user.id, 'Morning jobs', {});
    const { unsubscribeToken } = await import('../../../src/modules/email/signed-links.ts');
    const token = unsubscribeToken(deps.config, { userId: user.id, searchId });

    const view = await app.inject({ method: 'GET', url: `/api/email/unsubscribe?token=${token}` });
    expect(view.json()).toEqual({
      email: 'unsub@example.com',
      search_name: 'Morning jobs',
      scope: 'search',
      done: false,
    });
    const done = await app.inject({ method: 'POST', url: '/api/email/unsubscribe', payload: { token } });
    expect(done.json()).toMatchObject({ scope: 'search', done: true });
    const search = await deps.db
      .selectFrom('saved_searches')
      .select('email')
      .where('id', '=', searchId)
      .executeTakeFirstOrThrow();
    expect(search.email).toBe(false);

    const forged = `${user.id + 1}.${searchId}.${token.split('.')[2]}`;
    const bad = await app.inject({ method: 'GET', url: `/api/email/unsubscribe?token=${forged}` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/not valid/);
  });

  it('lists the outbox at /api/dev/mailbox outside production only', async () => {
    const { app, deps } = await createTestApp();
    await deps.mailer.send({
      to: 'box@example.com',
      subject: 'Hello',
      html: '<p>Hi</p>',
      text: 'Hi',
      category: 'notification',
    });
    const list = await app.inject({ method: 'GET', url: '/api/dev/mailbox?to=box@example.com' });
    const [message] = list.json().messages;
    expect(message).toMatchObject({ to_address: 'box@example.com', subject: 'Hello', status: 'sent' });
    const one = await app.inject({ method: 'GET', url: `/api/dev/mailbox/${message.id}` });
    expect(one.json()).toMatchObject({ html: '<p>Hi</p>', text: 'Hi' });

    const prod = await createTestApp({
      env: PRODUCTION_ENV,
      database: undefined,
    });
    const hidden = await prod.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(hidden.statusCode).toBe(404);
  });

  it('keeps the outbox (and its sign-in links) from anyone not at the machine, even outside production', async () => {
    const { app, deps } = await createTestApp();
    const sent = await deps.mailer.send({
      to: 'admin@example.com',
      subject: 'Your sign-in link',
      html: '<a href="/auth/confirm?token=secret">Sign in</a>',
      text: 'Sign in',
      category: 'transactional',
    });
    const attempts = [
      { remoteAddress: '203.0.113.9' },
      { remoteAddress: '2001:db8::7' },
      // A reverse proxy on the same machine: the socket is local, the visitor is not.
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
      { remoteAddress: '127.0.0.1', headers: { forwarded: 'for=203.0.113.9' } },
    ];
    for (const attempt of attempts) {
      for (const url of ['/api/dev/mailbox', `/api/dev/mailbox/${sent.id}`]) {
        const res = await app.inject({ method: 'GET', url, ...attempt });
        expect(res.statusCode, `${url} ${JSON.stringify(attempt)}`).toBe(404);
        expect(res.body).not.toContain('token=secret');
        expect(res.json().error.message).toMatch(/only on the machine the service runs on/);
      }
    }
    const local = await app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress: '::1' });
    expect(local.json().messages[0]).toMatchObject({ subject: 'Your sign-in link' });
  });
});
