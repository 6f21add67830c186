/**
 * May the (possibly impersonated) user do this (upstream WithAuthorization)? Resource requests
 * are authorized on their RequestInfo before any routing, so a denied caller learns nothing
 * about what exists (403 before 404, as upstream). Non-resource discovery, version, OpenAPI
 * and health paths are readable by every authenticated user (upstream's system:discovery,
 * system:public-info-viewer and health roles).
 */
import { forbiddenError, type AuthorizationAttributes, type Authorizer } from '../auth/authorizer.js';
import { implicitGrant, PUBLIC_PATHS } from '../auth/implicit-grants.js';
import { parsed, userOf, type Filter } from './chain.js';

export function authorization(authorizer: Authorizer): Filter {
  return async (ctx, next) => {
    const { info } = parsed(ctx);
    const user = userOf(ctx);
    let attrs: AuthorizationAttributes;
    if (!info.isResourceRequest) {
      attrs = { isResourceRequest: false, user, verb: info.verb, path: info.path };
      if (PUBLIC_PATHS.test(info.path)) {
        ctx.attributes = attrs;
        return next();
      }
    } else {
      attrs = {
        isResourceRequest: true,
        user,
        verb: info.verb,
        apiGroup: info.apiGroup,
        apiVersion: info.apiVersion,
        resource: info.resource,
        subresource: info.subresource,
        namespace: info.namespace,
        name: info.name,
        path: info.path,
      };
    }
    // Every authenticated user may create the self reviews (upstream's system:basic-user).
    const decision = implicitGrant(attrs) !== undefined ? { allowed: true, reason: '' } : authorizer.authorize(attrs);
    if (!decision.allowed) throw forbiddenError(attrs, decision.reason);
    ctx.attributes = attrs;
    return next();
  };
}
