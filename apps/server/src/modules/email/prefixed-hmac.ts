import { createHash } from 'node:crypto';

// HMAC-SHA256 of many short messages under one key and one prefix, as a digest signs its fifty job links: the
// key's pads and the prefix are hashed once, and each message costs two SHA-256 blocks computed here in place.
// node:crypto has no cheap way to resume a saved hash state (Hash.copy() builds a new native object, slower
// than a whole createHmac), and a digest email's links were half of its rendering CPU.

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);
const INITIAL = new Int32Array([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);
const BLOCK = 64;

/** SHA-256's compression of one 64-byte block of `bytes` at `at` into `state`; `w` is scratch space. */
function compress(state: Int32Array, bytes: Uint8Array, at: number, w: Int32Array) {
  for (let i = 0; i < 16; i++) {
    const j = at + i * 4;
    w[i] = (bytes[j]! << 24) | (bytes[j + 1]! << 16) | (bytes[j + 2]! << 8) | bytes[j + 3]!;
  }
  for (let i = 16; i < 64; i++) {
    const x = w[i - 15]!;
    const y = w[i - 2]!;
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let a = state[0]!;
  let b = state[1]!;
  let c = state[2]!;
  let d = state[3]!;
  let e = state[4]!;
  let f = state[5]!;
  let g = state[6]!;
  let h = state[7]!;
  for (let i = 0; i < 64; i++) {
    const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + s1 + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
    const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0]! + a) | 0;
  state[1] = (state[1]! + b) | 0;
  state[2] = (state[2]! + c) | 0;
  state[3] = (state[3]! + d) | 0;
  state[4] = (state[4]! + e) | 0;
  state[5] = (state[5]! + f) | 0;
  state[6] = (state[6]! + g) | 0;
  state[7] = (state[7]! + h) | 0;
}

/**
 * Finish a hash: `state` has absorbed `before` bytes; `tail` (its first `length` bytes) is the rest of the
 * message. Pads as SHA-256 does and writes the 32-byte digest into `out` at `outAt`.
 */
function finish(
  state: Int32Array,
  before: number,
  tail: Uint8Array,
  length: number,
  w: Int32Array,
  out: Uint8Array,
  outAt: number,
) {
  const bits = (before + length) * 8;
  let end = length;
  tail[end++] = 0x80;
  const padded = Math.ceil((end + 8) / BLOCK) * BLOCK;
  // Zeros up to the length, whose high word is zero too (messages here are far below 2^32 bits).
  while (end < padded - 4) tail[end++] = 0;
  tail[padded - 4] = bits >>> 24;
  tail[padded - 3] = (bits >>> 16) & 0xff;
  tail[padded - 2] = (bits >>> 8) & 0xff;
  tail[padded - 1] = bits & 0xff;
  for (let at = 0; at < padded; at += BLOCK) compress(state, tail, at, w);
  for (let i = 0; i < 8; i++) {
    const v = state[i]!;
    out[outAt + i * 4] = v >>> 24;
    out[outAt + i * 4 + 1] = (v >>> 16) & 0xff;
    out[outAt + i * 4 + 2] = (v >>> 8) & 0xff;
    out[outAt + i * 4 + 3] = v & 0xff;
  }
}

// Scratch space shared by every signer: a signature is computed synchronously from start to end.
const SCHEDULE = new Int32Array(64);
const STATE = new Int32Array(8);
const OUTER_BLOCK = new Uint8Array(2 * BLOCK);

/** The hash states after the key's inner and outer pads: the same for every signer of a process's one key. */
let lastPads: { key: string; inner: Int32Array; outer: Int32Array } | null = null;

function padsOf(key: string, w: Int32Array) {
  if (lastPads?.key === key) return lastPads;
  let k = Buffer.from(key, 'utf8');
  if (k.length > BLOCK) k = createHash('sha256').update(k).digest();
  const ipad = Buffer.alloc(BLOCK, 0x36);
  const opad = Buffer.alloc(BLOCK, 0x5c);
  for (let i = 0; i < k.length; i++) {
    ipad[i] = ipad[i]! ^ k[i]!;
    opad[i] = opad[i]! ^ k[i]!;
  }
  const inner = INITIAL.slice();
  compress(inner, ipad, 0, w);
  const outer = INITIAL.slice();
  compress(outer, opad, 0, w);
  lastPads = { key, inner, outer };
  return lastPads;
}

/**
 * HMAC-SHA256 under `key` of messages that all start with `prefix` (RFC 2104 from saved hash states). Gives exactly
 * createHmac's output.
 */
export function prefixedHmac(key: string, prefix: string): (rest: string) => Buffer {
  const w = SCHEDULE;
  const pads = padsOf(key, w);
  const inner = pads.inner.slice();
  const prefixBytes = Buffer.from(prefix, 'utf8');
  const whole = prefixBytes.length - (prefixBytes.length % BLOCK);
  for (let at = 0; at < whole; at += BLOCK) compress(inner, prefixBytes, at, w);
  const prefixTail = prefixBytes.subarray(whole);
  const innerBefore = BLOCK + whole;
  const outer = pads.outer;

  const state = STATE;
  const outerBlock = OUTER_BLOCK;
  let scratch = Buffer.alloc(4 * BLOCK);
  prefixTail.copy(scratch, 0);
  return (rest) => {
    // At most 3 bytes a UTF-16 unit, then padding.
    const most = prefixTail.length + rest.length * 3 + BLOCK + 9;
    if (scratch.length < most) {
      scratch = Buffer.alloc(most * 2);
      prefixTail.copy(scratch, 0);
    }
    let length = prefixTail.length;
    // ASCII (ids, the usual case) is copied here; anything else is encoded by Buffer.
    for (let i = 0; i < rest.length; i++) {
      const c = rest.charCodeAt(i);
      if (c >= 0x80) {
        length = prefixTail.length + scratch.write(rest, prefixTail.length, 'utf8');
        break;
      }
      scratch[length++] = c;
    }
    state.set(inner);
    finish(state, innerBefore, scratch, length, w, outerBlock, 0);
    state.set(outer);
    const digest = Buffer.allocUnsafe(32);
    finish(state, BLOCK, outerBlock, 32, w, digest, 0);
    return digest;
  };
}
