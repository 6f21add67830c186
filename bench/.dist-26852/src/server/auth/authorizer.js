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
import { SYSTEM_MASTERS_GROUP, serviceAccountUsername } from './user-info.js';
/** Allows everything (`--authorization-mode=AlwaysAllow`, the default without a policy). */
export const alwaysAllow = { authorize: () => ({ allowed: true, reason: '' }) };
/** Denies everything (`AlwaysDeny`). */
export const alwaysDeny = { authorize: () => ({ allowed: false, reason: '' }) };
function has(list, value) {
    return !!list && (list.includes('*') || list.includes(value));
}
function resourceMatches(rule, resource, subresource) {
    const combined = subresource ? `${resource}/${subresource}` : resource;
    for (const r of rule.resources ?? []) {
        if (r === '*' || r === combined)
            return true;
        // `*/status` grants that subresource of every resource.
        if (subresource && r === `*/${subresource}`)
            return true;
    }
    return false;
}
function nonResourceUrlMatches(rule, path) {
    for (const u of rule.nonResourceURLs ?? []) {
        if (u === '*' || u === path)
            return true;
        if (u.endsWith('*') && path.startsWith(u.slice(0, -1)))
            return true;
    }
    return false;
}
/** Whether one rule covers the request (rbac/v1 RuleAllows, plus the namespaces extension). */
export function ruleAllows(rule, attrs) {
    if (!has(rule.verbs, attrs.verb))
        return false;
    if (!attrs.isResourceRequest)
        return nonResourceUrlMatches(rule, attrs.path);
    if (!has(rule.apiGroups, attrs.apiGroup))
        return false;
    if (!resourceMatches(rule, attrs.resource, attrs.subresource ?? ''))
        return false;
    if (rule.resourceNames?.length && !rule.resourceNames.includes(attrs.name ?? ''))
        return false;
    if (rule.namespaces?.length && !rule.namespaces.includes('*')) {
        const ns = attrs.namespace ?? '';
        if (ns === '' || !rule.namespaces.includes(ns))
            return false;
    }
    return true;
}
/** Whether a subject names this user. */
export function subjectMatches(subject, user) {
    switch (subject.kind) {
        case 'User':
            return subject.name === user.username;
        case 'Group':
            return user.groups.includes(subject.name);
        case 'ServiceAccount':
            return serviceAccountUsername(subject.namespace ?? '', subject.name) === user.username;
    }
}
function describeSubject(subject) {
    return subject.kind === 'ServiceAccount' ? `ServiceAccount "${subject.namespace}/${subject.name}"` : `${subject.kind} ${JSON.stringify(subject.name)}`;
}
/** Decides from a loaded policy: allowed when any rule of any role binding the user matches. */
export class PolicyAuthorizer {
    roles;
    privileged;
    constructor(policy, options = {}) {
        this.roles = policy.roles;
        this.privileged = options.privilegedGroups ?? [SYSTEM_MASTERS_GROUP];
    }
    authorize(attrs) {
        const group = attrs.user.groups.find((g) => this.privileged.includes(g));
        if (group !== undefined)
            return { allowed: true, reason: `member of privileged group ${JSON.stringify(group)}` };
        for (const [i, role] of this.roles.entries()) {
            const subject = role.subjects.find((s) => subjectMatches(s, attrs.user));
            if (!subject)
                continue;
            if (role.rules.some((r) => ruleAllows(r, attrs))) {
                const name = role.name ?? `#${i}`;
                return { allowed: true, reason: `allowed by role ${JSON.stringify(name)} to ${describeSubject(subject)}` };
            }
        }
        return { allowed: false, reason: '' };
    }
}
/**
 * Authorize several verbs of the same request (apply: `patch` then `create`; unsafe delete:
 * `delete` then `unsafe-delete-ignore-read-errors`). Returns the first denial, with the
 * attributes that were denied (for the Forbidden message), or an allowed decision.
 */
export function authorizeAll(authorizer, attrs, verbs) {
    let last = { allowed: true, reason: '' };
    for (const verb of verbs) {
        const a = { ...attrs, verb };
        last = authorizer.authorize(a);
        if (!last.allowed)
            return { ...last, deniedAttributes: a };
    }
    return last;
}
/** `& < >` are HTML-escaped in the message (responsewriters sanitizer). */
function sanitize(s) {
    return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
/**
 * Upstream's forbidden text (responsewriters/errors.go forbiddenMessage), sanitized:
 * `User "bob" cannot get resource "leasecandidates" in API group "coordination.cluster.io" in the namespace "default"`,
 * `... at the cluster scope`, or for non-resource requests `User "bob" cannot get path "/foo"`.
 * The resource includes `/<subresource>` when there is one.
 */
export function forbiddenMessage(attrs) {
    const user = goQuote(attrs.user.username);
    if (!attrs.isResourceRequest)
        return sanitize(`User ${user} cannot ${attrs.verb} path ${goQuote(attrs.path)}`);
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
export function forbiddenError(attrs, reason = '') {
    const err = reason ? `${forbiddenMessage(attrs)}: ${reason}` : forbiddenMessage(attrs);
    const group = attrs.isResourceRequest ? attrs.apiGroup : '';
    const resource = attrs.isResourceRequest ? attrs.resource : '';
    const name = attrs.isResourceRequest ? (attrs.name ?? '') : '';
    let message;
    if (group === '' && resource === '')
        message = `forbidden: ${err}`;
    else {
        const gr = group === '' ? resource : `${resource}.${group}`;
        message = name === '' ? `${gr} is forbidden: ${err}` : `${gr} ${goQuote(name)} is forbidden: ${err}`;
    }
    // Go's omitempty drops empty details fields; key order stays name, group, kind.
    const details = {};
    if (name)
        details.name = name;
    if (group)
        details.group = group;
    if (resource)
        details.kind = resource;
    return new ApiError(failureStatus(403, 'Forbidden', message, details), {
        headers: { 'X-Content-Type-Options': 'nosniff' },
    });
}
//# sourceMappingURL=authorizer.js.map