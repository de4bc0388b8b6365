import { describe, expect, it } from 'vitest';
import { createGeography } from '../../../src/modules/ingestion/normalise/geo.ts';
import {
  JOB_FACTS_VERSION,
  jobFacts,
  regionCountries,
  remotePlaces,
} from '../../../src/modules/ingestion/normalise/job-facts.ts';
import type { RemoteEligibility } from '../../../src/modules/ingestion/normalise/remote-eligibility.ts';

const geo = createGeography();
const reading = (over: Partial<RemoteEligibility>): RemoteEligibility => ({
  anywhere: false,
  include: { countries: [], usStates: [], regions: [], timeZones: [] },
  exclude: { countries: [], usStates: [] },
  sentence: 's',
  sentences: ['s'],
  ...over,
});

describe('the places a remote reading opens a job to', () => {
  it('spells regions out as their countries, so Europe, the EU and EMEA each cover Portugal', () => {
    for (const region of ['EUROPE', 'EU', 'EMEA'] as const) expect(regionCountries(region)).toContain('PT');
    expect(regionCountries('EU')).not.toContain('GB');
    expect(regionCountries('EUROPE')).toContain('GB');
    const { openTo } = remotePlaces(
      reading({ include: { countries: [], usStates: [], regions: ['EU'], timeZones: [] } }),
    );
    expect(openTo).toContain('PT');
    expect(openTo).not.toContain('US');
  });

  it('keeps anywhere as *, US states beside the US, and what the posting leaves out', () => {
    expect(remotePlaces(reading({ anywhere: true, exclude: { countries: ['US'], usStates: [] } }))).toEqual({
      openTo: ['*'],
      excluded: ['US'],
    });
    expect(
      remotePlaces(
        reading({
          include: { countries: ['US'], usStates: [], regions: [], timeZones: [] },
          exclude: { countries: [], usStates: ['CA', 'NY'] },
        }),
      ),
    ).toEqual({ openTo: ['US'], excluded: ['US-CA', 'US-NY'] });
    expect(
      remotePlaces(reading({ include: { countries: ['US'], usStates: ['TX'], regions: [], timeZones: [] } }))
        .openTo,
    ).toEqual(['US', 'US-TX']);
  });
});

describe("a posting's facts at ingest", () => {
  it('reads visa for every job and where a remote job is open, with the card line and sentence', () => {
    const description =
      'This role is remote within the US, except for California and New York. We are unable to sponsor visas.';
    const remote = jobFacts({ title: 'Engineer', location: 'Remote', description, remote: true }, geo);
    expect(remote).toEqual({
      visaSponsorship: 'no-sponsorship',
      visaSentence: 'We are unable to sponsor visas.',
      remoteOpenTo: ['US'],
      remoteExcluded: ['US-CA', 'US-NY'],
      remoteLabel: 'US only (not CA, NY)',
      remoteSentence: 'This role is remote within the US, except for California and New York.',
      factsVersion: JOB_FACTS_VERSION,
    });
    const office = jobFacts({ title: 'Engineer', location: 'Austin, TX', description, remote: false }, geo);
    expect([office.remoteLabel, office.remoteOpenTo, office.visaSponsorship]).toEqual([
      null,
      [],
      'no-sponsorship',
    ]);
  });
});
