import { ATS_KINDS, INDUSTRIES } from '@upstream/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.ts';
import { slugify } from '../../../src/modules/catalogue/index.ts';
import { readCompanyList } from '../../../src/modules/ingestion/company-list.ts';
import { retryAfterMs } from '../../../src/modules/ingestion/connectors/http.ts';
import { boardBaseUrl, workdayParts } from '../../../src/modules/ingestion/connectors/urls.ts';
import { postedOnDate } from '../../../src/modules/ingestion/connectors/workday.ts';
import { readIndustryDatasets } from '../../../src/modules/ingestion/industry/dataset.ts';
import { atsUrls } from '../../../src/modules/ingestion/service.ts';

describe('company list', () => {
  it('holds at least 150 companies across every supported ATS, each with an industry and a homepage', async () => {
    const companyList = await readCompanyList();
    const described = companyList.filter((c) => c.industry_source === 'operator');
    expect(described.length).toBeGreaterThanOrEqual(150);
    const atsUsed = new Set(companyList.flatMap((c) => c.boards.map((b) => b.ats)));
    expect([...atsUsed].sort()).toEqual([...ATS_KINDS].sort());
    for (const company of described) {
      expect(company.industry!.length).toBeGreaterThan(0);
      expect(company.homepage_url).toMatch(/^https:\/\//);
    }
  });

  it('holds 2,000+ boards from public tenant lists, at least 50 on each ATS, with nothing guessed', async () => {
    const companyList = await readCompanyList();
    const boards = companyList.flatMap((c) => c.boards);
    expect(boards.length).toBeGreaterThanOrEqual(2000);
    for (const ats of ATS_KINDS)
      expect(boards.filter((b) => b.ats === ats).length).toBeGreaterThanOrEqual(50);
    // A list names a company and its board only: no homepage is made up for it, and an industry it has is
    // the one a public dataset gives it (marked dataset:<name>) or inferred (from its postings or its name),
    // never passed off as typed by hand.
    const dataset = readIndustryDatasets();
    for (const company of companyList.filter((c) => c.industry_source !== 'operator')) {
      expect(company.homepage_url).toBeNull();
      const listed = dataset.industryOf(company);
      if (listed) expect({ industry: company.industry, source: company.industry_source }).toEqual(listed);
      else expect(company.industry_source ?? null).toBe(company.industry === null ? null : 'inferred');
    }
    // Tokens that go into a host name are host labels, so a board's requests stay on its ATS's domain.
    for (const b of boards.filter((b) =>
      ['recruitee', 'personio', 'teamtailor', 'pinpoint', 'breezy'].includes(b.ats),
    ))
      expect(b.token).toMatch(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/);
  });

  it('carries each company’s industry beside where it came from, so a fresh install has them before a fetch', async () => {
    const companyList = await readCompanyList();
    const sources = new Map<string, number>();
    for (const company of companyList) {
      if (company.industry === null) {
        expect(company.industry_source ?? null).toBeNull();
        continue;
      }
      expect(INDUSTRIES).toContain(company.industry);
      expect(company.industry_source).toMatch(/^(operator|inferred|dataset:(yc|unicorns|sec))$/);
      sources.set(company.industry_source!, (sources.get(company.industry_source!) ?? 0) + 1);
    }
    // Every maintained list gives some of the list's companies their industry.
    for (const list of ['dataset:yc', 'dataset:unicorns', 'dataset:sec'])
      expect(sources.get(list) ?? 0).toBeGreaterThanOrEqual(20);
    const withIndustry = [...sources.values()].reduce((a, b) => a + b, 0);
    expect(withIndustry).toBeGreaterThanOrEqual(800);
  });

  it('names each company and each board once', async () => {
    const companyList = await readCompanyList();
    const slugs = companyList.map((c) => c.slug ?? slugify(c.name));
    expect(new Set(slugs).size).toBe(slugs.length);
    const boards = companyList.flatMap((c) => c.boards.map((b) => `${b.ats}:${b.token}`));
    expect(new Set(boards).size).toBe(boards.length);
  });

  it('gives Workday boards as {tenant}.wd{N}/{site}', async () => {
    const companyList = await readCompanyList();
    for (const b of companyList.flatMap((c) => c.boards).filter((b) => b.ats === 'workday')) {
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

describe('board URLs of the newer ATS', () => {
  const config = loadConfig({});
  const urls = atsUrls(config);

  it('put each catalogued board on its own ATS’s domain with the default settings', async () => {
    const companyList = await readCompanyList();
    const domains: Record<string, string> = {
      personio: 'jobs.personio.de',
      teamtailor: 'teamtailor.com',
      pinpoint: 'pinpointhq.com',
      breezy: 'breezy.hr',
      rippling: 'api.rippling.com',
    };
    for (const b of companyList.flatMap((c) => c.boards).filter((b) => b.ats in domains)) {
      const host = new URL(boardBaseUrl(urls[b.ats], b.token)).hostname;
      expect(host === domains[b.ats] || host.endsWith(`.${domains[b.ats]}`), `${b.ats}:${b.token}`).toBe(
        true,
      );
    }
  });

  it('refuse a token that would carry the request to another host', () => {
    for (const ats of ['personio', 'teamtailor', 'pinpoint', 'breezy'] as const)
      for (const token of ['evil.example#', 'evil.example?', 'x@evil.example', 'evil.example/x', 'a%2f'])
        expect(() => boardBaseUrl(urls[ats], token), `${ats}:${token}`).toThrow(
          /is not a board token of this ATS/,
        );
    // Rippling's token is a path segment: it stays one, however it is spelt.
    expect(boardBaseUrl(urls.rippling, 'x/../../evil')).toBe('https://api.rippling.com');
  });
});
