import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const here = path.dirname(fileURLToPath(import.meta.url));
const rootPackage = JSON.parse(readFileSync(path.resolve(here, '../../package.json'), 'utf8'));

// Bootstrap's React components and their helpers, and the small modules most public screens read, as one chunk: a
// first visit would otherwise fetch them as a dozen small chunks, each paying its own request and headers. Menus
// and their positioning (Popper) stay apart: a job card loads them when it is first used.
const COMMON = [
  /node_modules[\\/](react-bootstrap|@restart|dom-helpers|react-transition-group|prop-types|@babel[\\/]runtime|uncontrollable|invariant|react-lifecycles-compat|warning|classnames)[\\/]/,
  /node_modules[\\/]react[\\/]/,
  /src[\\/](api[\\/](jobs[\\/]jobs|tracker[\\/]tracker|saved-searches[\\/]saved-searches)|lib[\\/]usePageTitle|components[\\/]icons)\.tsx?$/,
  /src[\\/]components[\\/](job-card[\\/](useJobActions|format|LimitNotice)|multi-select[\\/]MultiSelect|keyword-chips[\\/]KeywordChips)\.tsx?$/,
];
const APART = /popper|Dropdown|Overlay|Popover|Tooltip/i;
const inCommonChunk = (id: string) => !APART.test(id) && COMMON.some((re) => re.test(id));

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
        manifest: true,
        rolldownOptions: {
          // The client shell (index.html) and the one script a server-rendered page names (src/boot/boot.ts).
          input: { index: path.resolve(here, 'index.html'), boot: path.resolve(here, 'src/boot/boot.ts') },
          // Constants imported are written where they are used, so a module of constants shared by the boot
          // script and the client (src/boot/screen-hydrated.ts) is not a chunk of its own.
          optimization: { inlineConst: true },
          output: { codeSplitting: { groups: [{ name: 'common', test: inCommonChunk }] } },
        },
      },
  server: { proxy: { '/api': 'http://localhost:3000', '/auth': 'http://localhost:3000' } },
}));
