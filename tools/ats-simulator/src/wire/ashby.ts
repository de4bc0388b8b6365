import type { WireFormat } from './types.ts';
import { locationText } from './types.ts';

export const ashbyWire: WireFormat = {
  ats: 'ashby',
  urlTemplate: (origin) => origin,
  match(method, url) {
    const m = /^\/posting-api\/job-board\/([^/]+)\/?$/.exec(url.pathname);
    return method === 'GET' && m ? { token: decodeURIComponent(m[1]!), kind: 'list' } : null;
  },
  list(board) {
    const jobs = [...board.jobs.values()].map((j) => {
      const [first, ...rest] = j.places;
      return {
        id: j.uuid,
        title: j.title,
        department: j.department,
        team: j.department,
        location: j.remote ? 'Remote' : first ? `${first.city}, ${first.regionCode}` : locationText(j),
        secondaryLocations: rest.map((p) => ({
          location: p.city,
          address: { addressLocality: p.city, addressRegion: p.region, addressCountry: p.country },
        })),
        isListed: true,
        isRemote: j.remote,
        workplaceType: j.remote ? 'Remote' : j.hybrid ? 'Hybrid' : 'On-site',
        employmentType: j.employment,
        publishedAt: j.postedAt.toISOString(),
        address: first
          ? {
              postalAddress: {
                addressLocality: first.city,
                addressRegion: first.region,
                addressCountry: first.country,
              },
            }
          : { postalAddress: { addressCountry: 'United States' } },
        descriptionHtml: j.descriptionHtml,
        descriptionPlain: j.descriptionHtml.replace(/<[^>]+>/g, ' '),
        jobUrl: `https://jobs.ashbyhq.com/${board.token}/${j.uuid}`,
        applyUrl: `https://jobs.ashbyhq.com/${board.token}/${j.uuid}/application`,
        ...(j.salary
          ? {
              compensation: {
                compensationTierSummary: `${j.salary.min} – ${j.salary.max}`,
                compensationTiers: [
                  {
                    components: [
                      {
                        compensationType: 'Salary',
                        interval: j.salary.interval === 'hour' ? '1 HOUR' : '1 YEAR',
                        currencyCode: j.salary.currency,
                        minValue: j.salary.min,
                        maxValue: j.salary.max,
                      },
                    ],
                  },
                ],
              },
            }
          : {}),
      };
    });
    return { apiVersion: '1', jobs };
  },
};
