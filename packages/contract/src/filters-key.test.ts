import { describe, expect, it } from 'vitest';
import { filtersKey, sameFilters } from './filters-key.ts';
import { emptyJobSearchFilters } from './search-query.ts';

const filters = (change: Partial<ReturnType<typeof emptyJobSearchFilters>>) => ({
  ...emptyJobSearchFilters(),
  ...change,
});

describe('the same filters', () => {
  it('are the same search whatever the order or repeats of values and the case of keywords', () => {
    const a = filters({ role: ['A', 'B'], city: ['X'], job_title_search: ['Engineer'] });
    const b = filters({ role: ['B', 'A', 'B'], city: ['X'], job_title_search: ['engineer'] });
    expect(sameFilters(a, b)).toBe(true);
    expect(filtersKey(a)).toBe(filtersKey(b));
  });

  it('differ by any value of any list, by showing hidden jobs, or by a minimum salary', () => {
    const a = filters({ role: ['A'], city: ['X'] });
    expect(sameFilters(a, { ...a, city: [] })).toBe(false);
    expect(sameFilters(a, { ...a, role: ['A', 'B'] })).toBe(false);
    expect(sameFilters(a, { ...a, show_hidden_jobs: true })).toBe(false);
    expect(sameFilters(a, { ...a, min_salary: 100_000 })).toBe(false);
    const paid = { ...a, min_salary: 100_000 };
    expect(sameFilters(paid, { ...paid, include_no_salary: !paid.include_no_salary })).toBe(false);
  });

  it('leave out a currency when no minimum salary is asked', () => {
    const a = filters({ role: ['A'] });
    expect(sameFilters(a, { ...a, salary_currency: a.salary_currency === 'USD' ? 'EUR' : 'USD' })).toBe(true);
  });

  it('are written as the same key text as ever (keys made before are still recognised)', () => {
    expect(filtersKey(filters({}))).toBe('[[],[],[],[],[],[],[],false,0]');
    expect(
      filtersKey(
        filters({
          role: ['Sales'],
          job_title_search: ['Engineer'],
          company: ['b', 'a', 'b'],
          min_salary: 100_000,
          salary_currency: 'EUR',
          remote_region: ['PT'],
        }),
      ),
    ).toBe('[["Sales"],[],[],[],[],["a","b"],["engineer"],false,[100000,"EUR",false],"","",["PT"]]');
  });
});
