import pino from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, modeNotice } from './config.ts';
import { takeOverShutdownSignals } from './db/embedded.ts';
import { VERSION } from './lib/version.ts';
import { startInboundSmtp } from './modules/inbox/index.ts';
import { startRuntime } from './runtime.ts';
import {
  processIndex,
  processRole,
  runsServiceProcesses,
  superviseServiceProcesses,
} from './web-processes.ts';
import { startWorkers, type Workers } from './workers/index.ts';

// Process entry: config → database → migrations → workers → listen. `--role=worker` runs only the workers,
// `--role=web` only the HTTP service; the default runs both. With WEB_PROCESSES above 1 this process only
// starts and watches that many service processes (web-processes.ts), each of which runs the rest.
async function main() {
  const roleArg = processRole(process.argv.find((a) => a.startsWith('--role='))?.slice('--role='.length));
  takeOverShutdownSignals();
  const overrides = roleArg ? { ROLE: roleArg } : {};
  const settings = loadConfig({ ...process.env, ...overrides }, VERSION);
  if (runsServiceProcesses(settings.WEB_PROCESSES, settings.ROLE)) {
    const logger = pino({ level: settings.LOG_LEVEL });
    logger.info({ processes: settings.WEB_PROCESSES }, 'starting the service processes');
    process.exit(await superviseServiceProcesses(settings.WEB_PROCESSES, settings.ROLE, logger));
  }
  const runtime = await startRuntime(overrides, settings);
  const { deps } = runtime;
  const { config, logger } = deps;

  let workers: Workers | null = null;
  if (config.ROLE !== 'web' && config.WORKERS) workers = await startWorkers(deps, runtime.boss);

  const app = config.ROLE === 'worker' ? null : await buildApp(runtime.requestDeps);
  // One listener per port: only the first of several service processes takes forwarded mail over SMTP.
  const stopSmtp = app && processIndex() === 0 ? await startInboundSmtp(runtime.requestDeps) : null;
  if (app) {
    await app.listen({ port: config.PORT, host: config.HOST });
    logger.info(`Upstream ${config.version} is running at ${config.publicUrl}`);
    logger.info(modeNotice(config));
  } else {
    logger.info('Upstream worker is running');
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, 25_000);
    force.unref();
    try {
      await stopSmtp?.();
      await app?.close(); // stop accepting, finish in-flight requests
      await workers?.stop();
      await runtime.close(); // queue, pool, then the embedded database
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error('Upstream failed to start:', err);
  process.exit(1);
});
