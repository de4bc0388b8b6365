import { INDUSTRIES } from '@upstream/contract';
import { describe, expect, it } from 'vitest';
import {
  IndustryDataset,
  readYcDataset,
  squashName,
  ycIndustry,
} from '../../../src/modules/ingestion/industry/dataset.ts';
import { decideIndustry } from '../../../src/modules/ingestion/industry/decide.ts';

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
