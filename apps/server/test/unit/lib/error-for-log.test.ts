import { describe, expect, it } from 'vitest';
import { errorForLog } from '../../../src/lib/error-for-log.ts';

describe('errors in logs', () => {
  it('keep their own words and plain values, never the client or socket they carry', () => {
    const err = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
      severity: 'FATAL',
      routine: 'ProcessInterrupts',
      client: { connectionParameters: { user: 'upstream_app', password: 'secret' }, rows: [1, 2, 3] },
      socket: { remoteAddress: '127.0.0.1' },
    });
    const logged = errorForLog(err) as Record<string, unknown>;
    expect(logged).toMatchObject({
      type: 'Error',
      message: 'terminating connection due to administrator command',
      code: '57P01',
      severity: 'FATAL',
      routine: 'ProcessInterrupts',
    });
    expect(logged.stack).toContain('terminating connection');
    expect(logged).not.toHaveProperty('client');
    expect(logged).not.toHaveProperty('socket');
    expect(JSON.stringify(logged)).not.toContain('secret');
  });

  it('keep the cause', () => {
    const logged = errorForLog(new Error('outer', { cause: new Error('inner') })) as Record<string, unknown>;
    expect(JSON.stringify(logged)).toContain('inner');
  });
});
