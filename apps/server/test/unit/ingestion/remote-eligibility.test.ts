import { describe, expect, it } from 'vitest';
import { namedPlaces } from '../../../src/modules/ingestion/normalise/eligibility-places.ts';
import {
  timeZoneLabel,
  timeZoneRange,
} from '../../../src/modules/ingestion/normalise/eligibility-time-zones.ts';
import { createGeography } from '../../../src/modules/ingestion/normalise/geo.ts';
import {
  eligibilityLabel,
  type RemoteEligibility,
  remoteEligibility,
} from '../../../src/modules/ingestion/normalise/remote-eligibility.ts';

const geo = createGeography();

const read = (description: string, extra: { title?: string; location?: string } = {}) =>
  remoteEligibility({ title: extra.title ?? 'Senior Engineer', location: extra.location, description }, geo);

/** The reading without its sentences: what a filter would use. */
const places = (e: RemoteEligibility | null) =>
  e && {
    anywhere: e.anywhere,
    include: e.include,
    exclude: e.exclude,
  };

const open = (
  include: Partial<RemoteEligibility['include']>,
  exclude: Partial<RemoteEligibility['exclude']> = {},
) => ({
  anywhere: false,
  include: { countries: [], usStates: [], regions: [], timeZones: [], ...include },
  exclude: { countries: [], usStates: [], ...exclude },
});

describe('remote eligibility: the examples of the issue', () => {
  it('"US only, excluding CA and NY"', () => {
    const e = read('Remote: US only, excluding CA and NY.');
    expect(places(e)).toEqual(open({ countries: ['US'] }, { usStates: ['CA', 'NY'] }));
    expect(e?.sentence).toBe('Remote: US only, excluding CA and NY.');
    expect(eligibilityLabel(e!, geo)).toBe('US only (not CA, NY)');
  });

  it('"within ±3 hours of CET"', () => {
    expect(places(read('You must be within ±3 hours of CET.'))).toEqual(
      open({ timeZones: [{ from: -2, to: 4 }] }),
    );
  });

  it('"must be eligible to work in the UK"', () => {
    expect(places(read('Candidates must be eligible to work in the UK.'))).toEqual(
      open({ countries: ['GB'] }),
    );
  });

  it('"open to candidates in Portugal, Spain…"', () => {
    expect(places(read('This role is open to candidates in Portugal, Spain and Poland.'))).toEqual(
      open({ countries: ['PT', 'ES', 'PL'] }),
    );
  });
});

describe('remote eligibility: sentences that say where the hire may be', () => {
  it.each([
    [
      'must be based / located / reside in',
      'Remote candidates must be physically located within the United States.',
      ['US'],
    ],
    ['remote within', 'This role can work remotely from anywhere in Canada.', ['CA']],
    ['open to', 'We are open to candidates located anywhere in the UK for this position.', ['GB']],
    ['only', 'Fully remote; open to candidates living in the UK/EUROPE ONLY', ['GB']],
    ['allowed to work in', 'Must live in and be eligible to work in the United States', ['US']],
    ['X-based role', 'This is a remote, US-based role.', ['US']],
    ['a location line', 'Location: Remote - Brazil', ['BR']],
  ])('%s', (_rule, sentence, countries) => {
    expect(read(sentence)?.include.countries).toEqual(countries);
  });

  it('names regions', () => {
    expect(read('Applicants must be based in Europe or LATAM.')?.include.regions).toEqual([
      'EUROPE',
      'LATAM',
    ]);
  });

  it('lists US states by code and by name, and puts them in the US', () => {
    const e = read('Candidates must reside within these states: NY, NJ, CA, CT and Washington, D.C.');
    expect(e?.include.usStates).toEqual(['NY', 'NJ', 'CA', 'CT', 'DC']);
    expect(e?.include.countries).toEqual(['US']);
    expect(eligibilityLabel(e!, geo)).toBe('US (NY, NJ, CA, CT, DC)');
  });

  it('reads a two-letter state only where a person would', () => {
    expect(namedPlaces(geo, 'Must live in NM')).toEqual([{ kind: 'usState', code: 'NM', at: 13 }]);
    expect(namedPlaces(geo, 'Please log IN OR register')).toEqual([]);
    expect(namedPlaces(geo, 'FOR IGBO WRITING EXPERTS ONLY IN NIGERIA')).toEqual([
      { kind: 'country', code: 'NG', at: 33 },
    ]);
  });

  it('reads a long list of state codes even though it is all capitals', () => {
    expect(read('Work Location(s) AK, AL, AR, AZ, CA, CO, CT, DC, DE Remote')?.include.usStates).toEqual([
      'AK',
      'AL',
      'AR',
      'AZ',
      'CA',
      'CO',
      'CT',
      'DC',
      'DE',
    ]);
  });

  it('reads "X-based" with words between it and the role', () => {
    expect(read('This is a US-based, remote Temp role.')?.include.countries).toEqual(['US']);
  });

  it('does not read a time zone abbreviation as a country', () => {
    expect(namedPlaces(geo, 'Being located in EST is a must')).toEqual([]);
  });

  it('does not read a language, a payroll or a market as a place', () => {
    expect(namedPlaces(geo, 'Fill must be in UK English')).toEqual([]);
    expect(namedPlaces(geo, 'Applicants must have experience managing US payroll')).toEqual([]);
  });
});

describe('remote eligibility: exclusions', () => {
  it('"unable to support employment in" a state', () => {
    const e = read(
      'Our remote-friendly work model supports flexibility across the US, however we are currently unable to support employment in California.',
    );
    expect(places(e)).toEqual(open({ countries: ['US'] }, { usStates: ['CA'] }));
  });

  it('"except" in brackets', () => {
    expect(
      places(
        read('Location Eligibility: Open to candidates across the US (except California and New York).'),
      ),
    ).toEqual(open({ countries: ['US'] }, { usStates: ['CA', 'NY'] }));
  });

  it('a lone state code after "excluding"', () => {
    expect(places(read('Remote: US only, excluding CA.'))).toEqual(
      open({ countries: ['US'] }, { usStates: ['CA'] }),
    );
  });

  it('"unable to accommodate remote work from" states', () => {
    expect(
      read('We are unable to accommodate remote work from Hawaii or Alaska at this time.')?.exclude.usStates,
    ).toEqual(['HI', 'AK']);
  });

  it('an exception in a sentence about visas is not a place left out', () => {
    expect(read('With the exception of the UAE, we do not sponsor work visas.')).toBeNull();
  });
});

