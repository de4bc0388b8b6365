import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp, PRODUCTION_ENV } from '../helpers/app.ts';

// The page renderer (render-page.ts) over a built client of the smallest kind: a screen whose renderer reads the
// service's own routes as the real one does (apps/web/src/entry-server.tsx), and a search form the screen loads
// later, with its own stylesheet.

const SCREEN = 'src/pages/job-search/index.tsx';
const FORM = 'src/components/search-form/SearchForm.tsx';

const RENDERER = `
export function pageAt(pathname) {
  return pathname === '/job-search' ? { module: '${SCREEN}', live: true } : null;
}
export async function render(url, transport) {
  const calls = [];
  for (const route of ['/api/get/client-config', '/api/current_user']) {
    const res = await transport(route, { method: 'GET', headers: {} });
    calls.push(route + ' ' + res.status);
  }
  return { html: '<main class="screen"><form class="search-form">' + calls.join('; ') + '</form></main>',
    title: 'Job Search', state: '{}', anonymous: false };
}
`;

function builtClient(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'upstream-rendered-'));
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, '.vite'));
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), RENDERER);
  const files: Record<string, string> = {
    'index.html':
      '<!doctype html><html><head><title>Upstream</title><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>',
    'assets/index-1.css': 'body{margin:0}',
    'assets/index-1.js': 'export {}',
    'assets/boot-1.js': 'void 0',
    'assets/job-search-1.js': 'export {}',
    'assets/job-search-1.css': '.screen{display:block}',
    'assets/SearchForm-1.js': 'export {}',
    'assets/SearchForm-1.css': '.search-form{padding:1rem}',
    'assets/Dialog-1.js': 'export {}',
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dist, file), text);
  const manifest = {
    'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], dynamicImports: [SCREEN] },
    'src/boot/boot.ts': { file: 'assets/boot-1.js' },
    [SCREEN]: {
      file: 'assets/job-search-1.js',
      css: ['assets/job-search-1.css'],
      imports: ['index.html'],
      dynamicImports: [FORM, 'src/components/modal/Dialog.tsx'],
    },
    [FORM]: {
      file: 'assets/SearchForm-1.js',
      css: ['assets/SearchForm-1.css'],
      imports: [SCREEN, 'index.html'],
    },
    'src/components/modal/Dialog.tsx': { file: 'assets/Dialog-1.js' },
  };
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

describe('a server-rendered page', () => {
  it('in production at its public address, gets answers from the routes it reads (not a refusal of its Host)', async () => {
    const { app } = await createTestApp({
      env: { ...PRODUCTION_ENV, PUBLIC_URL: 'https://jobs.example.org' },
      publicHost: false,
      serveWeb: true,
      webDistDir: builtClient(),
    });
    const page = await app.inject({ url: '/job-search', headers: { host: 'jobs.example.org' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/api/get/client-config 200; /api/current_user 200');
  });

  it('names the stylesheet of a part its screen loads later, whose markup it renders now', async () => {
    const { app } = await createTestApp({ serveWeb: true, webDistDir: builtClient() });
    const page = await app.inject({ url: '/job-search' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('href="/assets/SearchForm-1.css"');
    // Painted with it: its rules are among those inlined for the first paint.
    expect(page.body).toMatch(/<style>[^<]*\.search-form\{padding:1rem\}/);
    expect(page.body.match(/href="\/assets\/index-1\.css"/g)).toHaveLength(1);
  });
});
