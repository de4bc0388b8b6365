import type { WireFormat } from './types.ts';
import { placeText } from './types.ts';

export const leverWire: WireFormat = {
  ats: 'lever',
  urlTemplate: (origin) => origin,
  match(method, url) {
    const m = /^\/v0\/postings\/([^/]+)\/?$/.exec(url.pathname);
    if (method !== 'GET' || !m) return null;
    const skip = Number(url.searchParams.get('skip') ?? 0);
    const limit = url.searchParams.get('limit');
    return {
      token: decodeURIComponent(m[1]!),
      kind: 'list',
      offset: skip,
      limit: limit ? Number(limit) : undefined,
    };
  },
  list(board, req) {
    const all = [...board.jobs.values()].map((j) => {
      const locations = j.remote ? ['Remote'] : j.places.map(placeText);
      return {
        id: j.uuid,
        text: j.title,
        categories: {
          location: locations[0] ?? 'Remote',
          allLocations: locations,
          commitment: {
            FullTime: 'Full-time',
            PartTime: 'Part-time',
            Intern: 'Internship',
            Contract: 'Contract',
          }[j.employment],
          team: j.department,
          department: j.department,
        },
        country: j.places[0]?.countryCode ?? null,
        workplaceType: j.remote ? 'remote' : j.hybrid ? 'hybrid' : 'on-site',
        createdAt: j.postedAt.getTime(),
        description: j.descriptionHtml,
        descriptionPlain: j.descriptionHtml.replace(/<[^>]+>/g, ' '),
        lists: [{ text: 'What you bring', content: '<li>Curiosity</li><li>Care</li>' }],
        additional: '<p>We are an equal opportunity employer.</p>',
        hostedUrl: `https://jobs.lever.co/${board.token}/${j.uuid}`,
        applyUrl: `https://jobs.lever.co/${board.token}/${j.uuid}/apply`,
        ...(j.salary
          ? {
              salaryRange: {
                currency: j.salary.currency,
                interval: j.salary.interval === 'hour' ? 'per-hour-wage' : 'per-year-salary',
                min: j.salary.min,
                max: j.salary.max,
              },
            }
          : {}),
      };
    });
    const start = req.offset ?? 0;
    return all.slice(start, req.limit ? start + req.limit : undefined);
  },
};
