import { describe, expect, it } from 'vitest';
import { jobFunction } from '../../../src/modules/ingestion/normalise/function.ts';
import { jobLevel } from '../../../src/modules/ingestion/normalise/level.ts';
import { accuracy, corpusOtherShare, labelledTitles, TARGETS } from '../../helpers/title-labels.ts';

describe('reading titles like people do', () => {
  it.each([
    ['Senior Software Engineer - Financial Products', 'Engineering', 'Senior'],
    ['Staff Software Engineer, Marketing Technology', 'Engineering', 'Senior'],
    ['CTO', 'Engineering', 'Executive'],
    ['Chief Technology Officer', 'Engineering', 'Executive'],
    ['General Counsel', 'Legal', 'Executive'],
    ['COO', 'Operations', 'Executive'],
    ['Chief Financial Officer', 'Finance', 'Executive'],
    ['Head of People', 'People', 'Executive'],
    ['Head of People & Culture', 'People', 'Executive'],
    ['VP of Engineering', 'Engineering', 'Executive'],
    ['Staff Accountant', 'Finance', 'Entry'],
    ['Senior Accountant', 'Finance', 'Senior'],
    ['Member of Technical Staff', 'Engineering', 'Entry'],
    ['Account Receivable Senior Analyst (Bangkok Based, Relocation Support Provided)', 'Finance', 'Senior'],
    ['Manager, Account Management', 'Sales', 'Manager'],
    ['Director, HR Business Partner', 'People', 'Executive'],
    ['Digital Marketing Manager, CRO', 'Marketing', 'Mid'],
    ['Marketing Operations Manager, Lead Funnel', 'Marketing', 'Mid'],
    ['Mid-Market Account Executive', 'Sales', 'Entry'],
    ['Executive Assistant', 'Operations', 'Entry'],
    ['Executive Neuroscience Sales Specialist - Omaha, NE', 'Sales', 'Senior'],
    ['Software Engineer, Product Backend (8+ YOE)', 'Engineering', 'Senior'],
    ['Software Engineer, Product Backend (2-8 YOE)', 'Engineering', 'Mid'],
    ['Analyst/Senior Analyst, Corporate Strategy (Bangkok Based)', 'Operations', 'Mid'],
    ['Artiste VFX senior / Senior VFX Artist', 'Design', 'Senior'],
    ['HIL Platform, Senior Software Engineer', 'Engineering', 'Senior'],
    ['TK-8 School Principal (26-27)', 'Education', 'Executive'],
    ['Principal Product Manager, Comms Integrations', 'Product', 'Senior'],
  ])('%s is %s, %s', (title, fn, level) => {
    expect(jobFunction(title)).toBe(fn);
    expect(jobLevel(title)).toBe(level);
  });
});

describe('the hand-labelled real titles', () => {
  it('are at least 500 distinct titles from the corpus', () => {
    const titles = labelledTitles().map((l) => l.title);
    expect(titles.length).toBeGreaterThanOrEqual(500);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('are read right: function and level at least 95%', () => {
    const a = accuracy();
    expect(a.functionAccuracy, JSON.stringify(a.functionMisses.slice(0, 10))).toBeGreaterThanOrEqual(
      TARGETS.functionAccuracy,
    );
    expect(a.levelAccuracy, JSON.stringify(a.levelMisses.slice(0, 10))).toBeGreaterThanOrEqual(
      TARGETS.levelAccuracy,
    );
  });

  it('leave at most 8% of the corpus in Other', async () => {
    const other = await corpusOtherShare();
    expect(other.jobs).toBeGreaterThan(500);
    expect(other.share).toBeLessThanOrEqual(TARGETS.otherShare);
  });
});
