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

/**
 * Files that measure how long other requests wait while the server works (bounds in ms). They
 * run as a group of their own after every other file, so the bound is about the server's own
 * blocking, not about test files sharing the machine's cores with them (vitest runs files in
 * parallel; on two cores a concurrent file stretched a 130 ms stall past the 200 ms bound).
 */
const LATENCY_BOUND = ['test/e2e/hardening-latency.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 20_000,
    pool: 'threads',
    projects: [
      { extends: true, test: { name: 'default', include: ['test/**/*.test.ts'], exclude: LATENCY_BOUND } },
      { extends: true, test: { name: 'latency', include: LATENCY_BOUND, sequence: { groupOrder: 1 } } },
      { extends: true, test: { name: 'e2e-sqlite', include: E2E_ON_SQLITE, env: { CTL_TEST_STORAGE: 'sqlite' } } },
    ],
  },
});
