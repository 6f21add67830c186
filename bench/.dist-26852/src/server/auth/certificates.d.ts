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
import { X509Certificate, type KeyObject } from 'node:crypto';
import { type Clock } from '../../meta/clock.js';
/** Subject attribute OIDs. */
export declare const OID: {
    readonly commonName: "2.5.4.3";
    readonly country: "2.5.4.6";
    readonly organization: "2.5.4.10";
    readonly organizationalUnit: "2.5.4.11";
    /** Kubernetes' user UID subject attribute (AllowParsingUserUIDFromCertAuth). */
    readonly userUid: "1.3.6.1.4.1.57683.2";
    readonly basicConstraints: "2.5.29.19";
    readonly keyUsage: "2.5.29.15";
    readonly extKeyUsage: "2.5.29.37";
    readonly subjectAltName: "2.5.29.17";
    readonly subjectKeyIdentifier: "2.5.29.14";
    readonly authorityKeyIdentifier: "2.5.29.35";
    readonly serverAuth: "1.3.6.1.5.5.7.3.1";
    readonly clientAuth: "1.3.6.1.5.5.7.3.2";
    readonly anyExtendedKeyUsage: "2.5.29.37.0";
};
export type KeyAlgorithm = 'ec-p256' | 'ec-p384' | 'rsa-2048' | 'rsa-3072' | 'ed25519';
export interface KeyPair {
    readonly privateKey: KeyObject;
    readonly publicKey: KeyObject;
}
/** A fresh key pair. RSA keys take tens of milliseconds; prefer EC in tests. */
export declare function generateKeyPair(algorithm?: KeyAlgorithm): KeyPair;
/** Subject (or issuer) fields this module writes. Each value becomes its own RDN. */
export interface DistinguishedName {
    readonly country?: string;
    readonly organizations?: readonly string[];
    readonly organizationalUnits?: readonly string[];
    readonly commonName?: string;
    /** Written as attribute 1.3.6.1.4.1.57683.2 (read back as the user UID). */
    readonly userUid?: string;
    /** Further string attributes, written last in this order as UTF8String RDNs. */
    readonly extraAttributes?: readonly NameAttribute[];
}
export type KeyUsageName = 'digitalSignature' | 'keyEncipherment' | 'keyCertSign' | 'cRLSign';
export type ExtKeyUsageName = 'serverAuth' | 'clientAuth';
export interface CertificateTemplate {
    readonly subject: DistinguishedName;
    /** The subject's public key. */
    readonly publicKey: KeyObject;
    readonly notBefore: number;
    readonly notAfter: number;
    /** Positive; default 16 random bytes with the top bit cleared. */
    readonly serialNumber?: bigint;
    readonly isCA?: boolean;
    /** basicConstraints pathLenConstraint, CAs only. */
    readonly pathLength?: number;
    readonly keyUsage?: readonly KeyUsageName[];
    readonly extKeyUsage?: readonly ExtKeyUsageName[];
    readonly dnsNames?: readonly string[];
    /** IPv4 or IPv6 literals. */
    readonly ipAddresses?: readonly string[];
}
/** Who signs: an issuer certificate and its key, or only a key for a self-signed certificate. */
export interface CertificateSigner {
    /** Absent: self-signed (issuer = subject; the key must belong to the template's public key). */
    readonly certificate?: X509Certificate;
    readonly privateKey: KeyObject;
}
/** 4 or 16 address bytes of an IP literal. */
export declare function ipAddressBytes(ip: string): Uint8Array;
/** RFC 5280 method 1 key identifier: SHA-1 of the subjectPublicKey BIT STRING contents. */
export declare function keyIdentifier(publicKey: KeyObject): Uint8Array;
/** PEM text of DER bytes: 64-column base64 between BEGIN/END lines, ending with a newline. */
export declare function toPem(der: Uint8Array, label?: string): string;
/** Every CERTIFICATE block of a PEM bundle, in order. Other blocks are ignored. */
export declare function parsePemCertificates(pem: string): X509Certificate[];
/**
 * Build and sign one certificate.
 * @param random source of serial-number bytes (injected randomness); default crypto.randomBytes
 * @throws Error when the signer's key type is unsupported or a self-signed key does not match
 */
