import { ATS_KINDS, type Ats } from '@upstream/contract';

import { companyName, INDUSTRIES } from './vocabulary.ts';

export interface SimulatedCompany {
  name: string;
  slug: string;
  industry: string;
  homepageUrl: string;
  ats: Ats;
  token: string;
  size: number;
}

/**
 * `count` simulated companies spread over every ATS, each with one board of about `jobsPerBoard` postings
 * (sizes vary ±50% around it, deterministically).
 */
export function simulatedCompanies(count: number, jobsPerBoard = 40): SimulatedCompany[] {
  return Array.from({ length: count }, (_, n) => {
    const name = companyName(n);
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const ats = ATS_KINDS[n % ATS_KINDS.length]!;
    const token = ats === 'workday' ? `${slug.replace(/-/g, '')}.wd5/External` : slug;
    const spread = ((n * 37) % 101) / 100; // 0..1
    return {
      name,
      slug,
      industry: INDUSTRIES[n % INDUSTRIES.length]!,
      homepageUrl: `https://${slug}.example.com`,
      ats,
      token,
      size: Math.max(1, Math.round(jobsPerBoard * (0.5 + spread))),
    };
  });
}
