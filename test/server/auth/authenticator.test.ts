import { describe, expect, it } from 'vitest';
import {
  RequestAuthenticator,
  bearerToken,
  unauthorizedError,
  type AuthenticationRequest,
  type AuthenticatorOptions,
  type PeerCertificateLike,
} from '../../../src/server/auth/authenticator.js';
import { OID, createCertificateAuthority, createClientCertificate, createCertificate, generateKeyPair } from '../../../src/server/auth/certificates.js';
import { ServiceAccountTokenIssuer } from '../../../src/server/auth/service-account-token.js';
import { loadTokenFile } from '../../../src/server/auth/token-file.js';
import { isUnauthorized } from '../../../src/meta/status.js';
import { ManualClock } from '../../support/manual-clock.js';

const NOW = Date.UTC(2025, 3, 1);
const clock = new ManualClock(NOW);
const ca = createCertificateAuthority({ clock });
const alice = createClientCertificate(ca, { clock, commonName: 'alice', organizations: ['devs'], uid: 'alice-uid' });
const admin = createClientCertificate(ca, { clock, commonName: 'root', organizations: ['system:masters', 'system:authenticated'] });
const noCn = createClientCertificate(ca, { clock, commonName: '' });
const foreign = createClientCertificate(createCertificateAuthority({ clock }), { clock, commonName: 'mallory' });
const saIssuer = new ServiceAccountTokenIssuer({ signingKey: generateKeyPair().privateKey, clock, newId: () => 'id-1' });
const saToken = saIssuer.issue({ namespace: 'kube-system', name: 'elector', uid: 'sa-uid' });
const tokenFile = loadTokenFile('static-token,bob,bob-uid,"ops,qa"\n');

const peer = (c: { certificate: { raw: Buffer } }) => ({ raw: c.certificate.raw });
const bearer = (t: string) => ({ authorization: `Bearer ${t}` });

const base: AuthenticatorOptions = { clientCA: ca.certPem, tokenFile, serviceAccountTokens: saIssuer, clock };

