import type { SimJob } from '../board.ts';
import type { WireFormat } from './types.ts';

const placeLabel = (j: SimJob) =>
  j.remote
    ? [`Remote (${j.places[0]?.countryCode ?? 'US'})`]
    : j.places.map((p) => `${p.city}, ${p.regionCode}, ${p.countryCode}`);

/**
 * Rippling's job-board API: `/platform/api/ats/v1/board/{slug}/jobs` lists each posting once per place;
 * `…/jobs/{uuid}` is the posting's record with its text, type, date and pay.
 */
export const ripplingWire: WireFormat = {
  ats: 'rippling',
  urlTemplate: (origin) => origin,
  match(method, url) {
    const m = /^\/platform\/api\/ats\/v1\/board\/([^/]+)\/jobs(?:\/([^/]+))?\/?$/.exec(url.pathname);
    if (method !== 'GET' || !m) return null;
    if (m[2]) return { token: decodeURIComponent(m[1]!), kind: 'detail', id: decodeURIComponent(m[2]) };
    return { token: decodeURIComponent(m[1]!), kind: 'list' };
  },
  list(board) {
    return [...board.jobs.values()].flatMap((j) =>
      placeLabel(j).map((label) => ({
        uuid: j.uuid,
        name: j.title,
        department: { id: 'dept-1', label: j.department },
        url: `https://ats.rippling.com/${board.token}/jobs/${j.uuid}`,
        workLocation: { id: label.toLowerCase().replace(/[^a-z0-9]+/g, '-'), label },
      })),
    );
  },
  detail(board, j) {
    return {
      uuid: j.uuid,
      name: j.title,
      companyName: board.company,
      description: { company: `<p>${board.company} builds things.</p>`, role: j.descriptionHtml },
      workLocations: placeLabel(j),
      department: { name: j.department, base_department: j.department },
      employmentType: {
        label: { FullTime: 'SALARIED_FT', PartTime: 'SALARIED_PT', Intern: 'INTERN', Contract: 'CONTRACTOR' }[
          j.employment
        ],
        id: {
          FullTime: 'Salaried, full-time',
          PartTime: 'Salaried, part-time',
          Intern: 'Internship',
          Contract: 'Contractor',
        }[j.employment],
      },
      createdOn: j.postedAt.toISOString(),
      payRangeDetails: j.salary
        ? [
            {
              location: placeLabel(j)[0],
              currency: j.salary.currency,
              frequency: j.salary.interval === 'hour' ? 'HOUR' : 'YEAR',
              rangeStart: j.salary.min,
              rangeEnd: j.salary.max,
              isRemote: j.remote,
            },
          ]
        : [],
    };
  },
};
