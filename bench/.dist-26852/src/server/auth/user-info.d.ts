/**
 * The authenticated identity of a request (apiserver `user.Info`) and the well-known names.
 */
export interface UserInfo {
    /** `system:anonymous`, `system:serviceaccount:<ns>:<name>`, a certificate CN, a token-file user. */
    readonly username: string;
    /** Stable id; '' when the source has none. */
    readonly uid: string;
    /** Includes `system:authenticated` for every authenticated (non-anonymous) user. */
    readonly groups: readonly string[];
    /** Extra attributes (service accounts: credential id, pod and node bindings). */
    readonly extra: Readonly<Record<string, readonly string[]>>;
}
export declare const ANONYMOUS_USER = "system:anonymous";
export declare const ALL_UNAUTHENTICATED_GROUP = "system:unauthenticated";
export declare const ALL_AUTHENTICATED_GROUP = "system:authenticated";
/** Members may do anything; authorization is not consulted (upstream's privileged group). */
export declare const SYSTEM_MASTERS_GROUP = "system:masters";
export declare const SERVICE_ACCOUNT_USERNAME_PREFIX = "system:serviceaccount:";
export declare const ALL_SERVICE_ACCOUNTS_GROUP = "system:serviceaccounts";
/** The identity given to requests without credentials when anonymous access is on. */
export declare const anonymousUser: UserInfo;
/** `system:serviceaccount:<namespace>:<name>`. */
export declare function serviceAccountUsername(namespace: string, name: string): string;
/** Namespace and name of a service-account user name, or undefined for other users. */
export declare function parseServiceAccountUsername(username: string): {
    namespace: string;
    name: string;
} | undefined;
/** Groups of a service account: `system:serviceaccounts` and `system:serviceaccounts:<ns>`. */
export declare function serviceAccountGroups(namespace: string): string[];
/**
 * Add `system:authenticated` unless the user is anonymous or already carries
 * `system:authenticated` / `system:unauthenticated` (upstream AuthenticatedGroupAdder).
 */
export declare function withAuthenticatedGroup(user: UserInfo): UserInfo;
