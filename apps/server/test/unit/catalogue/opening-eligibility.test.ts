import { describe, expect, it } from 'vitest';
import {
  openingRemoteReading,
  type RemoteReading,
} from '../../../src/modules/catalogue/opening-eligibility.ts';

// Where an opening may be done remotely from, made of its postings' readings (docs/decisions/0015): the
// remote-region filter's rule (job-search's openToRegion) holds for the opening exactly when it holds for one
// of its postings.

const reading = (r: Partial<RemoteReading>): RemoteReading => ({
  remote: true,
  openTo: [],
  excluded: [],
  label: null,
  sentence: null,
  ...r,
});

const US = reading({
  openTo: ['US'],
  excluded: ['US-CA', 'US-NY'],
  label: 'US only (not CA, NY)',
  sentence: 'Remote in the US, except California and New York.',
});
const CANADA = reading({ openTo: ['CA'], label: 'Canada only', sentence: 'Remote within Canada.' });
const ON_SITE = reading({ remote: false });

/** The remote-region rule, as job-search applies it to one job. */
const openTo = (r: RemoteReading, region: string) =>
  r.remote && (r.openTo.includes('*') || r.openTo.includes(region)) && !r.excluded.includes(region);

describe('openingRemoteReading', () => {
  it('is open wherever one of its remote postings is, and says each on the card', () => {
    const opening = openingRemoteReading([US, CANADA]);
    expect(opening).toEqual({
      remote: true,
      openTo: ['CA', 'US'],
      excluded: ['US-CA', 'US-NY'],
      label: 'US (not CA, NY), Canada',
      sentence: 'Remote in the US, except California and New York. Remote within Canada.',
    });
  });

  it('leaves a place out only when no posting admits it', () => {
    const california = reading({
      openTo: ['US', 'US-CA'],
      label: 'US (CA)',
      sentence: 'Remote in California.',
    });
    const opening = openingRemoteReading([US, california]);
    for (const region of ['US', 'US-CA', 'US-NY', 'CA', 'GB']) {
      expect(openTo(opening, region), region).toBe(openTo(US, region) || openTo(california, region));
    }
    expect(opening.excluded).toEqual(['US-NY']);
  });

  it('keeps anywhere open, less what every posting leaves out', () => {
    const anywhere = reading({ openTo: ['*'], excluded: ['RU'], label: 'Not Russia' });
    const opening = openingRemoteReading([anywhere, CANADA]);
    for (const region of ['RU', 'CA', 'PT']) {
      expect(openTo(opening, region), region).toBe(openTo(anywhere, region) || openTo(CANADA, region));
    }
  });

  it('an on-site posting shown for a remote copy makes the opening remote, as its copy is', () => {
    expect(openingRemoteReading([ON_SITE, CANADA])).toEqual({ ...CANADA, label: 'Canada only' });
  });

  it('one posting’s reading stands as it is', () => {
    expect(openingRemoteReading([US])).toEqual(US);
    expect(openingRemoteReading([ON_SITE, ON_SITE])).toEqual({
      remote: false,
      openTo: [],
      excluded: [],
      label: null,
      sentence: null,
    });
  });
});
