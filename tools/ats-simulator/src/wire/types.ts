import type { Ats } from '@upstream/contract';
import type { SimBoard, SimJob } from '../board.ts';
import type { Place } from '../vocabulary.ts';

export interface WireRequest {
  token: string;
  kind: 'list' | 'detail';
  id?: string;
  offset?: number;
  limit?: number;
  /** Greenhouse's `pay_transparency=true`: the pay ranges are asked for. */
  payTransparency?: boolean;
  /** Why the request is refused with a 400, as the real API would. */
  invalid?: string;
}

/** One ATS's wire format: which requests it answers and what its answers look like. */
export interface WireFormat {
  ats: Ats;
  /** The base URL template the service's setting takes, given this server's origin. */
  urlTemplate(origin: string): string;
  match(method: string, url: URL, body: unknown): WireRequest | null;
  /** What the answers are; JSON unless said (Personio answers XML, Teamtailor RSS). */
  contentType?: string;
  /** The list answer: a value sent as JSON, or the document itself when the format is not JSON. */
  list(board: SimBoard, req: WireRequest, now: Date): unknown;
  detail?(board: SimBoard, job: SimJob, now: Date): unknown;
}

/** "San Francisco, CA" for US places, "Berlin, Germany" elsewhere. */
export const placeText = (p: Place) => `${p.city}, ${p.countryCode === 'US' ? p.regionCode : p.country}`;

/** The free-text location most boards show: places joined, or a remote label. */
export function locationText(job: SimJob): string {
  if (job.remote) return job.places[0] ? `Remote - ${job.places[0].countryCode}` : 'Remote';
  const text = job.places.map(placeText).join('; ');
  return job.hybrid ? `Hybrid - ${text}` : text;
}

export const escapeHtml = (html: string) =>
  html.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Text safe inside XML element content. */
export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
