/**
 * Authorization: may this user do this verb on this resource (or non-resource path)?
 * Transport-agnostic: the HTTP layer builds the attributes from its RequestInfo plus the user,
 * and answers `forbiddenError(attrs, reason)` (403) when the decision is a denial.
 *
 * Verbs are the request verbs: `get list watch create update patch delete deletecollection`,
 * plus `unsafe-delete-ignore-read-errors` for deletes with
 * `ignoreStoreReadErrorWithClusterBreakingPotential`; non-resource requests use the lower-case
 * HTTP method (`get`, `post`, ...). The seed's compound rules (apply needs `patch` and `create`,
 * unsafe delete needs `delete` and `unsafe-delete-ignore-read-errors`) are `authorizeAll` with
 * both verbs. Dry-run requests are authorized exactly like real ones.
 */
import { goQuote } from '../../meta/field-errors.js';
import { ApiError, failureStatus } from '../../meta/status.js';
import type { StatusDetails } from '../../meta/types.js';
import type { Policy, PolicyRole, PolicyRule, PolicySubject } from './policy.js';
import { SYSTEM_MASTERS_GROUP, serviceAccountUsername, type UserInfo } from './user-info.js';

export interface ResourceAttributes {
  readonly isResourceRequest: true;
  readonly user: UserInfo;
  readonly verb: string;
  /** '' for the core group. */
  readonly apiGroup: string;
  readonly apiVersion?: string;
  /** Lower-case plural. */
  readonly resource: string;
  readonly subresource?: string;
  /** '' or absent: cluster-scoped or all namespaces. */
  readonly namespace?: string;
  /** '' or absent: collection requests. */
  readonly name?: string;
  readonly path?: string;
}

export interface NonResourceAttributes {
  readonly isResourceRequest: false;
  readonly user: UserInfo;
  /** Lower-case HTTP method. */
  readonly verb: string;
  readonly path: string;
}

export type AuthorizationAttributes = ResourceAttributes | NonResourceAttributes;

export interface AuthorizationDecision {
  readonly allowed: boolean;
  /** Why: which role allowed it, or '' for an ordinary denial (RBAC gives no reason then). */
  readonly reason: string;
}

/** A resource rule as SelfSubjectRulesReview lists it (authorizer.ResourceRuleInfo). */
export interface ResourceRuleInfo {
  readonly verbs: readonly string[];
  readonly apiGroups?: readonly string[];
  readonly resources?: readonly string[];
  readonly resourceNames?: readonly string[];
}

/** A non-resource rule (authorizer.NonResourceRuleInfo). */
export interface NonResourceRuleInfo {
  readonly verbs: readonly string[];
  readonly nonResourceURLs?: readonly string[];
}

/** What a rule resolver can enumerate for a user in a namespace (authorizer.RuleResolver RulesFor). */
export interface RulesForResult {
  readonly resourceRules: readonly ResourceRuleInfo[];
  readonly nonResourceRules: readonly NonResourceRuleInfo[];
  /** The authorizer could not list everything it would allow. */
  readonly incomplete: boolean;
  readonly evaluationError?: string;
}

/** Anything that decides. Implementations must be synchronous and side-effect free. */
export interface Authorizer {
  authorize(attrs: AuthorizationAttributes): AuthorizationDecision;
  /**
   * The rules this authorizer would allow the user in a namespace. Optional: an authorizer
   * without it cannot enumerate, and SelfSubjectRulesReview answers `incomplete: true`.
   */
  rulesFor?(user: UserInfo, namespace: string): RulesForResult;
}

/** Everything, as upstream's AlwaysAllow and cluster-admin enumerate it. */
const ALL_RULES: RulesForResult = Object.freeze({
  resourceRules: [{ verbs: ['*'], apiGroups: ['*'], resources: ['*'] }],
  nonResourceRules: [{ verbs: ['*'], nonResourceURLs: ['*'] }],
  incomplete: false,
});

/** Allows everything (`--authorization-mode=AlwaysAllow`, the default without a policy). */
export const alwaysAllow: Authorizer = { authorize: () => ({ allowed: true, reason: '' }), rulesFor: () => ALL_RULES };

/** Denies everything (`AlwaysDeny`). */
export const alwaysDeny: Authorizer = {
  authorize: () => ({ allowed: false, reason: '' }),
  rulesFor: () => ({ resourceRules: [], nonResourceRules: [], incomplete: false }),
};

