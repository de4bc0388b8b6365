import { describe, expect, it } from 'vitest';
import { recordAdminAction } from '../../../src/modules/admin/index.ts';
import { createTestApp } from '../../helpers/app.ts';
import { createSignedInUser } from '../../helpers/users.ts';

describe('the audit log', () => {
  it('shows each console action with who, what, when and the state before and after, newest first', async () => {
    const { app, deps, clock } = await createTestApp({ clockStart: '2026-03-02T15:00:00Z' });
    const admin = await createSignedInUser(deps, {
      email: 'ops-lead@example.com',
      permission: { type: 'admin' },
    });
    await recordAdminAction(deps, {
      actorId: admin.id,
      action: 'board.disable',
      target: 'board 7 (greenhouse acme)',
      before: { status: 'failing' },
      after: { status: 'disabled' },
    });
    clock.advance(60_000);
    await recordAdminAction(deps, { actorId: admin.id, action: 'request.status', target: 'request 3' });

    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/audit-log',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.next_before).toBeNull();
    expect(body.entries).toEqual([
      expect.objectContaining({ action: 'request.status', before: null, after: null }),
      {
        id: expect.any(Number),
        at: '2026-03-02T15:00:00.000Z',
        actor_id: admin.id,
        actor_email: 'ops-lead@example.com',
        action: 'board.disable',
        target: 'board 7 (greenhouse acme)',
        before: { status: 'failing' },
        after: { status: 'disabled' },
      },
    ]);
  });

  it('pages back through older entries and filters by action', async () => {
    const { app, deps } = await createTestApp();
    const admin = await createSignedInUser(deps, { permission: { type: 'admin' } });
    for (let i = 1; i <= 5; i++)
      await recordAdminAction(deps, {
        actorId: admin.id,
        action: i % 2 ? 'board.fetch' : 'waitlist.grant',
        target: `thing ${i}`,
      });
    const get = async (query: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/admin/audit-log?${query}`,
          headers: { cookie: admin.cookie },
        })
      ).json();
    const first = await get('limit=2');
    expect(first.entries.map((e: { target: string }) => e.target)).toEqual(['thing 5', 'thing 4']);
    const second = await get(`limit=2&before=${first.next_before}`);
    expect(second.entries.map((e: { target: string }) => e.target)).toEqual(['thing 3', 'thing 2']);
    const last = await get(`limit=2&before=${second.next_before}`);
    expect(last.entries.map((e: { target: string }) => e.target)).toEqual(['thing 1']);
    expect(last.next_before).toBeNull();
    const boards = await get('action=board');
    expect(boards.entries.map((e: { target: string }) => e.target)).toEqual([
      'thing 5',
      'thing 3',
      'thing 1',
    ]);
  });

  it('answers 400 with the field at fault to a bad query', async () => {
    const { app, deps } = await createTestApp();
    const admin = await createSignedInUser(deps, { permission: { type: 'admin' } });
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?limit=0',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().error)).toContain('limit');
  });
});
