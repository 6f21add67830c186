/**
 * Server warnings on stderr as kubectl prints them (client-go's warningWriter with kubectl's
 * options): each distinct message once, `Warning:` in bold yellow when stderr allows colour
 * (k8s.io/kubectl/pkg/util/term.AllowsColorOutput: a terminal, TERM is not `dumb`, NO_COLOR
 * unset). The escape sequences are client-go's (`\u001b[33;1m`, `\u001b[0m`), which
 * util.styleText does not produce (it closes with `\u001b[39m`), so they are written as is.
 */
const YELLOW = '\u001b[33;1m';
const RESET = '\u001b[0m';

export interface WarningStream {
  write(chunk: string): unknown;
  readonly isTTY?: boolean;
}

export function allowsColorOutput(stream: WarningStream, env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  if (stream.isTTY !== true) return false;
  if (env.TERM === 'dumb') return false;
  if (env.NO_COLOR !== undefined) return false;
  if (process.platform === 'win32' && !env.WT_SESSION) return false;
  return true;
}

export function warningPrinter(stream: WarningStream = process.stderr, env: Readonly<Record<string, string | undefined>> = process.env): (warning: string) => void {
  const color = allowsColorOutput(stream, env);
  const written = new Set<string>();
  return (message) => {
    if (message === '' || written.has(message)) return;
    written.add(message);
    stream.write(color ? `${YELLOW}Warning:${RESET} ${message}\n` : `Warning: ${message}\n`);
  };
}
