/**
 * Output streams injected into every command so tests can read them.
 */
export interface CommandIO {
  readonly stdout: { write(chunk: string): unknown };
  readonly stderr: { write(chunk: string): unknown };
  /** Reads all of standard input (for `-f -`). */
  readonly readStdin: () => Promise<string>;
}

let stdinRead = false;

/** True once a command read standard input (`-f -`): an exec credential plugin may not prompt then. */
export function stdinInUse(): boolean {
  return stdinRead;
}

export const processIO: CommandIO = {
  stdout: process.stdout,
  stderr: process.stderr,
  readStdin: async () => {
    stdinRead = true;
    const chunks: Buffer[] = [];
    for await (const c of process.stdin) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  },
};

/** A failure the user caused (bad flags, unknown resource): printed as `error: <message>`, exit 1. */
export class UsageError extends Error {
  readonly code = 'ERR_USAGE' as const;
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
