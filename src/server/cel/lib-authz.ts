/**
 * k8s authorizer library (k8s.io/apiserver/pkg/cel/library/authz.go):
 *   authorizer.path(string) -> PathCheck;             PathCheck.check(httpVerb) -> Decision
 *   authorizer.group(string) -> GroupCheck;           GroupCheck.resource(string) -> ResourceCheck
 *   ResourceCheck.subresource/namespace/name(string) -> ResourceCheck;  .check(verb) -> Decision
 *   authorizer.serviceAccount(namespace, name) -> Authorizer (acting as that service account)
 *   ResourceCheck.fieldSelector/labelSelector(string) -> ResourceCheck (passed through raw)
 *   Decision.allowed() -> bool, .reason() -> string, .errored() -> bool, .error() -> string
 * Errors as upstream: "path must not be empty", "resource must not be empty",
 * "Invalid service account name" / "Invalid service account namespace".
 * `check` costs 350000 (two checks per expression fit the per-call limit), the builders and
 * accessors 1 (library cost.go).
 */
import { CelRuntimeError } from './errors.js';
import { noSuchOverload, type FunctionTable } from './functions.js';
import type { CelObject, CelValue } from './values.js';

/** The user a check is made for (the request's user, or a service account). */
export interface CelUserInfo {
  readonly username: string;
  readonly uid?: string;
  readonly groups?: readonly string[];
  readonly extra?: Readonly<Record<string, readonly string[]>>;
}

/** Attributes of one check: resource attributes, or `path` for a non-resource check. */
export interface CelAuthorizationAttributes {
  readonly user: CelUserInfo;
  readonly verb: string;
  readonly group?: string;
  readonly resource?: string;
  readonly subresource?: string;
  readonly namespace?: string;
  readonly name?: string;
  /** Non-resource URL path; set only for path checks. */
  readonly path?: string;
  /** Raw selectors from `fieldSelector()` / `labelSelector()` (AuthorizeWithSelectors). */
  readonly fieldSelector?: string;
  readonly labelSelector?: string;
}

export interface CelAuthorizationDecision {
  readonly decision: 'allow' | 'deny' | 'no-opinion';
  readonly reason: string;
  /** The authorizer failed; the decision is then treated as not allowed. */
  readonly error?: string;
}

/** The server's authorizer as the CEL library calls it (synchronous). */
export interface CelAuthorizer {
  authorize(attrs: CelAuthorizationAttributes): CelAuthorizationDecision;
}

export const CHECK_COST = 350_000;
/** RFC 1123 subdomain / label (apimachinery validation), for serviceAccount(). */
const DNS_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const DNS_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
export const AUTHORIZER_TYPE = 'kubernetes.authorization.Authorizer';
export const PATH_CHECK_TYPE = 'kubernetes.authorization.PathCheck';
export const GROUP_CHECK_TYPE = 'kubernetes.authorization.GroupCheck';
export const RESOURCE_CHECK_TYPE = 'kubernetes.authorization.ResourceCheck';
export const DECISION_TYPE = 'kubernetes.authorization.Decision';

/** The `authorizer` variable: an authorizer bound to a user. */
export class AuthorizerValue implements CelObject {
  readonly celTypeName = AUTHORIZER_TYPE;
  constructor(
    readonly authorizer: CelAuthorizer,
    readonly user: CelUserInfo,
  ) {}
}

export class PathCheckValue implements CelObject {
  readonly celTypeName = PATH_CHECK_TYPE;
  constructor(
    readonly authz: AuthorizerValue,
    readonly path: string,
  ) {}
}

export class GroupCheckValue implements CelObject {
  readonly celTypeName = GROUP_CHECK_TYPE;
  constructor(
    readonly authz: AuthorizerValue,
    readonly group: string,
  ) {}
}

export class ResourceCheckValue implements CelObject {
  readonly celTypeName = RESOURCE_CHECK_TYPE;
  constructor(
    readonly authz: AuthorizerValue,
    readonly group: string,
    readonly resource: string,
    readonly subresource = '',
    readonly namespace = '',
    readonly name = '',
    readonly fieldSelector = '',
    readonly labelSelector = '',
  ) {}
  with(patch: Partial<Pick<ResourceCheckValue, 'subresource' | 'namespace' | 'name' | 'fieldSelector' | 'labelSelector'>>): ResourceCheckValue {
    return new ResourceCheckValue(
      this.authz,
      this.group,
      this.resource,
      patch.subresource ?? this.subresource,
      patch.namespace ?? this.namespace,
      patch.name ?? this.name,
      patch.fieldSelector ?? this.fieldSelector,
      patch.labelSelector ?? this.labelSelector,
    );
  }
}

export class DecisionValue implements CelObject {
  readonly celTypeName = DECISION_TYPE;
  constructor(readonly decision: CelAuthorizationDecision) {}
}

