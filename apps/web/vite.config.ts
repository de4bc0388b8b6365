import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const here = path.dirname(fileURLToPath(import.meta.url));
const rootPackage = JSON.parse(readFileSync(path.resolve(here, '../../package.json'), 'utf8'));

// The small modules most public screens read, as one chunk: a first visit would otherwise fetch them as a dozen small
// chunks, each paying its own request and headers.
const COMMON = [
  /node_modules[\\/]react[\\/]/,
  // React DOM's small outer module (portals): the Bootstrap chunk below imports it too, and would otherwise take it.
  /node_modules[\\/]react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)$/,
  /src[\\/](api[\\/](jobs[\\/]jobs|tracker[\\/]tracker|saved-searches[\\/]saved-searches)|lib[\\/](usePageTitle|render-clock)|components[\\/]icons)\.tsx?$/,
  /src[\\/]components[\\/](job-card[\\/](useJobActions|format|LimitNotice))\.tsx?$/,
];
// What a job's card shows of its facts and evidence, with the search query's parts they read: the search and the
// tracker load them together, as one chunk rather than three small ones (each request pays its own headers).
const LISTING = [
  /contract[\\/]src[\\/](job-facts|search-query|listing-evidence)\.ts$/,
  /src[\\/]components[\\/]job-card[\\/](JobFacts|ListingEvidence)\.tsx$/,
];
// Bootstrap's React components and their helpers: no longer in a public page's first load (its navigation, dialogs,
// buttons and alerts are Bootstrap's markup and classes on plain elements), they are one chunk of their own for the
// screens that use them (the search form, the signed-in screens, the console). Menus and their positioning (Popper)
// stay apart: a job card loads them when it is first used.
const BOOTSTRAP = [
  /node_modules[\\/](react-bootstrap|@restart|dom-helpers|react-transition-group|prop-types|@babel[\\/]runtime|uncontrollable|invariant|react-lifecycles-compat|warning|classnames)[\\/]/,
];
const APART = /popper|Dropdown|Overlay|Popover|Tooltip/i;
// React DOM's client and its scheduler, apart from the entry: a rendered page's boot script runs the entry's chunks one
// after another (boot.ts), so a slowed phone evaluates React DOM in a task of its own instead of in one long task
// with everything else the entry starts with.
const REACT_DOM = /node_modules[\\/](react-dom|scheduler)[\\/]/;
const inReactDomChunk = (id: string) => !inCommonChunk(id) && REACT_DOM.test(id);
const inCommonChunk = (id: string) => COMMON.some((re) => re.test(id));
const inListingChunk = (id: string) => LISTING.some((re) => re.test(id));
const inBootstrapChunk = (id: string) => !APART.test(id) && BOOTSTRAP.some((re) => re.test(id));

// Two builds: the browser's (dist/, served as is) and, with --ssr, the server's renderer of the public pages
// (dist-ssr/entry-server.js, loaded by the service; never served).
export default defineConfig(({ isSsrBuild }) => ({
  root: here,
  // Every text asset also as .br and .gz, compressed once at build time at the highest levels; the server sends
  // the one the browser accepts (@fastify/static preCompressed).
  plugins: [
    react(),
    !isSsrBuild &&
      compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(rootPackage.version),
    // The renderer is React's production build whatever the service's NODE_ENV.
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  // The renderer carries its packages with it: it runs in the service's process, from dist-ssr/.
  ssr: { noExternal: true },
  css: {
    preprocessorOptions: {
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : // The manifest tells the server each page's chunk and stylesheets, for the HTML it renders.
      {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: false,
        chunkSizeWarningLimit: 600,
        modulePreload: { polyfill: false },
        manifest: true,
        rolldownOptions: {
          // The client shell (index.html) and the one script a server-rendered page names (src/boot/boot.ts).
          input: { index: path.resolve(here, 'index.html'), boot: path.resolve(here, 'src/boot/boot.ts') },
          // Constants imported are written where they are used, so a module of constants shared by the boot
          // script and the client (src/boot/screen-hydrated.ts) is not a chunk of its own.
          optimization: { inlineConst: true },
          output: {
            codeSplitting: {
              groups: [
                { name: 'common', test: inCommonChunk },
                { name: 'react-dom', test: inReactDomChunk },
                { name: 'listing', test: inListingChunk },
                { name: 'bootstrap', test: inBootstrapChunk },
              ],
            },
          },
        },
      },
  server: { proxy: { '/api': 'http://localhost:3000', '/auth': 'http://localhost:3000' } },
}));
