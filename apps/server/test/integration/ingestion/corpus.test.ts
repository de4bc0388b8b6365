import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ATS_KINDS, placeLabel } from '@upstream/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { recruitee } from '../../../src/modules/ingestion/connectors/recruitee.ts';
import { type NormalisedJob, normaliseJob } from '../../../src/modules/ingestion/index.ts';
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
    // "Vancouver, BC": Vancouver, Washington is too big a namesake to guess the country, so the place stays
    // as the posting writes it.
    expect(vancouver.places[0]).toMatchObject({ city: 'Vancouver', state: 'BC', country: null });
    expect(vancouver.places.map(placeLabel)).toEqual(['Vancouver, BC']);
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
    expect(normaliseJob(source)).toMatchObject({ function: 'People', level: 'Manager' });
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
