import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// npm run bench -- <name> [args…]   runs bench/<name>/index.ts with the remaining arguments
// npm run bench                      runs every benchmark in turn
const here = path.dirname(fileURLToPath(import.meta.url));
const available = readdirSync(here, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(path.join(here, d.name, 'index.ts')))
  .map((d) => d.name)
  .sort();

const [name, ...args] = process.argv.slice(2);
if (name && !available.includes(name)) {
  console.error(`No benchmark '${name}'. Available: ${available.join(', ')}`);
  process.exit(2);
}

let failed = false;
for (const bench of name ? [name] : available) {
  console.info(`\n=== bench/${bench} ===`);
  // Each benchmark in its own process: a fresh heap, and one crashing does not take the others down.
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(here, bench, 'index.ts'), ...args],
    {
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) {
    console.error(`bench/${bench} failed (exit ${result.status ?? result.signal}).`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
