import { INDUSTRIES } from '@upstream/contract';
import { describe, expect, it } from 'vitest';
import {
  IndustryDataset,
  readIndustryDatasets,
  readSecDataset,
  readUnicornDataset,
  readYcDataset,
  squashName,
  unicornIndustry,
  ycIndustry,
} from '../../../src/modules/ingestion/industry/dataset.ts';
import { decideIndustry } from '../../../src/modules/ingestion/industry/decide.ts';
import { sicIndustry } from '../../../src/modules/ingestion/industry/sic.ts';

const yc = readYcDataset();

describe("a company's industry from Y Combinator's company directory", () => {
  it('knows thousands of companies, each under one of the contract’s industries', () => {
    expect(yc.size).toBeGreaterThan(3000);
    for (const sub of [
      'B2B -> Legal',
      'Fintech -> Payments',
      'Healthcare -> Therapeutics',
      'Consumer -> Gaming',
    ])
      expect(INDUSTRIES).toContain(ycIndustry(sub, ''));
  });

  it('finds a company by its name as a board or a list writes it, or by its homepage', () => {
    expect(yc.industryOf({ name: 'Clerky' })).toEqual({ industry: 'Legal', source: 'dataset:yc' });
    expect(yc.industryOf({ name: 'Ginkgo Bioworks' })?.industry).toBe('Biotech');
    expect(yc.industryOf({ name: 'ginkgobioworks' })?.industry).toBe('Biotech');
    expect(yc.industryOf({ name: 'Coinbase, Inc.' })?.industry).toBe('Crypto');
    expect(yc.industryOf({ name: 'Someone Else', homepage_url: 'https://www.stripe.com/about' })).toEqual({
      industry: 'Fintech',
      source: 'dataset:yc',
    });
  });

  it('gives nothing for a namesake whose homepage is another company’s', () => {
    expect(yc.industryOf({ name: 'Stripe', homepage_url: 'https://stripe-plumbing.example' })).toBeNull();
    expect(yc.industryOf({ name: 'Nobody Heard Of Us Ltd' })).toBeNull();
  });

  it('takes no short name and no name two listed companies share', () => {
    const list = new IndustryDataset(
      [
        { name: 'Able', host: 'able.co', industry: 'Software' },
        { name: 'Northwind', host: 'northwind.dev', industry: 'Software' },
        { name: 'Northwind', host: 'northwind.farm', industry: 'Agriculture' },
      ],
      'dataset:test',
    );
    expect(list.industryOf({ name: 'Able' })).toBeNull();
    expect(list.industryOf({ name: 'Able', homepage_url: 'http://able.co' })?.industry).toBe('Software');
    expect(list.industryOf({ name: 'Northwind' })).toBeNull();
  });

  it('writes a name without its company form, careers word or batch note', () => {
    expect(squashName('Momentus Space LLC')).toBe('momentusspace');
    expect(squashName('AON3D Careers')).toBe('aon3d');
    expect(squashName('Zeit AI (YC S24)')).toBe('zeitai');
    expect(squashName('Café Nord GmbH')).toBe('cafenord');
  });

  it('is preferred to inference, which answers for a company no list knows', () => {
    const nurses = [
      { title: 'Registered Nurse', department: null, function: 'Healthcare', description: null },
    ];
    expect(decideIndustry(yc, { name: 'Clerky' }, nurses)).toEqual({
      industry: 'Legal',
      source: 'dataset:yc',
    });
    expect(decideIndustry(yc, { name: 'Quiet Pines Care' }, nurses)).toEqual({
      industry: 'Healthcare',
      source: 'inferred',
    });
  });
});

describe("a company's industry from the SEC's register of filers", () => {
  const sec = readSecDataset();

  it('files a SIC code under the contract’s industries, the most specific entry first', () => {
    expect(sicIndustry('7372')).toBe('Software');
    expect(sicIndustry('2834')).toBe('Biotech');
    expect(sicIndustry('3841')).toBe('Healthcare');
    expect(sicIndustry('3578')).toBe('Fintech');
    expect(sicIndustry('3571')).toBe('Hardware');
    expect(sicIndustry('3674')).toBe('Hardware');
    expect(sicIndustry('6022')).toBe('Banking');
    expect(sicIndustry('6798')).toBe('Real Estate');
    expect(sicIndustry('5812')).toBe('Food');
    // Blank-check shells, "business services, not elsewhere classified" and metal mining name no industry.
    expect(sicIndustry('6770')).toBeNull();
    expect(sicIndustry('7389')).toBeNull();
    expect(sicIndustry('1040')).toBeNull();
    expect(sicIndustry('')).toBeNull();
  });

  it('finds a listed company by its name without its company form', () => {
    expect(sec.size).toBeGreaterThan(5000);
    expect(sec.industryOf({ name: 'McKesson' })).toEqual({ industry: 'Healthcare', source: 'dataset:sec' });
    expect(sec.industryOf({ name: 'Quest Diagnostics' })?.industry).toBe('Healthcare');
    expect(sec.industryOf({ name: 'Adobe Systems Inc.' })?.industry).toBe('Software');
    expect(sec.industryOf({ name: '8888 Acquisition Corporation' })).toBeNull();
  });
});

describe("a company's industry from the list of unicorn companies", () => {
  const unicorns = readUnicornDataset();

  it('maps the list’s industries, giving nothing for its catch-all ones', () => {
    expect(unicornIndustry('Internet software & services')).toBe('Software');
    expect(unicornIndustry('Health')).toBe('Healthcare');
    expect(unicornIndustry('Consumer & retail')).toBe('Consumer Goods');
    expect(unicornIndustry('Artificial intelligence')).toBeNull();
    expect(unicornIndustry('Mobile & telecommunications')).toBeNull();
    expect(unicornIndustry('Other')).toBeNull();
  });

  it('finds a company by its name', () => {
    expect(unicorns.size).toBeGreaterThan(800);
    expect(unicorns.industryOf({ name: 'Doctolib' })).toEqual({
      industry: 'Healthcare',
      source: 'dataset:unicorns',
    });
    expect(unicorns.industryOf({ name: 'netskope' })?.industry).toBe('Cybersecurity');
    expect(unicorns.industryOf({ name: 'Niantic' })).toBeNull();
  });
});

describe('every maintained list together', () => {
  const lists = readIndustryDatasets();

  it('asks Y Combinator’s directory first, then the unicorn list, then the SEC’s register', () => {
    // Gusto is in both of the first two: YC files it under HR software, the unicorn list under Fintech.
    expect(lists.industryOf({ name: 'Gusto' })).toEqual({ industry: 'Software', source: 'dataset:yc' });
    expect(lists.industryOf({ name: 'Doctolib' })?.source).toBe('dataset:unicorns');
    expect(lists.industryOf({ name: 'McKesson' })?.source).toBe('dataset:sec');
    expect(lists.industryOf({ name: 'Nobody Heard Of Us Ltd' })).toBeNull();
  });
});
