import { type SimulatedCompany, simulatedCompanies, startSimulator } from '@upstream/ats-simulator';
import { buildApp } from './app.ts';
import { ConfigError, modeNotice } from './config.ts';
import { takeOverShutdownSignals } from './db/embedded.ts';
import { DAY, MINUTE } from './lib/clock.ts';
import { countBoardsRead, loadCompanies } from './modules/ingestion/index.ts';
import { activeJobCounts } from './modules/jobs/index.ts';
import { startRuntime } from './runtime.ts';
import { startWorkers } from './workers/index.ts';

// `npm run demo`: the whole service with the ATS simulator as its job source. Simulated companies' boards
// are read through the real connectors, scheduler and workers, so /job-search fills within a minute.
// Its data lives apart from a real install's (DATA_DIR defaults to ./data/demo).

const COMPANIES = Number(process.env.DEMO_COMPANIES ?? 60);
const JOBS_PER_BOARD = Number(process.env.DEMO_JOBS_PER_BOARD ?? 30);

function catalogueOf(companies: SimulatedCompany[]) {
  return companies.map((c) => ({
    name: c.name,
    slug: c.slug,
    homepage_url: c.homepageUrl,
    industry: c.industry,
    boards: [{ ats: c.ats, token: c.token }],
  }));
}

async function main() {
  takeOverShutdownSignals();
  const companies = simulatedCompanies(COMPANIES, JOBS_PER_BOARD);
  const sim = await startSimulator({
    boards: companies.map((c) => ({ ats: c.ats, token: c.token, company: c.name, size: c.size })),
  });
  const runtime = await startRuntime({ DATA_DIR: process.env.DATA_DIR ?? './data/demo', ...sim.env });
  const { deps } = runtime;
  const { logger } = deps;
  // Boards first: with boards present, the real company catalogue is not loaded, so nothing leaves this machine.
  await loadCompanies(deps.db, catalogueOf(companies));
  const workers = await startWorkers(deps, runtime.boss);
  const app = await buildApp(runtime.requestDeps);
  await app.listen({ port: deps.config.PORT, host: deps.config.HOST });
  logger.info(modeNotice(deps.config));
  logger.info(
    `Upstream demo is running at ${deps.config.publicUrl}/job-search with ${companies.length} simulated companies`,
  );

  // Report once every simulated board has been read.
  const started = Date.now();
  const progress = setInterval(async () => {
    try {
      const row = await activeJobCounts(deps.db);
      const fetched = { n: await countBoardsRead(deps.db) };
      logger.info(
        `Demo: ${row.total_jobs} active jobs from ${row.total_companies} companies; ${fetched.n} of ${companies.length} boards read`,
      );
      if (Number(fetched.n) >= companies.length || Date.now() - started > 5 * MINUTE) clearInterval(progress);
    } catch (err) {
      logger.warn({ err }, 'demo progress check failed');
    }
  }, 5_000);
  progress.unref();

  // The simulated boards change once a day (new, edited and removed postings), as real ones do.
  const days = setInterval(() => sim.advanceDay(), DAY);
  days.unref();

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    clearInterval(progress);
    clearInterval(days);
    try {
      await app.close();
      await workers.stop();
      await runtime.close();
      await sim.close();
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'demo shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error('The demo failed to start:', err);
  process.exit(1);
});
