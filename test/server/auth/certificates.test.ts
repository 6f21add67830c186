import { X509Certificate } from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { describe, expect, it } from 'vitest';
import {
  OID,
  createCertificate,
  createCertificateAuthority,
  createClientCertificate,
  createServingCertificate,
  generateKeyPair,
  ipAddressBytes,
  keyIdentifier,
  parseCertificate,
  parsePemCertificates,
  toPem,
  verifyCertificate,
  type KeyAlgorithm,
} from '../../../src/server/auth/certificates.js';
import { RequestAuthenticator } from '../../../src/server/auth/authenticator.js';
import { ManualClock } from '../../support/manual-clock.js';

const NOW = Date.UTC(2025, 0, 1);
const clock = new ManualClock(NOW);
const DAY = 24 * 3600 * 1000;

describe('generated certificates parse and verify with node:crypto', () => {
  const algorithms: KeyAlgorithm[] = ['ec-p256', 'ec-p384', 'rsa-2048', 'ed25519'];
  it.each(algorithms)('%s: CA, serving and client certificates', (alg) => {
    const ca = createCertificateAuthority({ clock, keyAlgorithm: alg, commonName: 'test-ca' });
    const serving = createServingCertificate(ca, { clock, keyAlgorithm: alg, dnsNames: ['localhost', 'api.example'], ipAddresses: ['127.0.0.1', '::1'] });
    const client = createClientCertificate(ca, { clock, keyAlgorithm: alg, commonName: 'alice', organizations: ['devs', 'ops'], uid: 'u-1' });

    const caCert = new X509Certificate(ca.certPem);
    expect(caCert.ca).toBe(true);
    expect(caCert.subject).toBe('CN=test-ca');
    expect(caCert.verify(caCert.publicKey)).toBe(true);
    expect(caCert.checkIssued(caCert)).toBe(true);

    const srv = new X509Certificate(serving.certPem);
    expect(srv.ca).toBe(false);
    expect(srv.checkIssued(caCert)).toBe(true);
    expect(srv.verify(caCert.publicKey)).toBe(true);
    expect(srv.subjectAltName).toBe('DNS:localhost, DNS:api.example, IP Address:127.0.0.1, IP Address:0:0:0:0:0:0:0:1');
    expect(srv.keyUsage).toEqual([OID.serverAuth]);
    expect(srv.checkHost('api.example')).toBe('api.example');
    expect(srv.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(srv.checkPrivateKey(serving.privateKey)).toBe(true);

    const cl = new X509Certificate(client.certPem);
    expect(cl.verify(caCert.publicKey)).toBe(true);
    expect(cl.keyUsage).toEqual([OID.clientAuth]);
    expect(cl.issuer).toBe('CN=test-ca');
    expect(new Date(cl.validFrom).getTime()).toBe(NOW - 60_000);
    expect(new Date(cl.validTo).getTime()).toBe(NOW + 365 * DAY);
  });

  it('writes subject attributes in order, groups as separate O values, and the UID attribute', () => {
    const ca = createCertificateAuthority({ clock });
    const client = createClientCertificate(ca, { clock, commonName: 'alice', organizations: ['devs', 'system:masters'], uid: 'u-1' });
    const info = parseCertificate(client.certificate.raw);
    expect(info.subject).toEqual([
      { oid: OID.organization, value: 'devs' },
      { oid: OID.organization, value: 'system:masters' },
      { oid: OID.commonName, value: 'alice' },
      { oid: OID.userUid, value: 'u-1' },
    ]);
    expect(info.isCA).toBe(false);
    expect(info.extKeyUsage).toEqual([OID.clientAuth]);
    expect(info.notBefore).toBe(NOW - 60_000);
    expect(parseCertificate(ca.certificate.raw).isCA).toBe(true);
    expect(parseCertificate(ca.certificate.raw).subjectKeyId).toEqual(keyIdentifier(ca.certificate.publicKey));
  });

  it('PEM output round-trips and bundles split into certificates', () => {
    const a = createCertificateAuthority({ clock, commonName: 'a' });
    const b = createCertificateAuthority({ clock, commonName: 'b' });
    expect(a.certPem).toMatch(/^-----BEGIN CERTIFICATE-----\n([A-Za-z0-9+/=]{64}\n)*[A-Za-z0-9+/=]{1,64}\n-----END CERTIFICATE-----\n$/);
    expect(toPem(a.certificate.raw)).toBe(a.certPem);
    const bundle = parsePemCertificates(`junk\n${a.certPem}${a.keyPem}\n${b.certPem}`);
    expect(bundle.map((c) => c.subject)).toEqual(['CN=a', 'CN=b']);
    expect(a.keyPem).toMatch(/^-----BEGIN PRIVATE KEY-----/);
  });

  it('honours explicit serial numbers, validity and key pairs', () => {
    const keys = generateKeyPair('ec-p256');
    const cert = createCertificate(
      { subject: { commonName: 'x', country: 'DE', organizationalUnits: ['unit'] }, publicKey: keys.publicKey, notBefore: NOW, notAfter: NOW + DAY, serialNumber: 0x1234n },
      { privateKey: keys.privateKey },
    );
    expect(cert.serialNumber).toBe('1234');
    expect(cert.subject).toBe('C=DE\nOU=unit\nCN=x');
    expect(() =>
      createCertificate(
        { subject: { commonName: 'x' }, publicKey: keys.publicKey, notBefore: NOW, notAfter: NOW + DAY },
        { privateKey: generateKeyPair('ec-p256').privateKey },
      ),
    ).toThrow(/does not match/);
  });

  it.each([
    ['127.0.0.1', '7f000001'],
    ['::1', '00000000000000000000000000000001'],
    ['2001:db8::1', '20010db8000000000000000000000001'],
    ['fe80::1:2', 'fe800000000000000000000000010002'],
    ['::ffff:10.0.0.1', '00000000000000000000ffff0a000001'],
    ['1:2:3:4:5:6:7:8', '00010002000300040005000600070008'],
  ])('IP %s encodes as %s', (ip, h) => {
    expect(Buffer.from(ipAddressBytes(ip)).toString('hex')).toBe(h);
  });
});

describe('verifyCertificate', () => {
  const ca = createCertificateAuthority({ clock, commonName: 'root' });
  const other = createCertificateAuthority({ clock, commonName: 'other' });
  const keys = generateKeyPair();
  const intermediate = {
    certificate: createCertificate(
      { subject: { commonName: 'intermediate' }, publicKey: keys.publicKey, notBefore: NOW - DAY, notAfter: NOW + 30 * DAY, isCA: true },
      ca,
    ),
    privateKey: keys.privateKey,
  };
  const viaIntermediate = createClientCertificate({ ...intermediate, certPem: '', keyPem: '' }, { clock, commonName: 'bob' });
  const client = createClientCertificate(ca, { clock, commonName: 'alice' });
  const serving = createServingCertificate(ca, { clock });

  const cases: Array<{ name: string; leaf: X509Certificate; intermediates?: X509Certificate[]; now?: number; ok: boolean; reason?: string; chain?: number }> = [
    { name: 'directly signed client certificate', leaf: client.certificate, ok: true, chain: 2 },
    { name: 'chain through an intermediate the peer sent', leaf: viaIntermediate.certificate, intermediates: [intermediate.certificate], ok: true, chain: 3 },
    { name: 'intermediate missing', leaf: viaIntermediate.certificate, ok: false, reason: 'x509: certificate signed by unknown authority' },
    { name: 'signed by another CA', leaf: createClientCertificate(other, { clock, commonName: 'eve' }).certificate, ok: false, reason: 'x509: certificate signed by unknown authority' },
    { name: 'serving certificate used as client', leaf: serving.certificate, ok: false, reason: 'x509: certificate specifies an incompatible key usage' },
    {
      name: 'expired',
      leaf: client.certificate,
      now: NOW + 400 * DAY,
      ok: false,
      reason: 'x509: certificate has expired or is not yet valid: current time 2026-02-05T00:00:00Z is after 2026-01-01T00:00:00Z',
    },
    {
      name: 'not yet valid',
      leaf: client.certificate,
      now: NOW - DAY,
      ok: false,
      reason: 'x509: certificate has expired or is not yet valid: current time 2024-12-31T00:00:00Z is before 2024-12-31T23:59:00Z',
    },
    { name: 'intermediate expired', leaf: viaIntermediate.certificate, intermediates: [intermediate.certificate], now: NOW + 31 * DAY, ok: false, reason: 'x509: certificate signed by unknown authority' },
    { name: 'the root itself', leaf: ca.certificate, ok: true, chain: 1 },
    {
      name: 'self-signed non-root',
      leaf: createCertificateAuthority({ clock, commonName: 'root' }).certificate,
      ok: false,
      reason: 'x509: certificate signed by unknown authority',
    },
  ];
  it.each(cases)('$name', (c) => {
    const r = verifyCertificate(c.leaf, { roots: [ca.certificate], intermediates: c.intermediates ?? [], now: c.now ?? NOW });
    expect(r.ok).toBe(c.ok);
    if (r.ok) expect(r.chain).toHaveLength(c.chain!);
    else expect(r.reason).toBe(c.reason);
  });

  it('accepts serverAuth when asked for it', () => {
    expect(verifyCertificate(serving.certificate, { roots: [ca.certificate], now: NOW, usage: 'serverAuth' }).ok).toBe(true);
  });
});

describe('mutual TLS with generated certificates', () => {
  it.each(['ec-p256', 'rsa-2048'] as const)('%s: node:https serves, a client certificate authenticates', async (alg) => {
    const ca = createCertificateAuthority({ keyAlgorithm: alg });
    const serving = createServingCertificate(ca, { keyAlgorithm: alg });
    const alice = createClientCertificate(ca, { keyAlgorithm: alg, commonName: 'alice', organizations: ['devs'] });
    const stranger = createClientCertificate(createCertificateAuthority(), { commonName: 'mallory' });
    const authn = new RequestAuthenticator({ clientCA: ca.certPem });

    const server = https.createServer({ key: serving.keyPem, cert: serving.certPem, ca: ca.certPem, requestCert: true, rejectUnauthorized: false }, (req, res) => {
      const peer = (req.socket as TLSSocket).getPeerCertificate(true);
      void authn.authenticate({ headers: req.headers, peerCertificate: peer }).then((r) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(r));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const get = (opts: https.RequestOptions) =>
      new Promise<unknown>((resolve, reject) => {
        const req = https.request({ host: '127.0.0.1', port, path: '/', ca: ca.certPem, servername: 'localhost', ...opts }, (res) => {
          let body = '';
          res.on('data', (d) => (body += d));
          res.on('end', () => resolve(JSON.parse(body)));
        });
        req.on('error', reject);
        req.end();
      });
    try {
      expect(await get({ cert: alice.certPem, key: alice.keyPem })).toEqual({
        authenticated: true,
        method: 'x509',
        user: { username: 'alice', uid: '', groups: ['devs', 'system:authenticated'], extra: {} },
      });
      expect(await get({})).toEqual({ authenticated: false, reasons: ['no credentials provided'] });
      expect(await get({ cert: stranger.certPem, key: stranger.keyPem })).toEqual({
        authenticated: false,
        reasons: ['x509: certificate signed by unknown authority'],
      });
      // The client verified the server certificate against the CA (no rejectUnauthorized override).
      await expect(get({ ca: createCertificateAuthority().certPem })).rejects.toThrow(/self[- ]signed|unable to verify|unknown/i);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
