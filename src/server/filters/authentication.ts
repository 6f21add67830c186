/**
 * Who is calling (upstream WithAuthentication): the authenticator's user, or 401
 * `Unauthorized`. Without an authenticator every request runs as `system:admin` in
 * `system:masters` (the reference server's unsecured mode).
 */
import type { TLSSocket } from 'node:tls';
import { unauthorizedError, type PeerCertificateLike, type RequestAuthenticator } from '../auth/authenticator.js';
import type { UserInfo } from '../auth/user-info.js';
import type { Filter } from './chain.js';

/** Who a request runs as when the server has no authenticator. */
export const UNRESTRICTED_USER: UserInfo = Object.freeze({
  username: 'system:admin',
  uid: '',
  groups: Object.freeze(['system:masters', 'system:authenticated']),
  extra: Object.freeze({}),
});

export function authentication(authenticator: RequestAuthenticator | undefined): Filter {
  return async (ctx, next) => {
    if (!authenticator) {
      ctx.user = UNRESTRICTED_USER;
      return next();
    }
    const socket = ctx.req.socket as TLSSocket;
    const peerCertificate = typeof socket.getPeerCertificate === 'function' ? socket.getPeerCertificate(true) : undefined;
    const result = await authenticator.authenticate({
      headers: ctx.req.headers,
      ...(peerCertificate && peerCertificate.raw ? { peerCertificate: peerCertificate as unknown as PeerCertificateLike } : {}),
    });
    if (!result.authenticated) throw unauthorizedError();
    ctx.user = result.user;
    return next();
  };
}
