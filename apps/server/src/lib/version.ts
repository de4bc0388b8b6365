import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The product version (the footer's label): the root package.json's. */
export const VERSION: string = JSON.parse(
  readFileSync(
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../package.json'),
    'utf8',
  ),
).version;
