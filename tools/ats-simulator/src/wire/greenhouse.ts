import type { SimJob } from '../board.ts';
import type { WireFormat } from './types.ts';
import { escapeHtml, locationText } from './types.ts';

export const greenhouseWire: WireFormat = {
  ats: 'greenhouse',
  urlTemplate: (origin) => origin,
  match(method, url) {
    const m = /^\/v1\/boards\/([^/]+)\/jobs\/?$/.exec(url.pathname);
    if (method !== 'GET' || !m) return null;
    return {
      token: decodeURIComponent(m[1]!),
      kind: 'list',
      payTransparency: url.searchParams.get('pay_transparency') === 'true',
    };
  },
  list(board, req, _now) {
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
        {
          id: 2,
          name: 'Workplace Type',
          value_type: 'single_select',
          value: j.remote ? 'Remote' : j.hybrid ? 'Hybrid' : 'On-site',
        },
        ...payMetadata(j),
      ],
      ...(req.payTransparency && payInRanges(j) ? { pay_input_ranges: payRanges(j) } : {}),
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

/**
 * Boards publish pay one of two ways: pay ranges (sent only to a request with `pay_transparency=true`) or, on
 * boards without them, a currency-range custom field ("Pay Transparency Range") with a "Pay Frequency" beside it.
 * Half the postings take each, by id.
 */
const payInRanges = (j: SimJob) => j.salary !== null && Number(j.id) % 2 === 0;

function payRanges(j: SimJob) {
  const s = j.salary!;
  return [
    {
      min_cents: s.min * 100,
      max_cents: s.max * 100,
      currency_type: s.currency,
      title: s.interval === 'hour' ? 'Hourly Pay Range' : 'Base Salary Range',
      blurb: '<p>The range shown is the base pay for this role.</p>',
    },
  ];
}

function payMetadata(j: SimJob) {
  if (!j.salary || payInRanges(j)) return [];
  const s = j.salary;
  return [
    {
      id: 3,
      name: 'Pay Transparency Range',
      value_type: 'currency_range',
      value: { unit: s.currency, min_value: `${s.min}.0`, max_value: `${s.max}.0` },
    },
    {
      id: 4,
      name: 'Pay Frequency',
      value_type: 'single_select',
      value: s.interval === 'hour' ? 'Hourly' : 'Annual',
    },
  ];
}
