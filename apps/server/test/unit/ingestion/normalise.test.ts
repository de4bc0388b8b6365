import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jobFunction } from '../../../src/modules/ingestion/normalise/function.ts';
import { createPlaces, normaliseJob } from '../../../src/modules/ingestion/normalise/index.ts';
import { jobLevel } from '../../../src/modules/ingestion/normalise/level.ts';
import { salaryOf } from '../../../src/modules/ingestion/normalise/salary.ts';
import { cleanTitle, htmlToPlainText } from '../../../src/modules/ingestion/normalise/text.ts';
import { jobType } from '../../../src/modules/ingestion/normalise/type.ts';
import { titleKey } from '../../../src/modules/jobs/index.ts';

const placeReader = createPlaces();
const { jobPlaces, parseLocationText } = placeReader;

describe('job function', () => {
  it.each([
    ['Senior Backend Engineer', null, 'Engineering'],
    ['Sales Engineer', null, 'Sales'],
    ['Product Designer', 'Product', 'Design'],
    ['Product Marketing Manager', null, 'Marketing'],
    ['Senior Product Manager, Payments', null, 'Product'],
    ['Data Scientist', null, 'Data'],
    ['Data Engineer', null, 'Data'],
    ['Research Scientist, Alignment', null, 'Research'],
    ['Account Executive, Mid-Market', null, 'Sales'],
    ['Technical Account Manager', null, 'Customer Success'],
    ['Customer Success Manager', null, 'Customer Success'],
    ['Customer Support Specialist', null, 'Support'],
    ['Support Engineer', null, 'Support'],
    ['Senior Accountant', null, 'Finance'],
    ['FP&A Analyst', null, 'Finance'],
    ['Technical Recruiter', null, 'People'],
    ['HR Business Partner', null, 'People'],
    ['Corporate Counsel', null, 'Legal'],
    ['Registered Nurse (RN)', null, 'Healthcare'],
    ['Math Teacher', null, 'Education'],
    ['Chief of Staff', null, 'Operations'],
    ['Maintenance Coordinator', null, 'Operations'],
    ['Associate', 'Finance & Accounting', 'Finance'],
    ['Specialist', null, 'Other'],
  ])('%s (department %s) is %s', (title, department, expected) => {
    expect(jobFunction(title, department)).toBe(expected);
  });

  it('falls back to the ATS function label', () => {
    expect(jobFunction('Associate', null, 'Marketing')).toBe('Marketing');
  });
});

describe('job level', () => {
  it.each([
    ['Chief Financial Officer', 'Executive'],
    ['VP of Engineering', 'Executive'],
    ['Associate Director, Clinical Operations', 'Executive'],
    ['Head of Design', 'Executive'],
    ['Director of Sales', 'Executive'],
    ['Engineering Manager', 'Manager'],
    ['Senior Engineering Manager', 'Manager'],
    ['Senior Software Engineer', 'Senior'],
    ['Staff Engineer', 'Senior'],
    ['Principal Data Scientist', 'Senior'],
    ['Lead Designer', 'Senior'],
    ['Product Manager', 'Mid'],
    ['Account Manager', 'Mid'],
    ['Senior Product Manager', 'Senior'],
    ['Software Engineer II', 'Mid'],
    ['Associate Product Manager', 'Entry'],
    ['Junior Developer', 'Entry'],
    ['Software Engineer', 'Entry'],
    ['Software Engineering Intern', 'Entry'],
    ['MBA Summer Associate', 'MBA'],
    ['Leadership Development Program (MBA)', 'MBA'],
    ['Coordinator', 'Entry'],
  ])('%s is %s', (title, expected) => {
    expect(jobLevel(title)).toBe(expected);
  });

  it('uses the ATS seniority label when the title says nothing', () => {
    expect(jobLevel('Software Engineer', 'Mid-Senior level')).toBe('Mid');
    expect(jobLevel('Sales', 'Director')).toBe('Executive');
  });
});

describe('job type', () => {
  it.each([
    [{ title: 'MBA Intern, Strategy', level: 'MBA' as const, remote: false }, 'MBA internship'],
    [{ title: 'Summer Associate', level: 'MBA' as const, remote: false }, 'MBA internship'],
    [{ title: 'Software Engineering Intern', level: 'Entry' as const, remote: true }, 'internship'],
    [{ title: 'Analyst', employmentType: 'Intern', level: 'Entry' as const, remote: false }, 'internship'],
    [{ title: 'Barista', employmentType: 'Part-time', level: 'Entry' as const, remote: false }, 'part-time'],
    [{ title: 'Engineer', employmentType: 'FullTime', level: 'Entry' as const, remote: true }, 'remote'],
    [{ title: 'Engineer', employmentType: 'Full-time', level: 'Entry' as const, remote: false }, 'full-time'],
  ])('%o is %s', (input, expected) => {
    expect(jobType(input)).toBe(expected);
  });
});

