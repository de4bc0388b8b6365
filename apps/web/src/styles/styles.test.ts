// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { compile, type DeprecationOrId } from 'sass-embedded';
import { describe, expect, it } from 'vitest';

// The global stylesheet imports only the parts of Bootstrap the pages use (app.scss, _utilities-in-use.scss).
// A page that names a Bootstrap class the cut left out would silently lose its look, so this compares the
// classes the app's code names with the classes full Bootstrap defines and the app's stylesheet keeps.

const stylesDir = import.meta.dirname;
const srcDir = join(stylesDir, '..');
const bootstrapScss = join(dirname(createRequire(import.meta.url).resolve('bootstrap/package.json')), 'scss');
const options = {
  loadPaths: [join(bootstrapScss, '..', '..')],
  quietDeps: true,
  silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] as DeprecationOrId[],
};

// Words that Bootstrap also uses as a class but that no page means as its Bootstrap class: "In progress" is
// text, and the nav toggler's `collapsed` is styled by Bootstrap's accordion only (not imported, no accordion).
const NOT_BOOTSTRAP_HERE = new Set(['progress', 'collapsed']);

function classesOf(css: string): Set<string> {
  return new Set([...css.matchAll(/\.(-?[a-zA-Z_][\w-]*)/g)].map((m) => m[1]!));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every word in the code's string literals: class names, and the variants `btn-${variant}` is built from. */
function namedClasses(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    const code = readFileSync(file, 'utf8');
    for (const literal of code.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
      const text = (literal[1] ?? literal[2] ?? literal[3] ?? '').replace(/\$\{[^}]*\}/g, ' ');
      for (const word of text.split(/\s+/)) {
        if (/^[a-z][a-z0-9-]*$/.test(word)) names.add(word);
      }
    }
  }
  // Button.tsx and StatusMenu.tsx build `btn-${variant}` and `btn-${size}`, and react-bootstrap turns a prop
  // (<Badge bg="success">, <Card border="primary">, <Alert variant="info">) into a class the same way.
  for (const name of [...names]) {
    for (const prefix of ['btn', 'bg', 'text', 'text-bg', 'border', 'alert']) names.add(`${prefix}-${name}`);
  }
  return names;
}

describe('the global stylesheet', () => {
  it('keeps every Bootstrap class the pages name', async () => {
    const kept = classesOf((await compile(join(stylesDir, 'app.scss'), options)).css);
    const bootstrap = classesOf((await compile(join(bootstrapScss, 'bootstrap.scss'), options)).css);
    const named = [...namedClasses()].filter((name) => bootstrap.has(name) && !NOT_BOOTSTRAP_HERE.has(name));

    expect(named).toEqual(expect.arrayContaining(['btn-primary', 'd-lg-none', 'text-bg-success', 'mb-3']));
    expect(named.filter((name) => !kept.has(name))).toEqual([]);
  });

  it('leaves out what no page uses', async () => {
    const kept = classesOf((await compile(join(stylesDir, 'app.scss'), options)).css);
    for (const unused of [
      'mt-sm-3',
      'float-start',
      'z-1',
      'row-cols-3',
      'carousel',
      'toast',
      'd-print-none',
    ]) {
      expect(kept.has(unused), unused).toBe(false);
    }
  });
});
