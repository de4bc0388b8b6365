import { type Simulator, startSimulator } from '@upstream/ats-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCompanies } from '../../../src/modules/ingestion/boards.ts';
import { loadCompanyListIfEmpty, readCompanyList } from '../../../src/modules/ingestion/company-list.ts';
import { fetchBoards } from '../../../src/modules/ingestion/service.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator();
  // Two clinics: one the operator described as Retail, one nobody described. Their postings are a clinic's.
  for (const token of ['riverclinic', 'describedclinic']) {
    const board = sim.addBoard({ ats: 'ashby', token, company: token, size: 6 });
    let i = 0;
    for (const job of board.jobs.values())
      job.title = ['Registered Nurse (RN)', 'Medical Assistant', 'Family Physician'][i++ % 3] ?? '';
    board.revision++;
  }
});
afterAll(() => sim.close());

const companyIndustry = (t: TestApp, name: string) =>
  t.deps.db
    .selectFrom('companies')
    .select(['industry', 'industry_source'])
    .where('name', '=', name)
    .executeTakeFirstOrThrow();

describe('company industries', () => {
  it('a fresh install has the company list’s industries, each with its source, before its first fetch', async () => {
    const t = await createTestApp();
    expect(await loadCompanyListIfEmpty(t.deps)).toBeGreaterThan(2000);
    const rows = await t.deps.db
      .selectFrom('companies')
      .select(['industry_source'])
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('industry', 'is not', null)
      .groupBy('industry_source')
      .execute();
    const bySource = Object.fromEntries(rows.map((r) => [r.industry_source, Number(r.n)]));
    const list = await readCompanyList();
    const count = (source: string) => list.filter((c) => c.industry_source === source).length;
    expect(bySource).toEqual({
      operator: count('operator'),
      'dataset:yc': count('dataset:yc'),
      'dataset:unicorns': count('dataset:unicorns'),
      'dataset:sec': count('dataset:sec'),
      inferred: count('inferred'),
    });
    expect(bySource.operator).toBeGreaterThanOrEqual(189);
    expect(bySource['dataset:yc']).toBeGreaterThan(50);
    expect(bySource['dataset:unicorns']).toBeGreaterThan(20);
    expect(bySource['dataset:sec']).toBeGreaterThan(20);
    expect(bySource.inferred).toBeGreaterThan(0);
    // A company Y Combinator's directory knows carries its industry from there.
    expect(await companyIndustry(t, 'GoCardless')).toEqual({
      industry: 'Fintech',
      industry_source: 'dataset:yc',
    });
    const stripe = await companyIndustry(t, 'Stripe');
    expect(stripe).toEqual({ industry: 'Fintech', industry_source: 'operator' });
  });

  it('a fetched board’s company without an industry gets the one its postings tell; a described one keeps its own', async () => {
    const t = await createTestApp({ env: sim.env });
    await loadCompanies(t.deps.db, [
      {
        name: 'River Clinic',
        homepage_url: null,
        industry: null,
        boards: [{ ats: 'ashby', token: 'riverclinic' }],
      },
      {
        name: 'Described Clinic',
        homepage_url: null,
        industry: 'Retail',
        industry_source: 'operator',
        boards: [{ ats: 'ashby', token: 'describedclinic' }],
      },
    ]);
    expect(await companyIndustry(t, 'River Clinic')).toEqual({ industry: null, industry_source: null });
    const ids = (await t.deps.db.selectFrom('job_boards').select('id').execute()).map((r) => r.id);
    const outcomes = await fetchBoards(t.deps, ids);
    expect(outcomes.every((o) => o.ok && o.added === 6)).toBe(true);
    expect(await companyIndustry(t, 'River Clinic')).toEqual({
      industry: 'Healthcare',
      industry_source: 'inferred',
    });
    expect(await companyIndustry(t, 'Described Clinic')).toEqual({
      industry: 'Retail',
      industry_source: 'operator',
    });
    // Loading the company list again (a dataset's or a person's answer) replaces an inferred industry only.
    await loadCompanies(t.deps.db, [
      {
        name: 'River Clinic',
        homepage_url: null,
        industry: 'Biotech',
        industry_source: 'dataset:example',
        boards: [{ ats: 'ashby', token: 'riverclinic' }],
      },
    ]);
    expect(await companyIndustry(t, 'River Clinic')).toEqual({
      industry: 'Biotech',
      industry_source: 'dataset:example',
    });
  });
});