describe('remote eligibility: what does not say where the hire may be', () => {
  it.each([
    ['offices', 'We have offices located in New York, San Francisco and London.'],
    ['the team', 'Our team members are based in Germany, Spain and Brazil.'],
    ['pay by place', 'If based in our New York hub, this role has the salary range below.'],
    ['benefits', 'Candidates located in Warsaw, Poland will benefit from on-premises collaboration.'],
    ['a preference', 'This position is fully remote with a preference for candidates in Mexico.'],
    ['a company description', 'Lingora is a company based in South Korea.'],
    ['a studio', 'We are Wildlabs, a design and technology studio based in Auckland, New Zealand.'],
    [
      'the offices, whoever is addressed',
      'While this role is remote, we have office hubs in Los Angeles, Chicago, and New York.',
    ],
    ['an ideal candidate', 'Ideal candidates will be based in the US, though we are open to others.'],
    ['someone else', 'He is fully remote in Italy and will be always ready to support you.'],
    [
      'a privacy notice',
      'For job applicants in California, the United Kingdom, and the European Union, please review this privacy notice.',
    ],
    ['a pay zone', 'Zone 2: All other cities and states excluding California, Washington and New York.'],
    [
      'an example',
      'Candidates must reside where they work (e.g., not residing in Georgia while working in Florida).',
    ],
  ])('%s', (_rule, sentence) => {
    expect(read(sentence)).toBeNull();
  });
});

describe('remote eligibility: the location field and the title', () => {
  it('reads the board location field, state codes included', () => {
    expect(places(read('', { location: 'Riverside, CA' }))).toEqual(
      open({ countries: ['US'], usStates: ['CA'] }),
    );
    expect(places(read('', { location: 'LATAM,  Canada,  Europe,  UK,  USA' }))).toEqual(
      open({ countries: ['CA', 'GB', 'US'], regions: ['LATAM', 'EUROPE'] }),
    );
  });

  it('a worldwide field is anywhere', () => {
    expect(read('', { location: 'Worldwide' })?.anywhere).toBe(true);
  });

  it('a lone city in the field counts only when nothing else says where', () => {
    expect(places(read('', { location: 'Dublin' }))).toEqual(open({ countries: ['IE'] }));
    expect(places(read('This is a remote, US-based role.', { location: 'Austin' }))).toEqual(
      open({ countries: ['US'] }),
    );
  });

  it('reads the title where it says remote or only', () => {
    expect(read('', { title: 'Sr. Security Researcher (Remote, GBR)' })?.include.countries).toEqual(['GB']);
    expect(read('', { title: 'Tech Lead – C# / .Net (Remote – Mexico Only)' })?.include.countries).toEqual([
      'MX',
    ]);
    expect(read('', { title: 'Senior Specialist (Remote in NM)' })?.include.usStates).toEqual(['NM']);
    expect(read('', { title: 'Head of European and UK Policy' })).toBeNull();
  });

  it('reads the state of a licence named in the title', () => {
    expect(read('', { title: 'Tennessee Licensed Therapist' })?.include.usStates).toEqual(['TN']);
  });

  it('the union of field, title and description, description sentence first', () => {
    const e = read('Candidates must be based in the UK.', { location: 'EMEA' });
    expect(places(e)).toEqual(open({ countries: ['GB'], regions: ['EMEA'] }));
    expect(e?.sentences).toEqual(['Candidates must be based in the UK.', 'EMEA']);
  });
});

describe('remote eligibility: a list below its cue', () => {
  it('reads the places listed on the lines after "we only hire from:"', () => {
    const e = read(
      'Important location info:\nWithin Europe, we only hire from:\n * Austria\n * Italy\n * United Kingdom\nApply now',
    );
    expect(places(e)).toEqual(open({ countries: ['AT', 'IT', 'GB'] }));
    expect(e?.sentence).toBe('Within Europe, we only hire from:');
  });
});

describe('remote eligibility: anywhere', () => {
  it('"anywhere in the world" said of the position holds beside the location field', () => {
    const e = read('Fully remote position (work from anywhere in the world)', { location: 'Bulgaria' });
    expect(places(e)).toEqual({ ...open({ countries: ['BG'] }), anywhere: true });
  });

  it('a plain "work from anywhere" yields to the location field', () => {
    expect(
      read('This role is fully remote, so you can work from anywhere', { location: 'Germany' })?.anywhere,
    ).toBe(false);
  });

  it('"work from anywhere" with no place named', () => {
    expect(read('Fully remote: work from anywhere.')?.anywhere).toBe(true);
  });

  it('yields to a named place, and "almost anywhere" is not anywhere', () => {
    expect(read('Work from anywhere!', { location: 'USA' })?.anywhere).toBe(false);
    expect(read('Full remote work from almost anywhere')).toBeNull();
  });

  it('worldwide with an exception', () => {
    const e = read(
      'This role is open to candidates worldwide, with the exception of candidates residing in the United States.',
    );
    expect(e?.exclude.countries).toEqual(['US']);
  });

  it('nothing said is null', () => {
    expect(read('We build delightful software. Apply now!')).toBeNull();
    expect(remoteEligibility({ title: 'Engineer' }, geo)).toBeNull();
  });
});