const cityState = (text: string) => parseLocationText(text).map((p) => [p.city, p.state, p.remote]);

describe('locations', () => {
  it.each([
    ['San Francisco, CA', [['San Francisco', 'CA', false]]],
    [
      'San Francisco, CA; New York, NY',
      [
        ['San Francisco', 'CA', false],
        ['New York', 'NY', false],
      ],
    ],
    ['San Francisco, CA, United States', [['San Francisco', 'CA', false]]],
    ['New York, New York, United States', [['New York', 'NY', false]]],
    ['NYC', [['New York', 'NY', false]]],
    ['London', [['London', 'United Kingdom', false]]],
    ['London, England, United Kingdom', [['London', 'United Kingdom', false]]],
    ['Berlin, DE', [['Berlin', 'Germany', false]]],
    ['Portland, OR', [['Portland', 'OR', false]]],
    ['Toronto, Ontario, Canada', [['Toronto', 'Canada', false]]],
    ['Remote - US', [['Remote', 'US', true]]],
    ['Remote (Canada)', [['Remote', 'Canada', true]]],
    ['Remote', [['Remote', null, true]]],
    ['Remote - EMEA', [['Remote', 'EMEA', true]]],
    ['Hybrid - Austin, TX', [['Austin', 'TX', false]]],
    [
      'Austin, TX or Remote',
      [
        ['Austin', 'TX', false],
        ['Remote', null, true],
      ],
    ],
    ['2 Locations', []],
    ['', []],
  ])('%s', (text, expected) => {
    expect(cityState(text)).toEqual(expected);
  });

  it('reads structured places and adds a remote row for a remote posting', () => {
    const places = normaliseJob(
      {
        externalId: '1',
        title: 'Engineer',
        url: 'https://example.com/j/1',
        places: [
          { city: 'Austin', region: 'Texas', country: 'us' },
          { city: 'Amsterdam', region: null, country: 'NL' },
        ],
        remote: true,
      },
      placeReader,
    )!.places;
    expect(places.map((p) => [p.city, p.state, p.remote])).toEqual([
      ['Austin', 'TX', false],
      ['Amsterdam', 'Netherlands', false],
      ['Remote', 'US', true],
    ]);
  });

  it('deduplicates repeated places', () => {
    expect(jobPlaces([{ text: 'Austin, TX' }, { city: 'Austin', region: 'TX', country: 'US' }])).toHaveLength(
      1,
    );
  });
});

describe('text', () => {
  it('cleans HTML, entities and control characters out of titles', () => {
    expect(cleanTitle('<b>Senior</b>&nbsp;Engineer\u0000\u200b &amp; Lead\n')).toBe('Senior Engineer & Lead');
  });

  it('turns description HTML into readable plain text', () => {
    const text = htmlToPlainText(
      '<p>We build <b>things</b> &amp; more.</p><ul><li>One</li></ul><script>x()</script>',
    );
    expect(text).toContain('We build things & more.');
    expect(text).toContain('One');
    expect(text).not.toContain('<');
    expect(text).not.toContain('x()');
  });

  it('keys titles so reposts with spelling variants match', () => {
    expect(titleKey('Sr. Software Engineer ')).toBe(titleKey('senior software   engineer'));
  });
});

describe('salary', () => {
  it('annualises hourly pay and orders the range', () => {
    expect(salaryOf({ min: 60, max: 50, currency: 'usd', interval: 'per-hour-wage' })).toMatchObject({
      annualMin: 104_000,
      annualMax: 124_800,
      currency: 'USD',
    });
    expect(salaryOf({ min: '55000', max: '70000', currency: 'EUR' })).toMatchObject({
      annualMin: 55_000,
      annualMax: 70_000,
      currency: 'EUR',
    });
    expect(salaryOf({ min: 0.1, interval: 'NONE' })).toBeNull();
  });
});

describe('normalising never throws', () => {
  it('on any title, location or department text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.string({ unit: 'binary' }),
        fc.string(),
        (title, loc, dept) => {
          const job = normaliseJob(
            {
              externalId: '1',
              title,
              url: 'https://example.com/j/1',
              places: [{ text: loc }, { city: loc, region: dept, country: title }],
              department: dept,
              descriptionHtml: title,
            },
            placeReader,
          );
          if (job) {
            expect(job.title.length).toBeGreaterThan(0);
            for (const p of job.places) expect(typeof p.remote).toBe('boolean');
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('on location strings built from real place words', () => {
    const word = fc.constantFrom(
      'Remote',
      'Hybrid',
      'CA',
      'New York',
      'US',
      'Berlin',
      '-',
      ',',
      ';',
      '(',
      ')',
      'or',
      '',
      ' ',
    );
    fc.assert(
      fc.property(fc.array(word, { maxLength: 12 }), (words) => {
        const places = parseLocationText(words.join(' '));
        expect(Array.isArray(places)).toBe(true);
      }),
    );
  });
});
