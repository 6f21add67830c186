/**
 * The client's transport-level failure, in a module of its own so that code which only
 * recognises it (the CLI's error printer) does not load the request layer and its codecs.
 * Exported from rest-client.ts as before.
 */

/** A transport-level failure (connection refused, TLS, aborted). `code` is stable. */
export class TransportError extends Error {
  readonly code = 'ERR_TRANSPORT' as const;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TransportError';
  }
}