describe('time zones', () => {
  it.each([
    ['CET +/- 3 HOURS', { from: -2, to: 4 }],
    ['Time zone: CET (+/- 3 hours).', { from: -2, to: 4 }],
    ['We ask you to be in the time zone UTC ±0 to UTC +2 for this role.', { from: 0, to: 2 }],
    ['You need to reside in the Pacific, Mountain, Central, or Eastern time zones.', { from: -8, to: -5 }],
    ['Open to qualified candidates in the Central time zone.', { from: -6, to: -6 }],
    ['Remote Executive Assistant (U.S. Timezones Only)', { from: -8, to: -5 }],
    ['Must be within 3 hours of Eastern Time.', { from: -8, to: -2 }],
    ['Americas, LATAM, Europe, European timezones', { from: 0, to: 2 }],
  ])('%s', (sentence, range) => {
    expect(timeZoneRange(sentence)).toEqual(range);
  });

  it.each([
    'This is a remote role, working Monday through Friday, 9am to 5pm Pacific Standard Time.',
    'At least half of your work time should be within Eastern time working hours.',
    'You must have at least 5 hours of overlap with Eastern Time (ET) working hours.',
    'Nice-to-have: Time zone: CET (+/- 3 hours).',
    'Candidates must be available to work at least 80% in alignment with the Eastern Time Zone.',
  ])('working hours or a preference are not a place: %s', (sentence) => {
    expect(timeZoneRange(sentence)).toBeNull();
  });

  it('labels spans for the card', () => {
    expect(timeZoneLabel({ from: -2, to: 4 })).toBe('UTC−2 to UTC+4');
    expect(timeZoneLabel({ from: 5.5, to: 5.5 })).toBe('UTC+5:30');
    expect(timeZoneLabel({ from: 0, to: 2 })).toBe('UTC to UTC+2');
  });
});

describe('eligibility label', () => {
  it.each([
    [open({ countries: ['PT'] }), 'Portugal only'],
    [open({ countries: ['GB'], regions: ['EUROPE'] }), 'UK, Europe'],
    [open({ timeZones: [{ from: -2, to: 4 }] }), 'UTC−2 to UTC+4'],
    [{ ...open({}), anywhere: true }, 'Anywhere'],
    [{ ...open({}, { countries: ['US'] }), anywhere: true }, 'Anywhere (not US)'],
    [
      open({ countries: ['US'], usStates: ['AL', 'AR', 'AZ', 'FL', 'GA', 'IA', 'IL', 'IN'] }),
      'US (AL, AR, AZ, FL, GA, IA +2)',
    ],
  ])('%o', (e, label) => {
    expect(eligibilityLabel({ ...e, sentence: 's', sentences: ['s'] } as RemoteEligibility, geo)).toBe(label);
  });
});

describe('remote eligibility: tuning-side sentences of issue 22 round 4', () => {
  it('"It doesn\'t matter where you live or what time zone you\'re in." is anywhere (Soflyy, We Work Remotely)', () => {
    const e = read(
      "We are a small, fully remote team. It doesn't matter where you live or what time zone you're in. We work asynchronously.",
      { location: 'Remote' },
    );
    expect(e?.anywhere).toBe(true);
    expect(e?.sentence).toBe("It doesn't matter where you live or what time zone you're in.");
  });

  it('a licence held in a state ties the clinician to it (Mindoula, "Qualifications: LCSW, LMFT, LPC, in Tennessee.")', () => {
    const e = read(
      'Maintains excellent punctuality and attendance during work hours. Qualifications: LCSW, LMFT, LPC, in Tennessee. Preferred experience with substance abuse population.',
      { title: '100% Remote (LMFT, LCSW, LPC)', location: 'Remote' },
    );
    expect(places(e)).toEqual(open({ countries: ['US'], usStates: ['TN'] }));
    expect(e?.sentence).toBe('Qualifications: LCSW, LMFT, LPC, in Tennessee.');
  });

  it('a pay-zone line listing states says nothing about who may apply', () => {
    const e = read(
      'Pay zones. California (excludes SF Bay Area), Washington (excludes Seattle Metro), Washington DC Metro, and Massachusetts',
      { location: 'USA' },
    );
    expect(places(e)).toEqual(open({ countries: ['US'] }));
  });

  it('"Metro Manila" in the location field is the Philippines', () => {
    expect(places(read('', { location: 'Metro Manila' }))).toEqual(open({ countries: ['PH'] }));
  });
});

describe('remote eligibility: shapes of issue 22 round 5', () => {
  it('reads the states listed below a heading or an announcing sentence', () => {
    expect(
      places(read('Eligible states:\nAlabama\nArizona\nColorado\nFlorida', { location: 'Remote' })),
    ).toEqual(open({ countries: ['US'], usStates: ['AL', 'AZ', 'CO', 'FL'] }));
    expect(
      places(
        read('We are currently hiring in the following states\nTexas\nOhio\nGeorgia', { location: 'Remote' }),
      ),
    ).toEqual(open({ countries: ['US'], usStates: ['TX', 'OH', 'GA'] }));
  });

  it('reads where the company is able to employ people as where the hire may live', () => {
    const e = read('We are currently able to employ people in AL, AZ, AR, CA, CO, CT and FL.');
    expect(e?.include.usStates).toEqual(['AL', 'AZ', 'AR', 'CA', 'CO', 'CT', 'FL']);
  });

  it.each([
    [
      'This role is not open to candidates in India or Pakistan.',
      { countries: ['IN', 'PK'] },
      'Not India, Pakistan',
    ],
    ['We can only hire in the US, not in Puerto Rico.', { usStates: ['PR'] }, 'US only (not PR)'],
  ])('reads "%s" as an exclusion', (sentence, excluded, label) => {
    const e = read(sentence);
    expect(e?.exclude).toEqual({ countries: [], usStates: [], ...excluded });
    expect(eligibilityLabel(e!, geo)).toBe(label);
  });

  it('reads "Americas time zones" as Pacific to Brazil', () => {
    const e = read('This role is open to candidates in Americas time zones.');
    expect(places(e)).toEqual(open({ timeZones: [{ from: -8, to: -3 }] }));
    expect(eligibilityLabel(e!, geo)).toBe('UTC−8 to UTC−3');
  });

  it('"…or wherever you are" after a few places is anywhere, not those places (garden3d, tuning)', () => {
    const e = read('We would happily hire in Europe, Singapore, Chicago, or wherever you are.');
    expect(places(e)).toEqual({ ...open({}), anywhere: true });
    expect(read('You can work from home or wherever you are most comfortable.')?.anywhere ?? false).toBe(
      false,
    );
  });

  it('someone else based in a city, or a company mission, says nothing about the hire (tuning)', () => {
    expect(
      read(
        'Working directly with a technical executive (usually) based in New York, NY, you will handle complex projects.',
        { location: 'Remote' },
      ),
    ).toBeNull();
    expect(
      read('Be part of a leading remote-first company with a mission to help people work from anywhere.', {
        location: 'Remote',
      }),
    ).toBeNull();
  });

  it('reads a location field that RemoteOK encoded twice ("GdaÅ\u0084sk")', () => {
    expect(places(read('', { location: 'GdaÅ\u0084sk' }))).toEqual(open({ countries: ['PL'] }));
  });
});

