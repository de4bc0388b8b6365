import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../helpers/app.ts';
import { createSignedInUser } from '../../helpers/users.ts';

const ADMIN_BUG = 'Board fetch errors for renamed Lever-style boards need a manual token update';

describe('content pages', () => {
  it('serves the release history to anyone, current version first', async () => {
    const { app } = await createTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/get/release-history' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.current).toBe('v0.2.12');
    expect(body.releases.map((r: { version: string }) => r.version)).toEqual(
      Array.from({ length: 13 }, (_, i) => `v0.2.${12 - i}`),
    );
    expect(body.releases[0]).toMatchObject({
      title: expect.any(String),
      date: expect.stringMatching(/^2025-/),
    });
    expect(body.releases[0].html).toContain('<li>');
  });

  it('serves the archive only to admins', async () => {
    const { app, deps } = await createTestApp();
    const member = await createSignedInUser(deps, {
      permission: { type: 'private_beta', tier: 'private_beta' },
    });
    const admin = await createSignedInUser(deps, { permission: { type: 'admin', tier: 'plus' } });
    const url = '/api/get/release-history-archive';

    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const refused = await app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('v0.1.');

    const res = await app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.heading).toBe('Version 0.1');
    expect(body.releases.map((r: { version: string }) => r.version)).toEqual(
      Array.from({ length: 42 }, (_, i) => `v0.1.${41 - i}`),
    );
    expect(body.releases.at(-1).date).toMatch(/^2024-12-/);
    expect(body.releases[0].date).toMatch(/^2025-04-/);
  });

  it('serves monthly updates to members, newest first', async () => {
    const { app, deps } = await createTestApp();
    const url = '/api/get/monthly-updates';
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const member = await createSignedInUser(deps);
    const res = await app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.mostRecent).toBe('October 2025');
    expect(body.updates.map((u: { month: string }) => u.month)).toEqual([
      'October 2025',
      'September 2025',
      'August 2025',
      'July 2025',
      'June 2025',
      'May 2025',
      'April 2025',
      'March 2025',
      'February 2025',
    ]);
  });

  it('gives the admin-only roadmap bug to admins and to no one else', async () => {
    const { app, deps } = await createTestApp();
    const url = '/api/get/roadmap';
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const member = await createSignedInUser(deps, { permission: { type: 'beta', tier: 'beta' } });
    const admin = await createSignedInUser(deps, { permission: { type: 'admin', tier: null } });

    const forMember = await app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
    expect(forMember.statusCode).toBe(200);
    expect(forMember.body).not.toContain(ADMIN_BUG);
    const body = forMember.json();
    expect(body).toMatchObject({ lastUpdate: 'v0.2.12', outOfDateAsOf: 'v0.2.9' });
    expect(body.note).toContain('out of date as of v0.2.9');
    expect(body.months.map((m: { month: string }) => m.month)).toEqual([
      'May 2025',
      'June 2025',
      'July 2025',
    ]);
    expect(body.months[0].ideas[0]).toEqual({ html: expect.any(String), done: true });

    const forAdmin = await app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
    const june = forAdmin.json().months[1];
    expect(june.bugs.map((b: { html: string }) => b.html)).toContain(ADMIN_BUG);
  });

  it('serves the roadmap history only to admins', async () => {
    const { app, deps } = await createTestApp();
    const url = '/api/get/roadmap-history';
    const member = await createSignedInUser(deps, {
      permission: { type: 'private_beta', tier: 'private_beta' },
    });
    const admin = await createSignedInUser(deps, { permission: { type: 'admin', tier: 'free' } });
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const refused = await app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('April 2025');
    const res = await app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
    expect(res.json().months.map((m: { month: string }) => m.month)).toEqual(['April 2025', 'March 2025']);
  });

  it('serves the resources to visitors: six cards, flagged links in alphabetical order', async () => {
    const { app } = await createTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/get/resources' });
    expect(res.statusCode).toBe(200);
    const { categories } = res.json() as {
      categories: {
        title: string;
        links: { name: string; url: string; ai: boolean; free: boolean; paid: boolean }[];
      }[];
    };
    expect(categories.map((c) => c.title)).toEqual([
      'Resume Tools',
      'LinkedIn-style Influencers',
      'Job Aggregators',
      'Interview Prep',
      'Company Research',
      'Auto Apply',
    ]);
    for (const category of categories) {
      const names = category.links.map((l) => l.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
      for (const link of category.links) {
        expect(link.url).toMatch(/^https:\/\//);
        expect(link.ai || link.free || link.paid).toBe(true);
      }
    }
  });
});
