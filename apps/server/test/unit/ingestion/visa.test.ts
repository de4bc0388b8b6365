import { describe, expect, it } from 'vitest';
import { postingSentences } from '../../../src/modules/ingestion/normalise/sentences.ts';
import { visaLabel, visaSponsorship } from '../../../src/modules/ingestion/normalise/visa.ts';

const read = (text: string) => visaSponsorship(text)?.sponsorship ?? 'not-said';

describe('visa sponsorship: refusals', () => {
  it.each([
    // a negation before sponsor / sponsorship / visa support
    'We are unable to sponsor or take over sponsorship of an employment Visa at this time.',
    'Synctera does not sponsor applicants for work visas.',
    'Sorry, we will not transfer or sponsor visas.',
    'Allstate is not providing sponsorship for this vacancy.',
    'Clutch cannot provide sponsorship or assist with obtaining work permits for this role.',
    // "no … sponsorship", "SPONSORSHIP: NO", "no relocation and visa support"
    'No visa sponsorship available',
    'SPONSORSHIP: NO; Not provided at this time.',
    'NO RELOCATION AND VISA SUPPORT',
    // "not eligible for … sponsorship", "sponsorship is not available"
    'This job is not eligible for employment sponsorship.',
    'Visa sponsorship for this role is currently not available.',
    // authorisation without sponsorship, now or in the future
    'Candidates must be legally authorized to work in the United States on a full or part-time basis, without a need for sponsorship.',
    'Please note that for this position, we are not able to consider candidates who currently or in the future will require visa sponsorship.',
    // for any employer
    'Applicants must be authorized to work for ANY employer in the U.S.',
    // citizenship required
    'Must be a US Citizen and able to work domestically.',
    'This position is exclusively open to Philippine citizens currently living in the Philippines.',
    'EU citizen and based in an EU timezone.',
    // short statements of a header line or a list (issue 23, the third round's tuning half)
    'Boston, MA | Full time | Onsite | NO VISA',
    'Germany, Stuttgart (no visa) | ONSITE, Full-time',
    'Work visas are not available for these positions.',
    'Unfortunately we are unable to offer visa/relocation help for now.',
    'No agencies, recent grads, or visa candidates, please.',
    'Senior software engineer or SRE | Remote | UK citizen only',
    'Role requires US Citizenship or US Permanent Residence.',
    'On the down side you have to be US Citizen (sorry no green cards).',
    'We are only entertaining US citizens able to work in the EST timezone at this time.',
    'US Citizens.',
    'We cannot sponsor work permits in the UK.',
    'Sponsorship is not available for this role.',
    // Spanish, French, German
    'No ofrecemos patrocinio de visa para este puesto.',
    'Nous ne pouvons pas proposer de parrainage de visa pour ce poste.',
    'Wir können leider kein Visa-Sponsoring anbieten.',
  ])('%s', (text) => {
    expect(read(text)).toBe('no-sponsorship');
  });

  it('quotes the sentence that refused, as written', () => {
    const text = 'We build payroll software.\n\nWe are unable to sponsor visas for this role. Apply today!';
    expect(visaSponsorship(text)).toEqual({
      sponsorship: 'no-sponsorship',
      sentence: 'We are unable to sponsor visas for this role.',
    });
  });
});

describe('visa sponsorship: offers', () => {
  it.each([
    'Visa sponsorship available for this role.',
    'We sponsor H-1B visas for qualified candidates.',
    'Acme can support visa applications for individuals based there.',
    'We offer relocation and visa support.',
    'If you want to move to our headquarters in Austria, we’ll handle the work permit process and cover travel expenses.',
    'Opening a bank account and getting a residence permit in one of the mentioned countries.',
    'We are able to sponsor visas for this role.',
    // short statements of a header line or a list (issue 23, the third round's tuning half)
    'Able to sponsor all visas.',
    'The company typically sponsors VISA.',
    'Ubisoft Massive | Malmo, SE | Onsite, Relocation/VISA offered',
    'We help with visas where necessary.',
    'Seattle, WA | ONSITE & VISA (transfer+treaty) | Full-time',
    'Boston, MA | Full-time | open to VISA candidates',
    'Melbourne Australia | Full-time | Onsite | Visa (sponsorship)',
    'Almere, The Netherlands | Full-time, ONSITE, VISA sponsorship, Relocation assistance',
    'London | Visa Sponsorship | http://deliveroo.engineering',
    'Canadian visa support can be provided to well-qualified, experienced candidates.',
    // Spanish, French, German
    'Ofrecemos patrocinio de visa y ayuda con la reubicación.',
    'Nous proposons un parrainage de visa et une aide à la relocalisation.',
    'Wir unterstützen dich beim Visum und beim Umzug nach Berlin.',
  ])('%s', (text) => {
    expect(read(text)).toBe('sponsors');
  });
});

