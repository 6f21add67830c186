/**
 * X.509 certificates without external tools: generate a CA and serving/client certificates
 * signed by it (for tests and `ctl server`), read the fields authentication needs, and verify
 * a client certificate chain against trusted roots.
 *
 * Generation writes X.509 v3 (RFC 5280) with the DER encoder in der.ts and signs with
 * node:crypto: RSA (sha256WithRSAEncryption), ECDSA P-256/P-384 (ecdsa-with-SHA256/384) or
 * Ed25519. Extensions: basicConstraints and keyUsage (critical), extKeyUsage, subjectAltName
 * (DNS and IP), subjectKeyIdentifier and authorityKeyIdentifier. Signature checks use
 * `crypto.X509Certificate`.
 */
import crypto, { X509Certificate } from 'node:crypto';
import { isIP } from 'node:net';
import { systemClock } from '../../meta/clock.js';
import { TAG, bitString, boolean, children, decodeOid, decodeString, decodeTime, explicit, ia5String, implicitPrimitive, integer, namedBits, nullValue, octetString, oid, printableString, readTlv, sequence, setOf, time, utf8String, } from './der.js';
/** Subject attribute OIDs. */
export const OID = {
    commonName: '2.5.4.3',
    country: '2.5.4.6',
    organization: '2.5.4.10',
    organizationalUnit: '2.5.4.11',
    /** Kubernetes' user UID subject attribute (AllowParsingUserUIDFromCertAuth). */
    userUid: '1.3.6.1.4.1.57683.2',
    basicConstraints: '2.5.29.19',
    keyUsage: '2.5.29.15',
    extKeyUsage: '2.5.29.37',
    subjectAltName: '2.5.29.17',
    subjectKeyIdentifier: '2.5.29.14',
    authorityKeyIdentifier: '2.5.29.35',
    serverAuth: '1.3.6.1.5.5.7.3.1',
    clientAuth: '1.3.6.1.5.5.7.3.2',
    anyExtendedKeyUsage: '2.5.29.37.0',
};
/** A fresh key pair. RSA keys take tens of milliseconds; prefer EC in tests. */
export function generateKeyPair(algorithm = 'ec-p256') {
    switch (algorithm) {
        case 'ec-p256':
            return crypto.generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
        case 'ec-p384':
            return crypto.generateKeyPairSync('ec', { namedCurve: 'secp384r1' });
        case 'rsa-2048':
            return crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
        case 'rsa-3072':
            return crypto.generateKeyPairSync('rsa', { modulusLength: 3072 });
        case 'ed25519':
            return crypto.generateKeyPairSync('ed25519');
    }
}
const KEY_USAGE_BIT = { digitalSignature: 0, keyEncipherment: 2, keyCertSign: 5, cRLSign: 6 };
function signatureAlgorithm(key) {
    const type = key.asymmetricKeyType;
    if (type === 'rsa')
        return { algorithmIdentifier: sequence(oid('1.2.840.113549.1.1.11'), nullValue()), digest: 'sha256' };
    if (type === 'ed25519')
        return { algorithmIdentifier: sequence(oid('1.3.101.112')), digest: null };
    if (type === 'ec') {
        const curve = key.asymmetricKeyDetails?.namedCurve;
        if (curve === 'prime256v1')
            return { algorithmIdentifier: sequence(oid('1.2.840.10045.4.3.2')), digest: 'sha256' };
        if (curve === 'secp384r1')
            return { algorithmIdentifier: sequence(oid('1.2.840.10045.4.3.3')), digest: 'sha384' };
        throw new Error(`unsupported EC curve ${curve ?? '(unknown)'}`);
    }
    throw new Error(`unsupported signing key type ${type ?? '(unknown)'}`);
}
function encodeName(dn) {
    const rdn = (type, value) => setOf(sequence(oid(type), value));
    const rdns = [];
    if (dn.country !== undefined)
        rdns.push(rdn(OID.country, printableString(dn.country)));
    for (const o of dn.organizations ?? [])
        rdns.push(rdn(OID.organization, utf8String(o)));
    for (const ou of dn.organizationalUnits ?? [])
        rdns.push(rdn(OID.organizationalUnit, utf8String(ou)));
    if (dn.commonName !== undefined)
        rdns.push(rdn(OID.commonName, utf8String(dn.commonName)));
    if (dn.userUid !== undefined)
        rdns.push(rdn(OID.userUid, utf8String(dn.userUid)));
    for (const a of dn.extraAttributes ?? [])
        rdns.push(rdn(a.oid, utf8String(a.value)));
    return sequence(...rdns);
}
/** 4 or 16 address bytes of an IP literal. */
export function ipAddressBytes(ip) {
    const kind = isIP(ip);
    if (kind === 4)
        return Uint8Array.from(ip.split('.').map(Number));
    if (kind !== 6)
        throw new Error(`invalid IP address ${JSON.stringify(ip)}`);
    let text = ip.split('%')[0];
    let tail = [];
    const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
    if (v4) {
        tail = v4[1].split('.').map(Number);
        text = text.slice(0, -v4[1].length) + '0:0';
    }
    const [head, rest] = text.includes('::') ? text.split('::') : [text, undefined];
    const groups = (s) => (s === '' ? [] : s.split(':').map((g) => parseInt(g, 16)));
    const h = groups(head);
    const r = rest === undefined ? [] : groups(rest);
    const words = rest === undefined ? h : [...h, ...new Array(8 - h.length - r.length).fill(0), ...r];
    const out = new Uint8Array(16);
    words.forEach((w, i) => {
        out[i * 2] = w >> 8;
        out[i * 2 + 1] = w & 0xff;
    });
    if (tail.length)
        out.set(tail, 12);
    return out;
}
function spkiDer(publicKey) {
    return new Uint8Array(publicKey.export({ type: 'spki', format: 'der' }));
}
/** RFC 5280 method 1 key identifier: SHA-1 of the subjectPublicKey BIT STRING contents. */
export function keyIdentifier(publicKey) {
    const spki = children(readTlv(spkiDer(publicKey)).value);
    const bits = spki[1];
    if (!bits || bits.tag !== TAG.BIT_STRING)
        throw new Error('malformed SubjectPublicKeyInfo');
    return new Uint8Array(crypto.createHash('sha1').update(bits.value.subarray(1)).digest());
}
function extension(id, critical, value) {
    return critical ? sequence(oid(id), boolean(true), octetString(value)) : sequence(oid(id), octetString(value));
}
/** PEM text of DER bytes: 64-column base64 between BEGIN/END lines, ending with a newline. */
export function toPem(der, label = 'CERTIFICATE') {
    const b64 = Buffer.from(der).toString('base64');
    const lines = b64.match(/.{1,64}/g) ?? [];
    return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}
