import { type Simulator, startSimulator } from '@upstream/ats-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/app.ts';
import { createSignedInUser } from '../../helpers/users.ts';

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator();
  sim.addBoard({ ats: 'lever', token: 'rocketco', company: 'Rocket Co', size: 3 });
});
afterAll(() => sim.close());

describe('the Requests section', () => {
  let t: TestApp;
  let admin: { id: number; cookie: string };
  beforeAll(async () => {
    t = await createTestApp({
      env: { ...sim.env, OPERATOR_EMAIL: 'ops@example.com', INGEST_BACKOFF_MS: '1' },
    });
    admin = await createSignedInUser(t.deps, { permission: { type: 'admin' } });
  });

  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
      ...(payload ? { payload } : {}),
    });
  async function file(email: string, body: object) {
    const member = await createSignedInUser(t.deps, { email, first_name: email.split('@')[0]! });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/post/request',
      headers: { cookie: member.cookie, origin: TEST_ORIGIN },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    t.clock.advance(60_000);
    return res.json().id as number;
  }
  const answersTo = async (to: string) =>
    t.deps.db
      .selectFrom('email_messages')
      .select(['subject', 'text', 'html'])
      .where('to_address', '=', to)
      .where('subject', 'not like', 'New request%')
      .execute();

  it('groups identical requests with who asked and when; new first', async () => {
    await file('ann@example.com', { name: 'Rocket Co', url: 'https://jobs.lever.co/rocketco' });
    await file('bob@example.com', { name: '  rocket   co ' });
    await file('cy@example.com', { type: 'resume tool', name: 'CV Magic' });
    const res = await asAdmin('GET', '/api/admin/requests');
    expect(res.statusCode).toBe(200);
    const { groups } = res.json();
    expect(
      groups.map((g: { name: string; count: number; status: string }) => [g.name, g.count, g.status]),
    ).toEqual([
      ['CV Magic', 1, 'new'],
      ['Rocket Co', 2, 'new'],
    ]);
    const rocket = groups[1];
    expect(rocket).toMatchObject({ type: 'company job board', url: 'https://jobs.lever.co/rocketco' });
    expect(rocket.requests.map((r: { email: string }) => r.email)).toEqual([
      'bob@example.com',
      'ann@example.com',
    ]);
    expect(rocket.requests[1].created_at < rocket.requests[0].created_at).toBe(true);
    const filtered = (await asAdmin('GET', '/api/admin/requests?type=resume%20tool')).json().groups;
    expect(filtered.map((g: { name: string }) => g.name)).toEqual(['CV Magic']);
    expect((await asAdmin('GET', '/api/admin/requests?status=nope')).statusCode).toBe(400);
  });

  it("refuses 'added' for a company Upstream does not list yet, with the field at fault", async () => {
    const { groups } = (await asAdmin('GET', '/api/admin/requests')).json();
    const rocket = groups.find((g: { name: string }) => g.name === 'Rocket Co');
    const res = await asAdmin('POST', '/api/admin/requests/status', {
      ids: rocket.requests.map((r: { id: number }) => r.id),
      status: 'added',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ company: 'No such company on Upstream.' });
    const bad = await asAdmin('POST', '/api/admin/requests/status', { ids: [], status: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['ids', 'status']);
    expect(
      (await asAdmin('POST', '/api/admin/requests/status', { ids: [99999], status: 'planned' })).statusCode,
    ).toBe(404);
  });

  it("adding a request's board answers everyone who asked with the company's jobs link, once", async () => {
    const { groups } = (await asAdmin('GET', '/api/admin/requests')).json();
    const rocket = groups.find((g: { name: string }) => g.name === 'Rocket Co');
    const planned = await asAdmin('POST', '/api/admin/requests/status', {
      ids: [rocket.requests[0].id],
      status: 'planned',
    });
    expect(planned.json()).toEqual({ updated: 1, emailed: 0, search_url: null });
    expect(await answersTo('bob@example.com')).toEqual([]);

    const added = await asAdmin('POST', '/api/admin/boards/add', {
      ats: 'lever',
      token: 'rocketco',
      company: 'Rocket Co',
      request_id: rocket.requests[1].id,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().request).toEqual({ updated: 2, emailed: 2 });
    for (const to of ['ann@example.com', 'bob@example.com']) {
      const [mail, ...more] = await answersTo(to);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe('Rocket Co is on Upstream now');
      expect(mail?.text).toContain('You asked us to add');
      expect(mail?.text).toContain('http://localhost:3000/job-search?company=rocket-co');
    }
    const after = (await asAdmin('GET', '/api/admin/requests')).json().groups;
    expect(after.find((g: { name: string }) => g.name === 'Rocket Co').status).toBe('added');

    // Set back and added again: nobody is told twice.
    const ids = rocket.requests.map((r: { id: number }) => r.id);
    await asAdmin('POST', '/api/admin/requests/status', { ids, status: 'new' });
    const again = (await asAdmin('POST', '/api/admin/requests/status', { ids, status: 'added' })).json();
    expect(again).toMatchObject({
      updated: 2,
      search_url: 'http://localhost:3000/job-search?company=rocket-co',
    });
    expect(await answersTo('ann@example.com')).toHaveLength(1);

    const log = (await asAdmin('GET', '/api/admin/audit-log?action=request')).json().entries;
    expect(log[0]).toMatchObject({
      action: 'request.status',
      after: { status: 'added', company: 'Rocket Co' },
    });
    expect(log.at(-1)).toMatchObject({
      action: 'request.status',
      before: { [ids[0]]: 'new' },
      after: { status: 'planned' },
    });
  });

  it('declining tells the person, without a link; someone who opted out of email is not written to', async () => {
    const id = await file('dee@example.com', { type: 'auto apply', name: 'Apply Bot 9000' });
    const optedOut = await file('eve@example.com', { type: 'auto apply', name: 'apply bot 9000' });
    const eve = await t.deps.db
      .selectFrom('requests')
      .select('user_id')
      .where('id', '=', optedOut)
      .executeTakeFirstOrThrow();
    await t.deps.db
      .updateTable('users')
      .set({ email_opt_out: true })
      .where('id', '=', eve.user_id!)
      .execute();
    const res = await asAdmin('POST', '/api/admin/requests/status', {
      ids: [id, optedOut],
      status: 'declined',
    });
    expect(res.json()).toEqual({ updated: 2, emailed: 1, search_url: null });
    const [mail] = await answersTo('dee@example.com');
    expect(mail?.subject).toBe('About your request for Apply Bot 9000');
    expect(mail?.text).toContain("won't be adding it for now");
    expect(mail?.html).not.toContain('job-search');
    expect(await answersTo('eve@example.com')).toEqual([]);
  });
});