describe('RequestAuthenticator', () => {
  const cases: Array<{
    name: string;
    options?: Partial<AuthenticatorOptions>;
    req: AuthenticationRequest;
    user?: { username: string; uid: string; groups: string[] };
    method?: string;
    reasons?: string[];
  }> = [
    {
      name: 'client certificate: CN is the user, O the groups, UID attribute the uid',
      req: { headers: {}, peerCertificate: peer(alice) },
      user: { username: 'alice', uid: 'alice-uid', groups: ['devs', 'system:authenticated'] },
      method: 'x509',
    },
    {
      name: 'UID from certificates can be turned off (AllowParsingUserUIDFromCertAuth=false)',
      options: { uidFromCertificate: false },
      req: { headers: {}, peerCertificate: peer(alice) },
      user: { username: 'alice', uid: '', groups: ['devs', 'system:authenticated'] },
      method: 'x509',
    },
    {
      name: 'system:authenticated is not added twice',
      req: { headers: {}, peerCertificate: peer(admin) },
      user: { username: 'root', uid: '', groups: ['system:masters', 'system:authenticated'] },
      method: 'x509',
    },
    {
      name: 'static token',
      req: { headers: bearer('static-token') },
      user: { username: 'bob', uid: 'bob-uid', groups: ['ops', 'qa', 'system:authenticated'] },
      method: 'token-file',
    },
    {
      name: 'scheme is case-insensitive; header arrays use the first value',
      req: { headers: { authorization: ['bearer static-token', 'Bearer nope'] } },
      user: { username: 'bob', uid: 'bob-uid', groups: ['ops', 'qa', 'system:authenticated'] },
      method: 'token-file',
    },
    {
      name: 'service-account token',
      req: { headers: bearer(saToken) },
      user: {
        username: 'system:serviceaccount:kube-system:elector',
        uid: 'sa-uid',
        groups: ['system:serviceaccounts', 'system:serviceaccounts:kube-system', 'system:authenticated'],
      },
      method: 'service-account',
    },
    {
      name: 'certificate wins over a bad token',
      req: { headers: bearer('garbage'), peerCertificate: peer(alice) },
      user: { username: 'alice', uid: 'alice-uid', groups: ['devs', 'system:authenticated'] },
      method: 'x509',
    },
    {
      name: 'a good token wins over a bad certificate',
      req: { headers: bearer('static-token'), peerCertificate: peer(foreign) },
      user: { username: 'bob', uid: 'bob-uid', groups: ['ops', 'qa', 'system:authenticated'] },
      method: 'token-file',
    },
    { name: 'no credentials, anonymous off', req: { headers: {} }, reasons: ['no credentials provided'] },
    {
      name: 'no credentials, anonymous on',
      options: { anonymous: true },
      req: { headers: {} },
      user: { username: 'system:anonymous', uid: '', groups: ['system:unauthenticated'] },
      method: 'anonymous',
    },
    { name: 'unknown token is refused even with anonymous on', options: { anonymous: true }, req: { headers: bearer('nope') }, reasons: ['invalid bearer token'] },
    {
      name: 'bad certificate is refused even with anonymous on',
      options: { anonymous: true },
      req: { headers: {}, peerCertificate: peer(foreign) },
      reasons: ['x509: certificate signed by unknown authority'],
    },
    {
      name: 'expired service-account token',
      req: { headers: bearer(saIssuer.issue({ namespace: 'a', name: 'b', uid: 'c', expirationSeconds: -120 })) },
      reasons: ['service account token: token has expired', 'invalid bearer token'],
    },
    {
      name: 'JWT-shaped tokens are not sent to a missing verifier',
      options: { serviceAccountTokens: undefined },
      req: { headers: bearer(saToken) },
      reasons: ['invalid bearer token'],
    },
    {
      name: 'certificate without CN is ignored (anonymous when allowed)',
      options: { anonymous: true },
      req: { headers: {}, peerCertificate: peer(noCn) },
      user: { username: 'system:anonymous', uid: '', groups: ['system:unauthenticated'] },
      method: 'anonymous',
    },
    {
      name: 'certificates are ignored without a client CA',
      options: { clientCA: undefined },
      req: { headers: {}, peerCertificate: peer(alice) },
      reasons: ['no credentials provided'],
    },
    { name: 'node returns {} when the peer sent no certificate', req: { headers: {}, peerCertificate: {} }, reasons: ['no credentials provided'] },
    { name: 'empty bearer token counts as no credentials', req: { headers: { authorization: 'Bearer ' } }, reasons: ['no credentials provided'] },
    { name: 'other schemes count as no credentials', req: { headers: { authorization: 'Basic YTpi' } }, reasons: ['no credentials provided'] },
  ];
  it.each(cases)('$name', async (c) => {
    const authn = new RequestAuthenticator({ ...base, ...c.options });
    const r = await authn.authenticate(c.req);
    if (c.user) {
      expect(r).toMatchObject({ authenticated: true, method: c.method, user: c.user });
    } else {
      expect(r).toEqual({ authenticated: false, reasons: c.reasons });
    }
  });

  it('verifies certificates at the injected time', async () => {
    const later = new ManualClock(NOW + 2 * 365 * 24 * 3600 * 1000);
    const r = await new RequestAuthenticator({ ...base, clock: later }).authenticate({ headers: {}, peerCertificate: peer(alice) });
    expect(r.authenticated).toBe(false);
  });

  it('builds the chain from intermediates the peer sent (issuerCertificate links)', async () => {
    const keys = generateKeyPair();
    const midCert = createCertificate(
      { subject: { commonName: 'mid' }, publicKey: keys.publicKey, notBefore: NOW - 1000, notAfter: NOW + 1e10, isCA: true },
      ca,
    );
    const leaf = createClientCertificate({ certificate: midCert, privateKey: keys.privateKey, certPem: '', keyPem: '' }, { clock, commonName: 'carol' });
    const rootLink: { raw: Buffer; issuerCertificate?: PeerCertificateLike } = { raw: ca.certificate.raw };
    rootLink.issuerCertificate = rootLink; // node makes roots point to themselves
    const chain = { raw: leaf.certificate.raw, issuerCertificate: { raw: midCert.raw, issuerCertificate: rootLink } };
    const r = await new RequestAuthenticator(base).authenticate({ headers: {}, peerCertificate: chain });
    expect(r).toMatchObject({ authenticated: true, user: { username: 'carol' } });
    const alone = await new RequestAuthenticator(base).authenticate({ headers: {}, peerCertificate: { raw: leaf.certificate.raw } });
    expect(alone.authenticated).toBe(false);
  });

  it('rejects a certificate with several UID attributes', async () => {
    const keys = generateKeyPair();
    const cert = createCertificate(
      {
        subject: { commonName: 'dup', userUid: 'a', extraAttributes: [{ oid: OID.userUid, value: 'b' }] },
        publicKey: keys.publicKey,
        notBefore: NOW - 1000,
        notAfter: NOW + 1e9,
        extKeyUsage: ['clientAuth'],
      },
      ca,
    );
    const authn = new RequestAuthenticator(base);
    expect(await authn.authenticate({ headers: {}, peerCertificate: { raw: cert.raw } })).toEqual({
      authenticated: false,
      reasons: ['expected at most one UID in the certificate subject, got 2'],
    });
    // Without UID parsing the attributes are irrelevant.
    const noUid = new RequestAuthenticator({ ...base, uidFromCertificate: false });
    expect(await noUid.authenticate({ headers: {}, peerCertificate: { raw: cert.raw } })).toMatchObject({ authenticated: true, user: { username: 'dup', uid: '' } });
  });

  it.each([
    [true, true],
    [false, false],
  ])('service-account validator returning %s -> authenticated %s', async (exists, ok) => {
    const seen: unknown[] = [];
    const authn = new RequestAuthenticator({
      ...base,
      serviceAccountValidator: (sa) => {
        seen.push(sa);
        return Promise.resolve(exists);
      },
    });
    const r = await authn.authenticate({ headers: bearer(saToken) });
    expect(r.authenticated).toBe(ok);
    expect(seen).toEqual([{ namespace: 'kube-system', name: 'elector', uid: 'sa-uid' }]);
    if (!r.authenticated) expect(r.reasons[0]).toBe('service account token: service account kube-system/elector (uid sa-uid) no longer exists');
  });

  it('a failing service-account lookup refuses the request', async () => {
    const authn = new RequestAuthenticator({
      ...base,
      serviceAccountValidator: () => {
        throw new Error('storage down');
      },
    });
    expect(await authn.authenticate({ headers: bearer(saToken) })).toEqual({
      authenticated: false,
      reasons: ['service account token: lookup failed: storage down', 'invalid bearer token'],
    });
  });
});

describe('helpers', () => {
  it.each([
    [{}, undefined],
    [{ authorization: 'Bearer abc' }, 'abc'],
    [{ authorization: '  BEARER abc  ' }, 'abc'],
    [{ authorization: 'Bearer  abc' }, undefined],
    [{ authorization: 'Bearer' }, undefined],
    [{ authorization: 'Token abc' }, undefined],
  ])('bearerToken(%j) = %j', (headers, token) => {
    expect(bearerToken(headers)).toBe(token);
  });

  it('unauthorizedError is upstream 401 Status', () => {
    const err = unauthorizedError();
    expect(isUnauthorized(err)).toBe(true);
    expect(err.status).toEqual({ kind: 'Status', apiVersion: 'v1', metadata: {}, status: 'Failure', message: 'Unauthorized', reason: 'Unauthorized', code: 401 });
  });
});
