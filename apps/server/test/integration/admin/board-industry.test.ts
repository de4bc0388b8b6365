import { type Simulator, startSimulator } from '@upstream/ats-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/app.ts';
import { createSignedInUser } from '../../helpers/users.ts';

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator();
  sim.addBoard({ ats: 'greenhouse', token: 'nurseco', company: 'Nurse Co', size: 3 });
  sim.addBoard({ ats: 'lever', token: 'clerky', company: 'Clerky', size: 2 });
});
afterAll(() => sim.close());

describe("a board's company industry in the Boards section", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ env: sim.env });
    cookie = (await createSignedInUser(t.deps, { email: 'boss@example.com', permission: { type: 'admin' } }))
      .cookie;
  });
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie, origin: TEST_ORIGIN, ...(payload ? { 'content-type': 'application/json' } : {}) },
      payload: payload ? JSON.stringify(payload) : undefined,
    });

  it('shows the industry with its source, lets the operator set or clear it, and logs who did', async () => {
    const added = await call('POST', '/api/admin/boards/add', {
      ats: 'greenhouse',
      token: 'nurseco',
      company: 'Nurse Co',
    });
    expect(added.statusCode).toBe(201);
    const id = added.json().board.id as number;
    const listed = (await call('GET', '/api/admin/boards')).json().boards[0];
    // The add fetched the board: the company's industry is the one its postings told.
    expect(listed).toMatchObject({ company: 'Nurse Co', industry_source: 'inferred' });
    expect(listed.industry).toEqual(expect.any(String));

    const set = await call('POST', `/api/admin/boards/${id}/industry`, { industry: 'Healthcare' });
    expect(set.statusCode).toBe(200);
    expect(set.json().board).toMatchObject({ industry: 'Healthcare', industry_source: 'operator' });
    // A later fetch never replaces a person's answer.
    await call('POST', `/api/admin/boards/${id}/fetch`);
    expect((await call('GET', '/api/admin/boards')).json().boards[0]).toMatchObject({
      industry: 'Healthcare',
      industry_source: 'operator',
    });
    const cleared = await call('POST', `/api/admin/boards/${id}/industry`, { industry: '' });
    expect(cleared.json().board).toMatchObject({ industry: null, industry_source: null });

    expect((await call('POST', '/api/admin/boards/999999/industry', { industry: 'Retail' })).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', `/api/admin/boards/${id}/industry`, { industry: 'x'.repeat(101) })).statusCode,
    ).toBe(400);
    const entries = (await call('GET', '/api/admin/audit-log')).json().entries as {
      action: string;
      after: unknown;
    }[];
    expect(entries.filter((e) => e.action === 'board.industry').map((e) => e.after)).toEqual([
      { industry: null, industry_source: null },
      { industry: 'Healthcare', industry_source: 'operator' },
    ]);
  });

  it("gives a company a public dataset knows that dataset's industry, marked with the dataset, at its first fetch", async () => {
    const added = await call('POST', '/api/admin/boards/add', {
      ats: 'lever',
      token: 'clerky',
      company: 'Clerky',
    });
    expect(added.statusCode).toBe(201);
    const boards = (await call('GET', '/api/admin/boards')).json().boards as { company: string }[];
    // Y Combinator's directory files Clerky under legal software, whatever its postings say.
    expect(boards.find((b) => b.company === 'Clerky')).toMatchObject({
      industry: 'Legal',
      industry_source: 'dataset:yc',
    });
  });
});