export declare function createCertificate(template: CertificateTemplate, signer: CertificateSigner, random?: (n: number) => Uint8Array): X509Certificate;
/** One subject attribute, in certificate order. */
export interface NameAttribute {
    readonly oid: string;
    readonly value: string;
}
/** The parts of a certificate that authentication and chain building read. */
export interface CertificateInfo {
    /** The subject Name exactly as encoded (used as the issuer of certificates it signs). */
    readonly subjectName: Uint8Array;
    readonly subject: readonly NameAttribute[];
    readonly notBefore: number;
    readonly notAfter: number;
    readonly isCA: boolean;
    /** extKeyUsage OIDs; undefined when the extension is absent (any usage allowed). */
    readonly extKeyUsage: readonly string[] | undefined;
    readonly subjectKeyId: Uint8Array | undefined;
}
/** Parse DER certificate fields. @throws DerError on malformed input. */
export declare function parseCertificate(der: Uint8Array): CertificateInfo;
/** A certificate with its private key, as PEM and as objects. */
export interface IssuedCertificate {
    readonly certificate: X509Certificate;
    readonly certPem: string;
    readonly privateKey: KeyObject;
    /** PKCS#8 PEM. */
    readonly keyPem: string;
}
export interface IssueOptions {
    readonly clock?: Clock;
    /** Lifetime from now. Default: 10 years for a CA, 1 year otherwise. */
    readonly validityMs?: number;
    /** notBefore is this far before now, to tolerate clock skew. Default 1 minute. */
    readonly backdateMs?: number;
    readonly keyAlgorithm?: KeyAlgorithm;
    /** Use this key pair instead of generating one. */
    readonly keyPair?: KeyPair;
    readonly random?: (n: number) => Uint8Array;
}
/** A self-signed CA (basicConstraints CA:TRUE, keyCertSign and cRLSign). */
export declare function createCertificateAuthority(options?: IssueOptions & {
    readonly commonName?: string;
}): IssuedCertificate;
/**
 * A TLS server certificate signed by `ca` (extKeyUsage serverAuth). Default names:
 * `localhost`, `127.0.0.1` and `::1`.
 */
export declare function createServingCertificate(ca: IssuedCertificate, options?: IssueOptions & {
    readonly commonName?: string;
    readonly dnsNames?: readonly string[];
    readonly ipAddresses?: readonly string[];
}): IssuedCertificate;
/**
 * A TLS client certificate signed by `ca` (extKeyUsage clientAuth): the API server reads the user
 * name from `commonName`, groups from `organizations`, and the UID from `uid`.
 */
export declare function createClientCertificate(ca: IssuedCertificate, options: IssueOptions & {
    readonly commonName: string;
    readonly organizations?: readonly string[];
    readonly uid?: string;
}): IssuedCertificate;
export interface VerifyCertificateOptions {
    /** Trusted CAs. */
    readonly roots: readonly X509Certificate[];
    /** Untrusted certificates that may complete the chain (sent by the peer). */
    readonly intermediates?: readonly X509Certificate[];
    /** Verification time, ms since the epoch. */
    readonly now: number;
    /** Required extended key usage; certificates without the extension allow any. Default clientAuth. */
    readonly usage?: ExtKeyUsageName;
}
export type VerifyCertificateResult = {
    readonly ok: true;
    readonly chain: readonly X509Certificate[];
} | {
    readonly ok: false;
    readonly reason: string;
};
/**
 * Build a chain from `leaf` to one of `roots` through `intermediates`, checking signatures,
 * validity periods, CA flags and extended key usage (Go crypto/x509 Verify, simplified: no name
 * constraints or policies). A leaf that is itself a trusted root verifies as a one-element chain.
 * Reasons use Go's x509 wording.
 */
export declare function verifyCertificate(leaf: X509Certificate, options: VerifyCertificateOptions): VerifyCertificateResult;
