import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml } from '../lib/html.ts';

// The public pages' HTML: the web client's renderer (apps/web/src/entry-server.tsx, built to dist-ssr/) renders
// the page with the answers it reads, fetched in process through this service's own routes with the visitor's
// cookies. The CSS its markup uses is inlined (beasties) with the full stylesheets loaded after the content, and
// the client's scripts are fetched by an inline boot script once the content has painted: the first paint needs
// one request.

/** The in-process fetch the renderer's API client calls (apps/web/src/api/client.ts Transport). */
type Transport = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: unknown },
) => Promise<{ status: number; ok: boolean; text(): Promise<string> }>;

interface Renderer {
  pageAt(pathname: string): { module: string; live: boolean } | null;
  render(
    url: string,
    transport: Transport,
    desktop: boolean,
  ): Promise<{ redirect?: string; html: string; title: string; state: string; anonymous: boolean }>;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

export type RenderedPage = { redirect: string } | { html: string };

/** JSON inside a <script type="application/json">: nothing in it may close the element. */
const scriptJson = (json: string) => json.replace(/</g, '\\u003c');

/** A phone or tablet by its client hint or user agent: the server renders the mobile layout for it. */
export function looksDesktop(request: FastifyRequest): boolean {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return false;
  if (hint === '?0') return true;
  return !/Mobi|Android|iPhone|iPad|iPod/i.test(request.headers['user-agent'] ?? '');
}

/** Every script and module preload the client shell names: a rendered page names none of them (boot.ts). */
const SHELL_SCRIPTS = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;

/** The boot script's module, as the client build's manifest names it. */
const BOOT_MODULE = 'src/boot/boot.ts';

/** The boot script a rendered page carries inline, and its CSP source (the one inline script the policy runs). */
export interface BootScript {
  code: string;
  cspSource: string;
}

/** What the web build wrote that the renderer reads: its manifest and the boot script. */
export interface WebBuild {
  manifest: Record<string, ManifestChunk>;
  boot: BootScript;
}

/**
 * The web build's manifest and boot script (apps/web/src/boot/boot.ts), read once at start-up: the service's CSP
 * names the boot script's hash before the renderer is made. Null when the client was not built with them.
 */
export function readWebBuild(distDir: string): WebBuild | null {
  const manifestPath = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const chunk = manifest[BOOT_MODULE];
  if (!chunk) return null;
  const code = readFileSync(path.join(distDir, chunk.file), 'utf8').trim();
  // Inline, nothing in it may end the element (the bundler's output never does; a change that did would show here).
  if (/<\/script/i.test(code)) throw new Error(`${chunk.file} cannot be inlined: it contains "</script"`);
  return {
    manifest,
    boot: { code, cspSource: `'sha256-${createHash('sha256').update(code).digest('base64')}'` },
  };
}

const MAX_CACHED = 200;
const remember = <V>(map: Map<string, V>, key: string, value: V) => {
  if (map.size >= MAX_CACHED) map.clear();
  map.set(key, value);
};

/**
 * What a call made while rendering a page carries of the visitor's request: their cookie and browser, and the
 * Host they reached (already checked by the host guard). Without that Host the call goes to inject's default,
 * localhost:80, which a production service refuses (421) — every signed-in page rendered its data as failed.
 */
function forwardedHeaders(request: Pick<FastifyRequest, 'headers' | 'host'>): Record<string, string> {
  return {
    host: request.host,
    ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
    ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
  };
}

/**
 * The page renderer over a built web client, or null when the renderer was not built (the client then renders
 * every screen itself, as before).
 */
export async function createPageRenderer(
  app: FastifyInstance,
  distDir: string,
  template: string,
  build: WebBuild | null,
): Promise<{ page(request: FastifyRequest, pathname: string): Promise<RenderedPage | null> } | null> {
  const entry = path.resolve(distDir, '../dist-ssr/entry-server.js');
  if (!existsSync(entry) || !build) {
    app.log.warn({ entry }, 'web renderer not built: public pages are rendered in the browser');
    return null;
  }
  const renderer = (await import(pathToFileURL(entry).href)) as Renderer;
  const { manifest, boot } = build;
  const beasties = new Beasties({
    path: distDir,
    publicPath: '/',
    // The full stylesheets move to the end of the body: the content paints with the inlined rules and no
    // script is needed to load the rest (the CSP allows no inline event handler).
    preload: 'body',
    pruneSource: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    compress: true,
    logLevel: 'silent',
  });

  /**
   * The page chunk's scripts and stylesheets with those of everything it imports. Scripts come after those they
   * import (the order they are evaluated in); stylesheets before those of their imports, as they always were.
   */
  const assetsOf = (key: string, seen = new Set<string>()): { js: string[]; css: string[] } => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return { js: [], css: [] };
    seen.add(key);
    const out = { js: [] as string[], css: [...(chunk.css ?? [])] };
    for (const child of chunk.imports ?? []) {
      const sub = assetsOf(child, seen);
      out.js.push(...sub.js);
      out.css.push(...sub.css);
    }
    out.js.push(chunk.file);
    return out;
  };

  const clientEntry = manifest['index.html'];
  if (!clientEntry) {
    app.log.warn(
      { distDir },
      'the web build names no client entry: public pages are rendered in the browser',
    );
    return null;
  }
  const entryAssets = assetsOf('index.html');
  // The entry's chunks in the order they are evaluated: the boot script runs them one by one, so a slowed phone
  // evaluates them in several short tasks rather than in one long one (the entry's graph evaluated at once).
  const entryModules = entryAssets.js.map((f) => `/${f}`);