function has(list: readonly string[] | undefined, value: string): boolean {
  return !!list && (list.includes('*') || list.includes(value));
}

function resourceMatches(rule: PolicyRule, resource: string, subresource: string): boolean {
  const combined = subresource ? `${resource}/${subresource}` : resource;
  for (const r of rule.resources ?? []) {
    if (r === '*' || r === combined) return true;
    // `*/status` grants that subresource of every resource.
    if (subresource && r === `*/${subresource}`) return true;
  }
  return false;
}

function nonResourceUrlMatches(rule: PolicyRule, path: string): boolean {
  for (const u of rule.nonResourceURLs ?? []) {
    if (u === '*' || u === path) return true;
    if (u.endsWith('*') && path.startsWith(u.slice(0, -1))) return true;
  }
  return false;
}

/** Whether one rule covers the request (rbac/v1 RuleAllows, plus the namespaces extension). */
export function ruleAllows(rule: PolicyRule, attrs: AuthorizationAttributes): boolean {
  if (!has(rule.verbs, attrs.verb)) return false;
  if (!attrs.isResourceRequest) return nonResourceUrlMatches(rule, attrs.path);
  if (!has(rule.apiGroups, attrs.apiGroup)) return false;
  if (!resourceMatches(rule, attrs.resource, attrs.subresource ?? '')) return false;
  if (rule.resourceNames?.length && !rule.resourceNames.includes(attrs.name ?? '')) return false;
  if (rule.namespaces?.length && !rule.namespaces.includes('*')) {
    const ns = attrs.namespace ?? '';
    if (ns === '' || !rule.namespaces.includes(ns)) return false;
  }
  return true;
}

/** Whether a subject names this user. */
export function subjectMatches(subject: PolicySubject, user: UserInfo): boolean {
  switch (subject.kind) {
    case 'User':
      return subject.name === user.username;
    case 'Group':
      return user.groups.includes(subject.name);
    case 'ServiceAccount':
      return serviceAccountUsername(subject.namespace ?? '', subject.name) === user.username;
  }
}

function describeSubject(subject: PolicySubject): string {
  return subject.kind === 'ServiceAccount' ? `ServiceAccount "${subject.namespace}/${subject.name}"` : `${subject.kind} ${JSON.stringify(subject.name)}`;
}

export interface PolicyAuthorizerOptions {
  /** Groups allowed everything without consulting the policy. Default `system:masters`. */
  readonly privilegedGroups?: readonly string[];
}

/** Decides from a loaded policy: allowed when any rule of any role binding the user matches. */
export class PolicyAuthorizer implements Authorizer {
  private readonly roles: readonly PolicyRole[];
  private readonly privileged: readonly string[];

  constructor(policy: Policy, options: PolicyAuthorizerOptions = {}) {
    this.roles = policy.roles;
    this.privileged = options.privilegedGroups ?? [SYSTEM_MASTERS_GROUP];
  }

  authorize(attrs: AuthorizationAttributes): AuthorizationDecision {
    const group = attrs.user.groups.find((g) => this.privileged.includes(g));
    if (group !== undefined) return { allowed: true, reason: `member of privileged group ${JSON.stringify(group)}` };
    for (const [i, role] of this.roles.entries()) {
      const subject = role.subjects.find((s) => subjectMatches(s, attrs.user));
      if (!subject) continue;
      if (role.rules.some((r) => ruleAllows(r, attrs))) {
        const name = role.name ?? `#${i}`;
        return { allowed: true, reason: `allowed by role ${JSON.stringify(name)} to ${describeSubject(subject)}` };
      }
    }
    return { allowed: false, reason: '' };
  }

