import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

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

  it('refuses production without a secret key or public address', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://upstream.example' })).toThrow(
      /SECRET_KEY/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(40) })).toThrow(/PUBLIC_URL/);
    const ok = loadConfig({
      NODE_ENV: 'production',
      SECRET_KEY: 'x'.repeat(40),
      PUBLIC_URL: 'https://u.example/',
    });
    expect(ok.publicUrl).toBe('https://u.example');
  });
});
