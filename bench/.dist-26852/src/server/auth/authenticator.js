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
import { systemClock } from '../../meta/clock.js';
import { statusErrors } from '../../meta/status.js';
import { OID, parseCertificate, parsePemCertificates, verifyCertificate } from './certificates.js';
import { TokenFileAuthenticator } from './token-file.js';
import { anonymousUser, withAuthenticatedGroup } from './user-info.js';
/** The 401 every unauthenticated request gets (filters/authentication.go). */
export function unauthorizedError() {
    return statusErrors.unauthorized('Unauthorized');
}
function header(headers, name) {
    const v = headers[name];
    return typeof v === 'string' ? v : v?.[0];
}
/**
 * The bearer token of an Authorization header, or undefined when there is none (no header,
 * another scheme, or an empty token: all treated as "no credentials", as upstream).
 */
export function bearerToken(headers) {
    const auth = header(headers, 'authorization')?.trim();
    if (!auth)
        return undefined;
    const parts = auth.split(' ');
    if (parts.length < 2 || parts[0].toLowerCase() !== 'bearer')
        return undefined;
    return parts[1] || undefined;
}
/** The certificates of a peer chain after the leaf, without repeats. */
function peerIntermediates(peer) {
    const out = [];
    const seen = new Set([Buffer.from(peer.raw).toString('base64')]);
    for (let c = peer.issuerCertificate; c?.raw && out.length < 10; c = c.issuerCertificate) {
        const key = Buffer.from(c.raw).toString('base64');
        if (seen.has(key))
            break;
        seen.add(key);
        out.push(c.raw);
    }
    return out;
}
export class RequestAuthenticator {
    roots;
    tokens;
    serviceAccounts;
    validateServiceAccount;
    anonymous;
    uidFromCertificate;
    clock;
    constructor(options = {}) {
        this.roots = typeof options.clientCA === 'string' ? parsePemCertificates(options.clientCA) : (options.clientCA ?? []);
        this.tokens = options.tokenFile ? new TokenFileAuthenticator(options.tokenFile) : undefined;
        this.serviceAccounts = options.serviceAccountTokens;
        this.validateServiceAccount = options.serviceAccountValidator;
        this.anonymous = options.anonymous ?? false;
        this.uidFromCertificate = options.uidFromCertificate ?? true;
        this.clock = options.clock ?? systemClock;
    }
    async authenticate(req) {
        const reasons = [];
        const cert = this.fromCertificate(req.peerCertificate, reasons);
        if (cert)
            return { authenticated: true, user: withAuthenticatedGroup(cert), method: 'x509' };
        const token = bearerToken(req.headers);
        if (token !== undefined) {
            const fromFile = this.tokens?.authenticateToken(token);
            if (fromFile)
                return { authenticated: true, user: withAuthenticatedGroup(fromFile), method: 'token-file' };
            const sa = await this.fromServiceAccountToken(token, reasons);
            if (sa)
                return { authenticated: true, user: withAuthenticatedGroup(sa), method: 'service-account' };
            reasons.push('invalid bearer token');
        }
        if (reasons.length)
            return { authenticated: false, reasons };
        if (this.anonymous)
            return { authenticated: true, user: anonymousUser, method: 'anonymous' };
        return { authenticated: false, reasons: ['no credentials provided'] };
    }
    fromCertificate(peer, reasons) {
        if (!peer?.raw || peer.raw.length === 0 || this.roots.length === 0)
            return undefined;
        let leaf;
        let intermediates;
        try {
            leaf = new X509Certificate(Buffer.from(peer.raw));
            intermediates = peerIntermediates(peer).map((der) => new X509Certificate(Buffer.from(der)));
        }
        catch (err) {
            reasons.push(`x509: malformed certificate: ${err.message}`);
            return undefined;
        }
        const result = verifyCertificate(leaf, { roots: this.roots, intermediates, now: this.clock.now(), usage: 'clientAuth' });
        if (!result.ok) {
            reasons.push(result.reason);
            return undefined;
        }
        const subject = parseCertificate(leaf.raw).subject;
        const cn = subject.filter((a) => a.oid === OID.commonName).map((a) => a.value);
        // Go's pkix.Name keeps the last CN when there are several.
        const username = cn[cn.length - 1] ?? '';
        if (username === '')
            return undefined;
        const uids = subject.filter((a) => a.oid === OID.userUid).map((a) => a.value);
        if (this.uidFromCertificate && uids.length > 1) {
            reasons.push(`expected at most one UID in the certificate subject, got ${uids.length}`);
            return undefined;
        }
        return {
            username,
            uid: this.uidFromCertificate ? (uids[0] ?? '') : '',
            groups: subject.filter((a) => a.oid === OID.organization).map((a) => a.value),
            extra: {},
        };
    }
    async fromServiceAccountToken(token, reasons) {
        if (!this.serviceAccounts || token.split('.').length !== 3)
            return undefined;
        const v = this.serviceAccounts.verify(token);
        if (!v.ok) {
            reasons.push(`service account token: ${v.reason}`);
            return undefined;
        }
        if (this.validateServiceAccount) {
            const k = v.claims['kubernetes.io'];
            const sa = { namespace: k.namespace, name: k.serviceaccount.name, uid: k.serviceaccount.uid };
            let exists = false;
            try {
                exists = await this.validateServiceAccount(sa);
            }
            catch (err) {
                reasons.push(`service account token: lookup failed: ${err.message}`);
                return undefined;
            }
            if (!exists) {
                reasons.push(`service account token: service account ${sa.namespace}/${sa.name} (uid ${sa.uid}) no longer exists`);
                return undefined;
            }
        }
        return v.user;
    }
}
//# sourceMappingURL=authenticator.js.map