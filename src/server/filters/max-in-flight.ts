/**
 * The in-flight limit (apiserver filters/maxinflight.go, `--max-requests-inflight` and
 * `--max-mutating-requests-inflight`): at most that many requests of each kind are served at
 * once; a request over the limit is answered at once with Go's `http.Error` 429 text
 * "Too many requests, please try again later." and `Retry-After: 1`.
 *
 * Not counted, as upstream: long-running requests (watches). Also exempt here: the health
 * endpoints (/healthz, /livez, /readyz and their checks), so probes are answered while every
 * slot is taken. Mutating means any verb but get/list/watch (upstream's
 * `nonMutatingRequestVerbs`). A slot is held until the response is finished or the connection
 * closes, whichever comes first, so a client that stalls or vanishes frees it.
 */
import { TOO_MANY_REQUESTS_RETRY_AFTER_SECONDS } from '../limits.js';
import { writePlainError } from '../http/response.js';
import { parsed, type Filter } from './chain.js';

const NON_MUTATING_VERBS = new Set(['get', 'list', 'watch']);
const HEALTH_PATH = /^\/(healthz|livez|readyz)(\/.*)?$/;

/** Slots in use, for metrics and tests. */
export interface InFlightCounts {
  readonly readOnly: number;
  readonly mutating: number;
}

export interface MaxInFlightOptions {
  /** Non-mutating limit; 0 means unlimited. */
  readonly maxRequestsInFlight: number;
  /** Mutating limit; 0 means unlimited. */
  readonly maxMutatingRequestsInFlight: number;
}

/** The limiter: its filter and its current counts. One per server. */
export class MaxInFlight {
  private readOnly = 0;
  private mutating = 0;
  private readonly limits: MaxInFlightOptions;

  constructor(options: MaxInFlightOptions) {
    this.limits = options;
  }

  counts(): InFlightCounts {
    return { readOnly: this.readOnly, mutating: this.mutating };
  }

  readonly filter: Filter = async (ctx, next) => {
    const { info } = parsed(ctx);
    if (info.verb === 'watch' || HEALTH_PATH.test(info.path)) return next();
    const mutating = !NON_MUTATING_VERBS.has(info.verb);
    const limit = mutating ? this.limits.maxMutatingRequestsInFlight : this.limits.maxRequestsInFlight;
    if (limit <= 0) return next();
    const used = mutating ? this.mutating : this.readOnly;
    if (used >= limit) {
      writePlainError(ctx.res, 429, 'Too many requests, please try again later.', { 'Retry-After': String(TOO_MANY_REQUESTS_RETRY_AFTER_SECONDS) });
      return;
    }
    if (mutating) this.mutating++;
    else this.readOnly++;
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      if (mutating) this.mutating--;
      else this.readOnly--;
    };
    ctx.res.once('close', release);
    try {
      await next();
    } finally {
      if (ctx.res.writableFinished || ctx.res.destroyed) release();
      else ctx.res.once('finish', release);
    }
  };
}
