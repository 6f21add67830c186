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
import crypto, {} from 'node:crypto';
import { systemClock } from '../../meta/clock.js';
import { serviceAccountGroups, serviceAccountUsername } from './user-info.js';
/** Upstream's default `--service-account-issuer` in most installers. */
export const DEFAULT_SERVICE_ACCOUNT_ISSUER = 'https://kubernetes.default.svc.cluster.local';
function b64url(data) {
    return Buffer.from(data).toString('base64url');
}
/** Upstream key id: base64url(sha256(DER SPKI)) without padding. */
export function keyId(publicKey) {
    return b64url(crypto.createHash('sha256').update(publicKey.export({ type: 'spki', format: 'der' })).digest());
}
/** The JWS algorithm for a key, or undefined when the key cannot sign JWTs here. */
export function algorithmFor(key) {
    if (key.asymmetricKeyType === 'rsa')
        return 'RS256';
    if (key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1')
        return 'ES256';
    return undefined;
}
function isObjectRef(v) {
    return typeof v === 'object' && v !== null && typeof v.name === 'string' && typeof v.uid === 'string';
}
/**
 * Issues and verifies service-account tokens with one signing key and any number of
 * verification keys. Stateless apart from its options; safe to share.
 */
export class ServiceAccountTokenIssuer {
    issuer;
    audiences;
    signingKey;
    algorithm;
    kid;
    keys;
    issuers;
    clock;
    leewayMs;
    defaultExpirationSeconds;
    newId;
    /** @throws Error when the signing key is not a private RSA or P-256 key. */
    constructor(options) {
        if (options.signingKey.type !== 'private')
            throw new Error('service account signing key must be a private key');
        const alg = algorithmFor(options.signingKey);
        if (!alg)
            throw new Error('service account signing key must be RSA (RS256) or EC P-256 (ES256)');
        this.signingKey = options.signingKey;
        this.algorithm = alg;
        const publicKey = crypto.createPublicKey(options.signingKey);
        this.kid = keyId(publicKey);
        const verification = options.verificationKeys ?? [publicKey];
        this.keys = verification.flatMap((key) => {
            const pub = key.type === 'private' ? crypto.createPublicKey(key) : key;
            const keyAlg = algorithmFor(pub);
            return keyAlg ? [{ kid: keyId(pub), key: pub, alg: keyAlg }] : [];
        });
        this.issuer = options.issuer ?? DEFAULT_SERVICE_ACCOUNT_ISSUER;
        this.issuers = new Set([this.issuer, ...(options.acceptedIssuers ?? [])]);
        this.audiences = options.audiences ?? [this.issuer];
        this.clock = options.clock ?? systemClock;
        this.leewayMs = options.leewayMs ?? 60_000;
        this.defaultExpirationSeconds = options.defaultExpirationSeconds ?? 3600;
        this.newId = options.newId ?? (() => crypto.randomUUID());
    }
    /** A signed token for a service account. */
    issue(req) {
        const now = Math.floor(this.clock.now() / 1000);
        const k8s = {
            namespace: req.namespace,
            serviceaccount: { name: req.name, uid: req.uid },
        };
        if (req.pod)
            k8s.pod = { name: req.pod.name, uid: req.pod.uid };
        if (req.node)
            k8s.node = { name: req.node.name, uid: req.node.uid };
        const claims = {
            aud: [...(req.audiences ?? this.audiences)],
            exp: now + (req.expirationSeconds ?? this.defaultExpirationSeconds),
            iat: now,
            iss: this.issuer,
            jti: this.newId(),
            'kubernetes.io': k8s,
            nbf: now,
            sub: serviceAccountUsername(req.namespace, req.name),
        };
        const signingInput = `${b64url(JSON.stringify({ alg: this.algorithm, kid: this.kid }))}.${b64url(JSON.stringify(claims))}`;
        const signature = this.algorithm === 'ES256'
            ? crypto.sign('sha256', Buffer.from(signingInput), { key: this.signingKey, dsaEncoding: 'ieee-p1363' })
            : crypto.sign('sha256', Buffer.from(signingInput), this.signingKey);
        return `${signingInput}.${b64url(signature)}`;
    }
    /** Check a token; never throws. Reasons are for logs, never for responses. */
    verify(token) {
        const fail = (reason) => ({ ok: false, reason });
        const parts = token.split('.');
        if (parts.length !== 3)
            return fail('malformed token: expected three dot-separated parts');
        const [h, p, s] = parts;
        let header;
        let payload;
        try {
            header = JSON.parse(Buffer.from(h, 'base64url').toString('utf8'));
            payload = JSON.parse(Buffer.from(p, 'base64url').toString('utf8'));
        }
        catch {
            return fail('malformed token: header or payload is not base64url JSON');
        }
        if (typeof header !== 'object' || header === null || typeof payload !== 'object' || payload === null) {
            return fail('malformed token: header and payload must be JSON objects');
        }
        const alg = header.alg;
        if (alg !== 'RS256' && alg !== 'ES256')
            return fail(`unsupported signing algorithm ${JSON.stringify(alg)}`);
        const candidates = this.keys.filter((k) => k.alg === alg && (typeof header.kid !== 'string' || header.kid === '' || k.kid === header.kid));
        if (candidates.length === 0)
            return fail('no verification key matches the token');
        const signature = Buffer.from(s, 'base64url');
        const input = Buffer.from(`${h}.${p}`);
        const valid = candidates.some(({ key }) => {
            try {
                return alg === 'ES256'
                    ? crypto.verify('sha256', input, { key, dsaEncoding: 'ieee-p1363' }, signature)
                    : crypto.verify('sha256', input, key, signature);
            }
            catch {
                return false; // malformed signature bytes
            }
        });
        if (!valid)
            return fail('invalid signature');
        if (typeof payload.iss !== 'string' || !this.issuers.has(payload.iss))
            return fail('token issuer is not accepted');
        const aud = typeof payload.aud === 'string' ? [payload.aud] : payload.aud;
        if (!Array.isArray(aud) || !aud.every((a) => typeof a === 'string'))
            return fail('token has no audience');
        if (!aud.some((a) => this.audiences.includes(a)))
            return fail('token audiences are not accepted');
        const now = this.clock.now();
        const num = (v) => (typeof v === 'number' && Number.isFinite(v) ? v * 1000 : undefined);
        const exp = num(payload.exp);
        if (exp === undefined)
            return fail('token has no expiry');
        if (now - this.leewayMs > exp)
            return fail('token has expired');
        const nbf = num(payload.nbf);
        if (nbf !== undefined && now + this.leewayMs < nbf)
            return fail('token is not valid yet');
        const iat = num(payload.iat);
        if (iat !== undefined && now + this.leewayMs < iat)
            return fail('token was issued in the future');
        const k8s = payload['kubernetes.io'];
        if (typeof k8s !== 'object' || k8s === null || typeof k8s.namespace !== 'string' || !isObjectRef(k8s.serviceaccount)) {
            return fail('token has no service account claims');
        }
        if (k8s.namespace === '' || k8s.serviceaccount.name === '')
            return fail('token has no service account claims');
        if (payload.sub !== serviceAccountUsername(k8s.namespace, k8s.serviceaccount.name)) {
            return fail('token subject does not match its service account claims');
        }
        if (typeof payload.jti !== 'string')
            return fail('token has no id');
        const claims = {
            aud: aud,
            exp: exp / 1000,
            iat: (iat ?? 0) / 1000,
            iss: payload.iss,
            jti: payload.jti,
            'kubernetes.io': k8s,
            nbf: (nbf ?? 0) / 1000,
            sub: payload.sub,
        };
        return { ok: true, claims, user: serviceAccountUser(claims) };
    }
}
/**
 * The identity of a verified token: `system:serviceaccount:<ns>:<name>`, uid of the service
 * account, groups `system:serviceaccounts` and `system:serviceaccounts:<ns>`, and upstream's
 * extra keys for the credential id and bound pod/node.
 */
export function serviceAccountUser(claims) {
    const k = claims['kubernetes.io'];
    const extra = {};
    if (k.pod) {
        extra['authentication.kubernetes.io/pod-name'] = [k.pod.name];
        extra['authentication.kubernetes.io/pod-uid'] = [k.pod.uid];
    }
    if (k.node) {
        extra['authentication.kubernetes.io/node-name'] = [k.node.name];
        extra['authentication.kubernetes.io/node-uid'] = [k.node.uid];
    }
    if (claims.jti)
        extra['authentication.kubernetes.io/credential-id'] = [`JTI=${claims.jti}`];
    return {
        username: serviceAccountUsername(k.namespace, k.serviceaccount.name),
        uid: k.serviceaccount.uid,
        groups: serviceAccountGroups(k.namespace),
        extra,
    };
}
//# sourceMappingURL=service-account-token.js.map