// Real headers of "Ask HN: Who is hiring?" remote posts (gouldie/vue, src/data/<year>/<Mon>.js, tuning side),
// the tuning half, and the shapes of state lists on remote boards.
describe('remote eligibility: shapes of issue 22 round 6', () => {
  const title = (t: string) => remoteEligibility({ title: t }, geo);

  it('reads a time zone in the brackets after "Remote" or beside "timezone", in a title', () => {
    expect(
      places(
        title('Zefort | zefort.com | Software Engineer, Full Stack | Remote (GMT+2 timezone) | Full-Time'),
      ),
    ).toEqual(open({ timeZones: [{ from: 2, to: 2 }] }));
    expect(places(title('Upflow | Paris or Remote (CET -2 / +2) | Full-time | https://upflow.io'))).toEqual(
      open({ timeZones: [{ from: -1, to: 3 }] }),
    );
    expect(places(title('Acme | Backend Engineer | Remote (EST) | Full-time'))).toEqual(
      open({ timeZones: [{ from: -5, to: -5 }] }),
    );
    expect(places(title('Acme | Remote (UTC-5 - UTC+2)'))).toEqual(
      open({ timeZones: [{ from: -5, to: 2 }] }),
    );
  });

  it('a zone beside a job\'s name is not a rule ("Pharmacist, Clinical/MTM Remote, PST", tuning)', () => {
    expect(title('Pharmacist, Clinical/MTM Remote, PST')).toBeNull();
  });

  it('reads the brackets after "REMOTE" ("San Francisco or REMOTE (USA for now)")', () => {
    expect(
      places(title('August Health | Product Designer | San Francisco or REMOTE (USA for now) | Full time')),
    ).toEqual(open({ countries: ['US'] }));
  });

  it('"US or Europe timezone" is two spans of time zones, not the US and Europe', () => {
    expect(
      places(title('Canonical/Ubuntu | Product Managers | Remote US or Europe timezone | Full time')),
    ).toEqual(
      open({
        timeZones: [
          { from: -8, to: -5 },
          { from: 0, to: 2 },
        ],
      }),
    );
    expect(places(read('', { location: 'Remote (EU timezones)' }))).toEqual(
      open({ timeZones: [{ from: 0, to: 2 }] }),
    );
  });

  it('reads a zone or an offset named alone where a place goes', () => {
    expect(places(read('', { location: 'USA, CST (UTC-6)' }))).toEqual(
      open({ countries: ['US'], timeZones: [{ from: -6, to: -6 }] }),
    );
    expect(places(read('Time zone: CET'))).toEqual(open({ timeZones: [{ from: 1, to: 1 }] }));
    expect(places(read('We are looking for someone in GMT+2 timezone.'))).toEqual(
      open({ timeZones: [{ from: 2, to: 2 }] }),
    );
    // Not in a sentence about working hours.
    expect(read('Our core hours are 10am to 2pm EST.')).toBeNull();
  });

  it('reads spans written around a zone or between two zones', () => {
    expect(timeZoneRange('Timezone: UTC+1 ± 3 hours')).toEqual({ from: -2, to: 4 });
    expect(timeZoneRange('CET±3')).toEqual({ from: -2, to: 4 });
    expect(timeZoneRange('+/- 3 hours CET')).toEqual({ from: -2, to: 4 });
    expect(timeZoneRange('Remote (PST-EST)', { lone: true })).toEqual({ from: -8, to: -5 });
    expect(places(read('Applicants must be within 3 hours of Eastern Time.'))).toEqual(
      open({ timeZones: [{ from: -8, to: -2 }] }),
    );
  });

  it('"open to candidates worldwide" in a run of headings is anywhere (Greyworks, tuning)', () => {
    const e = read(
      'Very strong written and verbal communication skills in English (regional accents welcomed!) Work Arrangement Fully remote position open to candidates worldwide Flexible hours with some overlap',
      { location: 'Remote' },
    );
    expect(e?.anywhere).toBe(true);
    expect(read('We are a globally distributed team and you can be based anywhere.')?.anywhere).toBe(true);
    expect(read('', { location: 'Remote (Worldwide)' })?.anywhere).toBe(true);
    expect(read('Location: Anywhere')?.anywhere).toBe(true);
  });

  it('a list of states in a page flattened into one run is judged by the words that lead it', () => {
    const e = read(
      'What We Offer Competitive salary and benefits Location This role is remote and open to candidates in AZ, CO, FL, GA, NC, TX, UT Health insurance and 401k',
    );
    expect(places(e)).toEqual(
      open({ countries: ['US'], usStates: ['AZ', 'CO', 'FL', 'GA', 'NC', 'TX', 'UT'] }),
    );
    // The same list led by the team, or left out, is not where the hire may live.
    expect(
      read(
        'What We Offer Competitive salary and benefits and a team that is distributed across AZ, CO, FL, GA, NC, TX, UT with health insurance',
      ),
    ).toBeNull();
    expect(
      places(
        read(
          'What We Offer Competitive salary and benefits. We are unable to hire in the following states at this time: AK, HI, MT, WY, ND and health insurance',
        ),
      )?.exclude.usStates,
    ).toEqual(['AK', 'HI', 'MT', 'WY', 'ND']);
  });

  it('reads a state list under a heading of its own, joined by pipes, or with Georgia in it', () => {
    expect(places(read('Eligible States\nAlabama\nArizona\nFlorida\nTexas'))?.include.usStates).toEqual([
      'AL',
      'AZ',
      'FL',
      'TX',
    ]);
    expect(
      places(read('Remote work available in the following states: AZ | CO | FL | GA | TX'))?.include.usStates,
    ).toEqual(['AZ', 'CO', 'FL', 'GA', 'TX']);
    expect(places(read('Eligible locations: Alabama, Arizona, Florida, Georgia, Texas.'))).toEqual(
      open({ countries: ['US'], usStates: ['AL', 'AZ', 'FL', 'GA', 'TX'] }),
    );
    expect(places(read('We are hiring in Georgia and Armenia.'))?.include.countries).toEqual(['GE', 'AM']);
  });

  it('places before "or Remote" in a header are offices; "Remote (Global)" is anywhere (HN, tuning)', () => {
    expect(
      title(
        'Apollo Agriculture | Software Engineer | Nairobi, Kenya / NYC / SF or Remote | Full-Time | Remote',
      ),
    ).toBeNull();
    expect(
      places(
        title('Khan Academy | Mountain View, CA / Remote US+Canada | Senior Backend or Full-Stack Engineer'),
      ),
    ).toEqual(open({ countries: ['US', 'CA'] }));
    expect(
      places(
        read(
          'Carbon Black | Waltham, MA; Boston, MA; Boulder, CO; and Hillsboro, OR | Onsite or Remote in USA (for some positions) | https://www.carbonblack.com',
        ),
      ),
    ).toEqual(open({ countries: ['US'] }));
    expect(
      title('CoinTracker | YC W18 | REMOTE (Global) | Full-time | Senior Software Engineer')?.anywhere,
    ).toBe(true);
    expect(places(title('Saturn Cloud | Remote (North/South america) | Senior Software Engineer'))).toEqual(
      open({ regions: ['NORTH_AMERICA', 'LATAM'] }),
    );
  });

  it('an office, then "or remotely in" time zones: the zones only (HAProxy, tuning)', () => {
    expect(
      places(
        read(
          'We are seeking support engineers to work out of our Waltham, MA office or remotely in the EST/CST/MST/PST timezones.',
        ),
      ),
    ).toEqual(open({ timeZones: [{ from: -8, to: -5 }] }));
  });

  it('a zone told by a city: "+/- 2h from Paris" (Qonto, tuning)', () => {
    expect(
      places(
        read(
          'The job is available either on-site (we are located in Paris) or remotely as a freelancer (as long as you are in a timezone +/- 2h from Paris)',
        ),
      ),
    ).toEqual(open({ timeZones: [{ from: -1, to: 3 }] }));
  });

  it('where the team is based says nothing about the hire (Stacker, tuning)', () => {
    expect(
      read(
        "We're fully remote (currently based in UK, Switzerland, South Africa, France, Spain + China), and flexible about working arrangements.",
      ),
    ).toBeNull();
  });

  it('second HN batch (tuning): anywhere in a place, candidates from anywhere, zones named before "US timezone"', () => {
    expect(
      places(
        read(
          'Aha! is profitable, you can work from anywhere in North America, and we offer excellent benefits.',
        ),
      ),
    ).toEqual(open({ regions: ['NORTH_AMERICA'] }));
    expect(
      read(
        'Our offices are in NYC, but we are a remote-friendly organization and are happy to consider candidates from anywhere.',
      )?.anywhere,
    ).toBe(true);
    const union = read(
      'Remote friendly: We have parts of our org in DC, Portugal and Dubai. We’re open to people from anywhere but would love not to stretch our timezone span too much.',
    );
    expect(places(union)).toEqual({ ...open({}), anywhere: true });
    expect(
      places(title('Citus Data | Support Engineer | Remote friendly, Eastern/Central US timezone')),
    ).toEqual(open({ timeZones: [{ from: -6, to: -5 }] }));
  });

  it('reads a long description fast, whatever its words', () => {
    const para =
      'We are a remote-first company with customers worldwide. This role is open to candidates in AZ, CO, FL, GA, TX. Our core hours are 9am-5pm EST, within ±3 hours of CET. ';
    const texts = [
      para.repeat(600),
      'US or EU or US or EU '.repeat(5000),
      `${'UTC '.repeat(20000)}x`,
      `${'Remote ( '.repeat(5000)}`,
      `${'AZ, '.repeat(20000)}`,
    ];
    const started = performance.now();
    for (const description of texts) remoteEligibility({ title: 'Engineer', description }, geo);
    expect(performance.now() - started).toBeLessThan(3000);
  });
});