/** `system:serviceaccount:<ns>:<name>` with the service-account groups. */
export function serviceAccountUser(namespace: string, name: string): CelUserInfo {
  return {
    username: `system:serviceaccount:${namespace}:${name}`,
    groups: ['system:serviceaccounts', `system:serviceaccounts:${namespace}`],
  };
}

function decide(authz: AuthorizerValue, attrs: Omit<CelAuthorizationAttributes, 'user'>): DecisionValue {
  try {
    return new DecisionValue(authz.authorizer.authorize({ ...attrs, user: authz.user }));
  } catch (e) {
    return new DecisionValue({ decision: 'no-opinion', reason: '', error: e instanceof Error ? e.message : String(e) });
  }
}

function strArg(fn: string, args: readonly CelValue[], i: number): string {
  const v = args[i];
  if (typeof v !== 'string') throw noSuchOverload(fn, args);
  return v;
}

export function registerAuthz(t: FunctionTable): void {
  const nominal = (): number => 1;
  t.set('path', {
    impl: (args) => {
      const [a] = args;
      if (!(a instanceof AuthorizerValue) || args.length !== 2) throw noSuchOverload('path', args);
      const path = strArg('path', args, 1);
      if (path.trim().length === 0) throw new CelRuntimeError('path must not be empty');
      return new PathCheckValue(a, path);
    },
    cost: nominal,
  });
  t.set('group', {
    impl: (args) => {
      const [a] = args;
      if (!(a instanceof AuthorizerValue) || args.length !== 2) throw noSuchOverload('group', args);
      return new GroupCheckValue(a, strArg('group', args, 1));
    },
    cost: nominal,
  });
  t.set('serviceAccount', {
    impl: (args) => {
      const [a] = args;
      if (!(a instanceof AuthorizerValue) || args.length !== 3) throw noSuchOverload('serviceAccount', args);
      const namespace = strArg('serviceAccount', args, 1);
      const name = strArg('serviceAccount', args, 2);
      if (!DNS_SUBDOMAIN.test(name) || name.length > 253) throw new CelRuntimeError('Invalid service account name');
      if (!DNS_LABEL.test(namespace) || namespace.length > 63) throw new CelRuntimeError('Invalid service account namespace');
      return new AuthorizerValue(a.authorizer, serviceAccountUser(namespace, name));
    },
    cost: nominal,
  });
  t.set('resource', {
    impl: (args) => {
      const [g] = args;
      if (!(g instanceof GroupCheckValue) || args.length !== 2) throw noSuchOverload('resource', args);
      const resource = strArg('resource', args, 1);
      if (resource.trim().length === 0) throw new CelRuntimeError('resource must not be empty');
      return new ResourceCheckValue(g.authz, g.group, resource);
    },
    cost: nominal,
  });
  for (const part of ['subresource', 'namespace', 'name', 'fieldSelector', 'labelSelector'] as const) {
    t.set(part, {
      impl: (args) => {
        const [r] = args;
        if (!(r instanceof ResourceCheckValue) || args.length !== 2) throw noSuchOverload(part, args);
        return r.with({ [part]: strArg(part, args, 1) });
      },
      cost: nominal,
    });
  }
  t.set('check', {
    impl: (args) => {
      const [c] = args;
      const verb = strArg('check', args, 1);
      if (args.length !== 2) throw noSuchOverload('check', args);
      if (c instanceof PathCheckValue) return decide(c.authz, { verb, path: c.path });
      if (c instanceof ResourceCheckValue) {
        return decide(c.authz, {
          verb,
          group: c.group,
          resource: c.resource,
          ...(c.subresource ? { subresource: c.subresource } : {}),
          ...(c.namespace ? { namespace: c.namespace } : {}),
          ...(c.name ? { name: c.name } : {}),
          ...(c.fieldSelector ? { fieldSelector: c.fieldSelector } : {}),
          ...(c.labelSelector ? { labelSelector: c.labelSelector } : {}),
        });
      }
      throw noSuchOverload('check', args);
    },
    cost: () => CHECK_COST,
  });
  const decision = (fn: string, f: (d: CelAuthorizationDecision) => CelValue): void => {
    t.set(fn, {
      impl: (args) => {
        const [d] = args;
        if (!(d instanceof DecisionValue) || args.length !== 1) throw noSuchOverload(fn, args);
        return f(d.decision);
      },
      cost: nominal,
    });
  };
  decision('allowed', (d) => d.decision === 'allow');
  decision('reason', (d) => d.reason);
  decision('errored', (d) => d.error !== undefined);
  decision('error', (d) => d.error ?? '');
}

/** Guards activation input: the `authorizer` binding the VAP plug-in passes. */
export function toAuthorizerValue(v: unknown): AuthorizerValue {
  if (v instanceof AuthorizerValue) return v;
  const b = v as { authorizer?: CelAuthorizer; user?: CelUserInfo } | null;
  if (b && typeof b === 'object' && b.authorizer && typeof b.authorizer.authorize === 'function' && b.user) {
    return new AuthorizerValue(b.authorizer, b.user);
  }
  throw new CelRuntimeError('authorizer variable must be { authorizer, user }');
}
