/**
 * Users and bearer tokens for tests: `withUsers([...])` builds the token-file authenticator
 * the server would load from `--token-auth-file`, and `authorizerFrom(decide)` turns a
 * function into an Authorizer, so 401 and 403 paths can be unit-tested without files.
 */
import { createClient, type Client, type ClientOptions } from '../client/client.js';
import { RequestAuthenticator, type AuthenticatorOptions } from '../server/auth/authenticator.js';
import type { AuthorizationAttributes, AuthorizationDecision, Authorizer } from '../server/auth/authorizer.js';
import type { UserInfo } from '../server/auth/user-info.js';
import { SYSTEM_MASTERS_GROUP } from '../server/auth/user-info.js';

export interface TestUser {
  /** The user name the server sees (`user.username`). */
  readonly name: string;
  /** The bearer token that authenticates as this user. Unique per user. */
  readonly token: string;
  readonly groups?: readonly string[];
  readonly uid?: string;
}

export interface TestUsers {
  readonly users: readonly TestUser[];
  /** Authenticates each user's token (and nothing else: other tokens and no token are 401). */
  readonly authenticator: RequestAuthenticator;
  /** The token of a user by name; throws for an unknown name. */
  tokenOf(name: string): string;
  /** A client of `server` authenticated as this user (the caller closes it). */
  clientFor(name: string, server: string | { readonly url: string }, options?: Omit<ClientOptions, 'server' | 'token' | 'tokenFile'>): Client;
}

/**
 * A token-file style authenticator for these users. `authenticator` options other than the
 * token file (client CA, anonymous access, service-account tokens) pass through.
 * Authenticated users get `system:authenticated` added, as on a real server.
 */
export function withUsers(users: readonly TestUser[], authenticator: Omit<AuthenticatorOptions, 'tokenFile'> = {}): TestUsers {
  const byToken = new Map<string, UserInfo>();
  const byName = new Map<string, TestUser>();
  for (const u of users) {
    if (u.token === '') throw new Error(`withUsers: user ${JSON.stringify(u.name)} has an empty token`);
    if (byToken.has(u.token)) throw new Error(`withUsers: token of user ${JSON.stringify(u.name)} is used twice`);
    if (byName.has(u.name)) throw new Error(`withUsers: user ${JSON.stringify(u.name)} is listed twice`);
    byToken.set(u.token, { username: u.name, uid: u.uid ?? '', groups: [...(u.groups ?? [])], extra: {} });
    byName.set(u.name, u);
  }
  return {
    users,
    authenticator: new RequestAuthenticator({ ...authenticator, tokenFile: { users: byToken, warnings: [] } }),
    tokenOf(name) {
      const u = byName.get(name);
      if (!u) throw new Error(`withUsers: no user named ${JSON.stringify(name)}`);
      return u.token;
    },
    clientFor(name, server, options = {}) {
      return createClient({ ...options, server: typeof server === 'string' ? server : server.url, token: this.tokenOf(name) });
    },
  };
}

/**
 * An Authorizer from a function: `true` allows, `false` denies (403 with upstream's message),
 * a decision object gives the reason too. Members of `system:masters` are allowed without
 * asking, as by the server's policy authorizer (so a test's admin client keeps working).
 * The function must be synchronous and side-effect free, as every Authorizer.
 */
export function authorizerFrom(decide: (attrs: AuthorizationAttributes) => boolean | AuthorizationDecision): Authorizer {
  return {
    authorize(attrs) {
      if (attrs.user.groups.includes(SYSTEM_MASTERS_GROUP)) return { allowed: true, reason: `member of ${SYSTEM_MASTERS_GROUP}` };
      const d = decide(attrs);
      return typeof d === 'boolean' ? { allowed: d, reason: '' } : d;
    },
  };
}
