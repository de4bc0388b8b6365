import { INDUSTRIES } from '@upstream/contract';
import { describe, expect, it } from 'vitest';
import {
  type IndustryPosting,
  industryScores,
  inferIndustry,
} from '../../../src/modules/ingestion/industry/rules.ts';
import { INDUSTRY_WORDS } from '../../../src/modules/ingestion/industry/words.ts';

const posting = (title: string, fn = 'Other', description: string | null = null): IndustryPosting => ({
  title,
  department: null,
  function: fn,
  description,
});

describe('industry inferred from a company’s postings', () => {
  it('files a board of nurses and clinicians under Healthcare', () => {
    const board = [
      posting('Home Health Nurse (LPN/RN)', 'Healthcare'),
      posting('Adult and Pediatric Private Duty Nurse', 'Healthcare'),
      posting('Authorization and Insurance Specialist', 'Operations'),
      posting('Staff Accountant', 'Finance'),
    ];
    expect(inferIndustry('centriahealthcare', board)).toBe('Healthcare');
  });

  it('files teachers under Education and traders under Financial Services', () => {
    expect(
      inferIndustry('Harlem Village', [
        posting('Middle School Math Teacher'),
        posting('Elementary School Aide'),
      ]),
    ).toBe('Education');
    expect(
      inferIndustry('Akuna', [
        posting('Experienced Options Trader'),
        posting('Junior Quantitative Researcher'),
        posting('Software Engineer', 'Engineering'),
      ]),
    ).toBe('Financial Services');
  });

  it('reads what a company says of itself in its descriptions', () => {
    const board = [
      posting('Account Executive', 'Sales', '<p>We build the banking platform behind 200 credit unions.</p>'),
      posting('Software Engineer', 'Engineering', 'Join our fintech team.'),
      posting('Office Manager', 'Operations', 'Hybrid, three days a week.'),
    ];
    expect(inferIndustry('Northwind', board)).toBe('Fintech');
  });

  it('takes a board of engineers and sellers with no industry words for a software company', () => {
    const board = [
      posting('Senior Backend Engineer', 'Engineering'),
      posting('Enterprise Account Executive', 'Sales'),
      posting('Customer Success Manager', 'Customer Success'),
      posting('Solutions Consultant', 'Sales'),
    ];
    expect(inferIndustry('Acme Cloud', board)).toBe('Software');
    // "Solutions Consultant" is at every software company: it does not make one a consultancy.
    expect(industryScores('Acme Cloud', board).find((s) => s.industry === 'Consulting')).toBeUndefined();
  });

  it('needs more than a few machine-learning roles to call a company an AI company', () => {
    const board = [
      posting('Machine Learning Engineer', 'Engineering'),
      ...Array.from({ length: 6 }, () => posting('Account Executive', 'Sales')),
    ];
    expect(inferIndustry('Scheduly', board)).toBe('Software');
  });

  it('reads a name that says it when there are no postings, including a name written as one word', () => {
    expect(inferIndustry('Montai Therapeutics', [])).toBe('Biotech');
    expect(inferIndustry('herontherapeutics', [])).toBe('Biotech');
    expect(inferIndustry('sandstonecare', [])).toBe('Healthcare');
    expect(inferIndustry('Castellucci Hospitality Group', [])).toBe('Hospitality');
  });

  it('reads a trade in the name that says one industry (clinics, shops, firms named by what they do)', () => {
    expect(inferIndustry('Cadre Hospice', [])).toBe('Healthcare');
    expect(inferIndustry('Evergreen Nephrology', [])).toBe('Healthcare');
    expect(inferIndustry('Friendship Hospital for Animals', [])).toBe('Healthcare');
    expect(inferIndustry('trilinkbiotechnologies', [])).toBe('Biotech');
    expect(inferIndustry('Metzgerei Jedowski GmbH & Co.KG', [])).toBe('Food');
    expect(inferIndustry('Thompsons Solicitors', [])).toBe('Legal');
    expect(inferIndustry('EA Gibson Shipbrokers', [])).toBe('Logistics');
    expect(inferIndustry('Forman Family Office', [])).toBe('Financial Services');
    expect(inferIndustry('Oppenheim Architecture', [])).toBe('Construction');
    expect(inferIndustry('Cedar Rapids Prep', [])).toBe('Education');
    expect(inferIndustry('Henry Meds', [])).toBe('Healthcare');
    expect(inferIndustry('Berlin Packaging', [])).toBe('Manufacturing');
    expect(inferIndustry('Lucas Museum of Narrative Art', [])).toBe('Nonprofit');
    expect(inferIndustry('Sandpiper Productions', [])).toBe('Media');
  });

  it('does not read a trade word inside another word of the name', () => {
    // "coal" starts Coalfire (a security firm) and Coalesce (a data tool); "hospital" is inside "hospitality".
    expect(inferIndustry('Coalfire', [])).toBeNull();
    expect(inferIndustry('Coalesce', [])).toBeNull();
    expect(inferIndustry('Castellucci Hospitality Group', [])).not.toBe('Healthcare');
  });

  it('gives nothing when neither the name nor the postings tell', () => {
    expect(inferIndustry('zero', [])).toBeNull();
    expect(inferIndustry('tmc', [posting('Director of Human Resources', 'People')])).toBeNull();
  });

  it('uses only the contract’s industries', () => {
    for (const w of INDUSTRY_WORDS) expect(INDUSTRIES).toContain(w.industry);
  });
});