// Issue 22 round 7: classes of phrasing met on the tuning half, pinned with sentences written for these tests.
describe('remote eligibility: phrasing classes of issue 22 round 7', () => {
  const title = (t: string) => remoteEligibility({ title: t }, geo);
  const zones = (...spans: [number, number][]) =>
    open({ timeZones: spans.map(([from, to]) => ({ from, to })) });

  it('reads offsets written before the zone they count from ("-3 GMT to +1 GMT")', () => {
    expect(places(title('Acme | REMOTE -3 GMT to +1 GMT | Backend Engineer'))).toEqual(zones([-3, 1]));
    expect(places(read('You must be located between -1 CET and +2 CET.'))).toEqual(zones([0, 3]));
  });

  it('reads a zone in brackets with its span after them ("(UTC+3) +/- 2")', () => {
    expect(places(title('Acme | REMOTE (UTC+3) +/- 2 | Data Engineer'))).toEqual(zones([1, 5]));
    expect(places(title('Acme | Full-time | REMOTE | Lisbon (GMT) ± 3 hrs | Seed stage'))).toEqual(
      zones([-3, 3]),
    );
  });

  it('reads a span whose far end drops the zone\'s name ("between UTC -4 and +2")', () => {
    expect(places(read('You can live anywhere between UTC -4 and +2.'))).toEqual(zones([-4, 2]));
    expect(places(read('Candidates must be within UTC-3 to UTC+3.'))).toEqual(zones([-3, 3]));
  });

  it('reads zones and parts of the world in one list ("the Central European or PST time zones")', () => {
    // North America's zones run Pacific to Atlantic, as a tuning posting is labelled ("REMOTE ONLY (North American
    // time zones)", round 8).
    expect(places(read('The role is remote in the North American or CET time zones.'))).toEqual(
      zones([1, 1], [-8, -4]),
    );
    // A part of the world that only says whose zones they are is not a span of its own.
    expect(places(read('You must live in the Eastern/Central US time zones.'))).toEqual(zones([-6, -5]));
    expect(places(read('You must be based in the Americas time zones.'))).toEqual(zones([-8, -3]));
  });

  it('working hours and softened wishes are not time-zone rules', () => {
    expect(read('You will need an overlap of 4 hours with PST every working day.')).toBeNull();
    expect(read('For remote candidates, UTC-2 to UTC+5 would be best.')).toBeNull();
    expect(read('You will work EMEA hours with the support team.')).toBeNull();
  });

  it('reads "US time zones" after "anywhere in" as time zones, not as the country', () => {
    expect(
      places(read('You can be located anywhere in US time zones - we have an office in Denver.')),
    ).toEqual(zones([-8, -5]));
  });

  it('reads anywhere said as "all over the globe", "whatever time zone", "wherever you\'re based"', () => {
    for (const sentence of [
      'We welcome applicants from all over the globe.',
      'You can join us from whatever time zone suits you.',
      'We would love to hear from you, wherever you’re based.',
      'The contract is open to any engineer anywhere.',
    ])
      expect(places(read(sentence)), sentence).toEqual({ ...open({}), anywhere: true });
    // The company's own reach is not the job's.
    expect(read('As a distributed company, we employ people from all over the world.')).toBeNull();
  });

  it('reads "Anywhere, Remote" in a title as anywhere, and "Remote (Anywhere in Canada)" as Canada', () => {
    expect(title('Acme | Go Engineer | Anywhere, REMOTE | Full-time')?.anywhere).toBe(true);
    expect(title('Acme | Designer | Worldwide / Remote')?.anywhere).toBe(true);
    expect(places(title('Acme | Engineer | Toronto | Remote (Anywhere in Canada)'))).toEqual(
      open({ countries: ['CA'] }),
    );
    expect(title('Acme | Engineer | Denver, CO or Remote (anywhere in world)')?.anywhere).toBe(true);
    expect(places(read('', { location: 'Remote - anywhere in Mexico' }))).toEqual(
      open({ countries: ['MX'] }),
    );
  });

  it('reads a country followed by "(Remote)" in a title as where the job is', () => {
    expect(places(title('Acme | Support Lead | Portugal (Remote) | Full time'))).toEqual(
      open({ countries: ['PT'] }),
    );
    expect(places(title('Acme | Analyst | Dublin, Ireland (Remote)'))).toEqual(open({ countries: ['IE'] }));
  });

  it('places offered beside remote work as another choice are offices', () => {
    expect(title('Acme | Backend Engineer | Remote or Austin, TX | Full-time')).toBeNull();
    expect(read('We are hiring in Lisbon, Madrid and Remote.')).toBeNull();
    expect(read('Location: Denver, CO or Hybrid Remote.')).toBeNull();
  });

  it('reads a bullet of its own inside a run of bullets, and leaves an aside about the company after a dash', () => {
    expect(
      places(read('Key facts: * Location: you must live in Canada or Mexico * Salary: $90,000 plus equity.')),
    ).toEqual(open({ countries: ['CA', 'MX'] }));
    expect(places(read('You must reside in Ireland - we have offices in Paris and Rome.'))).toEqual(
      open({ countries: ['IE'] }),
    );
  });

  it('reads residence, "excluding", "not open to candidates in" and a list of hiring countries', () => {
    expect(places(read('You must reside in Canada to be considered.'))).toEqual(open({ countries: ['CA'] }));
    expect(
      places(read('This role is open to candidates anywhere in Europe, excluding Russia and Belarus.')),
    ).toEqual(open({ regions: ['EUROPE'] }, { countries: ['RU', 'BY'] }));
    expect(places(read('This position is not open to candidates in Brazil or Argentina.'))).toEqual(
      open({}, { countries: ['BR', 'AR'] }),
    );
    expect(places(read('We hire in these countries: Spain, Italy and Greece.'))).toEqual(
      open({ countries: ['ES', 'IT', 'GR'] }),
    );
  });
  it('reads a title field of its own: "Anywhere in Germany", "Anywhere although…", "or worldwide REMOTE"', () => {
    expect(places(title('Acme | Data Engineers | Anywhere in Germany | REMOTE | Full Time'))).toEqual(
      open({ countries: ['DE'] }),
    );
    expect(title('Acme | Anywhere, though our office is in Oslo | Remote friendly')?.anywhere).toBe(true);
    expect(title('Acme | Engineers | Berlin, Munich or worldwide REMOTE')?.anywhere).toBe(true);
    // A job's name that opens with "Global" is not a place.
    expect(title('Acme | Global Head of Sales | Remote')).toBeNull();
  });

  it('a US city before ", REMOTE" is an office; a country alone is where the job is', () => {
    expect(title('Acme | Engineers | Austin, TX, REMOTE | Full-time')).toBeNull();
    expect(places(title('Acme | Engineers | Canada, Remote | Full-time'))).toEqual(
      open({ countries: ['CA'] }),
    );
  });

  it('the places after "on-site" in a remote field are offices', () => {
    expect(title('Acme | Developers | REMOTE, or ONSITE in Lisbon or Warsaw | Full-time')).toBeNull();
    expect(places(title('Acme | Engineer | Boston Onsite / US Remote'))).toEqual(open({ countries: ['US'] }));
  });

  it('reads "the location is open to anywhere" as anywhere, and living costs or the team\'s engineers as nothing', () => {
    expect(read('The location is open to anywhere with a good connection.')?.anywhere).toBe(true);
    expect(read('Rents are low in Tucson (or wherever you live), and so is the cost of living.')).toBeNull();
    expect(read('Some of our best engineers work remotely from across Canada.')).toBeNull();
  });
});

