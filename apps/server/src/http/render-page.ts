import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml } from '../lib/html.ts';

// The public pages' HTML: the web client's renderer (apps/web/src/entry-server.tsx, built to dist-ssr/) renders
// the page with the answers it reads, fetched in process through this service's own routes with the visitor's
// cookies; the page's own scripts and stylesheets are named in the HTML, and the CSS its markup uses is inlined
// (beasties) with the full stylesheets loaded after the content, so the first paint needs one request.

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

/**
 * A rendered page's scripts, fetched at low priority. Its text and CSS are all its first paint needs; the scripts
 * only hydrate it, so on a slow connection they should not share the bandwidth with the stylesheets, and the
 * browser (and Lighthouse, which models any high-priority script that ran before the first paint as holding it
 * up) should not wait for them to paint. They still run before the document counts as loaded (decision 13).
 * The client shell (signed-in screens) keeps them at the browser's priority: it paints nothing without them.
 */
const scriptsAtLowPriority = (html: string) =>
  html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');

const MAX_CACHED = 200;
const remember = <V>(map: Map<string, V>, key: string, value: V) => {
  if (map.size >= MAX_CACHED) map.clear();
  map.set(key, value);
};

/**
 * The page renderer over a built web client, or null when the renderer was not built (the client then renders
 * every screen itself, as before).
 */
export async function createPageRenderer(
  app: FastifyInstance,
  distDir: string,
  template: string,
): Promise<{ page(request: FastifyRequest, pathname: string): Promise<RenderedPage | null> } | null> {
  const entry = path.resolve(distDir, '../dist-ssr/entry-server.js');
  const manifestPath = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(entry) || !existsSync(manifestPath)) {
    app.log.warn({ entry }, 'web renderer not built: public pages are rendered in the browser');
    return null;
  }
  const renderer = (await import(pathToFileURL(entry).href)) as Renderer;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
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

  /** The page chunk's scripts and stylesheets with those of everything it imports. */
  const assetsOf = (key: string, seen = new Set<string>()): { js: string[]; css: string[] } => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return { js: [], css: [] };
    seen.add(key);
    const out = { js: [chunk.file], css: [...(chunk.css ?? [])] };
    for (const child of chunk.imports ?? []) {
      const sub = assetsOf(child, seen);
      out.js.push(...sub.js);
      out.css.push(...sub.css);
    }
    return out;
  };

  const headFor = new Map<string, string>();
  /**
   * The page's screen as a module script, preloads of what it imports and links to its stylesheets (those the
   * template does not name yet). The screen is run like the entry, before the document counts as loaded, so the
   * client starts hydrating before then: no click or keystroke lands on a page that cannot answer it yet.
   */
  const pageHead = (module: string) => {
    let head = headFor.get(module);
    if (head === undefined) {
      const { js, css } = assetsOf(module);
      const missing = (file: string) => !template.includes(`/${file}"`);
      const [screen, ...imports] = [...new Set(js)];
      head = [
        ...[screen]
          .filter((f) => f && missing(f))
          .map((f) => `<script type="module" crossorigin src="/${f}"></script>`),
        ...imports.filter(missing).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
        ...[...new Set(css)].filter(missing).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
      ].join('');
      head = scriptsAtLowPriority(head);
      headFor.set(module, head);
    }
    return head;
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
        headers: {
          ...init.headers,
          ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
          ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
        },
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
  const pageTemplate = scriptsAtLowPriority(template);

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
      const document = pageTemplate
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`)
        .replace('</head>', `${pageHead(page.module)}</head>`)
        .replace(
          '<div id="root"></div>',
          `<div id="root">${rendered.html}</div>` +
            `<script type="application/json" id="upstream-state">${scriptJson(rendered.state)}</script>`,
        );
      const html = await withCriticalCss(document, page.module, rendered.html);
      if (keep && rendered.anonymous) remember(anonymousPages, cacheKey, html);
      return { html };
    },
  };
}
