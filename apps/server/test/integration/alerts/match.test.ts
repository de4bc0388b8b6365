import { emptyJobSearchFilters, type JobSearchFilters } from '@upstream/contract';
import { describe, expect, it } from 'vitest';
import { planDigests } from '../../../src/modules/alerts/digest.ts';
import { jobFilterWhere } from '../../../src/modules/job-search/query-sql.ts';
import { createTestApp } from '../../helpers/app.ts';
import { createUser } from '../../helpers/users.ts';
import { createCompany, createJob, createSavedSearch } from './fixtures.ts';

// The digest matches in memory; the search page matches in SQL (modules/job-search/query-sql.ts). A saved search must
// find the same jobs in both, or the email and the page it links to disagree.

const f = (over: Partial<JobSearchFilters>): JobSearchFilters => ({ ...emptyJobSearchFilters(), ...over });

describe('digest matching agrees with job search', () => {
  it('finds the same new jobs as the search SQL for every kind of filter', async () => {
    const { deps } = await createTestApp();
    const acme = await createCompany(deps.db, 'Acme', 'Fintech');
    const globex = await createCompany(deps.db, 'Globex', 'Healthcare');
    const seen = '2026-03-04T09:00:00Z';
    const jobs = [
      {
        c: acme,
        title: 'Senior Software Engineer',
        function: 'Engineering',
        level: 'Senior',
        city: 'Austin',
        state: 'TX',
      },
      {
        c: acme,
        title: 'Ingénieur Logiciel',
        function: 'Engineering',
        level: 'Mid',
        city: 'Montréal',
        state: 'QC',
      },
      { c: globex, title: 'AI Researcher', function: 'Research', level: 'Mid', city: 'Boston', state: 'MA' },
      {
        c: globex,
        title: 'Maintenance Technician',
        function: 'Operations',
        level: 'Entry',
        city: 'Austin',
        state: 'TX',
      },
      {
        c: globex,
        title: 'Product Manager, Payments',
        function: 'Product',
        level: 'Manager',
        type: 'remote',
      },
      { c: acme, title: 'C++ Developer (Remote)', function: 'Engineering', level: 'Mid', type: 'part-time' },
      {
        c: acme,
        title: 'Intern, Data',
        function: 'Data',
        level: 'Entry',
        type: 'internship',
        city: 'New York',
        state: 'NY',
      },
    ];
    for (const j of jobs) await createJob(deps.db, j.c, { ...j, firstSeen: seen });

    const cases: JobSearchFilters[] = [
      f({}),
      f({ role: ['Engineering'] }),
      f({ role: ['Engineering', 'Research'], level: ['Mid'] }),
      f({ city: ['Austin|TX'] }),
      f({ city: ['Montréal|QC', 'Boston|MA'] }),
      f({ type: ['remote'] }),
      f({ type: ['part-time', 'internship'] }),
      f({ company: [acme.slug] }),
      f({ industry: ['Healthcare'] }),
      f({ job_title_search: ['engineer'] }),
      f({ job_title_search: ['ingenieur'] }),
      f({ job_title_search: ['intern'] }),
      f({ job_title_search: ['AI', 'c++'] }),
      f({ job_title_search: ['payments', 'data'], role: ['Product'] }),
      f({ job_title_search: ['!!!'] }),
    ];
    const user = await createUser(deps.db, { permission: { tier: 'plus' } });
    const ids = new Map<number, JobSearchFilters>();
    for (const [i, filters] of cases.entries())
      ids.set(await createSavedSearch(deps.db, user.id, `Case ${i}`, filters), filters);

    const { plans } = await planDigests(deps, {
      upTo: new Date('2026-03-04T15:00:00Z'),
      after: new Date('2026-03-03T15:00:00Z'),
    });
    for (const plan of plans) {
      const filters = ids.get(plan.search.id)!;
      const rows = await deps.db
        .selectFrom('jobs as j')
        .select('j.title')
        .where(jobFilterWhere({ ...filters, saved: false, tracked: false }, new Date('2026-03-04T15:00:00Z')))
        .execute();
      const expected = rows.map((r) => r.title).sort();
      expect({ filters, titles: plan.jobs.map((j) => j.title).sort() }).toEqual({
        filters,
        titles: expected,
      });
    }
    expect(plans).toHaveLength(cases.length);
  });
});
