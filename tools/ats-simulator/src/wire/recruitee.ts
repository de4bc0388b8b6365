import type { WireFormat } from './types.ts';
import { placeText } from './types.ts';

const utc = (d: Date) => `${d.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

export const recruiteeWire: WireFormat = {
  ats: 'recruitee',
  urlTemplate: (origin) => `${origin}/{token}`,
  match(method, url) {
    const m = /^\/([^/]+)\/api\/offers\/?$/.exec(url.pathname);
    return method === 'GET' && m ? { token: decodeURIComponent(m[1]!), kind: 'list' } : null;
  },
  list(board) {
    const offers = [...board.jobs.values()].map((j) => {
      const p = j.places[0];
      const slug = `${j.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${j.id}`;
      return {
        id: Number(j.id),
        slug,
        title: j.title,
        status: 'published',
        department: j.department,
        location: j.remote ? 'Remote' : p ? placeText(p) : '',
        city: p?.city ?? null,
        state_code: p?.regionCode ?? null,
        country_code: p?.countryCode ?? null,
        remote: j.remote,
        hybrid: j.hybrid,
        employment_type_code: {
          FullTime: 'fulltime_permanent',
          PartTime: 'parttime_permanent',
          Intern: 'internship',
          Contract: 'fixed_term',
        }[j.employment],
        category: j.department,
        experience: 'mid_level',
        salary: j.salary
          ? {
              min: String(j.salary.min),
              max: String(j.salary.max),
              currency: j.salary.currency,
              period: j.salary.interval,
            }
          : null,
        careers_url: `https://${board.token}.recruitee.com/o/${slug}`,
        careers_apply_url: `https://${board.token}.recruitee.com/o/${slug}/c/new`,
        company_name: board.company,
        created_at: utc(j.postedAt),
        published_at: utc(j.postedAt),
        updated_at: utc(j.updatedAt),
        locations: j.places.map((x) => ({
          city: x.city,
          state_code: x.regionCode,
          country_code: x.countryCode,
        })),
        description: j.descriptionHtml,
        requirements: '<ul><li>Curiosity</li></ul>',
      };
    });
    return { offers };
  },
};
