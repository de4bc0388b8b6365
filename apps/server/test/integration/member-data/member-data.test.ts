import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE } from '../../../src/lib/clock.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/app.ts';
import { type FakeStripe, startFakeStripe } from '../../helpers/fake-stripe.ts';
import { createSignedInUser } from '../../helpers/users.ts';
import { rowsNaming, seedMemberData, userColumns } from './seed.ts';

const json = { origin: TEST_ORIGIN, 'content-type': 'application/json' };

let stripe: FakeStripe;
let t: TestApp;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({ env: { STRIPE_SECRET_KEY: 'sk_test_upstream', STRIPE_API_URL: stripe.url } });
});
afterAll(() => stripe.close());

/** The deletion link of the latest email to the member, read from the outbox as they read their inbox. */
async function deletionLink(email: string): Promise<string> {
  const row = await t.deps.db
    .selectFrom('email_messages')
    .select('text')
    .where('to_address', '=', email)
    .where('category', '=', 'account_deletion')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const match = row.text.match(/\/delete-account\?token=([A-Za-z0-9_.%-]+)/);
  if (!match) throw new Error(`no deletion link in: ${row.text}`);
  return decodeURIComponent(match[1]!);
}

async function askToDelete(cookie: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/post/request-account-deletion',
    headers: { origin: TEST_ORIGIN, cookie },
  });
  return res;
}

const confirm = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/post/confirm-account-deletion',
    headers: json,
    payload: { token },
  });

