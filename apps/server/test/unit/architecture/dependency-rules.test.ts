import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

// The rules of .dependency-cruiser.cjs (run over the real tree by `npm run lint:deps`) applied to a small tree
// that breaks each of them on purpose: every rule must catch its violation, and a tree that keeps them passes.
const require = createRequire(import.meta.url);
const config = require('../../../../../.dependency-cruiser.cjs');
const tsConfig = path.resolve(import.meta.dirname, '../../../../../tsconfig.base.json');

const tmp = mkdtempSync(path.join(os.tmpdir(), 'upstream-deprules-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function tree(name: string, files: Record<string, string>): string {
  const dir = path.join(tmp, name);
  mkdirSync(dir, { recursive: true });
  copyFileSync(tsConfig, path.join(dir, 'tsconfig.base.json'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

async function violations(dir: string): Promise<string[]> {
  const previous = process.cwd();
  process.chdir(dir);
  try {
    const { output } = await cruise(['apps', 'packages'], {
      ...config.options,
      ruleSet: { forbidden: config.forbidden },
      validate: true,
    });
    const result = output as ICruiseResult;
    return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
  } finally {
    process.chdir(previous);
  }
}

const GOOD = {
  'apps/server/src/modules/jobs/index.ts': "export { search } from './search.ts';\n",
  'apps/server/src/modules/jobs/search.ts': 'export const search = () => 1;\n',
  'apps/server/src/modules/alerts/index.ts':
    "import { search } from '../jobs/index.ts';\nexport const digest = search;\n",
  'apps/server/src/app.ts':
    "import { digest } from './modules/alerts/index.ts';\nexport const app = digest;\n",
  'packages/contract/src/index.ts': 'export const PAGE_SIZE = 20;\n',
  'apps/web/src/main.ts':
    "import { PAGE_SIZE } from '../../../packages/contract/src/index.ts';\nexport const size = PAGE_SIZE;\n",
};

describe('the dependency rules', () => {
  it('pass a tree that uses modules through their faces', async () => {
    expect(await violations(tree('good', GOOD))).toEqual([]);
  });

  it('catch a deep import, a cycle, the web importing the server and the contract importing an app', async () => {
    const found = await violations(
      tree('bad', {
        ...GOOD,
        // alerts reaches into jobs' insides
        'apps/server/src/modules/alerts/index.ts':
          "import { search } from '../jobs/search.ts';\nexport const digest = search;\n",
        // the root reaches into a module's insides
        'apps/server/src/cli/digest.ts':
          "import { search } from '../modules/jobs/search.ts';\nexport const run = search;\n",
        // a cycle through type-only imports
        'apps/server/src/lib/a.ts': "import type { B } from './b.ts';\nexport type A = { b?: B };\n",
        'apps/server/src/lib/b.ts': "import type { A } from './a.ts';\nexport type B = { a?: A };\n",
        'apps/web/src/main.ts': "import { app } from '../../server/src/app.ts';\nexport const size = app;\n",
        'packages/contract/src/index.ts':
          "import { size } from '../../../apps/web/src/main.ts';\nexport const PAGE_SIZE = size;\n",
      }),
    );
    const rules = new Set(found.map((v) => v.split(':')[0]));
    expect([...rules].sort()).toEqual(
      [
        'contract-imports-neither',
        'module-through-its-face',
        'no-cycles',
        'outside-through-the-face',
        'web-never-imports-server',
      ].sort(),
    );
    expect(found).toContain(
      'module-through-its-face: apps/server/src/modules/alerts/index.ts → apps/server/src/modules/jobs/search.ts',
    );
  });
});
