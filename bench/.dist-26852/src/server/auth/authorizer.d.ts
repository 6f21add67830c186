import { ApiError } from '../../meta/status.js';
import type { Policy, PolicyRule, PolicySubject } from './policy.js';
import { type UserInfo } from './user-info.js';
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
/** Anything that decides. Implementations must be synchronous and side-effect free. */
export interface Authorizer {
    authorize(attrs: AuthorizationAttributes): AuthorizationDecision;
}
/** Allows everything (`--authorization-mode=AlwaysAllow`, the default without a policy). */
export declare const alwaysAllow: Authorizer;
/** Denies everything (`AlwaysDeny`). */
export declare const alwaysDeny: Authorizer;
/** Whether one rule covers the request (rbac/v1 RuleAllows, plus the namespaces extension). */
export declare function ruleAllows(rule: PolicyRule, attrs: AuthorizationAttributes): boolean;
/** Whether a subject names this user. */
export declare function subjectMatches(subject: PolicySubject, user: UserInfo): boolean;
export interface PolicyAuthorizerOptions {
    /** Groups allowed everything without consulting the policy. Default `system:masters`. */
    readonly privilegedGroups?: readonly string[];
}
/** Decides from a loaded policy: allowed when any rule of any role binding the user matches. */
export declare class PolicyAuthorizer implements Authorizer {
    private readonly roles;
    private readonly privileged;
    constructor(policy: Policy, options?: PolicyAuthorizerOptions);
    authorize(attrs: AuthorizationAttributes): AuthorizationDecision;
}
/**
 * Authorize several verbs of the same request (apply: `patch` then `create`; unsafe delete:
 * `delete` then `unsafe-delete-ignore-read-errors`). Returns the first denial, with the
 * attributes that were denied (for the Forbidden message), or an allowed decision.
 */
export declare function authorizeAll(authorizer: Authorizer, attrs: AuthorizationAttributes, verbs: readonly string[]): AuthorizationDecision & {
    readonly deniedAttributes?: AuthorizationAttributes;
};
/**
 * Upstream's forbidden text (responsewriters/errors.go forbiddenMessage), sanitized:
 * `User "bob" cannot get resource "leasecandidates" in API group "coordination.cluster.io" in the namespace "default"`,
 * `... at the cluster scope`, or for non-resource requests `User "bob" cannot get path "/foo"`.
 * The resource includes `/<subresource>` when there is one.
 */
export declare function forbiddenMessage(attrs: AuthorizationAttributes): string;
/**
 * The 403 Status for a denied request (apierrors.NewForbidden over forbiddenMessage, `: reason`
 * appended when the authorizer gave one), with header `X-Content-Type-Options: nosniff`.
 * Messages: `<resource>.<group> "<name>" is forbidden: ...`, `<resource>.<group> is forbidden: ...`
 * for collections, `forbidden: ...` for non-resource paths. details = {name, group, kind: resource}.
 */
export declare function forbiddenError(attrs: AuthorizationAttributes, reason?: string): ApiError;
