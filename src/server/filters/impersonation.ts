/**
 * Impersonation (apiserver filters/impersonation.go): `Impersonate-User`, `Impersonate-Group`
 * (repeatable), `Impersonate-Uid` and `Impersonate-Extra-<key>` switch the request's user,
 * when the authorizer lets the caller `impersonate` each requested thing:
 * - a user: resource `users` (core group), name = the user name; a user name of the form
 *   `system:serviceaccount:<ns>:<name>` is a service account instead: resource
 *   `serviceaccounts` in namespace `<ns>`, name `<name>`, and without Impersonate-Group its
 *   groups are `system:serviceaccounts` and `system:serviceaccounts:<ns>`;
 * - each group: resource `groups`, name = the group;
 * - each extra value: resource `userextras`, subresource = the key (lower-cased,
 *   percent-decoded), name = the value, group `authentication.cluster.io`;
 * - the uid: resource `uids`, name = the uid, group `authentication.cluster.io`.
 * The first denial is the upstream 403 (`users "alice" is forbidden: User "bob" cannot
 * impersonate resource "users" in API group "" at the cluster scope`). A non-anonymous
 * impersonated user gets `system:authenticated` unless its groups name it or
 * `system:unauthenticated`; `system:anonymous` gets `system:unauthenticated`.
 * Groups, extras or a uid without a user are refused as upstream refuses them: a plain-text
 * 500 `Internal Server Error: "<uri>": requested [...] without impersonating a user`.
 */
import { goQuote } from '../../meta/field-errors.js';
import { isDNS1123Label, isDNS1123Subdomain } from '../../meta/validation/names.js';
import { forbiddenError, type Authorizer, type ResourceAttributes } from '../auth/authorizer.js';
import {
  ALL_AUTHENTICATED_GROUP,
  ALL_UNAUTHENTICATED_GROUP,
  ANONYMOUS_USER,
  SERVICE_ACCOUNT_USERNAME_PREFIX,
  serviceAccountGroups,
  serviceAccountUsername,
  type UserInfo,
} from '../auth/user-info.js';
import { writePlainError } from '../http/response.js';
import { userOf, type Filter } from './chain.js';

/** authentication.k8s.io, with the group domain of this API. */
export const AUTHENTICATION_GROUP = 'authentication.cluster.io';
const AUTHENTICATION_VERSION = 'v1';

const USER_HEADER = 'impersonate-user';
const GROUP_HEADER = 'impersonate-group';
const UID_HEADER = 'impersonate-uid';
const EXTRA_PREFIX = 'impersonate-extra-';

/** One thing to impersonate, shaped like upstream's v1.ObjectReference (for its error text). */
interface ImpersonationRequest {
  readonly kind: 'ServiceAccount' | 'User' | 'Group' | 'UserExtra' | 'UID';
  readonly namespace: string;
  readonly name: string;
  readonly apiVersion: string;
  readonly fieldPath: string;
}

/** Go's `%v` of an ObjectReference: `{Kind Namespace Name UID APIVersion ResourceVersion FieldPath}`. */
function printReference(r: ImpersonationRequest): string {
  return `{${[r.kind, r.namespace, r.name, '', r.apiVersion, '', r.fieldPath].join(' ')}}`;
}

/** serviceaccount.SplitUsername: namespace a DNS-1123 label, name a DNS-1123 subdomain. */
function splitServiceAccount(username: string): { namespace: string; name: string } | undefined {
  if (!username.startsWith(SERVICE_ACCOUNT_USERNAME_PREFIX)) return undefined;
  const parts = username.slice(SERVICE_ACCOUNT_USERNAME_PREFIX.length).split(':');
  if (parts.length !== 2) return undefined;
  const [namespace, name] = parts as [string, string];
  if (isDNS1123Label(namespace).length > 0 || isDNS1123Subdomain(name).length > 0) return undefined;
  return { namespace, name };
}

/** url.PathUnescape, keeping the key as is when it is not valid escaping (unescapeExtraKey). */
function unescapeExtraKey(key: string): string {
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}

const ref = (kind: ImpersonationRequest['kind'], name: string, extra: Partial<ImpersonationRequest> = {}): ImpersonationRequest => ({
  kind,
  namespace: '',
  name,
  apiVersion: '',
  fieldPath: '',
  ...extra,
});

