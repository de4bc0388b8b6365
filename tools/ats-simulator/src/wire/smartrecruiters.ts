import type { SimJob } from '../board.ts';
import type { WireFormat } from './types.ts';

const PAGE_MAX = 100;

function posting(token: string, company: string, j: SimJob) {
  const p = j.places[0];
  return {
    id: j.id,
    uuid: j.uuid,
    name: j.title,
    refNumber: `REF${j.id}`,
    releasedDate: j.postedAt.toISOString(),
    company: { identifier: token, name: company },
    location: p
      ? {
          city: p.city,
          region: p.regionCode,
          country: p.countryCode.toLowerCase(),
          remote: j.remote,
          fullLocation: `${p.city}, ${p.regionCode}, ${p.country}`,
        }
      : { country: 'us', remote: true },
    department: { id: '1', label: j.department },
    function: { id: j.department.toLowerCase(), label: j.department },
    typeOfEmployment: {
      id: j.employment,
      label:
        j.employment === 'PartTime' ? 'Part-time' : j.employment === 'Intern' ? 'Internship' : 'Full-time',
    },
    experienceLevel: { id: 'mid_senior_level', label: 'Mid-Senior Level' },
    customField: [],
    ref: `https://api.smartrecruiters.com/v1/companies/${token}/postings/${j.id}`,
  };
}

export const smartrecruitersWire: WireFormat = {
  ats: 'smartrecruiters',
  urlTemplate: (origin) => origin,
  match(method, url) {
    const m = /^\/v1\/companies\/([^/]+)\/postings(?:\/([^/]+))?\/?$/.exec(url.pathname);
    if (method !== 'GET' || !m) return null;
    if (m[2]) return { token: decodeURIComponent(m[1]!), kind: 'detail', id: decodeURIComponent(m[2]) };
    return {
      token: decodeURIComponent(m[1]!),
      kind: 'list',
      offset: Number(url.searchParams.get('offset') ?? 0),
      limit: Math.min(PAGE_MAX, Number(url.searchParams.get('limit') ?? 10)),
    };
  },
  list(board, req) {
    const all = [...board.jobs.values()];
    const offset = req.offset ?? 0;
    const limit = req.limit ?? 10;
    return {
      offset,
      limit,
      totalFound: all.length,
      content: all.slice(offset, offset + limit).map((j) => posting(board.token, board.company, j)),
    };
  },
  detail(board, j) {
    return {
      ...posting(board.token, board.company, j),
      postingUrl: `https://jobs.smartrecruiters.com/${board.token}/${j.id}`,
      applyUrl: `https://jobs.smartrecruiters.com/${board.token}/${j.id}?oga=true`,
      jobAd: {
        sections: {
          companyDescription: {
            title: 'Company Description',
            text: `<p>${board.company} builds things.</p>`,
          },
          jobDescription: { title: 'Job Description', text: j.descriptionHtml },
          qualifications: { title: 'Qualifications', text: '<ul><li>Curiosity</li></ul>' },
          additionalInformation: {
            title: 'Additional Information',
            text: '<p>Equal opportunity employer.</p>',
          },
        },
      },
    };
  },
};
