import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'apps/server/test/**/*.test.ts',
            'packages/contract/src/**/*.test.ts',
            'tools/**/test/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          globalSetup: ['apps/server/test/global-setup.ts'],
          setupFiles: ['apps/server/test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        // npm run test:faults: the service under faults (a database outage…), with the figures printed.
        test: {
          name: 'faults',
          environment: 'node',
          include: ['apps/server/test/faults/**/*.faults.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/test/setup.ts'],
          // Typing a hundred characters through user-event takes seconds on a busy 2-core machine; a test cut
          // off mid-typing would go on typing into the next test's form.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
