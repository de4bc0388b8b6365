import { describe, expect, it } from 'vitest';
import { base64Part } from '../../../src/modules/email/mime.ts';

describe('base64Part', () => {
  it('holds the body exactly, in lines of at most 76 characters', () => {
    const body = `Café “Upstream” · ${'jobs '.repeat(200)}\n— end`;
    const part = base64Part('text/plain; charset=utf-8', body);
    const [head, encoded] = part.split('\r\n\r\n');
    expect(head).toBe('Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64');
    const lines = encoded!.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(76);
    expect(Buffer.from(lines.join(''), 'base64').toString('utf8')).toBe(body);
  });

  it('writes an empty body as an empty part', () => {
    expect(base64Part('text/html; charset=utf-8', '')).toBe(
      'Content-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n',
    );
  });
});
