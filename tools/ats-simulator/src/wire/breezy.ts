import type { Place } from '../vocabulary.ts';
import type { WireFormat } from './types.ts';

const location = (p: Place, remote: boolean) => ({
  country: { name: p.country, id: p.countryCode },
  state: { id: p.regionCode, name: p.region },
  city: p.city,
  is_remote: remote,
  name: `${p.city}, ${p.regionCode}`,
});

/** Breezy HR careers sites' `https://{company}.breezy.hr/json` (no descriptions: those are HTML pages). */
export const breezyWire: WireFormat = {
  ats: 'breezy',
  urlTemplate: (origin) => `${origin}/{token}`,
  match(method, url) {
    const m = /^\/([^/]+)\/json$/.exec(url.pathname);
    return method === 'GET' && m ? { token: decodeURIComponent(m[1]!), kind: 'list' } : null;
  },
  list(board) {
    return [...board.jobs.values()].map((j) => {
      const friendly = `${j.id}-${j.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
      const [first] = j.places;
      return {
        id: j.uuid.replaceAll('-', ''),
        friendly_id: friendly,
        name: j.title,
        url: `https://${board.token}.breezy.hr/p/${friendly}`,
        published_date: j.postedAt.toISOString(),
        type: {
          id: { FullTime: 'fullTime', PartTime: 'partTime', Intern: 'internship', Contract: 'contract' }[
            j.employment
          ],
          name: { FullTime: 'Full-Time', PartTime: 'Part-Time', Intern: 'Internship', Contract: 'Contract' }[
            j.employment
          ],
        },
        location: first
          ? location(first, j.remote)
          : { country: null, state: null, city: null, is_remote: true, name: 'Remote' },
        locations: j.remote ? [] : j.places.map((p) => location(p, false)),
        department: j.department,
        salary: j.salary ? `$${j.salary.min} - $${j.salary.max}` : '',
        company: { name: board.company, logo_url: null, friendly_id: board.token },
      };
    });
  },
};
