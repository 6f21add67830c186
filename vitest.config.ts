import { defineConfig } from 'vitest/config';

/** End-to-end files that run a second time on the SQLite backend (CTL_TEST_STORAGE, see test/e2e/harness.ts). */
const E2E_ON_SQLITE = [
  'test/e2e/runtime-classes.test.ts',
  'test/e2e/lease-candidates.test.ts',
  'test/e2e/writes.test.ts',
  'test/e2e/watch.test.ts',
  'test/e2e/resource-version.test.ts',
  'test/e2e/pager.test.ts',
  'test/e2e/unsafe-delete.test.ts',
  'test/e2e/informer-faults.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 20_000,
    pool: 'threads',
    projects: [
      { extends: true, test: { name: 'default', include: ['test/**/*.test.ts'] } },
      { extends: true, test: { name: 'e2e-sqlite', include: E2E_ON_SQLITE, env: { CTL_TEST_STORAGE: 'sqlite' } } },
    ],
  },
});