/** Every CERTIFICATE block of a PEM bundle, in order. Other blocks are ignored. */
export function parsePemCertificates(pem) {
    const out = [];
    const re = /-----BEGIN CERTIFICATE-----([\s\S]*?)-----END CERTIFICATE-----/g;
    for (let m = re.exec(pem); m; m = re.exec(pem))
        out.push(new X509Certificate(Buffer.from(m[1].replace(/\s+/g, ''), 'base64')));
    return out;
}
/**
 * Build and sign one certificate.
 * @param random source of serial-number bytes (injected randomness); default crypto.randomBytes
 * @throws Error when the signer's key type is unsupported or a self-signed key does not match
 */
export function createCertificate(template, signer, random = (n) => crypto.randomBytes(n)) {
    const selfSigned = signer.certificate === undefined;
    if (selfSigned) {
        const derived = crypto.createPublicKey(signer.privateKey);
        if (!Buffer.from(spkiDer(derived)).equals(Buffer.from(spkiDer(template.publicKey)))) {
            throw new Error('self-signed certificate: the signing key does not match the subject public key');
        }
    }
    const { algorithmIdentifier, digest } = signatureAlgorithm(signer.privateKey);
    const subject = encodeName(template.subject);
    const issuerInfo = signer.certificate ? parseCertificate(signer.certificate.raw) : undefined;
    const issuer = issuerInfo ? issuerInfo.subjectName : subject;
    let serial = template.serialNumber;
    if (serial === undefined) {
        const bytes = random(16);
        bytes[0] &= 0x7f;
        if (bytes[0] === 0)
            bytes[0] = 1; // keep 16 significant bytes
        serial = BigInt('0x' + Buffer.from(bytes).toString('hex'));
    }
    if (serial <= 0n)
        throw new Error('serial number must be positive');
    const exts = [];
    const basic = [];
    if (template.isCA) {
        basic.push(boolean(true));
        if (template.pathLength !== undefined)
            basic.push(integer(template.pathLength));
    }
    exts.push(extension(OID.basicConstraints, true, sequence(...basic)));
    const usage = template.keyUsage ?? (template.isCA ? ['digitalSignature', 'keyCertSign', 'cRLSign'] : ['digitalSignature']);
    if (usage.length)
        exts.push(extension(OID.keyUsage, true, namedBits(usage.map((u) => KEY_USAGE_BIT[u]))));
    if (template.extKeyUsage?.length) {
        exts.push(extension(OID.extKeyUsage, false, sequence(...template.extKeyUsage.map((u) => oid(OID[u])))));
    }
    const san = [
        // GeneralName dNSName is [2] IMPLICIT IA5String: the IA5String content under tag [2].
        ...(template.dnsNames ?? []).map((d) => implicitPrimitive(2, readTlv(ia5String(d)).value)),
        ...(template.ipAddresses ?? []).map((ip) => implicitPrimitive(7, ipAddressBytes(ip))),
    ];
    if (san.length)
        exts.push(extension(OID.subjectAltName, false, sequence(...san)));
    exts.push(extension(OID.subjectKeyIdentifier, false, octetString(keyIdentifier(template.publicKey))));
    const authorityKeyId = issuerInfo ? issuerInfo.subjectKeyId : keyIdentifier(template.publicKey);
    if (authorityKeyId)
        exts.push(extension(OID.authorityKeyIdentifier, false, sequence(implicitPrimitive(0, authorityKeyId))));
    const tbs = sequence(explicit(0, integer(2)), integer(serial), algorithmIdentifier, issuer, sequence(time(template.notBefore), time(template.notAfter)), subject, spkiDer(template.publicKey), explicit(3, sequence(...exts)));
    const signature = crypto.sign(digest, tbs, signer.privateKey);
    const der = sequence(tbs, algorithmIdentifier, bitString(new Uint8Array(signature)));
    return new X509Certificate(Buffer.from(der));
}
/** Parse DER certificate fields. @throws DerError on malformed input. */
export function parseCertificate(der) {
    const cert = children(readTlv(der).value);
    const tbs = children(cert[0].value);
    let i = tbs[0]?.tag === 0xa0 ? 1 : 0; // optional [0] version
    i += 2; // serialNumber, signature
    i += 1; // issuer
    const validity = children(tbs[i++].value);
    const subjectTlv = tbs[i++];
    const subject = [];
    for (const rdn of children(subjectTlv.value)) {
        for (const atv of children(rdn.value)) {
            const [type, value] = children(atv.value);
            let text;
            try {
                text = decodeString(value);
            }
            catch {
                continue; // attribute values that are not strings are not needed here
            }
            subject.push({ oid: decodeOid(type.value), value: text });
        }
    }
    let isCA = false;
    let extKeyUsage;
    let subjectKeyId;
    const extsTlv = tbs.find((t) => t.tag === 0xa3);
    if (extsTlv) {
        for (const ext of children(children(extsTlv.value)[0].value)) {
            const parts = children(ext.value);
            const id = decodeOid(parts[0].value);
            const value = parts[parts.length - 1].value;
            if (id === OID.basicConstraints) {
                const first = children(readTlv(value).value)[0];
                isCA = first?.tag === TAG.BOOLEAN && first.value[0] !== 0;
            }
            else if (id === OID.extKeyUsage) {
                extKeyUsage = children(readTlv(value).value).map((t) => decodeOid(t.value));
            }
            else if (id === OID.subjectKeyIdentifier) {
                subjectKeyId = new Uint8Array(readTlv(value).value);
            }
        }
    }
    return {
        subjectName: new Uint8Array(subjectTlv.bytes),
        subject,
        notBefore: decodeTime(validity[0]),
        notAfter: decodeTime(validity[1]),
        isCA,
        extKeyUsage,
        subjectKeyId,
    };
}
const YEAR_MS = 365 * 24 * 3600 * 1000;
function issue(template, signer, options, defaultValidityMs) {
    const now = (options.clock ?? systemClock).now();
    const keys = options.keyPair ?? generateKeyPair(options.keyAlgorithm);
    const certificate = createCertificate({
        ...template,
        publicKey: keys.publicKey,
        notBefore: now - (options.backdateMs ?? 60_000),
        notAfter: now + (options.validityMs ?? defaultValidityMs),
    }, signer ? { certificate: signer.certificate, privateKey: signer.privateKey } : { privateKey: keys.privateKey }, options.random);
    return {
        certificate,
        certPem: toPem(certificate.raw),
        privateKey: keys.privateKey,
        keyPem: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    };
}
/** A self-signed CA (basicConstraints CA:TRUE, keyCertSign and cRLSign). */
export function createCertificateAuthority(options = {}) {
    return issue({ subject: { commonName: options.commonName ?? 'cluster-ca' }, isCA: true }, undefined, options, 10 * YEAR_MS);
}
/**
 * A TLS server certificate signed by `ca` (extKeyUsage serverAuth). Default names:
 * `localhost`, `127.0.0.1` and `::1`.
 */
