export { type DigestDeps, planDigests, queueDigests, runDigest } from './digest.ts';
export { alertsWork } from './work.ts';
