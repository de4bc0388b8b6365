import type { SimJob } from '../board.ts';
import type { WireFormat } from './types.ts';
import { placeText } from './types.ts';

const PAGE_MAX = 20;
const DAY = 86_400_000;

function postedOn(job: SimJob, now: Date): string {
  const days = Math.floor((now.getTime() - job.postedAt.getTime()) / DAY);
  if (days <= 0) return 'Posted Today';
  if (days === 1) return 'Posted Yesterday';
  return days > 30 ? 'Posted 30+ Days Ago' : `Posted ${days} Days Ago`;
}

const pathOf = (j: SimJob) =>
  `/job/${(j.places[0]?.city ?? 'Remote').replace(/\s+/g, '-')}/${j.title.replace(/[^A-Za-z0-9]+/g, '-')}_R${j.id}`;

const timeType = (j: SimJob) => (j.employment === 'PartTime' ? 'Part time' : 'Full time');

export const workdayWire: WireFormat = {
  ats: 'workday',
  urlTemplate: (origin) => `${origin}/{host}`,
  match(method, url, body) {
    const list = /^\/([^/]+)\/wday\/cxs\/([^/]+)\/([^/]+)\/jobs\/?$/.exec(url.pathname);
    if (list && method === 'POST') {
      const b = (body ?? {}) as { offset?: number; limit?: number };
      return {
        token: `${decodeURIComponent(list[1]!)}/${decodeURIComponent(list[3]!)}`,
        kind: 'list',
        offset: b.offset ?? 0,
        limit: b.limit ?? PAGE_MAX,
        // The real endpoint refuses pages over 20.
        invalid: (b.limit ?? 0) > PAGE_MAX ? 'limit must be at most 20' : undefined,
      };
    }
    const detail = /^\/([^/]+)\/wday\/cxs\/([^/]+)\/([^/]+)(\/job\/.+)$/.exec(url.pathname);
    if (detail && method === 'GET') {
      return {
        token: `${decodeURIComponent(detail[1]!)}/${decodeURIComponent(detail[3]!)}`,
        kind: 'detail',
        id: /_R(\d+)$/.exec(detail[4]!)?.[1] ?? '',
      };
    }
    return null;
  },
  list(board, req, now) {
    const all = [...board.jobs.values()];
    const offset = req.offset ?? 0;
    return {
      total: all.length,
      jobPostings: all.slice(offset, offset + (req.limit ?? PAGE_MAX)).map((j) => ({
        title: j.title,
        externalPath: pathOf(j),
        locationsText: j.remote
          ? 'Remote'
          : j.places.length > 1
            ? `${j.places.length} Locations`
            : j.places[0]
              ? placeText(j.places[0])
              : '',
        postedOn: postedOn(j, now),
        bulletFields: [`R${j.id}`],
        timeType: timeType(j),
        remoteType: j.remote ? 'Fully Remote' : j.hybrid ? 'Hybrid' : undefined,
      })),
      facets: [],
    };
  },
  detail(board, j) {
    const [first, ...rest] = j.places.map(placeText);
    return {
      jobPostingInfo: {
        id: j.uuid,
        title: j.title,
        jobDescription: j.descriptionHtml,
        location: j.remote ? 'Remote' : first,
        additionalLocations: rest,
        startDate: j.postedAt.toISOString().slice(0, 10),
        timeType: timeType(j),
        jobReqId: `R${j.id}`,
        remoteType: j.remote ? 'Fully Remote' : j.hybrid ? 'Hybrid' : undefined,
        externalUrl: `https://${board.token.split('/')[0]}.myworkdayjobs.com/${board.token.split('/')[1]}${pathOf(j)}`,
      },
      hiringOrganization: { name: board.company },
    };
  },
};
