import type { IncomingHttpHeaders } from 'node:http';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

export type AnswerEncoding = 'br' | 'gzip';

/**
 * How answers are compressed: @fastify/compress is registered with these (app.ts), and an answer shared by many
 * requests is compressed with them once (shared-body.ts). Answers above 1 KB go out compressed when the client
 * accepts it (brotli at a fast level, or gzip). Brotli 2 costs half of brotli 4 on a page of twenty jobs for 10%
 * more bytes (973 against 890 of 15 KB), and answers up to 64 KB are compressed in one call: a zlib stream per
 * answer cost more than the compression itself (decision 0016).
 */
export const COMPRESSION = {
  threshold: 1024,
  syncThreshold: 65_536,
  encodings: ['br', 'gzip'] as AnswerEncoding[],
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } },
};

/** @fastify/compress reads `*` (no preference) and `x-gzip` as gzip. */
const GZIP_ALIAS = /\*|x-gzip/gu;

/**
 * The encoding @fastify/compress gives a JSON answer of `size` bytes in one call, or null where it leaves the answer
 * as it is or streams it (above `syncThreshold`). The same rule as the plugin's `onSend`, kept beside its options so
 * an answer compressed ahead of the plugin goes out exactly as the plugin would have sent it.
 */
export function oneCallEncoding(headers: IncomingHttpHeaders, size: number): AnswerEncoding | null {
  if (headers['x-no-compression'] !== undefined) return null;
  if (size < COMPRESSION.threshold || size > COMPRESSION.syncThreshold) return null;
  const accepted = headers['accept-encoding'];
  if (accepted == null) return null;
  const encoding = negotiate(accepted.toLowerCase().replace(GZIP_ALIAS, 'gzip'), COMPRESSION.encodings);
  return encoding === 'br' || encoding === 'gzip' ? encoding : null;
}

/** `bytes` compressed as @fastify/compress compresses them in one call. */
export function compressAnswer(encoding: AnswerEncoding, bytes: Buffer): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(bytes, COMPRESSION.brotliOptions) : zlib.gzipSync(bytes);
}
