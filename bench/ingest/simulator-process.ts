import { simulatedCompanies, startSimulator } from '@upstream/ats-simulator';

// The ATS simulator in its own process for the benchmark: the job boards' CPU is theirs, not the service's,
// so serving the answers must not share the ingesting process's event loop.
// Messages in: { type: 'now', at } | { type: 'churn', fraction, at } | { type: 'close' }.
// Messages out: { type: 'ready', urls, jobs } | { type: 'done' }.

const boards = Number(process.argv[2] ?? 2000);
const perBoard = Number(process.argv[3] ?? 100);
let now = new Date(Number(process.argv[4] ?? Date.now()));

const sim = await startSimulator({
  now: () => now,
  boards: simulatedCompanies(boards, perBoard).map((c) => ({
    ats: c.ats,
    token: c.token,
    company: c.name,
    size: c.size,
  })),
});
const jobs = [...sim.boards.values()].reduce((s, b) => s + b.jobs.size, 0);
process.send?.({ type: 'ready', urls: sim.urls, jobs });

process.on('message', async (m: { type: string; at?: number; fraction?: number }) => {
  if (m.type === 'now' && m.at) now = new Date(m.at);
  if (m.type === 'churn' && m.at) {
    now = new Date(m.at);
    for (const board of sim.boards.values()) board.churn(now, m.fraction ?? 0.05);
  }
  if (m.type === 'close') {
    await sim.close();
    process.send?.({ type: 'done' });
    process.exit(0);
  }
  process.send?.({ type: 'done' });
});