describe('Download my data', () => {
  it('gives, as one JSON file, the member’s rows of every table that names members', async () => {
    const member = await createSignedInUser(t.deps);
    await seedMemberData(t.deps.db, member);
    const res = await t.app.inject({ url: '/api/get/my-data.json', headers: { cookie: member.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="upstream-my-data-\d{4}-\d\d-\d\d\.json"/,
    );
    const data = res.json();
    expect(data.account).toEqual({ id: member.id, email: member.email });

    // Walk the schema: each table with a user column has its section, holding the member's rows.
    const tables = [...new Set((await userColumns(t.deps.db)).map((c) => c.table))];
    expect(tables).toEqual(expect.arrayContaining(['user_jobs', 'inbox_messages', 'admin_audit_log']));
    for (const table of tables) {
      expect(data.tables, `export section for ${table}`).toHaveProperty(table);
      expect(data.tables[table].length, `rows of ${table}`).toBeGreaterThan(0);
    }
    expect(data.tables.login_tokens).toHaveLength(1);
    expect(data.tables.job_notes[0].note).toBe('Call Ada on Monday');
    // Secrets that would let someone in stay out.
    expect(JSON.stringify(data.tables.sessions)).not.toContain('id_hash');
    expect(JSON.stringify(data.tables.login_tokens)).not.toContain('token_hash');
    expect(data.tables.calendar_feeds[0]).not.toHaveProperty('feed_key');
    // The tracker as its CSV export gives it.
    expect(data.tracker_csv.split('\n')[0]).toContain('company,title,url');
    expect(data.tracker_csv).toContain('Staff Engineer');
    expect(data.tracker_csv).toContain('Call Ada on Monday');
  });

  it('gives nobody else’s rows', async () => {
    const a = await createSignedInUser(t.deps);
    const b = await createSignedInUser(t.deps);
    await seedMemberData(t.deps.db, b);
    const data = (await t.app.inject({ url: '/api/get/my-data.json', headers: { cookie: a.cookie } })).json();
    expect(JSON.stringify(data)).not.toContain(b.email);
    expect(data.tables.user_jobs).toEqual([]);
  });

  it('asks to sign in', async () => {
    const res = await t.app.inject({ url: '/api/get/my-data.json' });
    expect(res.statusCode).toBe(401);
  });
});

describe('Delete my account', () => {
  it('emails a link; the link deletes every row naming the member and ends every session', async () => {
    const member = await createSignedInUser(t.deps);
    const { otherUserId } = await seedMemberData(t.deps.db, member);
    expect((await rowsNaming(t.deps.db, member)).length).toBeGreaterThan(10);

    const asked = await askToDelete(member.cookie);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ sent_to: `${member.email[0]}•••@example.com`, expires_in_minutes: 60 });
    // Asking deletes nothing.
    const still = await t.app.inject({ url: '/api/current_user', headers: { cookie: member.cookie } });
    expect(still.json()).toMatchObject({ email: member.email });

    const done = await confirm(await deletionLink(member.email));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ deleted: true, subscriptions_cancelled: 0 });

    expect(await rowsNaming(t.deps.db, member)).toEqual([]);
    const me = await t.app.inject({ url: '/api/current_user', headers: { cookie: member.cookie } });
    expect(me.json()).toBe(false);
    // The invited friend keeps their account; the request stays without an author.
    expect(
      await t.deps.db.selectFrom('users').select('id').where('id', '=', otherUserId).executeTakeFirst(),
    ).toBeTruthy();
    const request = await t.deps.db
      .selectFrom('requests')
      .selectAll()
      .where('name', '=', 'Acme Robotics')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(request.user_id).toBeNull();
    // What remains in the audit log: that an account was deleted, and when.
    const audit = await t.deps.db
      .selectFrom('admin_audit_log')
      .selectAll()
      .where('action', '=', 'account.delete')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_id: null, target: 'a deleted account', before: null, after: null });
  });

  it('works once', async () => {
    const member = await createSignedInUser(t.deps);
    await askToDelete(member.cookie);
    const token = await deletionLink(member.email);
    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('link_used');
  });

  it('deletes once when the link is pressed twice at the same moment', async () => {
    const member = await createSignedInUser(t.deps);
    await askToDelete(member.cookie);
    const token = await deletionLink(member.email);
    const before = await t.deps.db
      .selectFrom('admin_audit_log')
      .select('id')
      .where('action', '=', 'account.delete')
      .execute();
    const answers = await Promise.all([confirm(token), confirm(token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const after = await t.deps.db
      .selectFrom('admin_audit_log')
      .select('id')
      .where('action', '=', 'account.delete')
      .execute();
    expect(after.length - before.length).toBe(1);
  });

  it('expires after an hour', async () => {
    const member = await createSignedInUser(t.deps);
    await askToDelete(member.cookie);
    const token = await deletionLink(member.email);
    t.clock.advance(61 * MINUTE);
    const late = await confirm(token);
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toMatchObject({ code: 'link_expired' });
    expect(late.json().error.message).toMatch(/ask for a new one in Settings/);
    expect(
      await t.deps.db.selectFrom('users').select('id').where('id', '=', member.id).executeTakeFirst(),
    ).toBeTruthy();
  });

  it('refuses a link changed to name someone else', async () => {
    const member = await createSignedInUser(t.deps);
    const victim = await createSignedInUser(t.deps);
    await askToDelete(member.cookie);
    const [, expires, sig] = (await deletionLink(member.email)).split('.');
    const forged = await confirm(`${victim.id}.${expires}.${sig}`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('link_invalid');
    expect(
      await t.deps.db.selectFrom('users').select('id').where('id', '=', victim.id).executeTakeFirst(),
    ).toBeTruthy();
  });

  it('cancels a paid plan at Stripe before deleting anything', async () => {
    const customer = `cus_${Date.now()}`;
    const member = await createSignedInUser(t.deps, {
      permission: { tier: 'plus', stripe_customer_id: customer },
    });
    const subscription = stripe.addSubscription(customer, 'plus_monthly');
    await askToDelete(member.cookie);
    const done = await confirm(await deletionLink(member.email));
    expect(done.json()).toEqual({ deleted: true, subscriptions_cancelled: 1 });
    expect(stripe.subscriptions.get(subscription)?.status).toBe('canceled');
    expect(
      stripe.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscription}`),
    ).toBe(true);
    expect(await rowsNaming(t.deps.db, member)).toEqual([]);
  });

  it('deletes nothing when Stripe cannot cancel the plan, and the same link works on retry', async () => {
    const customer = `cus_retry_${Date.now()}`;
    const member = await createSignedInUser(t.deps, {
      permission: { tier: 'standard', stripe_customer_id: customer },
    });
    await seedMemberData(t.deps.db, member);
    const subscription = stripe.addSubscription(customer, 'standard_monthly');
    await askToDelete(member.cookie);
    const token = await deletionLink(member.email);

    stripe.refuseCancellations = true;
    const failed = await confirm(token).finally(() => {
      stripe.refuseCancellations = false;
    });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toMatchObject({ code: 'billing_cancel_failed' });
    expect(failed.json().error.message).toMatch(/nothing was deleted.*try again/i);
    const me = await t.app.inject({ url: '/api/current_user', headers: { cookie: member.cookie } });
    expect(me.json()).toMatchObject({ email: member.email });
    expect(
      (await t.deps.db.selectFrom('job_notes').select('id').where('user_id', '=', member.id).execute())
        .length,
    ).toBe(1);
    expect(stripe.subscriptions.get(subscription)?.status).toBe('active');

    const retried = await confirm(token);
    expect(retried.statusCode).toBe(200);
    expect(await rowsNaming(t.deps.db, member)).toEqual([]);
  });

  it('asks to sign in before sending a link', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/post/request-account-deletion',
      headers: { origin: TEST_ORIGIN },
    });
    expect(res.statusCode).toBe(401);
  });
});
