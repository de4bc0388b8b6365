import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN } from '../../helpers/app.ts';
import { createSignedInUser } from '../../helpers/users.ts';

const post = (cookie: string | undefined, payload: object) => ({
  method: 'POST' as const,
  url: '/api/post/request',
  headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  payload,
});

describe('POST /api/post/request', () => {
  it('stores a member request, defaulting the type, and emails the operator', async () => {
    const { app, deps } = await createTestApp({ env: { OPERATOR_EMAIL: 'ops@example.com' } });
    const user = await createSignedInUser(deps, { first_name: 'Ada', last_name: 'Byron' });

    const res = await app.inject(
      post(user.cookie, { name: 'Acme Rockets', url: 'https://acme.example/careers' }),
    );

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      type: 'company job board',
      name: 'Acme Rockets',
      url: 'https://acme.example/careers',
    });
    const stored = await deps.db.selectFrom('requests').selectAll().execute();
    expect(stored).toMatchObject([{ user_id: user.id, type: 'company job board', name: 'Acme Rockets' }]);
    const mail = await deps.db.selectFrom('email_messages').selectAll().executeTakeFirstOrThrow();
    expect(mail.to_address).toBe('ops@example.com');
    expect(mail.subject).toBe('New request (company job board): Acme Rockets');
    expect(mail.text).toContain(`Ada Byron <${user.email}>`);
  });

  it('accepts every request type and an empty url, and escapes what members type in the email', async () => {
    const { app, deps } = await createTestApp();
    const user = await createSignedInUser(deps);
    const res = await app.inject(post(user.cookie, { type: 'resume tool', name: '<b>Teal</b>', url: '' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'resume tool', url: null });
    const mail = await deps.db.selectFrom('email_messages').select('html').executeTakeFirstOrThrow();
    expect(mail.html).toContain('&lt;b&gt;Teal&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Teal</b>');
  });

  it('takes an address without a scheme as https, and keeps http and https as given', async () => {
    const { app, deps } = await createTestApp();
    const user = await createSignedInUser(deps);
    const urls: (string | null)[] = [];
    for (const url of ['acme.example/careers', 'http://acme.example/jobs', 'localhost:8080/x'])
      urls.push((await app.inject(post(user.cookie, { name: 'Acme', url }))).json().url);
    expect(urls).toEqual([
      'https://acme.example/careers',
      'http://acme.example/jobs',
      'https://localhost:8080/x',
    ]);
  });

  it('answers the form messages of spec §5 for a missing or too-long name or url', async () => {
    const { app, deps } = await createTestApp();
    const user = await createSignedInUser(deps);

    const missing = await app.inject(post(user.cookie, { url: 'https://x.example' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ name: 'Required' });

    const blank = await app.inject(post(user.cookie, { name: '   ' }));
    expect(blank.json().error.fields).toEqual({ name: 'Required' });

    const longName = await app.inject(post(user.cookie, { name: 'x'.repeat(201) }));
    expect(longName.statusCode).toBe(400);
    expect(longName.json().error.fields).toEqual({ name: 'Must be less than 200 characters' });

    const longUrl = await app.inject(post(user.cookie, { name: 'Acme', url: `https://${'x'.repeat(200)}` }));
    expect(longUrl.statusCode).toBe(400);
    expect(longUrl.json().error.fields).toEqual({ url: 'Must be less than 200 characters' });

    // Only web addresses: another scheme could run script where the address is shown as a link.
    for (const url of [
      'javascript:alert(document.cookie)',
      'JavaScript:void(0)',
      'data:text/html,<b>x</b>',
      'file:///etc/passwd',
      'https://',
    ]) {
      const notWeb = await app.inject(post(user.cookie, { name: 'Acme', url }));
      expect(notWeb.statusCode, url).toBe(400);
      expect(notWeb.json().error.fields, url).toEqual({ url: 'Must be a web address (http:// or https://)' });
    }

    const badType = await app.inject(post(user.cookie, { name: 'Acme', type: 'spaceship' }));
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error.fields).toHaveProperty('type');

    expect(await deps.db.selectFrom('requests').selectAll().execute()).toEqual([]);
  });

  it('accepts a name of exactly 200 characters', async () => {
    const { app, deps } = await createTestApp();
    const user = await createSignedInUser(deps);
    const res = await app.inject(post(user.cookie, { name: 'x'.repeat(200) }));
    expect(res.statusCode).toBe(200);
  });

  it('refuses signed-out visitors (401) and signed-in people without access (403)', async () => {
    const { app, deps } = await createTestApp();
    const signedOut = await app.inject(post(undefined, { name: 'Acme' }));
    expect(signedOut.statusCode).toBe(401);
    const noAccess = await createSignedInUser(deps, { permission: null });
    const refused = await app.inject(post(noAccess.cookie, { name: 'Acme' }));
    expect(refused.statusCode).toBe(403);
    expect(await deps.db.selectFrom('requests').selectAll().execute()).toEqual([]);
  });

  it('slows down a flood of requests from a member, saying when to try again', async () => {
    const { app, deps } = await createTestApp();
    const user = await createSignedInUser(deps);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await app.inject(post(user.cookie, { name: `Company ${i}` }))).statusCode);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const refused = await app.inject(post(user.cookie, { name: 'One more' }));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(
      /^You've sent 10 requests in the past hour\. Please try again in \d+ minutes?\.$/,
    );
    // The limit is the member's own: another member is not held back.
    const other = await createSignedInUser(deps);
    expect((await app.inject(post(other.cookie, { name: 'Mine' }))).statusCode).toBe(200);
  });

  it('is described in the OpenAPI document with its fields', async () => {
    const { app } = await createTestApp();
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const op = doc.paths['/api/post/request'].post;
    const schema = op.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(['type', 'name', 'url']);
    expect(schema.properties.type.enum).toContain('company job board');
  });
});
