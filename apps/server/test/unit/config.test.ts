import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, modeNotice } from '../../src/config.ts';

/** A key as `openssl rand -hex 20` makes one. */
const KEY = '9b2e4f71c0a83d56e1f7b9042c6da58e3f1b7c90';

const addresses = {
  OPERATOR_EMAIL: 'ops@example.com',
  CONTACT_EMAIL: 'hello@example.com',
  MAIL_FROM: 'Upstream <jobs@example.com>',
};

describe('config', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({}, '1.2.3');
    expect(config.PORT).toBe(3000);
    expect(config.ACCESS_MODE).toBe('open');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toMatch(/data$/);
    expect(config.version).toBe('1.2.3');
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('names the setting that has a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ACCESS_MODE: 'everyone' })).toThrow(/ACCESS_MODE/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('runs several service processes only on a database server they can share', () => {
    expect(loadConfig({}).WEB_PROCESSES).toBe(1);
    expect(() => loadConfig({ WEB_PROCESSES: '2' })).toThrow(/WEB_PROCESSES: above 1 needs DATABASE_URL/);
    expect(loadConfig({ WEB_PROCESSES: '2', DATABASE_URL: 'postgres://u@db/upstream' }).WEB_PROCESSES).toBe(
      2,
    );
    expect(() => loadConfig({ WEB_PROCESSES: '0' })).toThrow(/WEB_PROCESSES/);
  });

  it('refuses production without a secret key or public address', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://upstream.example' })).toThrow(
      /SECRET_KEY/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', SECRET_KEY: KEY })).toThrow(/PUBLIC_URL/);
    const ok = loadConfig({
      NODE_ENV: 'production',
      SECRET_KEY: KEY,
      PUBLIC_URL: 'https://u.example/',
      ...addresses,
    });
    expect(ok.publicUrl).toBe('https://u.example');
  });

  it('listens on this machine only by default, and on every interface in production', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({}).loopbackOnly).toBe(true);
    const prod = loadConfig({
      NODE_ENV: 'production',
      SECRET_KEY: KEY,
      PUBLIC_URL: 'https://u.example',
      ...addresses,
    });
    expect(prod.HOST).toBe('0.0.0.0');
  });

  it('refuses the public development key wherever other machines can reach the service', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20'])
      expect(() => loadConfig({ HOST }), HOST).toThrow(
        /SECRET_KEY: required when the service listens beyond/,
      );
    for (const HOST of ['127.0.0.1', 'localhost', '::1']) expect(loadConfig({ HOST }).HOST).toBe(HOST);
    expect(loadConfig({ HOST: '0.0.0.0', SECRET_KEY: 'y'.repeat(40) }).loopbackOnly).toBe(false);
  });

  it('says at start-up which mode it runs in and who can reach it', () => {
    expect(modeNotice(loadConfig({}))).toMatch(
      /^Development mode, listening on 127\.0\.0\.1:3000 \(this machine only\)\. Emails stay in the outbox: open http:\/\/localhost:3000\/dev\/mailbox/,
    );
    expect(modeNotice(loadConfig({ HOST: '0.0.0.0', SECRET_KEY: 'y'.repeat(40) }))).toMatch(
      /reachable from other machines; the outbox still answers only this machine/,
    );
    const prod = loadConfig({
      NODE_ENV: 'production',
      SECRET_KEY: KEY,
      PUBLIC_URL: 'https://u.example',
      ...addresses,
    });
    expect(modeNotice(prod)).toBe(
      'Production mode, listening on 0.0.0.0:3000, public address https://u.example.',
    );
  });

  it('refuses production without the addresses people see, and never with a .local one', () => {
    const base = { NODE_ENV: 'production', SECRET_KEY: KEY, PUBLIC_URL: 'https://u.example' };
    expect(() => loadConfig(base)).toThrow(
      /OPERATOR_EMAIL: required in production[\s\S]*CONTACT_EMAIL[\s\S]*MAIL_FROM/,
    );
    expect(() => loadConfig({ ...base, ...addresses, MAIL_FROM: 'Upstream <jobs@upstream.local>' })).toThrow(
      /MAIL_FROM: required in production/,
    );
    expect(loadConfig({ ...base, ...addresses }).CONTACT_EMAIL).toBe('hello@example.com');
    // Outside production the defaults let a fresh machine start.
    expect(loadConfig({}).OPERATOR_EMAIL).toBe('founder@upstream.local');
  });

  it('serves the API description outside production, and in production only when asked', () => {
    const prod = {
      NODE_ENV: 'production',
      SECRET_KEY: KEY,
      PUBLIC_URL: 'https://u.example',
      ...addresses,
    };
    expect(loadConfig({}).API_DOCS).toBe(true);
    expect(loadConfig(prod).API_DOCS).toBe(false);
    expect(loadConfig({ ...prod, API_DOCS: 'true' }).API_DOCS).toBe(true);
  });

  it('refuses in production the development values that would hand the service over', () => {
    const prod = { NODE_ENV: 'production', SECRET_KEY: KEY, PUBLIC_URL: 'https://u.example', ...addresses };
    expect(loadConfig(prod).secretKey).toBe(KEY);
    const refused: Record<string, string>[] = [
      { SECRET_KEY: 'development-only-secret-key-not-for-production-use' },
      { SECRET_KEY: 'a'.repeat(32) },
      { TRUST_PROXY: '0.0.0.0/0' },
      { TRUST_PROXY: '10.0.0.0/8, ::/0' },
      { PUBLIC_URL: 'http://u.example' },
      // Plain http for a loopback address only when no other machine can reach the service either.
      { PUBLIC_URL: 'http://127.0.0.1:3000' },
    ];
    for (const change of refused)
      expect(() => loadConfig({ ...prod, ...change }), JSON.stringify(change)).toThrow(
        new RegExp(`${Object.keys(change)[0]}: `),
      );
    expect(loadConfig({ ...prod, PUBLIC_URL: 'http://127.0.0.1:3000', HOST: '127.0.0.1' }).publicUrl).toBe(
      'http://127.0.0.1:3000',
    );
    // The published key is refused wherever other machines can reach the service, set or defaulted.
    expect(() =>
      loadConfig({ HOST: '0.0.0.0', SECRET_KEY: 'development-only-secret-key-not-for-production-use' }),
    ).toThrow(/SECRET_KEY: required when the service listens beyond/);
  });
});