  /**
   * The stylesheets of what the page's screen loads later (its islands' content, a dialog's): the server renders an
   * island's markup with the page, so its rules must be there when the page first paints. Named only once the
   * island's code arrived, they restyled the search form under the visitor's pointer as it hydrated (a label 2 px
   * shorter, the save box 13 px taller): a tap aimed at "Save search" landed beside it.
   */
  const laterStylesOf = (key: string): string[] => {
    const seen = new Set<string>();
    // What each later chunk imports with it, not what it may load later still (the entry's every other screen).
    return (manifest[key]?.dynamicImports ?? []).flatMap((later) => assetsOf(later, seen).css);
  };

  const pageFor = new Map<string, { head: string; scripts: string }>();
  /**
   * What a rendered page adds to the client shell: links to its screen's stylesheets (those the shell does not name
   * yet), and the list of scripts its boot script fetches once the content has painted (the client's entry after
   * the chunks it imports, run one by one, and the screen with what it imports, preloaded alongside). The boot
   * script itself is inline: nothing to fetch.
   */
  const pageAssets = (module: string) => {
    let assets = pageFor.get(module);
    if (assets === undefined) {
      const screen = assetsOf(module);
      const missing = (file: string) => !template.includes(`/${file}"`);
      const scripts = {
        modules: entryModules,
        preloads: [...new Set([...entryAssets.js, ...screen.js])]
          .map((f) => `/${f}`)
          .filter((f) => !entryModules.includes(f)),
      };
      assets = {
        head: [...new Set([...screen.css, ...laterStylesOf(module)])]
          .filter(missing)
          .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`)
          .join(''),
        scripts:
          `<script type="application/json" id="upstream-scripts">${scriptJson(JSON.stringify(scripts))}</script>` +
          `<script type="module">${boot.code}</script>`,
      };
      pageFor.set(module, assets);
    }
    return assets;
  };

  // The inlined CSS depends only on the markup's classes, ids and elements: one beasties pass per distinct set.
  const inlined = new Map<string, string>();
  const markupKey = (html: string) => {
    const tokens = new Set<string>();
    for (const m of html.matchAll(/class="([^"]*)"/g))
      for (const c of m[1]!.split(/\s+/)) tokens.add(`.${c}`);
    for (const m of html.matchAll(/<([a-zA-Z][\w-]*)/g)) tokens.add(m[1]!.toLowerCase());
    for (const m of html.matchAll(/ id="([^"]*)"/g)) tokens.add(`#${m[1]}`);
    for (const m of html.matchAll(/ (aria-[\w-]+|role|type|disabled|data-[\w-]+)=/g)) tokens.add(`[${m[1]}]`);
    return [...tokens].sort().join(' ');
  };

  const withCriticalCss = async (document: string, module: string, root: string) => {
    const key = `${module}\n${markupKey(root)}`;
    let style = inlined.get(key);
    if (style === undefined) {
      const processed = await beasties.process(document);
      style = /<style>([\s\S]*?)<\/style>/.exec(processed)?.[1] ?? '';
      remember(inlined, key, style);
    }
    // As beasties does it ('body'): the rules inline in the head, the stylesheets after the content.
    const links: string[] = [];
    const head = document.replace(/<link rel="stylesheet"[^>]*>/g, (link) => {
      links.push(link);
      return '';
    });
    return head
      .replace('</head>', `<style>${style}</style></head>`)
      .replace('</body>', `${links.join('')}</body>`);
  };

  const transportFor =
    (request: FastifyRequest): Transport =>
    async (url, init) => {
      const res = await app.inject({
        method: init.method as 'GET',
        url,
        headers: { ...init.headers, ...forwardedHeaders(request) },
        payload: init.body as string | undefined,
        // Limits per client count the visitor, not this process.
        remoteAddress: request.ip,
      });
      return {
        status: res.statusCode,
        ok: res.statusCode >= 200 && res.statusCode < 300,
        text: async () => res.body,
      };
    };

  // Pages without live data, as rendered for a visitor without cookies: the same for every such visitor.
  const anonymousPages = new Map<string, string>();
  const pageTemplate = template.replace(SHELL_SCRIPTS, '');

  return {
    async page(request, pathname) {
      const page = renderer.pageAt(pathname);
      if (!page) return null;
      const desktop = looksDesktop(request);
      const keep = !page.live && !request.headers.cookie && !request.url.includes('?');
      const cacheKey = `${pathname}\n${desktop}`;
      const kept = keep ? anonymousPages.get(cacheKey) : undefined;
      if (kept) return { html: kept };

      const rendered = await renderer.render(request.url, transportFor(request), desktop);
      if (rendered.redirect) return { redirect: rendered.redirect };
      const assets = pageAssets(page.module);
      const document = pageTemplate
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`)
        .replace('</head>', `${assets.head}</head>`)
        .replace(
          '<div id="root"></div>',
          `<div id="root">${rendered.html}</div>` +
            `<script type="application/json" id="upstream-state">${scriptJson(rendered.state)}</script>` +
            assets.scripts,
        );
      const html = await withCriticalCss(document, page.module, rendered.html);
      if (keep && rendered.anonymous) remember(anonymousPages, cacheKey, html);
      return { html };
    },
  };
}
