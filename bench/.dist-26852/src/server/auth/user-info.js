/**
 * The authenticated identity of a request (apiserver `user.Info`) and the well-known names.
 */
export const ANONYMOUS_USER = 'system:anonymous';
export const ALL_UNAUTHENTICATED_GROUP = 'system:unauthenticated';
export const ALL_AUTHENTICATED_GROUP = 'system:authenticated';
/** Members may do anything; authorization is not consulted (upstream's privileged group). */
export const SYSTEM_MASTERS_GROUP = 'system:masters';
export const SERVICE_ACCOUNT_USERNAME_PREFIX = 'system:serviceaccount:';
export const ALL_SERVICE_ACCOUNTS_GROUP = 'system:serviceaccounts';
/** The identity given to requests without credentials when anonymous access is on. */
export const anonymousUser = Object.freeze({
    username: ANONYMOUS_USER,
    uid: '',
    groups: Object.freeze([ALL_UNAUTHENTICATED_GROUP]),
    extra: Object.freeze({}),
});
/** `system:serviceaccount:<namespace>:<name>`. */
export function serviceAccountUsername(namespace, name) {
    return `${SERVICE_ACCOUNT_USERNAME_PREFIX}${namespace}:${name}`;
}
/** Namespace and name of a service-account user name, or undefined for other users. */
export function parseServiceAccountUsername(username) {
    if (!username.startsWith(SERVICE_ACCOUNT_USERNAME_PREFIX))
        return undefined;
    const parts = username.slice(SERVICE_ACCOUNT_USERNAME_PREFIX.length).split(':');
    if (parts.length !== 2 || !parts[0] || !parts[1])
        return undefined;
    return { namespace: parts[0], name: parts[1] };
}
/** Groups of a service account: `system:serviceaccounts` and `system:serviceaccounts:<ns>`. */
export function serviceAccountGroups(namespace) {
    return [ALL_SERVICE_ACCOUNTS_GROUP, `${ALL_SERVICE_ACCOUNTS_GROUP}:${namespace}`];
}
/**
 * Add `system:authenticated` unless the user is anonymous or already carries
 * `system:authenticated` / `system:unauthenticated` (upstream AuthenticatedGroupAdder).
 */
export function withAuthenticatedGroup(user) {
    if (user.username === ANONYMOUS_USER)
        return user;
    if (user.groups.some((g) => g === ALL_AUTHENTICATED_GROUP || g === ALL_UNAUTHENTICATED_GROUP))
        return user;
    return { ...user, groups: [...user.groups, ALL_AUTHENTICATED_GROUP] };
}
//# sourceMappingURL=user-info.js.map