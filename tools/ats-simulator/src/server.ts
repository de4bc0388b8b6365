import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ATS_KINDS, type Ats } from '@upstream/contract';
import { type BoardSpec, type DayChanges, SimBoard } from './board.ts';
import { ashbyWire } from './wire/ashby.ts';
import { breezyWire } from './wire/breezy.ts';
import { greenhouseWire } from './wire/greenhouse.ts';
import { leverWire } from './wire/lever.ts';
import { personioWire } from './wire/personio.ts';
import { pinpointWire } from './wire/pinpoint.ts';
import { recruiteeWire } from './wire/recruitee.ts';
import { ripplingWire } from './wire/rippling.ts';
import { smartrecruitersWire } from './wire/smartrecruiters.ts';
import { teamtailorWire } from './wire/teamtailor.ts';
import type { WireFormat } from './wire/types.ts';
import { workableWire } from './wire/workable.ts';
import { workdayWire } from './wire/workday.ts';

export const WIRE_FORMATS: Record<Ats, WireFormat> = {
  greenhouse: greenhouseWire,
  lever: leverWire,
  ashby: ashbyWire,
  smartrecruiters: smartrecruitersWire,
  workable: workableWire,
  recruitee: recruiteeWire,
  workday: workdayWire,
  personio: personioWire,
  teamtailor: teamtailorWire,
  pinpoint: pinpointWire,
  rippling: ripplingWire,
  breezy: breezyWire,
};

/** The service's setting that points each connector at its simulated API. */
export const URL_SETTINGS: Record<Ats, string> = {
  greenhouse: 'GREENHOUSE_API_URL',
  lever: 'LEVER_API_URL',
  ashby: 'ASHBY_API_URL',
  smartrecruiters: 'SMARTRECRUITERS_API_URL',
  workable: 'WORKABLE_API_URL',
  recruitee: 'RECRUITEE_API_URL',
  workday: 'WORKDAY_API_URL',
  personio: 'PERSONIO_API_URL',
  teamtailor: 'TEAMTAILOR_API_URL',
  pinpoint: 'PINPOINT_API_URL',
  rippling: 'RIPPLING_API_URL',
  breezy: 'BREEZY_API_URL',
};

/** A fault injected into one board's answers. */
export type Fault =
  | { kind: 'slow'; ms: number }
  | { kind: 'status'; status: number; retryAfterSeconds?: number }
  | { kind: 'malformed' }
  | { kind: 'not_found' }
  | { kind: 'huge'; bytes: number }
  /** Answer with a redirect (an unknown company subdomain sent to the ATS's home page). */
  | { kind: 'redirect'; location: string };

export interface SimulatorOptions {
  boards?: BoardSpec[];
  /** Simulated time; defaults to the wall clock. Tests pass the service's test clock. */
  now?: () => Date;
  host?: string;
}

export interface RequestLog {
  ats: Ats;
  method: string;
  path: string;
  status: number;
}

export interface Simulator {
  /** Base URL template per ATS, in the form the service's settings take. */
  urls: Record<Ats, string>;
  /** The settings (GREENHOUSE_API_URL, …) that point the service here. */
  env: Record<string, string>;
  boards: Map<string, SimBoard>;
  requests: RequestLog[];
  addBoard(spec: BoardSpec): SimBoard;
  board(ats: Ats, token: string): SimBoard | undefined;
  removeBoard(ats: Ats, token: string): void;
  /** Every board moves one simulated day on. */
  advanceDay(changes?: DayChanges): void;
  /** Inject a fault for the next `times` requests to a board (default: until cleared). */
  setFault(ats: Ats, token: string, fault: Fault, times?: number): void;
  clearFault(ats: Ats, token: string): void;
  close(): Promise<void>;
}

const key = (ats: Ats, token: string) => `${ats}:${token}`;
/** The request log keeps the most recent requests only (benchmarks make hundreds of thousands). */
const REQUEST_LOG_MAX = 20_000;

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (chunks.length === 0) return resolve(undefined);
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        resolve(undefined);
      }
    });
  });
}

/**
 * Local HTTP servers speaking each supported ATS's job-board API, one per ATS on a free port, serving
 * generated boards that change day by day, with faults on demand.
 */
