import { parseArgs } from 'node:util';
import { ConfigError } from '../config.ts';
import { DAY } from '../lib/clock.ts';
import { runDigest } from '../modules/alerts/index.ts';
import { startRuntime } from '../runtime.ts';

// Operator command: run the daily digest now, for checks and support.
//   npm run digest -- --now [--email ADDRESS]
// It uses the same settings and database as the service (with the embedded database, the running service's
// server). Jobs already sent to a search are not sent again, so it is safe to run at any time; it covers the
// new jobs of the past 24 hours that no digest of the search has covered yet.

const USAGE = `Usage: npm run digest -- --now [--email ADDRESS]

  --now            run the daily digest at once (covers the past 24 hours)
  --email ADDRESS  only the saved searches of this person`;

async function main() {
  const { values } = parseArgs({
    options: { now: { type: 'boolean' }, email: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || !values.now) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const runtime = await startRuntime({ LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  try {
    const upTo = runtime.deps.clock.now();
    const summary = await runDigest(runtime.deps, {
      upTo,
      after: new Date(upTo.getTime() - DAY),
      email: values.email,
    });
    const who = values.email ? ` for ${values.email}` : '';
    console.log(
      `Daily digest${who}: ${summary.searches} saved searches due, ${summary.newJobs} new jobs in the past 24 hours.`,
    );
    console.log(
      `Computed in ${summary.computeMs} ms; ${summary.emails} emails queued in ${summary.queueMs} ms.`,
    );
    if (summary.delivery) {
      const { sent, retrying, failed } = summary.delivery;
      const where = runtime.deps.config.SMTP_URL ? 'over SMTP' : 'to the outbox (see /dev/mailbox)';
      console.log(`Delivered ${sent} ${where}; ${retrying} waiting to retry; ${failed} failed.`);
    }
  } finally {
    await runtime.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : `The digest failed: ${(err as Error).message}`);
  process.exit(1);
});
