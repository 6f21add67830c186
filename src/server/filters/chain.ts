/**
 * The request path as a chain of filters, in upstream's order (DefaultBuildHandlerChain, run
 * outside-in): panic recovery -> request target -> max in-flight -> authentication ->
 * impersonation -> authorization, then the handler. Each filter is `(ctx, next)`: it either
 * answers (and does not call `next`) or enriches `ctx` and awaits `next()`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Responder } from '../http/response.js';
import type { RequestTarget } from '../http/request-target.js';
import type { RequestInfo } from '../request-info.js';
import type { UserInfo } from '../auth/user-info.js';
import type { AuthorizationAttributes } from '../auth/authorizer.js';

/** What the filters learn about one request, filled in as it passes through them. */
export interface RequestContext {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  /** How errors are written; filters refine it (pretty after the target, negotiation later). */
  responder: Responder;
  /** Set by the request-target filter. */
  target?: RequestTarget;
  query?: URLSearchParams;
  info?: RequestInfo;
  /** Set by authentication, replaced by impersonation. */
  user?: UserInfo;
  /** What was authorized (set by the authorization filter); handlers authorize further verbs with it. */
  attributes?: AuthorizationAttributes;
}

/** One filter: answer, or pass on to `next` (awaiting it, so the chain settles with the response). */
export type Filter = (ctx: RequestContext, next: () => Promise<void>) => Promise<void>;

/** Run `filters` in order around `handler`. */
export function runChain(filters: readonly Filter[], ctx: RequestContext, handler: (ctx: RequestContext) => Promise<void>): Promise<void> {
  const step = (i: number): Promise<void> => (i === filters.length ? handler(ctx) : filters[i]!(ctx, () => step(i + 1)));
  return step(0);
}

/** The context's fields a filter after request-target may rely on. */
export function parsed(ctx: RequestContext): { target: RequestTarget; query: URLSearchParams; info: RequestInfo } {
  if (!ctx.target || !ctx.query || !ctx.info) throw new Error('request target filter has not run');
  return { target: ctx.target, query: ctx.query, info: ctx.info };
}

/** The authenticated (or impersonated) user; throws when authentication has not run. */
export function userOf(ctx: RequestContext): UserInfo {
  if (!ctx.user) throw new Error('authentication filter has not run');
  return ctx.user;
}
