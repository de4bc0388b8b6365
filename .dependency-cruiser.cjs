// The architecture's rules, checked in `npm test` (npm run lint:deps). See docs/architecture.md.
// Type-only imports count: a cycle through types is still a cycle a reader has to untangle.
const MODULES = '^apps/server/src/modules/';
const SERVER = '^apps/server/src/';

// The server's layers, lowest first. A file may import its own layer and the layers below it, never one above:
//   lib      small generic helpers (clock, escaping, client addresses); imports nothing of the server
//   config   settings, read from the environment
//   db       the database, its schema and migrations
//   work     the background-work kit (defineWork, the queue, the cron slots) and the Postgres rate limits:
//            infrastructure over the database that every module may use
//   deps     the infrastructure a module is given (AppDeps) and the ports it names (the mailer)
//   http     cross-cutting HTTP: session cookie, auth guards, errors, Origin check, the web client
//   modules  the domain areas, each through its face (rules below)
//   root     the composition root: services, app, runtime, the workers' runner, operator commands, entries
const LAYERS = [
  ['lib', 'lib/'],
  ['config', 'config\\.ts$'],
  ['db', 'db/'],
  ['work', '(work|rate-limit)/'],
  ['deps', 'deps\\.ts$'],
  ['http', 'http/'],
  ['modules', 'modules/'],
  ['root', '((services|app|runtime|main|demo)\\.ts$|(workers|cli)/)'],
];
const layerRules = LAYERS.slice(0, -1).map(([name, path], i) => {
  const above = LAYERS.slice(i + 1).map(([, p]) => p);
  return {
    name: `layer-${name}-imports-nothing-above`,
    comment: `The ${name} layer imports only its own layer and those below it (see LAYERS).`,
    severity: 'error',
    from: { path: `${SERVER}${path}` },
    to: { path: `${SERVER}(${above.join('|')})` },
  };
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'deps-imports-no-module',
      comment: 'deps.ts declares the infrastructure and the ports (the mailer); the modules implement them.',
      severity: 'error',
      from: { path: `${SERVER}deps\\.ts$` },
      to: { path: MODULES },
    },
    {
      name: 'modules-use-the-work-kit-not-the-runner',
      comment: 'A module defines its work with the kit (work/); workers/ is the runner that starts it.',
      severity: 'error',
      from: { path: MODULES },
      to: { path: `${SERVER}workers/` },
    },
    {
      name: 'lib-needs-no-database',
      comment:
        'lib/ is generic: what needs the database (rate limits, cron slots) sits above it, in work/ or rate-limit/.',
      severity: 'error',
      from: { path: `${SERVER}lib/` },
      to: { path: `${SERVER}(db|config\\.ts$)` },
    },
    {
      name: 'no-cycles',
      comment: 'No import cycles anywhere, type-only imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'module-through-its-face',
      comment:
        "A server module uses another module only through that module's index.ts (its face), never its insides.",
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/` },
      to: {
        path: `${MODULES}[^/]+/`,
        pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'outside-through-the-face',
      comment:
        'The composition root, HTTP plumbing, workers, operator commands and benchmarks reach a module only through its index.ts.',
      severity: 'error',
      from: { path: '^(apps/server/src/|bench/)', pathNot: MODULES },
      to: { path: `${MODULES}[^/]+/`, pathNot: `${MODULES}[^/]+/index\\.ts$` },
    },
    {
      name: 'web-never-imports-server',
      comment: 'The web client shares only the contract with the server.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^(apps/server|tools|bench)/' },
    },
    {
      name: 'server-never-imports-web',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'contract-imports-neither',
      comment: 'The contract is the one source both sides read: it imports nothing of the apps or tools.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^(apps|tools|bench|e2e)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: false,
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