  /**
   * The rules of every role binding the user that apply in `namespace` (rules limited to other
   * namespaces left out); the privileged groups get everything, as upstream's cluster-admin.
   */
  rulesFor(user: UserInfo, namespace: string): RulesForResult {
    if (user.groups.some((g) => this.privileged.includes(g))) return ALL_RULES;
    const resourceRules: ResourceRuleInfo[] = [];
    const nonResourceRules: NonResourceRuleInfo[] = [];
    for (const role of this.roles) {
      if (!role.subjects.some((s) => subjectMatches(s, user))) continue;
      for (const rule of role.rules) {
        if (rule.nonResourceURLs?.length) {
          nonResourceRules.push({ verbs: [...rule.verbs], nonResourceURLs: [...rule.nonResourceURLs] });
          continue;
        }
        if (rule.namespaces?.length && !rule.namespaces.includes('*') && !rule.namespaces.includes(namespace)) continue;
        resourceRules.push({
          verbs: [...rule.verbs],
          ...(rule.apiGroups?.length ? { apiGroups: [...rule.apiGroups] } : {}),
          ...(rule.resources?.length ? { resources: [...rule.resources] } : {}),
          ...(rule.resourceNames?.length ? { resourceNames: [...rule.resourceNames] } : {}),
        });
      }
    }
    return { resourceRules, nonResourceRules, incomplete: false };
  }
}

/**
 * Authorize several verbs of the same request (apply: `patch` then `create`; unsafe delete:
 * `delete` then `unsafe-delete-ignore-read-errors`). Returns the first denial, with the
 * attributes that were denied (for the Forbidden message), or an allowed decision.
 */
export function authorizeAll(
  authorizer: Authorizer,
  attrs: AuthorizationAttributes,
  verbs: readonly string[],
): AuthorizationDecision & { readonly deniedAttributes?: AuthorizationAttributes } {
  let last: AuthorizationDecision = { allowed: true, reason: '' };
  for (const verb of verbs) {
    const a = { ...attrs, verb };
    last = authorizer.authorize(a);
    if (!last.allowed) return { ...last, deniedAttributes: a };
  }
  return last;
}

/** `& < >` are HTML-escaped in the message (responsewriters sanitizer). */
function sanitize(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Upstream's forbidden text (responsewriters/errors.go forbiddenMessage), sanitized:
 * `User "bob" cannot get resource "leasecandidates" in API group "coordination.cluster.io" in the namespace "default"`,
 * `... at the cluster scope`, or for non-resource requests `User "bob" cannot get path "/foo"`.
 * The resource includes `/<subresource>` when there is one.
 */
export function forbiddenMessage(attrs: AuthorizationAttributes): string {
  const user = goQuote(attrs.user.username);
  if (!attrs.isResourceRequest) return sanitize(`User ${user} cannot ${attrs.verb} path ${goQuote(attrs.path)}`);
  const resource = attrs.subresource ? `${attrs.resource}/${attrs.subresource}` : attrs.resource;
  const where = attrs.namespace ? `in the namespace ${goQuote(attrs.namespace)}` : 'at the cluster scope';
  return sanitize(`User ${user} cannot ${attrs.verb} resource ${goQuote(resource)} in API group ${goQuote(attrs.apiGroup)} ${where}`);
}

/**
 * The 403 Status for a denied request (apierrors.NewForbidden over forbiddenMessage, `: reason`
 * appended when the authorizer gave one), with header `X-Content-Type-Options: nosniff`.
 * Messages: `<resource>.<group> "<name>" is forbidden: ...`, `<resource>.<group> is forbidden: ...`
 * for collections, `forbidden: ...` for non-resource paths. details = {name, group, kind: resource}.
 */
export function forbiddenError(attrs: AuthorizationAttributes, reason = ''): ApiError {
  const err = reason ? `${forbiddenMessage(attrs)}: ${reason}` : forbiddenMessage(attrs);
  const group = attrs.isResourceRequest ? attrs.apiGroup : '';
  const resource = attrs.isResourceRequest ? attrs.resource : '';
  const name = attrs.isResourceRequest ? (attrs.name ?? '') : '';
  let message: string;
  if (group === '' && resource === '') message = `forbidden: ${err}`;
  else {
    const gr = group === '' ? resource : `${resource}.${group}`;
    message = name === '' ? `${gr} is forbidden: ${err}` : `${gr} ${goQuote(name)} is forbidden: ${err}`;
  }
  // Go's omitempty drops empty details fields; key order stays name, group, kind.
  const details: StatusDetails = {};
  if (name) details.name = name;
  if (group) details.group = group;
  if (resource) details.kind = resource;
  return new ApiError(failureStatus(403, 'Forbidden', message, details), {
    headers: { 'X-Content-Type-Options': 'nosniff' },
  });
}