export async function startSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const now = options.now ?? (() => new Date());
  const host = options.host ?? '127.0.0.1';
  const boards = new Map<string, SimBoard>();
  const faults = new Map<string, { fault: Fault; remaining: number }>();
  const cache = new Map<string, { revision: number; body: string }>();
  const requests: RequestLog[] = [];
  const servers: Server[] = [];
  const urls = {} as Record<Ats, string>;

  const send = (res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(body);
  };

  const handle = async (format: WireFormat, req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://simulator');
    const body = req.method === 'POST' ? await readBody(req) : undefined;
    const match = format.match(req.method ?? 'GET', url, body);
    const log = (status: number) => {
      requests.push({ ats: format.ats, method: req.method ?? 'GET', path: url.pathname, status });
      if (requests.length > REQUEST_LOG_MAX) requests.splice(0, requests.length - REQUEST_LOG_MAX / 2);
    };
    if (!match) {
      log(404);
      return send(res, 404, JSON.stringify({ error: 'Not found' }));
    }
    const f = faults.get(key(format.ats, match.token));
    if (f && f.remaining > 0) {
      f.remaining--;
      const { fault } = f;
      if (fault.kind === 'slow') await new Promise((r) => setTimeout(r, fault.ms));
      else if (fault.kind === 'status') {
        log(fault.status);
        const headers: Record<string, string> =
          fault.retryAfterSeconds !== undefined ? { 'retry-after': String(fault.retryAfterSeconds) } : {};
        return send(res, fault.status, JSON.stringify({ error: `Simulated ${fault.status}` }), headers);
      } else if (fault.kind === 'malformed') {
        log(200);
        // A feed cut off mid-way: XML feeds as XML (a parser must not take it for a shorter list).
        return format.contentType?.includes('xml')
          ? send(res, 200, '<?xml version="1.0"?><rss><channel><item><title>Trunc', {
              'content-type': format.contentType,
            })
          : send(res, 200, '{"jobs": [ {"id": 1, "title": "Trunc');
      } else if (fault.kind === 'not_found') {
        log(404);
        return send(res, 404, JSON.stringify({ ok: false, error: 'Document not found' }));
      } else if (fault.kind === 'redirect') {
        log(302);
        return send(res, 302, '', { location: fault.location });
      } else if (fault.kind === 'huge') {
        log(200);
        return send(res, 200, JSON.stringify({ jobs: [], padding: 'x'.repeat(fault.bytes) }));
      }
    }
    if (match.invalid) {
      log(400);
      return send(res, 400, JSON.stringify({ error: match.invalid }));
    }
    const board = boards.get(key(format.ats, match.token));
    if (!board) {
      log(404);
      return send(res, 404, JSON.stringify({ ok: false, error: 'Document not found' }));
    }
    if (match.kind === 'detail') {
      const job = board.jobs.get(match.id ?? '') ?? [...board.jobs.values()].find((j) => j.uuid === match.id);
      if (!job || !format.detail) {
        log(404);
        return send(res, 404, JSON.stringify({ error: 'Posting not found' }));
      }
      log(200);
      return send(res, 200, JSON.stringify(format.detail(board, job, now())));
    }
    // Answers are cached per board revision, so serving an unchanged board costs a string copy.
    // Workday's answers say "Posted 3 Days Ago", so they also change with the simulated day.
    const day = format.ats === 'workday' ? Math.floor(now().getTime() / 86_400_000) : 0;
    const cacheKey = `${format.ats}:${match.token}:${match.offset ?? 0}:${match.limit ?? ''}:${day}`;
    let cached = cache.get(cacheKey);
    if (!cached || cached.revision !== board.revision) {
      const answer = format.list(board, match, now());
      cached = {
        revision: board.revision,
        body: typeof answer === 'string' ? answer : JSON.stringify(answer),
      };
      cache.set(cacheKey, cached);
    }
    log(200);
    send(res, 200, cached.body, format.contentType ? { 'content-type': format.contentType } : {});
  };

  for (const ats of ATS_KINDS) {
    const format = WIRE_FORMATS[ats];
    const server = createServer((req, res) => {
      handle(format, req, res).catch((err: Error) => {
        if (!res.headersSent) send(res, 500, JSON.stringify({ error: err.message }));
      });
    });
    server.keepAliveTimeout = 10_000;
    await new Promise<void>((resolve) => server.listen(0, host, resolve));
    const { port } = server.address() as AddressInfo;
    urls[ats] = format.urlTemplate(`http://${host}:${port}`);
    servers.push(server);
  }

  const sim: Simulator = {
    urls,
    env: Object.fromEntries(ATS_KINDS.map((ats) => [URL_SETTINGS[ats], urls[ats]])),
    boards,
    requests,
    addBoard(spec) {
      const board = new SimBoard(spec, now());
      boards.set(key(spec.ats, spec.token), board);
      return board;
    },
    board: (ats, token) => boards.get(key(ats, token)),
    removeBoard(ats, token) {
      boards.delete(key(ats, token));
    },
    advanceDay(changes) {
      const at = now();
      for (const board of boards.values()) board.advanceDay(at, changes);
    },
    setFault(ats, token, fault, times = Number.POSITIVE_INFINITY) {
      faults.set(key(ats, token), { fault, remaining: times });
    },
    clearFault(ats, token) {
      faults.delete(key(ats, token));
    },
    async close() {
      for (const server of servers) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    },
  };
  for (const spec of options.boards ?? []) sim.addBoard(spec);
  return sim;
}
