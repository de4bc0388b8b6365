import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// The project promises to run on the Node.js its package.json names; every installed package must agree.
const root = path.resolve(import.meta.dirname, '../../../..');
const promised = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node as string;

function installed(dir: string): { name: string; version: string; node: string }[] {
  const found: { name: string; version: string; node: string }[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.name.startsWith('@')) {
      found.push(...installed(full));
      continue;
    }
    try {
      const pkg = JSON.parse(readFileSync(path.join(full, 'package.json'), 'utf8'));
      if (typeof pkg.engines?.node === 'string')
        found.push({ name: pkg.name, version: pkg.version, node: pkg.engines.node });
    } catch {
      // Not a package folder.
    }
    try {
      found.push(...installed(path.join(full, 'node_modules')));
    } catch {
      // No nested packages.
    }
  }
  return found;
}

describe('engines', () => {
  it(`every installed package runs on the Node.js the project promises (${promised})`, () => {
    const oldest = semver.minVersion(promised)?.version ?? '';
    const refusing = installed(path.join(root, 'node_modules'))
      .filter((p) => !semver.satisfies(oldest, p.node))
      .map((p) => `${p.name}@${p.version} needs node ${p.node}`);
    expect(refusing).toEqual([]);
  });
});