export function createServingCertificate(ca, options = {}) {
    const rsa = (options.keyPair?.privateKey.asymmetricKeyType ?? options.keyAlgorithm ?? 'ec').startsWith('rsa');
    return issue({
        subject: { commonName: options.commonName ?? 'cluster-apiserver' },
        // RSA key exchange (TLS 1.2 RSA suites) needs keyEncipherment; ECDSA keys must not have it.
        keyUsage: rsa ? ['digitalSignature', 'keyEncipherment'] : ['digitalSignature'],
        extKeyUsage: ['serverAuth'],
        dnsNames: options.dnsNames ?? ['localhost'],
        ipAddresses: options.ipAddresses ?? ['127.0.0.1', '::1'],
    }, ca, options, YEAR_MS);
}
/**
 * A TLS client certificate signed by `ca` (extKeyUsage clientAuth): the API server reads the user
 * name from `commonName`, groups from `organizations`, and the UID from `uid`.
 */
export function createClientCertificate(ca, options) {
    const subject = {
        commonName: options.commonName,
        ...(options.organizations ? { organizations: options.organizations } : {}),
        ...(options.uid !== undefined ? { userUid: options.uid } : {}),
    };
    const rsa = (options.keyPair?.privateKey.asymmetricKeyType ?? options.keyAlgorithm ?? 'ec').startsWith('rsa');
    return issue({ subject, keyUsage: rsa ? ['digitalSignature', 'keyEncipherment'] : ['digitalSignature'], extKeyUsage: ['clientAuth'] }, ca, options, YEAR_MS);
}
function isoSeconds(ms) {
    return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
/**
 * Build a chain from `leaf` to one of `roots` through `intermediates`, checking signatures,
 * validity periods, CA flags and extended key usage (Go crypto/x509 Verify, simplified: no name
 * constraints or policies). A leaf that is itself a trusted root verifies as a one-element chain.
 * Reasons use Go's x509 wording.
 */
export function verifyCertificate(leaf, options) {
    const usageOid = OID[options.usage ?? 'clientAuth'];
    const info = new Map();
    const infoOf = (c) => {
        let i = info.get(c);
        if (!i)
            info.set(c, (i = parseCertificate(c.raw)));
        return i;
    };
    let leafInfo;
    try {
        leafInfo = infoOf(leaf);
    }
    catch (err) {
        return { ok: false, reason: `x509: malformed certificate: ${err.message}` };
    }
    if (options.now < leafInfo.notBefore || options.now > leafInfo.notAfter) {
        const bound = options.now < leafInfo.notBefore ? `before ${isoSeconds(leafInfo.notBefore)}` : `after ${isoSeconds(leafInfo.notAfter)}`;
        return { ok: false, reason: `x509: certificate has expired or is not yet valid: current time ${isoSeconds(options.now)} is ${bound}` };
    }
    const usable = (c) => {
        const ci = infoOf(c);
        return options.now >= ci.notBefore && options.now <= ci.notAfter && ci.isCA;
    };
    const issued = (child, parent) => {
        try {
            return child.checkIssued(parent) && child.verify(parent.publicKey);
        }
        catch {
            return false;
        }
    };
    const isRoot = (c) => options.roots.some((r) => r.raw.equals(c.raw));
    const build = (cert, chain) => {
        if (chain.length > 10)
            return undefined;
        for (const root of options.roots) {
            if (usable(root) && issued(cert, root))
                return [...chain, root];
        }
        for (const mid of options.intermediates ?? []) {
            if (chain.some((c) => c.raw.equals(mid.raw)) || isRoot(mid))
                continue;
            if (!usable(mid) || !issued(cert, mid))
                continue;
            const found = build(mid, [...chain, mid]);
            if (found)
                return found;
        }
        return undefined;
    };
    const chain = isRoot(leaf) ? [leaf] : build(leaf, [leaf]);
    if (!chain)
        return { ok: false, reason: 'x509: certificate signed by unknown authority' };
    for (const c of chain) {
        const eku = infoOf(c).extKeyUsage;
        if (eku && !eku.includes(usageOid) && !eku.includes(OID.anyExtendedKeyUsage)) {
            return { ok: false, reason: 'x509: certificate specifies an incompatible key usage' };
        }
    }
    return { ok: true, chain };
}
//# sourceMappingURL=certificates.js.map