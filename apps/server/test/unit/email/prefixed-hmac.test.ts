import { createHmac, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prefixedHmac } from '../../../src/modules/email/signed-links.ts';

describe('the digest links’ signer', () => {
  it('gives exactly HMAC-SHA256 for any key, prefix and message', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 100 }),
        fc.string({ maxLength: 40 }),
        fc.string({ maxLength: 40 }),
        (key, prefix, rest) => {
          const expected = createHmac('sha256', key).update(`${prefix}${rest}`).digest();
          expect(prefixedHmac(key, prefix)(rest).equals(expected)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
    const longKey = randomBytes(100).toString('hex');
    const sign = prefixedHmac(longKey, 'click-job\n7\n');
    for (const job of ['1', '42', '123456'])
      expect(sign(job).equals(createHmac('sha256', longKey).update(`click-job\n7\n${job}`).digest())).toBe(
        true,
      );
  });

  it('signs prefixes and messages of any length, in any script, the same', () => {
    const key = 'sécret';
    for (const prefix of ['', 'click-job\n7\n', 'p'.repeat(63), 'p'.repeat(64), 'é'.repeat(70)])
      for (const rest of [
        '',
        '42',
        'ü',
        'x'.repeat(55),
        'x'.repeat(56),
        'x'.repeat(200),
        '日本語'.repeat(30),
      ]) {
        const sign = prefixedHmac(key, prefix);
        const expected = createHmac('sha256', key).update(`${prefix}${rest}`).digest();
        expect(sign(rest).equals(expected)).toBe(true);
        // A second message through the same signer (its scratch space reused) is signed alike.
        expect(sign(rest).equals(expected)).toBe(true);
      }
  });
});
