import type { WireFormat } from './types.ts';

/** Pinpoint careers sites' `https://{company}.pinpointhq.com/postings.json`. */
export const pinpointWire: WireFormat = {
  ats: 'pinpoint',
  urlTemplate: (origin) => `${origin}/{token}`,
  match(method, url) {
    const m = /^\/([^/]+)\/postings\.json$/.exec(url.pathname);
    return method === 'GET' && m ? { token: decodeURIComponent(m[1]!), kind: 'list' } : null;
  },
  list(board) {
    const data = [...board.jobs.values()].map((j) => {
      const p = j.places[0];
      const path = `/en/postings/${j.uuid}`;
      return {
        id: j.id,
        title: j.title,
        url: `https://${board.token}.pinpointhq.com${path}`,
        path,
        description: j.descriptionHtml,
        key_responsibilities_header: 'What you will do',
        key_responsibilities: '<ul><li>Ship things</li></ul>',
        skills_knowledge_expertise_header: 'What you bring',
        skills_knowledge_expertise: '<ul><li>Curiosity</li></ul>',
        benefits_header: null,
        benefits: null,
        location: j.remote
          ? { name: 'Remote', city: 'Remote', province: '' }
          : p
            ? { name: `${p.city}, ${p.regionCode}`, city: p.city, province: p.region, country: p.country }
            : { name: 'Remote', city: 'Remote', province: '' },
        workplace_type: j.remote ? 'remote' : j.hybrid ? 'hybrid' : 'onsite',
        workplace_type_text: j.remote ? 'Remote' : j.hybrid ? 'Hybrid' : 'On-site',
        employment_type: {
          FullTime: 'full_time',
          PartTime: 'part_time',
          Intern: 'internship',
          Contract: 'contract',
        }[j.employment],
        employment_type_text: {
          FullTime: 'Full Time',
          PartTime: 'Part Time',
          Intern: 'Internship',
          Contract: 'Contract',
        }[j.employment],
        compensation: j.salary ? `${j.salary.min} - ${j.salary.max} ${j.salary.currency}` : null,
        compensation_visible: j.salary !== null,
        compensation_minimum: j.salary?.min ?? null,
        compensation_maximum: j.salary?.max ?? null,
        compensation_currency: j.salary?.currency ?? null,
        compensation_frequency: j.salary?.interval ?? null,
        deadline_at: null,
        // The posting's first publication, as ats-scrapers' Pinpoint reader takes it.
        first_published_at: j.postedAt.toISOString(),
        job: { requisition_id: `REQ-${j.id}`, department: { id: '1', name: j.department }, division: null },
      };
    });
    return { data };
  },
};