// Each class below met on the tuning half of round 8 (the round-7 held-out postings moved there), with the real
// sentence or header of a tuning posting.
describe('remote eligibility: phrasing classes of issue 22 round 8', () => {
  const title = (t: string) => remoteEligibility({ title: t }, geo);

  it('a header field of countries, regions, zones or "Global" beside a remote field is where the job is', () => {
    expect(places(title('Bibliotech | Software Engineers | Remote| US and Europe'))).toEqual(
      open({ countries: ['US'], regions: ['EUROPE'] }),
    );
    expect(places(title('HeadSpin | Asia Pacific | REMOTE  | Full-time | https://www.headspin.io/'))).toEqual(
      open({ regions: ['APAC'] }),
    );
    expect(
      places(title('mySociety | Full Time Web Developer | UK | Remote (https://mysociety.org)')),
    ).toEqual(open({ countries: ['GB'] }));
    expect(
      places(
        title(
          'Brankas | Senior Frontend Developer | Indonesia, Philippines, Thailand or Vietnam | Full-Time | REMOTE',
        ),
      ),
    ).toEqual(open({ countries: ['ID', 'PH', 'TH', 'VN'] }));
    expect(places(title('Surf Air | Remote | EST - PST | Full time | $100K - $130K'))).toEqual(
      open({ timeZones: [{ from: -8, to: -5 }] }),
    );
    expect(title('W3BCLOUD | Sysadmin / Devops | REMOTE | Full-Time | Contract | Global')?.anywhere).toBe(
      true,
    );
  });

  it('but not the field just after the name, away from remote, nor beside on-site work', () => {
    expect(title('Springbok Solutions Ltd | Singapore | Full Time | REMOTE | US$50-60k')).toBeNull();
    expect(
      title(
        'Diginex | Blockchain startup | Hong Kong | F# devs | Fulltime employees ONSITE preferred, VISA sponsors (for freelancers we might accept part-time and/or remote work, if you prove yourself to be worth it)',
      ),
    ).toBeNull();
  });

  it('US states and cities offered beside remote in a header are offices', () => {
    expect(
      title('Springshare | Intermediate/Senior Full Stack Software Engineer | Remote / NY / FL | Full Time'),
    ).toBeNull();
    expect(
      title('Elation Health | Software Engineer/Lead & QA | REMOTE & San Francisco, CA| Full Time'),
    ).toBeNull();
    expect(
      title(
        'Zeal | Experienced Full Stack Engineer (Rails, React.js, Elixir) | Medford, OR, Remote | Full time, Contract',
      ),
    ).toBeNull();
    expect(
      title(
        'CTO.ai | Senior Software Engineer/Infrastructure Engineer | REMOTE w/ VISA or Vancouver, Canada | FULL TIME',
      ),
    ).toBeNull();
    expect(
      title(
        'Prospect | JavaScript (ReactJS) Software Engineer + Customer Success Manager | Full Time | Waterloo, Canada OR Fully Remote (Anywhere)',
      )?.anywhere,
    ).toBe(true);
    // A job board's title is not a header of fields: the state is where the remote job is.
    expect(places(title('Customer Support Specialist – Remote / Topeka, KS'))).toEqual(
      open({ countries: ['US'], usStates: ['KS'] }),
    );
  });

  it('reads parts of the world named for their zones, and a zone with the hours around it', () => {
    expect(
      places(
        title('Luminare | Full-stack Clojure(Script) Engineer | REMOTE (US + Canada timezones) | Full-time'),
      ),
    ).toEqual(open({ timeZones: [{ from: -8, to: -4 }] }));
    expect(
      places(
        title(
          'GeoPhy | Sr. Full-Stack PHP Developer | Full-time | East-Coast US Timezone (Remote) | No Visa sponsorship',
        ),
      ),
    ).toEqual(open({ timeZones: [{ from: -5, to: -5 }] }));
    expect(
      places(title('Loom | San Francisco, Remote (US + EU timezones) | Full Time | Engineering')),
    ).toEqual(
      open({
        timeZones: [
          { from: -8, to: -5 },
          { from: 0, to: 2 },
        ],
      }),
    );
    expect(places(read('Giant Swarm is looking for an SRE in the US East Coast Time Zone.'))).toEqual(
      open({ timeZones: [{ from: -5, to: -5 }] }),
    );
    expect(
      places(
        read(
          'Team will be all-remote, but you MUST be on USA Eastern time or within an hour time difference to be available for standup.',
        ),
      )?.include.timeZones,
    ).toEqual([{ from: -6, to: -4 }]);
    expect(
      places(
        read(
          'Remote folks: apply only if your timezone is between UTC (UK etc.) and +2 (most of Europe and Africa).',
        ),
      ),
    ).toEqual(open({ timeZones: [{ from: 0, to: 2 }] }));
  });

  it("an offset in a header's remote field is a zone; meetings and a compatible zone are working hours", () => {
    expect(places(title('Meister | Vienna, Austria | Full-Time, remote possible, GMT+2'))).toEqual(
      open({ timeZones: [{ from: 2, to: 2 }] }),
    );
    expect(
      read('Remote workers should be able to attend meetings in the EST timezone if applying.'),
    ).toBeNull();
    expect(
      title(
        'Survata | Senior, Principal, Staff Data/Backend Engineers | San Francisco | Full-time | ONSITE or REMOTE (PST timezone compatible)',
      ),
    ).toBeNull();
  });

  it('zone hours and a zone one may align to are working hours', () => {
    expect(
      title(
        'GlossGenius | Remote Software Engineer | Full-time | Remote (must work EST hours) | www.glossgenius.com',
      ),
    ).toBeNull();
    expect(read('Live and work in a U.S. time zone (or can align your hours accordingly)')).toBeNull();
  });

  it('leaves out places that are not where the hire may be', () => {
    expect(
      read(
        'Dev.Pro is open to hire specialists from other countries as well as Ukrainians who live outside of Ukraine now.',
      ),
    ).toBeNull();
    expect(
      places(
        read(
          'This role is approved to be either Remote within the United States or Hybrid for associate in Chico, CA, in accordance with company policy.',
        ),
      ),
    ).toEqual(open({ countries: ['US'] }));
    expect(
      read(
        'Employees who reside within 40 miles of an office (except New York) will be assigned to that location, though in-office attendance requirements may vary by team',
      ),
    ).toBeNull();
    expect(
      read(
        'Our headquarters are in St. Louis but we have a remote workforce concentrated in New York, Austin, Portland, Kansas City and Central Florida.',
      ),
    ).toBeNull();
    expect(
      read('Our monitors are currently live in hospitals in India, and are built for a global distribution.'),
    ).toBeNull();
    expect(read('Whenever you need them, wherever you are, stored securely forever.')).toBeNull();
    expect(
      read(
        "Plutus is one of the hottest FinTech start-up's, with a mission to bridge the gap between the traditional payment infrastructure and the blockchain, we're making it possible for owners of Bitcoin and Ethereum to spend their money in any high street store anywhere in the world.",
      ),
    ).toBeNull();
  });

  it('reads anywhere said of the hire', () => {
    expect(
      places(
        read(
          "Note: While the position is open to worldwide candidates, you'll need to be able to work 4+ hours a day that overlap 08:00 to 18:00 CEST (Sweden).",
        ),
      ),
    ).toEqual({ ...open({}), anywhere: true });
    for (const sentence of [
      'CC is a 100% remote organization and this position is open worldwide as long as you can be available within the window of 2 PM and 8 PM UTC.',
      'Position Title : Remote Operations Coordinator at The Garage Chicago Location : Remote (Global) About Us : At The Garage Chicago, we’re more than just a gym.',
      'Flexible & Remote : Collaborate from anywhere, while aligning with JST hours.',
      'What We Offer $150/hr, paid upfront (crypto optional) 100% remote – work globally Lead cutting-edge Web3, AI & DeFi projects',
      'Looking for crypto fans anywhere in the world to join our distributed team.',
    ])
      expect(read(sentence)?.anywhere, sentence).toBe(true);
  });
});

