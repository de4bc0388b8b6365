import { defineConfig } from '@playwright/test';

// The same service in ACCESS_MODE=invite (DESIGN §1), on its own ports, for the specs under invite-mode/.
// `npm run test:e2e` runs this config after the main one.
// Fixed once in the runner and inherited by its workers, which load this file again.
process.env.E2E_INVITE_PORT ??= String(Number(process.env.E2E_PORT ?? 4310) + 2);
const port = Number(process.env.E2E_INVITE_PORT);
// helpers.ts and the base config read E2E_PORT: point them at this server before they load.
process.env.E2E_PORT = String(port);
const { default: base } = await import('./playwright.config.ts');

export default defineConfig({
  ...base,
  testDir: './invite-mode',
  testMatch: '**/*.invite.ts',
  webServer: {
    ...(base.webServer as object),
    command: `npx tsx ${new URL('./server.ts', import.meta.url).pathname}`,
    url: `http://localhost:${port}/healthz`,
    env: { E2E_PORT: String(port), E2E_ENV: JSON.stringify({ ACCESS_MODE: 'invite' }) },
  },
});
