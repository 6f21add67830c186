/**
 * Tests that need a program from outside the project (etcd, kubectl). When the program is
 * missing the suite is not skipped: it fails with one test that says what to install, so a
 * run without it can never pass as if it had tested something (.ci/run installs etcd; the
 * machine image carries kubectl).
 */
import { it } from 'vitest';

/** Run `suite(path)` when `path` is known; otherwise register a failing test naming `install`. */
export function withProgram(name: string, path: string | undefined, install: string, suite: (path: string) => void): void {
  if (path !== undefined) {
    suite(path);
    return;
  }
  it(`${name} is installed`, () => {
    throw new Error(`${name} is not installed, so these tests cannot run: ${install}`);
  });
}
