import type { WireFormat } from './types.ts';
import { escapeHtml, locationText } from './types.ts';

export const greenhouseWire: WireFormat = {
  ats: 'greenhouse',
  urlTemplate: (origin) => origin,
  match(method, url) {
    const m = /^\/v1\/boards\/([^/]+)\/jobs\/?$/.exec(url.pathname);
    return method === 'GET' && m ? { token: decodeURIComponent(m[1]!), kind: 'list' } : null;
  },
  list(board, _req, _now) {
    const jobs = [...board.jobs.values()].map((j) => ({
      id: Number(j.id),
      internal_job_id: Number(j.id) - 1_000_000,
      title: j.title,
      updated_at: j.updatedAt.toISOString(),
      first_published: j.postedAt.toISOString(),
      requisition_id: `REQ-${j.id}`,
      location: { name: locationText(j) },
      absolute_url: `https://boards.greenhouse.io/${board.token}/jobs/${j.id}`,
      metadata: [
        { id: 1, name: 'Employment Type', value_type: 'single_select', value: employment(j.employment) },
      ],
      // Greenhouse sends its HTML entity-encoded.
      content: escapeHtml(j.descriptionHtml),
      departments: [{ id: 10, name: j.department, parent_id: null, child_ids: [] }],
      offices: j.places.map((p, i) => ({
        id: i + 1,
        name: p.city,
        location: `${p.city}, ${p.regionCode}, ${p.country}`,
        parent_id: null,
        child_ids: [],
      })),
    }));
    return { jobs, meta: { total: jobs.length } };
  },
};

const employment = (e: string) =>
  e === 'PartTime' ? 'Part-time' : e === 'Intern' ? 'Intern' : e === 'Contract' ? 'Contract' : 'Full-time';
