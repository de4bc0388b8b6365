import { ATS_KINDS } from '@upstream/contract';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../../src/modules/ingestion/catalogue.ts';
import { retryAfterMs } from '../../../src/modules/ingestion/connectors/http.ts';
import { boardBaseUrl, workdayParts } from '../../../src/modules/ingestion/connectors/urls.ts';
import { postedOnDate } from '../../../src/modules/ingestion/connectors/workday.ts';
import { slugify } from '../../../src/modules/jobs/index.ts';

describe('company catalogue', () => {
  it('holds at least 150 companies across every supported ATS, each with an industry and a homepage', async () => {
    const catalogue = await readCatalogue();
    expect(catalogue.length).toBeGreaterThanOrEqual(150);
    const atsUsed = new Set(catalogue.flatMap((c) => c.boards.map((b) => b.ats)));
    expect([...atsUsed].sort()).toEqual([...ATS_KINDS].sort());
    for (const company of catalogue) {
      expect(company.industry.length).toBeGreaterThan(0);
      expect(company.homepage_url).toMatch(/^https:\/\//);
    }
  });

  it('names each company and each board once', async () => {
    const catalogue = await readCatalogue();
    const slugs = catalogue.map((c) => c.slug ?? slugify(c.name));
    expect(new Set(slugs).size).toBe(slugs.length);
    const boards = catalogue.flatMap((c) => c.boards.map((b) => `${b.ats}:${b.token}`));
    expect(new Set(boards).size).toBe(boards.length);
  });

  it('gives Workday boards as {tenant}.wd{N}/{site}', async () => {
    const catalogue = await readCatalogue();
    for (const b of catalogue.flatMap((c) => c.boards).filter((b) => b.ats === 'workday')) {
      expect(b.token).toMatch(/^[a-z0-9-]+\.wd\d+\/[A-Za-z0-9_-]+$/);
    }
  });
});

describe('board URLs', () => {
  it('fill the token into each ATS URL template', () => {
    expect(boardBaseUrl('https://{token}.recruitee.com', 'acme')).toBe('https://acme.recruitee.com');
    expect(boardBaseUrl('https://{host}.myworkdayjobs.com', 'nvidia.wd5/NVIDIAExternalCareerSite')).toBe(
      'https://nvidia.wd5.myworkdayjobs.com',
    );
    expect(workdayParts('nvidia.wd5/NVIDIAExternalCareerSite')).toEqual({
      host: 'nvidia.wd5',
      tenant: 'nvidia',
      site: 'NVIDIAExternalCareerSite',
    });
  });
});

describe('feed dates and headers', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it.each([
    ['Posted Today', '2026-03-10'],
    ['Posted Yesterday', '2026-03-09'],
    ['Posted 3 Days Ago', '2026-03-07'],
    ['Posted 30+ Days Ago', '2026-02-08'],
  ])('Workday "%s" is %s', (text, day) => {
    expect(postedOnDate(text, now)?.toISOString().slice(0, 10)).toBe(day);
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterMs('5')).toBe(5000);
    expect(retryAfterMs(new Date(Date.now() + 10_000).toUTCString())).toBeGreaterThan(8000);
    expect(retryAfterMs('soon')).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
  });
});
