export { type DigestDeps, planDigests, queueDigests, runDigest } from './digest.ts';
export {
  type DigestDayRow,
  type DigestRunRow,
  digestRunDays,
  recentDigestRuns,
  todaysDigestRun,
} from './runs.ts';
export { alertsWork } from './work.ts';
