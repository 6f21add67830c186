/**
 * Request authentication, transport-agnostic: the HTTP layer passes the headers and the TLS peer
 * certificate, and gets a user or a refusal (then it answers `unauthorizedError()`: 401 with
 * Status message `Unauthorized` on every path).
 *
 * Order and semantics follow kube-apiserver's authenticator chain:
 * 1. Client certificate: a certificate chaining to `clientCA` with extKeyUsage clientAuth (or
 *    none) and a non-empty subject CN. User = CN, groups = O values, uid = attribute
 *    1.3.6.1.4.1.57683.2 when `uidFromCertificate` (gate AllowParsingUserUIDFromCertAuth).
 *    A certificate without CN is ignored; an invalid certificate is an error.
 * 2. `Authorization: Bearer <token>` (scheme case-insensitive): the static token file, then
 *    service-account JWTs. An unknown or invalid token is an error.
 * The first method that succeeds wins; errors of earlier methods are then ignored (a bad client
 * certificate does not spoil a good token).
 * 3. No method succeeded: with errors, the request is refused even when anonymous access is on
 *    (a bad credential is never treated as anonymous); without credentials, it becomes
 *    `system:anonymous` in `system:unauthenticated` when `anonymous` is on, else it is refused.
 * Authenticated users get `system:authenticated` appended (AuthenticatedGroupAdder).
 */
import { X509Certificate } from 'node:crypto';
import { type Clock } from '../../meta/clock.js';
import { type ApiError } from '../../meta/status.js';
import { type TokenFile } from './token-file.js';
import type { ServiceAccountTokenVerifier } from './service-account-token.js';
import { type UserInfo } from './user-info.js';
/** What node:tls `getPeerCertificate(true)` returns, reduced to what is read here. */
export interface PeerCertificateLike {
    /** DER bytes; absent when the peer sent no certificate (node returns `{}`). */
    readonly raw?: Uint8Array;
    /** The next certificate of the chain the peer sent; may point to itself for a root. */
    readonly issuerCertificate?: PeerCertificateLike;
}
export interface AuthenticationRequest {
    /** Lower-case header names, as node:http gives them. */
    readonly headers: Readonly<Record<string, string | readonly string[] | undefined>>;
    readonly peerCertificate?: PeerCertificateLike;
}
export type AuthenticationMethod = 'x509' | 'token-file' | 'service-account' | 'anonymous';
export type AuthenticationResult = {
    readonly authenticated: true;
    readonly user: UserInfo;
    readonly method: AuthenticationMethod;
}
/** `reasons` are for the log only; the response is always the plain 401. */
 | {
    readonly authenticated: false;
    readonly reasons: readonly string[];
};
export interface AuthenticatorOptions {
    /** `--client-ca-file`: PEM bundle or parsed certificates. Without it certificates are ignored. */
    readonly clientCA?: string | readonly X509Certificate[];
    /** `--token-auth-file`, loaded. */
    readonly tokenFile?: TokenFile;
    /** Verifier of service-account JWTs (a ServiceAccountTokenIssuer). */
    readonly serviceAccountTokens?: ServiceAccountTokenVerifier;
    /**
     * Confirms a verified token's service account still exists with that uid (upstream looks it
     * up). Default: every verified token is accepted.
     */
    readonly serviceAccountValidator?: (sa: {
        namespace: string;
        name: string;
        uid: string;
    }) => boolean | Promise<boolean>;
    /** `--anonymous-auth`. Default false. */
    readonly anonymous?: boolean;
    /** Read the user UID from client certificates (AllowParsingUserUIDFromCertAuth). Default true. */
    readonly uidFromCertificate?: boolean;
    readonly clock?: Clock;
}
/** The 401 every unauthenticated request gets (filters/authentication.go). */
export declare function unauthorizedError(): ApiError;
/**
 * The bearer token of an Authorization header, or undefined when there is none (no header,
 * another scheme, or an empty token: all treated as "no credentials", as upstream).
 */
export declare function bearerToken(headers: AuthenticationRequest['headers']): string | undefined;
export declare class RequestAuthenticator {
    private readonly roots;
    private readonly tokens;
    private readonly serviceAccounts;
    private readonly validateServiceAccount;
    private readonly anonymous;
    private readonly uidFromCertificate;
    private readonly clock;
    constructor(options?: AuthenticatorOptions);
    authenticate(req: AuthenticationRequest): Promise<AuthenticationResult>;
    private fromCertificate;
    private fromServiceAccountToken;
}
