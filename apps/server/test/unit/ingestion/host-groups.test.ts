import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.ts';
import { createHttpClient } from '../../../src/modules/ingestion/connectors/http.ts';
import { subdomainAtsDomains } from '../../../src/modules/ingestion/service.ts';

describe('per-host limits for ATS that give each company a subdomain', () => {
  it('knows those ATS from their URL settings', () => {
    expect(subdomainAtsDomains(loadConfig({})).sort()).toEqual([
      'breezy.hr',
      'jobs.personio.de',
      'myworkdayjobs.com',
      'pinpointhq.com',
      'recruitee.com',
      'teamtailor.com',
    ]);
  });

  it('counts every company subdomain of one such ATS against one limit', async () => {
    const inFlight = new Map<string, number>();
    const peak = new Map<string, number>();
    const fake: typeof fetch = async (input) => {
      const group = new URL(String(input)).hostname.split('.').slice(-2).join('.');
      inFlight.set(group, (inFlight.get(group) ?? 0) + 1);
      peak.set(group, Math.max(peak.get(group) ?? 0, inFlight.get(group)!));
      await new Promise((r) => setTimeout(r, 10));
      inFlight.set(group, inFlight.get(group)! - 1);
      return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const http = createHttpClient({ fetch: fake, perHostConcurrency: 2, hostGroups: ['breezy.hr'] });
    await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => http.json(`https://company${i}.breezy.hr/json`)),
      // Other hosts keep their own limit each.
      ...Array.from({ length: 10 }, (_, i) => http.json(`https://company${i}.example.org/json`)),
    ]);
    expect(peak.get('breezy.hr')).toBe(2);
    expect(peak.get('example.org')).toBeGreaterThan(2);
  });
});
