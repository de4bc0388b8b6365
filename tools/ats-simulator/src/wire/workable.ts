import type { WireFormat } from './types.ts';

export const workableWire: WireFormat = {
  ats: 'workable',
  urlTemplate: (origin) => origin,
  match(method, url) {
    const m = /^\/api\/v1\/widget\/accounts\/([^/]+)\/?$/.exec(url.pathname);
    return method === 'GET' && m ? { token: decodeURIComponent(m[1]!), kind: 'list' } : null;
  },
  list(board) {
    const jobs = [...board.jobs.values()].map((j) => {
      const p = j.places[0];
      const shortcode = Number(j.id).toString(36).toUpperCase().padStart(10, 'A');
      return {
        title: j.title,
        shortcode,
        code: `C-${j.id}`,
        employment_type: {
          FullTime: 'Full-time',
          PartTime: 'Part-time',
          Intern: 'Internship',
          Contract: 'Contract',
        }[j.employment],
        telecommuting: j.remote,
        department: j.department,
        url: `https://apply.workable.com/j/${shortcode}`,
        shortlink: `https://apply.workable.com/j/${shortcode}`,
        application_url: `https://apply.workable.com/j/${shortcode}/apply`,
        published_on: j.postedAt.toISOString().slice(0, 10),
        created_at: j.postedAt.toISOString().slice(0, 10),
        country: p?.country ?? '',
        city: p?.city ?? '',
        state: p?.region ?? '',
        experience: 'Mid-Senior level',
        function: j.department,
        industry: 'Technology',
        locations: j.places.map((x) => ({
          city: x.city,
          region: x.region,
          country: x.country,
          countryCode: x.countryCode,
        })),
        description: j.descriptionHtml,
      };
    });
    return { name: board.company, description: `<p>${board.company}</p>`, jobs };
  },
};
