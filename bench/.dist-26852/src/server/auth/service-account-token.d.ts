/**
 * Service-account tokens: JWTs (RFC 7519) the server signs with RS256 (RSA key) or ES256
 * (P-256 key) and verifies, in the shape of kube-apiserver's bound tokens
 * (pkg/serviceaccount/claims.go):
 *
 *   header  {"alg":"ES256","kid":"<key id>"}
 *   payload {"aud":[...],"exp":..,"iat":..,"iss":"<issuer>","jti":"<uuid>",
 *            "kubernetes.io":{"namespace":"ns","serviceaccount":{"name":"sa","uid":"..."},
 *                             "pod":{"name":..,"uid":..}?, "node":{"name":..,"uid":..}?},
 *            "nbf":..,"sub":"system:serviceaccount:ns:sa"}
 *
 * The key id is upstream's: base64url (no padding) of the SHA-256 of the public key's DER SPKI.
 * Verification checks, in order: the three-part structure and JSON, the algorithm against the
 * key type, the signature (by `kid`, or every key of that type when absent), the issuer, the
 * audience, the time claims with leeway (go-jose's default 1 minute: `exp` passes until
 * exp + leeway, `nbf` and `iat` may be up to leeway in the future), and that `sub` matches the
 * private claims.
 */
import { type KeyObject } from 'node:crypto';
import { type Clock } from '../../meta/clock.js';
import { type UserInfo } from './user-info.js';
/** Upstream's default `--service-account-issuer` in most installers. */
export declare const DEFAULT_SERVICE_ACCOUNT_ISSUER = "https://kubernetes.default.svc.cluster.local";
export type JwtAlgorithm = 'RS256' | 'ES256';
export interface ObjectRef {
    readonly name: string;
    readonly uid: string;
}
/** The `kubernetes.io` private claim. */
export interface KubernetesClaims {
    readonly namespace: string;
    readonly serviceaccount: ObjectRef;
    readonly pod?: ObjectRef;
    readonly node?: ObjectRef;
}
export interface ServiceAccountClaims {
    readonly aud: readonly string[];
    readonly exp: number;
    readonly iat: number;
    readonly iss: string;
    readonly jti: string;
    readonly 'kubernetes.io': KubernetesClaims;
    readonly nbf: number;
    readonly sub: string;
}
export interface IssueTokenRequest {
    readonly namespace: string;
    /** Service account name. */
    readonly name: string;
    /** Service account uid. */
    readonly uid: string;
    /** Default: the issuer's accepted audiences. */
    readonly audiences?: readonly string[];
    /** Default: `defaultExpirationSeconds` (3600). */
    readonly expirationSeconds?: number;
    readonly pod?: ObjectRef;
    readonly node?: ObjectRef;
}
export type TokenVerification = {
    readonly ok: true;
    readonly claims: ServiceAccountClaims;
    readonly user: UserInfo;
} | {
    readonly ok: false;
    readonly reason: string;
};
/** Something that can verify service-account tokens (what the authenticator consumes). */
export interface ServiceAccountTokenVerifier {
    verify(token: string): TokenVerification;
}
export interface ServiceAccountTokenIssuerOptions {
    /** Private key: RSA (RS256) or EC P-256 (ES256). */
    readonly signingKey: KeyObject;
    /** Public keys accepted when verifying (key rotation). Default: the signing key's public key. */
    readonly verificationKeys?: readonly KeyObject[];
    /** `iss` of issued tokens; accepted when verifying. Default DEFAULT_SERVICE_ACCOUNT_ISSUER. */
    readonly issuer?: string;
    /** More issuers accepted when verifying (issuer migration). */
    readonly acceptedIssuers?: readonly string[];
    /** `--api-audiences`: a token must name one of them. Default: [issuer]. */
    readonly audiences?: readonly string[];
    readonly clock?: Clock;
    /** Default 60 s (go-jose DefaultLeeway). */
    readonly leewayMs?: number;
    /** Default 3600. */
    readonly defaultExpirationSeconds?: number;
    /** Token id source (injected randomness). Default crypto.randomUUID. */
    readonly newId?: () => string;
}
/** Upstream key id: base64url(sha256(DER SPKI)) without padding. */
export declare function keyId(publicKey: KeyObject): string;
/** The JWS algorithm for a key, or undefined when the key cannot sign JWTs here. */
export declare function algorithmFor(key: KeyObject): JwtAlgorithm | undefined;
/**
 * Issues and verifies service-account tokens with one signing key and any number of
 * verification keys. Stateless apart from its options; safe to share.
 */
export declare class ServiceAccountTokenIssuer implements ServiceAccountTokenVerifier {
    readonly issuer: string;
    readonly audiences: readonly string[];
    private readonly signingKey;
    private readonly algorithm;
    private readonly kid;
    private readonly keys;
    private readonly issuers;
    private readonly clock;
    private readonly leewayMs;
    private readonly defaultExpirationSeconds;
    private readonly newId;
    /** @throws Error when the signing key is not a private RSA or P-256 key. */
    constructor(options: ServiceAccountTokenIssuerOptions);
    /** A signed token for a service account. */
    issue(req: IssueTokenRequest): string;
    /** Check a token; never throws. Reasons are for logs, never for responses. */
    verify(token: string): TokenVerification;
}
/**
 * The identity of a verified token: `system:serviceaccount:<ns>:<name>`, uid of the service
 * account, groups `system:serviceaccounts` and `system:serviceaccounts:<ns>`, and upstream's
 * extra keys for the credential id and bound pod/node.
 */
export declare function serviceAccountUser(claims: ServiceAccountClaims): UserInfo;
