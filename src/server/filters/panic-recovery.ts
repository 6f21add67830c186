/**
 * Outermost filter (upstream WithPanicRecovery): whatever a later filter or handler throws
 * becomes a Status response (ApiErrors as they are, anything else a 500 InternalError);
 * when the response was already started, the connection is cut instead (the client sees a
 * truncated response, never a second one). Never rejects.
 */
import { ApiError } from '../../meta/status.js';
import { writeError } from '../http/response.js';
import type { Filter } from './chain.js';

export interface PanicRecoveryOptions {
  /** Told about failures that were not ApiErrors or that could not be answered. */
  readonly onError?: (err: unknown) => void;
}

export function panicRecovery(options: PanicRecoveryOptions = {}): Filter {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      const { res } = ctx;
      // A client that went away (aborted body, reset) is not a server failure worth reporting.
      const gone = ctx.req.socket.destroyed || res.destroyed;
      if (!(err instanceof ApiError) && !gone) options.onError?.(err);
      if (res.headersSent || res.writableEnded) {
        res.destroy();
        return;
      }
      try {
        writeError(res, err, ctx.responder);
      } catch (writeErr) {
        options.onError?.(writeErr);
        res.destroy();
      }
    }
  };
}