// Issue 22, round 9: offices named beside remote in Hacker News headers were read as US-state eligibility. Each
// class below is a tuning-side Hacker News post's own words (employers with no held-out posting).
describe('remote eligibility: offices beside remote in a header (issue 22 round 9)', () => {
  it('reads a US state or city offered beside remote as an office, not where the hire may live', () => {
    for (const title of [
      'Underdog.io | New York | Remote | https://underdog.io',
      'Flip (https://flip.lease) | Backend + Frontend Engineers | New York | REMOTE, SALARY:100k-140k',
      'Software Engineer/Researcher @ Galois | Portland, OR, Arlington, VA, Dayton, OH. Remote is also a possibility.',
      'FreeFlyer (a.i. solutions) | Front-End Engineer | REMOTE (preferably from Portland, OR) or ONSITE (Washington, D.C.)',
    ])
      expect(remoteEligibility({ title, description: title }, geo), title).toBeNull();
    for (const sentence of [
      'Location: New York City or Remote',
      'Locations: San Francisco, California; San Diego, California; Remote',
      'While this position can be remote, you may be asked from time to time to travel to and work from the main office located in Redwood City, CA.',
      'We are well funded and based in Redwood City, California and Iasi, Romania.',
    ])
      expect(read(sentence), sentence).toBeNull();
  });

  it('keeps what remote itself is limited to', () => {
    expect(places(read('San Francisco, CA / REMOTE OK in the US | Lead Full Stack Rails Developer'))).toEqual(
      open({ countries: ['US'] }),
    );
    expect(
      places(
        read(
          'Location: Austin, TX, and San Francisco, CA, and REMOTE (must be able to legally work and reside in the US)',
        ),
      ),
    ).toEqual(open({ countries: ['US'] }));
    const wealthfront =
      'Wealthfront | Senior Infrastructure Engineer | Redwood City, CA or US-based Remote | REMOTE, https://www.wealthfront.com/';
    expect(places(remoteEligibility({ title: wealthfront, description: wealthfront }, geo))).toEqual(
      open({ countries: ['US'] }),
    );
    const title =
      'ClearVoice | Frontend Software Engineer | Phoenix, AZ or REMOTE (AZ, CA, MI, MN, TX, WA) | Full Time';
    expect(remoteEligibility({ title }, geo)?.include.usStates).toEqual(['AZ', 'CA', 'MI', 'MN', 'TX', 'WA']);
    expect(
      remoteEligibility({ title: 'Acme | Full-time | Remote in CA, CO, FL, GA' }, geo)?.include.usStates,
    ).toEqual(['CA', 'CO', 'FL', 'GA']);
    // Countries beside remote still say where: "US, Europe, Canada, Remote OK".
    const countries = 'Teleport | Backend Engineer | US, Europe, Canada, Remote OK | https://goteleport.com';
    expect(places(remoteEligibility({ title: countries, description: countries }, geo))).toEqual(
      open({ countries: ['US', 'CA'], regions: ['EUROPE'] }),
    );
  });
});

