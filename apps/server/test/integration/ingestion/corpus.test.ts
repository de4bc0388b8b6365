import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ATS_KINDS, placeLabel } from '@upstream/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { recruitee } from '../../../src/modules/ingestion/connectors/recruitee.ts';
import { createPlaces, type NormalisedJob, normaliseJob } from '../../../src/modules/ingestion/index.ts';
import { CORPUS_DIR, type CorpusResult, corpusBoards, readCorpusBoard } from '../../helpers/ats-corpus.ts';

// Answers captured from the live job-board APIs (test/fixtures/ats-corpus, sources in its README), read
// through the real connectors and normalisation: what a job seeker would see on the cards.

let results: CorpusResult[] = [];
beforeAll(async () => {
  results = await Promise.all(corpusBoards().map((b) => readCorpusBoard(b)));
});

function job(board: string, title: string, nth = 0): NormalisedJob {
  const result = results.find((r) => r.board === board);
  if (!result) throw new Error(`No captured board ${board}`);
  const found = result.jobs.filter((j) => j.title === title);
  if (!found[nth]) throw new Error(`${board} has no job "${title}" (#${nth})`);
  return found[nth]!;
}

describe('the real-payload corpus', () => {
  it('holds captures of every supported ATS, several boards for Greenhouse, Lever and Ashby', () => {
    const atsWithBoards = new Map<string, number>();
    for (const r of results) atsWithBoards.set(r.ats, (atsWithBoards.get(r.ats) ?? 0) + 1);
    // The newer ATS's captures (test/fixtures/real-ats) are part of it, their feeds read as text.
    expect([...atsWithBoards.keys()].sort()).toEqual([...ATS_KINDS].sort());
    expect(atsWithBoards.get('greenhouse')).toBeGreaterThanOrEqual(3);
    expect(atsWithBoards.get('lever')).toBeGreaterThanOrEqual(2);
    expect(atsWithBoards.get('ashby')).toBeGreaterThanOrEqual(2);
  });

  it('turns every captured posting into a job, with a title and a link', () => {
    for (const r of results) {
      expect(r.listed, `${r.ats}/${r.board} lists postings`).toBeGreaterThan(0);
      expect(r.dropped, `${r.ats}/${r.board} drops none`).toBe(0);
      for (const j of r.jobs) {
        expect(j.title).not.toBe('');
        expect(j.title).toBe(j.title.trim());
        expect(j.url, `${r.board}: ${j.title}`).toMatch(/^https:\/\//);
      }
    }
  });

  it('reads a Greenhouse list posting: title trimmed, role and level, two US offices', () => {
    const j = job('airtable', 'Engineering Manager, AI Platform');
    expect(j).toMatchObject({ function: 'Engineering', level: 'Manager', type: 'full-time', remote: false });
    expect(j.places.map((p) => [p.city, p.state, p.country])).toEqual([
      ['San Francisco', 'CA', 'US'],
      ['New York', 'NY', 'US'],
    ]);
    expect(j.postedAt?.toISOString()).toBe('2025-11-17T17:20:41.000Z');
  });

  it('reads Greenhouse postings of other functions and levels', () => {
    expect(job('asana', 'Commercial Counsel, Procurement')).toMatchObject({ function: 'Legal' });
    expect(job('asana', 'Senior Technical Revenue Accountant')).toMatchObject({
      function: 'Finance',
      level: 'Senior',
    });
    expect(job('airtable', 'Software Engineer, New Grad (2026)')).toMatchObject({
      function: 'Engineering',
      level: 'Entry',
    });
    const vancouver = job('asana', 'Senior Software Engineer, Account Management');
    expect(vancouver).toMatchObject({ function: 'Engineering', level: 'Senior' });
    // "Vancouver, BC": BC is British Columbia (issue 22: province codes resolve), so the city is in Canada — not
    // Vancouver, Washington, which has no state BC.
    expect(vancouver.places[0]).toMatchObject({ city: 'Vancouver', state: 'Canada', country: 'CA' });
    expect(vancouver.places.map(placeLabel)).toEqual(['Vancouver, Canada']);
  });

  it('reads a Lever posting with its description and list items', () => {
    const j = job('spotify', 'Android Engineer - Experience');
    expect(j).toMatchObject({ function: 'Engineering', level: 'Entry', type: 'full-time' });
    expect(j.places[0]).toMatchObject({ city: 'London', country: 'GB' });
    expect(j.description).toContain('We design Spotify’s consumer experience');
    expect(j.description).toContain("What You'll Do");
    // Lever's list content comes wrapped in a <div>: its items stay items, not one paragraph.
    expect(j.description).toContain('\n * Develop and maintain mobile client components');
    expect(j.description).toContain('\n * Build high-quality, well-tested');
    expect(job('palantir', 'Administrative Business Partner').description).toContain(
      '\n * Provide administrative support',
    );
  });

  it('reads a remote Ashby posting', () => {
    const j = job('linear', 'Senior / Staff Fullstack Engineer');
    expect(j).toMatchObject({ function: 'Engineering', level: 'Senior', remote: true, type: 'remote' });
    expect(j.description).toContain('At Linear');
  });

  it('reads a SmartRecruiters internship and a Workable remote job', () => {
    const intern = job('ubisoft', 'CRM Webmarketing Assistant');
    expect(intern).toMatchObject({ function: 'Marketing', level: 'Entry', type: 'internship' });
    expect(intern.places[0]).toMatchObject({ city: 'Paris', country: 'FR' });
    const hf = job('huggingface', 'Low-level Senior Software Engineer, Xet Storage - EMEA Remote');
    expect(hf).toMatchObject({ function: 'Engineering', level: 'Senior', remote: true });
  });

  it('reads a Recruitee offer with its pay and description', () => {
    const j = job('channable', 'Head of People & Culture');
    expect(j).toMatchObject({
      level: 'Executive',
      salaryMin: 115000,
      salaryMax: 130000,
      salaryCurrency: 'EUR',
    });
    expect(j.places[0]).toMatchObject({ city: 'Utrecht', country: 'NL' });
    expect(j.description).toContain('driving force behind the people function');
  });

  it("uses Recruitee's category and experience codes when the title says nothing", async () => {
    const file = path.join(CORPUS_DIR, 'recruitee', 'channable.json');
    const answer = JSON.parse(await readFile(file, 'utf8')) as { offers: Record<string, unknown>[] };
    const offer = answer.offers.find((o) => o.title === 'Head of People & Culture')!;
    expect(offer).toMatchObject({ category_code: 'recruitment_hr', experience_code: 'senior_manager' });
    const bare = { ...offer, title: 'Utrecht Office', department: null };
    const source = recruitee.toSource(bare, { token: 'channable', baseUrl: '', now: new Date() } as never)!;
    expect(source).toMatchObject({ functionHint: 'recruitment hr', levelHint: 'senior manager' });
    expect(normaliseJob(source, createPlaces())).toMatchObject({ function: 'People', level: 'Manager' });
  });

  it('reads a Teamtailor RSS feed and a Personio XML feed', () => {
    expect(job('upcloud-jobs', 'Business Intelligence Analyst')).toMatchObject({ function: 'Data' });
    expect(job('upcloud-jobs', 'Business Intelligence Analyst').places[0]).toMatchObject({
      city: 'Helsinki',
      country: 'FI',
    });
    const staff = job('careerkit-acme', 'Staff Software Engineer, Data Platform');
    expect(staff).toMatchObject({ function: 'Engineering', level: 'Senior', type: 'full-time' });
    expect(staff.places.map((p) => p.city)).toEqual(['Munich', 'Berlin']);
  });

  it('reads a Workday list posting', () => {
    expect(job('workday-jr', 'Director, Engineering – Software Engineering')).toMatchObject({
      function: 'Engineering',
      level: 'Executive',
    });
  });
});

describe('descriptions from real answers', () => {
  it('decodes a Greenhouse content=true description (entity-encoded HTML) into readable text with its lists', () => {
    const j = job('smarterdx', 'Client Support Analyst I');
    expect(j.description).toContain('SmarterDx is transforming how health systems use clinical AI');
    expect(j.description).not.toMatch(/&lt;|&quot;|<li>/);
    expect(j.description).toMatch(/\n\s*\*?\s*Serve as the initial point of contact/);
    expect(j.department).toBe('Customer Success');
  });

  it('reads an Ashby posting with its address and secondary location', () => {
    const j = job('openevidence', 'Member of Technical Staff');
    expect(j.places.map((p) => [p.city, p.country])).toEqual([
      ['San Francisco', 'US'],
      ['Miami', 'US'],
    ]);
    expect(j.description).toContain('most widely used medical AI platform');
  });
});

/** What a card shows of a job's pay: the range, its currency and what it is paid per. */
const pay = (j: NormalisedJob) => [j.salaryMin, j.salaryMax, j.salaryCurrency, j.salaryInterval];
const where = (j: NormalisedJob) => j.places.map((p) => [p.city, p.state, p.country, p.remote]);

describe('pay, work mode and places from real answers', () => {
  it('reads a Lever salaryRange and workplaceType, and a hybrid posting without pay', () => {
    const android = job('hinge', 'Android Engineer III');
    expect(pay(android)).toEqual([150000, 180000, 'USD', 'year']);
    expect(android).toMatchObject({ workMode: 'hybrid', remote: false, type: 'full-time' });
    expect(where(android)).toEqual([['New York', 'NY', 'US', false]]);
    expect(android.description).toContain('Hinge is the dating app designed to be deleted');
    const seoul = job('hinge', 'Android Software Engineer (Azar)');
    expect(pay(seoul)).toEqual([null, null, null, null]);
    expect(seoul.workMode).toBe('hybrid');
    expect(where(seoul)).toEqual([['Seoul', 'South Korea', 'KR', false]]);
  });

  it('reads a Lever site at scale: pay on every posting that states it, each work mode as the site gives it', () => {
    const plaid = results.find((r) => r.board === 'plaid')!;
    expect(plaid.jobs).toHaveLength(20);
    // 19 postings carry a salaryRange, all yearly in USD; the London one has none.
    expect(plaid.jobs.filter((j) => j.salaryMin !== null)).toHaveLength(19);
    expect(pay(job('plaid', 'Engineering Manager - Europe'))).toEqual([null, null, null, null]);
    expect(where(job('plaid', 'Engineering Manager - Europe'))).toEqual([
      ['London', 'United Kingdom', 'GB', false],
    ]);
    // One figure (min = max) is a single amount, kept as the posting gives it.
    const fintech = job('plaid', 'Account Executive - Fintech');
    expect(pay(fintech)).toEqual([240000, 240000, 'USD', 'year']);
    expect(fintech).toMatchObject({ workMode: 'hybrid', remote: false });
    expect(where(fintech)).toEqual([
      ['New York', 'NY', 'US', false],
      ['San Francisco', 'CA', 'US', false],
    ]);
    // The same title three ways: on-site in New York, remote in the United States.
    const [onsite, remote] = [
      job('plaid', 'Account Executive - Fintech Named', 0),
      job('plaid', 'Account Executive - Fintech Named', 1),
    ];
    expect(onsite).toMatchObject({ workMode: 'on-site', remote: false });
    expect(pay(onsite)).toEqual([309000, 309000, 'USD', 'year']);
    expect(remote).toMatchObject({ workMode: 'remote', remote: true, type: 'remote' });
    expect(pay(remote)).toEqual([285108, 309000, 'USD', 'year']);
    // "United States", remote: one row, remote in the US.
    expect(where(remote)).toEqual([['Remote', 'US', 'US', true]]);
    expect(job('plaid', 'Engineering Manager - Consumer').description).toContain('Plaid');
  });

  it("takes an Ashby posting's salary component, not its equity, and leaves an unstated work mode unknown", () => {
    const tpm = job('openai', 'Technical Program Manager, Compute Infrastructure');
    // The tier also lists "Offers Equity" as an EquityCashValue of 1 YEAR in USD, with no amounts.
    expect(pay(tpm)).toEqual([257000, 335000, 'USD', 'year']);
    // isRemote and workplaceType are both null: nothing says how the work is done.
    expect(tpm).toMatchObject({ workMode: null, remote: false });
    expect(where(tpm)).toEqual([['San Francisco', 'CA', 'US', false]]);
    expect(tpm.description).toContain('The compute infrastructure team runs the GPU fleet');
    const tokyo = job('openai', 'Account Director - Tokyo');
    expect(pay(tokyo)).toEqual([null, null, null, null]);
    expect(where(tokyo)).toEqual([['Tokyo', 'Japan', 'JP', false]]);
  });

  it('reads an Ashby hybrid posting as hybrid although isRemote is true, with its offices and remote options', () => {
    const frontend = job('ramp', 'Software Engineer, Frontend');
    expect(frontend).toMatchObject({ workMode: 'hybrid', remote: false, type: 'full-time' });
    // The HQ's postal address, then the secondary locations: remote from Canada or the US, or an office
    // ("San Fransisco", as Ramp's address spells it, is San Francisco).
    expect(where(frontend)).toEqual([
      ['New York', 'NY', 'US', false],
      ['Remote', 'Canada', 'CA', true],
      ['San Francisco', 'CA', 'US', false],
      ['Remote', 'US', 'US', true],
      ['Miami', 'FL', 'US', false],
    ]);
    expect(frontend.description).toContain('Ramp is building the smart infrastructure for finance teams');
    expect(job('ramp', 'Security Engineer, Cloud').title).toBe('Security Engineer, Cloud');
    expect(where(job('ramp', 'Credit Risk Associate'))).toEqual([['New York', 'NY', 'US', false]]);
  });

  it('reads the work mode from Greenhouse "Workplace Type" metadata', () => {
    const engineer = job('earnest', 'Staff Software Engineer');
    expect(engineer).toMatchObject({ workMode: 'remote', remote: true });
    expect(where(engineer)).toEqual([['Remote', 'US', 'US', true]]);
    const hybrid = job('hashicorp', 'Sr. Solutions Engineer');
    expect(hybrid).toMatchObject({ workMode: 'hybrid', remote: false });
    expect(where(hybrid)).toEqual([[null, 'India', 'IN', false]]);
    const remote = job('hashicorp', 'Resident Solutions Engineer');
    expect(remote).toMatchObject({ workMode: 'remote', remote: true });
    expect(where(remote)).toEqual([['Remote', 'India', 'IN', true]]);
    expect(job('airbnb', 'Compensation Partner')).toMatchObject({ workMode: 'hybrid', remote: false });
    expect(where(job('airbnb', 'Compensation Partner'))).toEqual([['San Francisco', 'CA', 'US', false]]);
  });

  it('reads a list of US states as states, not as towns named after them', () => {
    // "New York, United States, New Jersey, United States, …, Virginia, United States, Maryland, United States"
    const associate = job('airbnb', 'Market Associate');
    expect(associate).toMatchObject({ workMode: 'remote', remote: true });
    // A remote job's states are where it may be done from (issue 22), not offices: remote rows, one a state.
    expect(where(associate)).toEqual([
      ['New York', 'NY', 'US', false],
      ['Remote', 'NJ', 'US', true],
      ['Remote', 'MA', 'US', true],
      ['Remote', 'PA', 'US', true],
      ['Remote', 'VA', 'US', true],
      ['Remote', 'MD', 'US', true],
    ]);
    // "Alberta, Canada, British Columbia, Canada": provinces, so the country.
    const canada = results
      .find((r) => r.board === 'airbnb')!
      .jobs.filter((j) => j.title === 'Market Manager' && j.places.some((p) => p.country === 'CA'));
    expect(canada.length).toBeGreaterThan(0);
    for (const j of canada) expect(j.places.map((p) => p.city)).not.toContain('Alberta');
    for (const j of canada) expect(where(j)).toEqual([['Remote', 'Canada', 'CA', true]]);
  });

  it('reads Greenhouse pay published as currency-range metadata, yearly and hourly, in its currency', () => {
    const backend = job('hootsuite', 'Senior Platform Backend Developer');
    expect(pay(backend)).toEqual([115400, 161600, 'CAD', 'year']);
    expect(where(backend)).toEqual([['Vancouver', 'Canada', 'CA', false]]);
    expect(pay(job('hootsuite', 'AR Credit & Collections Specialist'))).toEqual([null, null, null, null]);
    // 32.69 to 44.953 dollars: an hourly rate, shown to the cent.
    const hourly = job('flatironhealth', 'Abstraction Operations Coordinator');
    expect(pay(hourly)).toEqual([32.69, 44.95, 'USD', 'hour']);
    // "NY office": the New York office, in the US.
    expect(where(hourly)).toEqual([[null, 'NY', 'US', false]]);
    const london = job('flatironhealth', 'Senior Data Scientist');
    expect(pay(london)).toEqual([84000, 115500, 'GBP', 'year']);
    expect(where(london)).toEqual([['London', 'United Kingdom', 'GB', false]]);
    expect(pay(job('flatironhealth', 'Communications Manager, Japan'))).toEqual([
      9200000,
      12650000,
      'JPY',
      'year',
    ]);
    const german = job('flatironhealth', 'Medizinischer Dokumentar:in/Tumordokumentar:in (m/w/d)');
    expect(pay(german)).toEqual([37830, 53835, 'EUR', 'year']);
    expect(german).toMatchObject({ workMode: 'remote', remote: true });
    expect(where(german)).toEqual([['Remote', 'Germany', 'DE', true]]);
    const data = job('newsela', 'Data Engineer');
    expect(pay(data)).toEqual([121000, 138000, 'USD', 'year']);
    expect(data).toMatchObject({ workMode: 'remote', remote: true });
    const marketing = job('datadog', 'Associate Field Marketing Manager (US East and Canada)');
    expect(pay(marketing)).toEqual([71000, 94000, 'USD', 'year']);
    expect(where(marketing)).toEqual([['New York', 'NY', 'US', false]]);
  });

  it('reads a remote Greenhouse posting named by states ("California, USA, Remote")', () => {
    const advocate = job('datadog', 'Developer Advocate - Service Management');
    expect(advocate).toMatchObject({ workMode: 'remote', remote: true });
    expect(where(advocate)).toEqual([
      ['Remote', 'CA', 'US', true],
      ['Remote', 'NY', 'US', true],
    ]);
  });

  it('reads GoDaddy\'s "Remote Job" flag and "Country" field beside a location naming only a province', () => {
    // Location "Ontario", Country "Canada", pay in CAD: the province, not Ontario, California.
    const director = job('godaddy', 'Director Product - Developer Experience and UX Platform');
    expect(pay(director)).toEqual([169000, 253000, 'CAD', 'year']);
    expect(director).toMatchObject({ workMode: 'remote', remote: true });
    // Remote in Canada: the country is where it may be done from, not a place of its own.
    expect(where(director)).toEqual([['Remote', 'Canada', 'CA', true]]);
    // "Remote Job": false says it is not remote, not whether it is hybrid: left unknown. Pay is zone A's.
    const desk = job('godaddy', 'Desktop Support Technician');
    expect(desk).toMatchObject({ workMode: null, remote: false });
    expect(pay(desk)).toEqual([72800, 109200, 'USD', 'year']);
    expect(where(desk)).toEqual([['Santa Clara', 'CA', 'US', false]]);
  });

  it("reads the pay a Greenhouse description's pay-transparency box states, in the board's own number format", () => {
    // "France Annual Pay Range" €61.000 — €72.000 EUR: dots are thousands separators.
    const paris = job('airbnb-content', 'Account Executive (12 Month FTC)');
    expect(pay(paris)).toEqual([61000, 72000, 'EUR', 'year']);
    expect(paris).toMatchObject({ workMode: 'hybrid', remote: false });
    expect(where(paris)).toEqual([['Paris', 'France', 'FR', false]]);
    // "Pay Range" $95,000 — $112,000 USD, remote in the US.
    const analyst = job('airbnb-content', 'Analyst, Community Support, Strategic Finance');
    expect(pay(analyst)).toEqual([95000, 112000, 'USD', 'year']);
    expect(analyst).toMatchObject({ workMode: 'remote', remote: true });
    expect(analyst.places).toContainEqual({ city: 'Remote', state: 'US', country: 'US', remote: true });
    // "Pay Range" $28 — $32 USD: an hourly rate.
    expect(pay(job('airbnb-content', 'Accounting Intern, Statutory Reporting'))).toEqual([
      28,
      32,
      'USD',
      'hour',
    ]);
    expect(pay(job('airbnb-content', 'Claims Experience Specialist'))).toEqual([63000, 63000, 'CAD', 'year']);
    // No box, no pay.
    expect(pay(job('airbnb-content', 'Communications Intern'))).toEqual([null, null, null, null]);
    expect(job('airbnb-content', 'Associate Legal Counsel, Korea').places[0]).toMatchObject({
      city: 'Seoul',
      country: 'KR',
    });
  });

  it('reads a Greenhouse content=true board: descriptions, departments and offices', () => {
    const backend = job('catawiki', 'Back-End Developer');
    expect(backend.description).toContain('At Catawiki, every day brings the extraordinary!');
    expect(backend.description).not.toMatch(/&lt;|&quot;|<p>/);
    expect(backend.department).toBe('Engineering');
    expect(where(backend)).toEqual([['Amsterdam', 'Netherlands', 'NL', false]]);
    const catawiki = results.find((r) => r.board === 'catawiki')!;
    expect(catawiki.jobs.every((j) => (j.description ?? '').length > 1000)).toBe(true);
  });
});
