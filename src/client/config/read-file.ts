/**
 * The one file-system capability the kubeconfig code needs, injectable so tests and
 * other runtimes supply their own.
 */
import { readFileSync } from 'node:fs';

/**
 * Reads a whole text file. Returns undefined when the file does not exist (Go's
 * `os.IsNotExist`); throws for any other failure (permissions, a directory, ...).
 */
export type ReadFile = (path: string) => string | undefined;

/** The default {@link ReadFile}, on `node:fs`. */
export function readFileFromDisk(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as { code?: unknown }).code === 'ENOENT') return undefined;
    throw err;
  }
}