// Classes met on the tuning side in round 10 (fixture README), the tuning-side Hacker News posts' own words where
// there are some; the fresh held-out set was never read for them.
describe('remote eligibility: phrasing classes of issue 22 round 10', () => {
  it('reads two-letter codes in a list of countries as countries', () => {
    const crowdstrike =
      'Crowdstrike | Irvine, Sunnyvale, Seattle, DC, Minneapolis, London, Pune, Bucharest, Remote within USA, UK, CA, AU or NZ | Fulltime | ONSITE or REMOTE';
    expect(remoteEligibility({ title: crowdstrike }, geo)?.include.countries).toEqual([
      'US',
      'GB',
      'CA',
      'AU',
      'NZ',
    ]);
    expect(places(read('Open to candidates in Canada, UK, IN and DE.'))).toEqual(
      open({ countries: ['CA', 'GB', 'IN', 'DE'] }),
    );
    expect(places(read('Open to candidates in the US, UK, CA or Germany.'))).toEqual(
      open({ countries: ['US', 'GB', 'CA', 'DE'] }),
    );
  });

  it('keeps state codes as states where no other country is listed', () => {
    expect(places(read('You must live in San Francisco, CA, US.'))).toEqual(
      open({ countries: ['US'], usStates: ['CA'] }),
    );
    expect(places(read('Remote within AL, AZ, CA, CO or FL.'))).toEqual(
      open({ countries: ['US'], usStates: ['AL', 'AZ', 'CA', 'CO', 'FL'] }),
    );
    expect(read('We look for AI, ML or IT experience.')).toBeNull();
  });

  it('takes the cities listed before remote as offices, what follows remote as where', () => {
    const header =
      'Built For Me Inc. | Seattle, New York, San Francisco, Remote (US-only) | Senior Software Engineer | Full Time';
    expect(places(remoteEligibility({ title: header, description: header }, geo))).toEqual(
      open({ countries: ['US'] }),
    );
    expect(places(read('Location: Boulder, CO, Remote in the US.'))).toEqual(open({ countries: ['US'] }));
  });

  it('takes where the company is located as the company’s, not the hire’s', () => {
    expect(
      places(
        read(
          'We are located in Southern California but also encourage strong candidates who wish to work remotely in the US to apply.',
        ),
      ),
    ).toEqual(open({ countries: ['US'] }));
    expect(
      places(
        read("Though we're based in New York, we're open to working with anyone within the continental US."),
      ),
    ).toEqual(open({ countries: ['US'] }));
    expect(places(read('While our team is based in Berlin, you can work from anywhere in Europe.'))).toEqual(
      open({ regions: ['EUROPE'] }),
    );
    expect(places(read('You must be located in Texas.'))).toEqual(
      open({ countries: ['US'], usStates: ['TX'] }),
    );
  });
});
