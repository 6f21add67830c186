/**
 * The one place that turns errors into what the user sees and the exit code, following
 * kubectl's StandardErrorMessage.
 */
import { ApiError, isInvalid } from '../src/meta/status.js';
import { TransportError } from '../src/client/transport-error.js';
import { CobraError } from './flags.js';

export interface PrintedError {
  readonly message: string;
  readonly exitCode: number;
}

/**
 * kubectl's MultilineError over the causes (statusCausesToAggrError): one cause on the same line,
 * several as a `* ` list under the prefix, whose trailing space stays (`is invalid: \n* a\n* b`).
 */
function causesText(err: ApiError): string {
  const causes = err.causes.map((c) => (c.field ? `${c.field}: ${c.message ?? ''}` : (c.message ?? '')));
  if (causes.length === 1) return causes[0]!;
  return causes.map((c) => `\n* ${c}`).join('');
}

/** kubectl's text for one error (no trailing newline). */
export function errorMessage(err: unknown): string {
  if (err instanceof CobraError) return err.printed;
  if (err instanceof ApiError) {
    if (isInvalid(err)) {
      // kubectl's StandardErrorMessage for Invalid.
      const d = err.details;
      let text = 'The request is invalid';
      if (!d) return text;
      if (d.kind || d.name) text = `The ${d.kind ?? ''} ${JSON.stringify(d.name ?? '')} is invalid`;
      else if (err.status.message && err.causes.length === 0) text = `${text}: ${err.status.message}`;
      return err.causes.length ? `${text}: ${causesText(err)}` : text;
    }
    const msg = err.status.message ?? err.message;
    if (err.reason === '') return `Error from server: ${msg}`;
    return `Error from server (${err.reason}): ${msg}`;
  }
  if (err instanceof TransportError) {
    const cause = err.cause as { code?: string } | undefined;
    const host = /https?:\/\/([^/]+)/.exec(err.message)?.[1];
    if (cause?.code === 'ECONNREFUSED' && host) {
      return `The connection to the server ${host} was refused - did you specify the right host or port?`;
    }
    // Go's resolver error, as kubectl prints it (Go adds the resolver's address after the name).
    const hostname = host?.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
    if (cause?.code === 'ENOTFOUND' && hostname) return `Unable to connect to the server: dial tcp: lookup ${hostname}: no such host`;
    // kubectl prints a url.Error (an exec plugin's failure among them) without the request.
    if (cause?.code === 'ERR_EXEC_CREDENTIAL') return `Unable to connect to the server: ${(cause as unknown as Error).message}`;
    return `error: ${err.message}`;
  }
  if (err instanceof Error) return `error: ${err.message}`;
  return `error: ${String(err)}`;
}

/** Every failure exits 1, as kubectl does for both usage and server errors. */
export function describeError(err: unknown): PrintedError {
  return { message: errorMessage(err), exitCode: 1 };
}
