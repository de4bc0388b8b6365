import { describe, expect, it } from 'vitest';
import { greenhouse } from '../../../src/modules/ingestion/connectors/greenhouse.ts';
import type { HttpClient } from '../../../src/modules/ingestion/connectors/http.ts';
import type { BoardContext } from '../../../src/modules/ingestion/connectors/types.ts';
import { jobFunction } from '../../../src/modules/ingestion/normalise/function.ts';
import { boardKey, marketBoardFiles, readMarketBoard } from '../../helpers/real-market.ts';

// Issue 22, item 2: the team a board files a posting under, when its title names no role. Greenhouse list
// answers carry no departments, but many boards publish the team as custom metadata; field names and values
// are those of the real-market corpus (boards of the tuning side).

const board: BoardContext = {
  token: 'acme',
  baseUrl: 'https://example.com',
  http: {} as HttpClient,
  now: new Date('2026-03-01T00:00:00Z'),
};
const field = (name: string, value: unknown, value_type = 'single_select') => ({ name, value, value_type });
const teamOf = (metadata: unknown[]) =>
  greenhouse.toSource({ id: 1, title: 'Associate Consultant', metadata }, board)?.functionHint ?? null;

describe('the team of a Greenhouse posting', () => {
  it('is read from the board’s team fields, the most specific first', () => {
    expect(teamOf([field('Group', 'Customer Success')])).toBe('Customer Success');
    expect(
      teamOf([field('Job Family Group', 'Engineering'), field('Job Family', 'Site Reliability Engineering')]),
    ).toBe('Site Reliability Engineering');
    expect(teamOf([field('Career Page Posting Category', ['Field Engineering'], 'multi_select')])).toBe(
      'Field Engineering',
    );
    expect(teamOf([field('Careers Page: Team', 'Product Management')])).toBe('Product Management');
  });

  it('is none when the board publishes only regions, levels, places or an unset choice', () => {
    expect(teamOf([field('Region', 'EMEA'), field('Job Level', 'L4'), field('Location', 'GBR London')])).toBe(
      null,
    );
    expect(teamOf([field('Division', 'Select an Option')])).toBe(null);
    expect(teamOf([field('Career Page Posting Category', [], 'multi_select')])).toBe(null);
  });

  it('files a posting whose title names no role under the board’s team (Appian "Group": Customer Success)', async () => {
    const appian = marketBoardFiles().find((b) => boardKey(b) === 'greenhouse/appian');
    if (!appian) throw new Error('the real-market corpus has no greenhouse/appian');
    const { jobs } = await readMarketBoard(appian);
    const job = jobs.find((j) => j.externalId === '8088260');
    expect(job?.title).toBe('Associate Consultant');
    expect(job?.function).toBe('Customer Success');
  });
});

describe('a team label', () => {
  it('is read head first, as a title is', () => {
    // "Engineering - Software & Analytics" (SpaceX) is an engineering team, not a data team.
    expect(jobFunction('Program Coordinator', null, 'Engineering - Software & Analytics')).toBe(
      'Engineering',
    );
    expect(jobFunction('Program Coordinator', 'Engineering - Software & Analytics')).toBe('Engineering');
  });

  it('files safety teams under Operations and shop floors and presales teams under Sales', () => {
    expect(jobFunction('Specialist', null, 'Corporate - Environmental Health & Safety')).toBe('Operations');
    expect(jobFunction('Associate', null, 'Retail')).toBe('Sales');
    expect(jobFunction('Specialist', null, 'Field Engineering')).toBe('Sales');
  });

  it('never overrides a role the title names', () => {
    expect(jobFunction('Optometrist - Walnut St.', null, 'Retail')).toBe('Healthcare');
    expect(jobFunction('Senior Software Engineer, Machine Learning', null, 'R&D')).toBe('Data');
  });
});

// Titles of tuning-side boards the rules misread before (each row is a rule).
describe('reading more real-market titles like people do', () => {
  it.each([
    ['Director, Data Science & Algorithms - CX Product Experiences', 'Data'],
    ['Analytical Engineer', 'Data'],
    ['Manager, Software Technical Account Managers', 'Customer Success'],
    ['Future Engineering Opportunities', 'Other'],
    ['Part-Time Event Server', 'Other'],
    ['Family Coach/Case Manager - Bilingual in Spanish', 'Healthcare'],
    ['Change Manager', 'Operations'],
    ['Trade Surveillance Associate', 'Legal'],
    ['Senior Labour Relations Manager (all genders)', 'People'],
    ['Superviseur(e), Fiscalité', 'Finance'],
    ['Chargé(e) de comptes senior', 'Sales'],
    ['Testing (Liquidity)', 'Engineering'],
    ['Team Lead, Technical Writing', 'Engineering'],
    ['Liquidity Reporting', 'Finance'],
  ] as const)('%s is %s', (title, fn) => {
    expect(jobFunction(title)).toBe(fn);
  });
});
