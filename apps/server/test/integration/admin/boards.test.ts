import { type Simulator, startSimulator } from '@upstream/ats-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBoardLines } from '../../../src/modules/ingestion/index.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/app.ts';
import { createSignedInUser } from '../../helpers/users.ts';

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator();
  sim.addBoard({ ats: 'ashby', token: 'previewco', company: 'Preview Co', size: 7 });
  sim.addBoard({ ats: 'greenhouse', token: 'addco', company: 'Add Co', size: 5 });
  sim.addBoard({ ats: 'lever', token: 'flaky', company: 'Flaky Co', size: 4 });
  sim.addBoard({ ats: 'recruitee', token: 'bulk-one', company: 'Bulk One', size: 3 });
  sim.addBoard({ ats: 'workable', token: 'bulk-two', company: 'Bulk Two', size: 2 });
});
afterAll(() => sim.close());

describe('the Boards section', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...sim.env, INGEST_BACKOFF_MS: '1', INGEST_TIMEOUT_MS: '2000' } });
    const admin = await createSignedInUser(t.deps, {
      email: 'boss@example.com',
      permission: { type: 'admin' },
    });
    cookie = admin.cookie;
  });

  const call = async (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie, origin: TEST_ORIGIN, ...(payload ? { 'content-type': 'application/json' } : {}) },
      payload: payload ? JSON.stringify(payload) : undefined,
    });
  const audit = async () =>
    (await call('GET', '/api/admin/audit-log')).json().entries as {
      action: string;
      target: string;
      before: unknown;
      after: unknown;
    }[];

  it('previews a board before saving: the jobs it would bring in, or why it cannot be read', async () => {
    const good = await call('POST', '/api/admin/boards/preview', { ats: 'ashby', token: 'previewco' });
    expect(good.statusCode).toBe(200);
    const body = good.json();
    expect(body).toMatchObject({ ok: true, postings: 7, readable: 7, existing_board_id: null });
    expect(body.jobs).toHaveLength(7);
    expect(body.jobs[0]).toEqual({
      title: expect.any(String),
      location: expect.any(String),
      department: expect.toBeOneOf([expect.any(String), null]),
      url: expect.stringMatching(/^https?:\/\//),
    });

    const missing = await call('POST', '/api/admin/boards/preview', { ats: 'lever', token: 'nobody-here' });
    expect(missing.json()).toEqual({
      ok: false,
      error: { kind: 'not_found', message: expect.stringContaining('does not exist') },
      existing_board_id: null,
    });
    // Nothing was saved by either preview.
    expect((await call('GET', '/api/admin/boards')).json().boards).toEqual([]);
  });

  it('answers 400 naming the field to a bad ATS, token or company', async () => {
    const badAts = await call('POST', '/api/admin/boards/preview', { ats: 'taleo', token: 'x' });
    expect(badAts.statusCode).toBe(400);
    expect(badAts.json().error.fields).toHaveProperty('ats');
    const badToken = await call('POST', '/api/admin/boards/add', {
      ats: 'lever',
      token: 'a b?',
      company: 'X',
    });
    expect(badToken.statusCode).toBe(400);
    expect(badToken.json().error.fields).toHaveProperty('token');
    const noCompany = await call('POST', '/api/admin/boards/add', { ats: 'lever', token: 'x', company: ' ' });
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().error.fields.company).toBe('The company name is required.');
  });

  it('adds a board after a fetch proves it, brings its jobs in at once, and logs who did it', async () => {
    const res = await call('POST', '/api/admin/boards/add', {
      ats: 'greenhouse',
      token: 'addco',
      company: 'Add Co',
      homepage_url: 'https://add.example',
      industry: 'Software',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      board: {
        company: 'Add Co',
        ats: 'greenhouse',
        token: 'addco',
        status: 'active',
        open_jobs: 5,
        closed_jobs: 0,
      },
      fetch: { ok: true, added: 5, error: null },
    });
    const again = await call('POST', '/api/admin/boards/add', {
      ats: 'greenhouse',
      token: 'addco',
      company: 'Add Co',
    });
    expect(again.statusCode).toBe(409);
    const unreadable = await call('POST', '/api/admin/boards/add', {
      ats: 'lever',
      token: 'nobody-here',
      company: 'N',
    });
    expect(unreadable.statusCode).toBe(422);
    expect(unreadable.json().error.message).toMatch(/could not be read/);
    const [entry] = await audit();
    expect(entry).toMatchObject({
      action: 'board.add',
      target: expect.stringContaining('Add Co, greenhouse addco'),
      before: null,
      after: { company: 'Add Co', status: 'active', open_jobs: 5 },
    });
  });

  it('lists failing boards first with their error streak and last error; fetch now, disable, enable, remove', async () => {
    const added = await call('POST', '/api/admin/boards/add', {
      ats: 'lever',
      token: 'flaky',
      company: 'Flaky Co',
    });
    const id = added.json().board.id as number;
    sim.setFault('lever', 'flaky', { kind: 'status', status: 500 });
    for (let i = 0; i < 3; i++) {
      const fetched = await call('POST', `/api/admin/boards/${id}/fetch`);
      expect(fetched.statusCode).toBe(200);
      expect(fetched.json().fetch).toMatchObject({ ok: false, error: { kind: 'http' } });
    }
    const list = (await call('GET', '/api/admin/boards')).json().boards;
    expect(list.map((b: { token: string }) => b.token)).toEqual(['flaky', 'addco']);
    expect(list[0]).toMatchObject({
      status: 'failing',
      consecutive_failures: 3,
      open_jobs: 4,
      last_error: expect.stringMatching(/^http: /),
    });
    expect(list[1]).toMatchObject({ status: 'active', consecutive_failures: 0, last_error: null });

    sim.clearFault('lever', 'flaky');
    const healed = (await call('POST', `/api/admin/boards/${id}/fetch`)).json();
    expect(healed).toMatchObject({
      board: { status: 'active', consecutive_failures: 0 },
      fetch: { ok: true },
    });

    // Disabled: its jobs leave search at once and it is not fetched.
    const disabled = await call('POST', `/api/admin/boards/${id}/enabled`, { enabled: false });
    expect(disabled.json().board.status).toBe('disabled');
    const active = await t.deps.db.selectFrom('jobs').select('active').where('board_id', '=', id).execute();
    expect(active.every((j) => !j.active)).toBe(true);
    expect((await call('POST', `/api/admin/boards/${id}/fetch`)).statusCode).toBe(409);
    expect((await call('GET', '/api/admin/boards')).json().boards.at(-1)).toMatchObject({
      token: 'flaky',
      status: 'disabled',
    });

    // Enabled again, a fetch brings its jobs back.
    expect(
      (await call('POST', `/api/admin/boards/${id}/enabled`, { enabled: true })).json().board.status,
    ).toBe('active');
    await call('POST', `/api/admin/boards/${id}/fetch`);
    const back = await t.deps.db.selectFrom('jobs').select('active').where('board_id', '=', id).execute();
    expect(back.length).toBe(4);
    expect(back.every((j) => j.active)).toBe(true);

    const removed = await call('POST', `/api/admin/boards/${id}/remove`);
    expect(removed.json()).toEqual({ removed: true, jobs_removed: 4 });
    expect((await call('POST', `/api/admin/boards/${id}/remove`)).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/boards/999999/enabled', { enabled: true })).statusCode).toBe(404);

    const actions = (await audit()).map((e) => e.action);
    expect(actions.slice(0, 6)).toEqual([
      'board.remove',
      'board.fetch',
      'board.enable',
      'board.disable',
      'board.fetch',
      'board.fetch',
    ]);
    const disable = (await audit()).find((e) => e.action === 'board.disable');
    expect(disable).toMatchObject({ before: { status: 'active' }, after: { status: 'disabled' } });
  });

  it('adds a pasted list: each line added, already listed, unreadable or not a board', async () => {
    const res = await call('POST', '/api/admin/boards/bulk-add', {
      text: [
        '# ats token company',
        'recruitee bulk-one Bulk One Inc',
        'workable,bulk-two',
        'greenhouse addco',
        'lever nobody-here Nobody',
        'taleo acme',
        '',
      ].join('\n'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((r: { line: number; outcome: string }) => [r.line, r.outcome])).toEqual([
      [2, 'added'],
      [3, 'added'],
      [4, 'exists'],
      [5, 'failed'],
      [6, 'invalid'],
    ]);
    const boards = (await call('GET', '/api/admin/boards')).json().boards as {
      token: string;
      company: string;
      open_jobs: number;
    }[];
    expect(boards.find((b) => b.token === 'bulk-one')).toMatchObject({
      company: 'Bulk One Inc',
      open_jobs: 3,
    });
    expect(boards.find((b) => b.token === 'bulk-two')).toMatchObject({ company: 'Bulk Two', open_jobs: 2 });
    expect((await audit())[0]).toMatchObject({
      action: 'board.bulk_add',
      target: '2 of 5 pasted boards added',
    });
    const empty = await call('POST', '/api/admin/boards/bulk-add', { text: '  \n ' });
    expect(empty.statusCode).toBe(400);
  });
});

describe('a pasted list of boards', () => {
  it('reads ats, token and company by spaces, tabs or commas, naming a board without a company by its token', () => {
    expect(parseBoardLines('Greenhouse\tacme-corp\tAcme Corporation\nlever, foo_bar\n# skip\nashby')).toEqual(
      [
        {
          line: 1,
          text: 'Greenhouse\tacme-corp\tAcme Corporation',
          ats: 'greenhouse',
          token: 'acme-corp',
          company: 'Acme Corporation',
          problem: null,
        },
        {
          line: 2,
          text: 'lever, foo_bar',
          ats: 'lever',
          token: 'foo_bar',
          company: 'Foo Bar',
          problem: null,
        },
        {
          line: 4,
          text: 'ashby',
          ats: 'ashby',
          token: null,
          company: null,
          problem: 'The board token is missing.',
        },
      ],
    );
  });
});