describe('visa sponsorship: scope and negation', () => {
  it('a refusal of relocation does not reach the visa offer in the next clause', () => {
    expect(read('We do not offer relocation but do sponsor visas.')).toBe('sponsors');
  });

  it('an offer of relocation is not a visa offer', () => {
    expect(read('We offer an excellent relocation package for people living outside of Portugal.')).toBe(
      'not-said',
    );
  });

  it('the negative clause of "support transfers but cannot sponsor new visas" decides', () => {
    expect(read('We can support the transfer of existing UK visas, but cannot sponsor new visas.')).toBe(
      'no-sponsorship',
    );
  });

  it('a refusal anywhere wins over an offer elsewhere', () => {
    expect(
      read('Visa sponsorship available for senior roles.\nThis position is not eligible for sponsorship.'),
    ).toBe('no-sponsorship');
  });

  it('a citizenship requirement with other routes is not a refusal', () => {
    expect(read('Must be a U.S. citizen or authorized to work in the U.S.')).toBe('not-said');
  });
});

describe('visa sponsorship: what is not about visas', () => {
  it.each([
    'Candidates must be authorized to work in the U.S.',
    'All applicants must demonstrate they have a legal right to work in the UK.',
    'Our company uses E-Verify to confirm the employment eligibility of all newly hired employees.',
    'We consider applicants without regard to race, national origin, citizenship or disability.',
    'We offer 100% company-sponsored short and long-term disability insurance.',
    'We undertake vital clinical studies for sponsors including the leading global biotechs.',
    'We sponsor team retreats throughout Europe.',
    'Opportunity for cross-licensure sponsorship and support, if eligible.',
    'This role manages the sponsorship data operations of our sales team.',
    'We participate in E-Verify to confirm the work authorization of every new hire.',
    'We offer relocation support to Amsterdam.',
    'EU citizens need no visa to work here.',
    'No visa is required for citizens of the EU.',
    'Partners include Visa | Mastercard | American Express',
    'Nuestro programa de patrocinio de eventos crece cada año.',
    'Programme de parrainage : une prime pour chaque recrutement.',
  ])('%s', (text) => {
    expect(read(text)).toBe('not-said');
  });

  it('nothing to read is not said', () => {
    expect(visaSponsorship(null)).toBeNull();
    expect(visaSponsorship('')).toBeNull();
  });
});

describe('visa label', () => {
  it('names the reading for the card', () => {
    expect(visaLabel({ sponsorship: 'sponsors', sentence: 'x' })).toBe('Sponsors visas');
    expect(visaLabel({ sponsorship: 'no-sponsorship', sentence: 'x' })).toBe('No visa sponsorship');
  });
});

describe('posting sentences', () => {
  it('splits a header glued before a URL, and asterisk notes run together', () => {
    expect(
      postingSentences(
        'Headquarters: Berlin URL: https://x.io We are hiring. *Remote in most states **While remote, visit us',
      ),
    ).toEqual([
      'Headquarters: Berlin URL: https://x.io',
      'We are hiring.',
      '*Remote in most states',
      'While remote, visit us',
    ]);
  });

  it('reads a long run without stops in pieces, cut between words, losing nothing', () => {
    const run = `${'word '.repeat(200)}Work from anywhere`;
    const pieces = postingSentences(run);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.every((p) => p.length <= 600)).toBe(true);
    expect(pieces.join(' ')).toBe(run.trim());
  });

  it('splits lines, list items and sentences, keeping abbreviations whole', () => {
    expect(
      postingSentences(' * Must be a U.S. Citizen. Remote is fine.\n\n - e.g. Python or Go\nLast line!'),
    ).toEqual(['Must be a U.S. Citizen.', 'Remote is fine.', 'e.g. Python or Go', 'Last line!']);
  });
});
