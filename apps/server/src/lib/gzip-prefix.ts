import { promisify } from 'node:util';
import { constants, crc32, deflateRaw, deflateRawSync } from 'node:zlib';

/**
 * A large body that is the same for everyone, compressed once, followed by a small part of each request's
 * own, compressed per request. Gzip allows it: the shared part's deflate data ends on a byte boundary (a sync
 * flush), the request's part follows as the final deflate block (its back-references stay inside it), and the
 * trailer's CRC-32 continues from the shared part's. So a 800 KB dropdown list is never compressed twice.
 */
export interface GzipPrefix {
  /** The shared text, uncompressed (for clients that do not take gzip). */
  text: string;
  deflated: Buffer;
  crc: number;
  length: number;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);

const deflateRawOffLoop = promisify(deflateRaw);

/**
 * The shared part compressed on zlib's thread pool: a large prefix takes tens of milliseconds to deflate, which
 * every request waiting on the event loop would otherwise wait too.
 */
export async function gzipPrefix(text: string): Promise<GzipPrefix> {
  const bytes = Buffer.from(text);
  return {
    text,
    deflated: await deflateRawOffLoop(bytes, { level: 6, finishFlush: constants.Z_SYNC_FLUSH }),
    crc: crc32(bytes),
    length: bytes.length,
  };
}

/** The gzip member of prefix + suffix. */
export function gzipWithSuffix(prefix: GzipPrefix, suffix: string): Buffer {
  const tail = Buffer.from(suffix);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(tail, prefix.crc) >>> 0, 0);
  trailer.writeUInt32LE((prefix.length + tail.length) % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, prefix.deflated, deflateRawSync(tail), trailer]);
}