/** buildImpersonationRequests: what the headers ask for, or the error text when they are inconsistent. */
function impersonationRequests(headers: NodeJS.Dict<string[]>): { requests: ImpersonationRequest[]; error?: string } {
  const requests: ImpersonationRequest[] = [];
  const user = headers[USER_HEADER]?.[0] ?? '';
  if (user !== '') {
    const sa = splitServiceAccount(user);
    requests.push(sa ? ref('ServiceAccount', sa.name, { namespace: sa.namespace }) : ref('User', user));
  }
  const groups = headers[GROUP_HEADER] ?? [];
  for (const g of groups) requests.push(ref('Group', g));
  let hasExtra = false;
  for (const [name, values] of Object.entries(headers)) {
    if (!name.startsWith(EXTRA_PREFIX) || !values) continue;
    hasExtra = true;
    const key = unescapeExtraKey(name.slice(EXTRA_PREFIX.length).toLowerCase());
    for (const v of values) requests.push(ref('UserExtra', v, { apiVersion: `${AUTHENTICATION_GROUP}/${AUTHENTICATION_VERSION}`, fieldPath: key }));
  }
  const uid = headers[UID_HEADER]?.[0] ?? '';
  if (uid !== '') requests.push(ref('UID', uid, { apiVersion: `${AUTHENTICATION_GROUP}/${AUTHENTICATION_VERSION}` }));
  if ((groups.length > 0 || hasExtra || uid !== '') && user === '') {
    return { requests, error: `requested [${requests.map(printReference).join(' ')}] without impersonating a user` };
  }
  return { requests };
}

/** Go's responsewriters sanitizer for plain-text errors. */
const sanitize = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Whether any header name starts with `impersonate-` (case-insensitively); rawHeaders alternate name, value. */
function asksForImpersonation(rawHeaders: readonly string[]): boolean {
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    if (name.length >= 12 && (name.charCodeAt(0) | 0x20) === 0x69 /* i */ && name.slice(0, 12).toLowerCase() === 'impersonate-') return true;
  }
  return false;
}

export function impersonation(authorizer: Authorizer): Filter {
  return async (ctx, next) => {
    // Most requests impersonate nobody: a scan of the raw header names is cheaper than
    // building headersDistinct (a fresh object of arrays) for every request.
    if (!asksForImpersonation(ctx.req.rawHeaders)) return next();
    const headers = ctx.req.headersDistinct;
    const { requests, error } = impersonationRequests(headers);
    if (error !== undefined) {
      writePlainError(ctx.res, 500, sanitize(`Internal Server Error: ${goQuote(ctx.req.url ?? '')}: ${error}`));
      return;
    }
    if (requests.length === 0) return next();
    const requestor = userOf(ctx);
    const groupsSpecified = (headers[GROUP_HEADER] ?? []).length > 0;
    let username = '';
    let uid = '';
    let groups: string[] = [];
    const extra: Record<string, string[]> = {};
    for (const r of requests) {
      const base = { isResourceRequest: true as const, user: requestor, verb: 'impersonate', name: r.name };
      let attrs: ResourceAttributes;
      switch (r.kind) {
        case 'ServiceAccount':
          attrs = { ...base, apiGroup: '', apiVersion: 'v1', resource: 'serviceaccounts', namespace: r.namespace };
          username = serviceAccountUsername(r.namespace, r.name);
          if (!groupsSpecified) groups = serviceAccountGroups(r.namespace);
          break;
        case 'User':
          attrs = { ...base, apiGroup: '', apiVersion: 'v1', resource: 'users' };
          username = r.name;
          break;
        case 'Group':
          attrs = { ...base, apiGroup: '', apiVersion: 'v1', resource: 'groups' };
          groups.push(r.name);
          break;
        case 'UserExtra':
          attrs = { ...base, apiGroup: AUTHENTICATION_GROUP, apiVersion: AUTHENTICATION_VERSION, resource: 'userextras', subresource: r.fieldPath };
          (extra[r.fieldPath] ??= []).push(r.name);
          break;
        case 'UID':
          attrs = { ...base, apiGroup: AUTHENTICATION_GROUP, apiVersion: AUTHENTICATION_VERSION, resource: 'uids' };
          uid = r.name;
          break;
      }
      const decision = authorizer.authorize(attrs);
      if (!decision.allowed) throw forbiddenError(attrs, decision.reason);
    }
    if (username !== ANONYMOUS_USER) {
      if (!groups.includes(ALL_AUTHENTICATED_GROUP) && !groups.includes(ALL_UNAUTHENTICATED_GROUP)) groups.push(ALL_AUTHENTICATED_GROUP);
    } else if (!groups.includes(ALL_UNAUTHENTICATED_GROUP)) groups.push(ALL_UNAUTHENTICATED_GROUP);
    const impersonated: UserInfo = { username, uid, groups, extra };
    ctx.user = impersonated;
    return next();
  };
}
