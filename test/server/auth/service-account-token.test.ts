import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SERVICE_ACCOUNT_ISSUER,
  ServiceAccountTokenIssuer,
  algorithmFor,
  keyId,
} from '../../../src/server/auth/service-account-token.js';
import { generateKeyPair } from '../../../src/server/auth/certificates.js';
import { ManualClock } from '../../support/manual-clock.js';

const T0 = Date.UTC(2025, 0, 1);
const ec = generateKeyPair('ec-p256');
const rsa = generateKeyPair('rsa-2048');

function decode(part: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

function issuerWith(key: crypto.KeyObject, extra: Partial<ConstructorParameters<typeof ServiceAccountTokenIssuer>[0]> = {}) {
  const clock = new ManualClock(T0);
  let n = 0;
  return { clock, issuer: new ServiceAccountTokenIssuer({ signingKey: key, clock, newId: () => `jti-${++n}`, ...extra }) };
}

describe('issuing', () => {
  it.each([
    ['ES256', ec.privateKey],
    ['RS256', rsa.privateKey],
  ] as const)('%s token has upstream header and claims', (alg, key) => {
    const { issuer } = issuerWith(key);
    const token = issuer.issue({ namespace: 'kube-system', name: 'elector', uid: 'sa-uid', pod: { name: 'p', uid: 'p-uid' } });
    const [h, p, s] = token.split('.') as [string, string, string];
    expect(decode(h)).toEqual({ alg, kid: keyId(crypto.createPublicKey(key)) });
    expect(decode(p)).toEqual({
      aud: [DEFAULT_SERVICE_ACCOUNT_ISSUER],
      exp: T0 / 1000 + 3600,
      iat: T0 / 1000,
      iss: DEFAULT_SERVICE_ACCOUNT_ISSUER,
      jti: 'jti-1',
      'kubernetes.io': { namespace: 'kube-system', serviceaccount: { name: 'elector', uid: 'sa-uid' }, pod: { name: 'p', uid: 'p-uid' } },
      nbf: T0 / 1000,
      sub: 'system:serviceaccount:kube-system:elector',
    });
    if (alg === 'ES256') expect(Buffer.from(s, 'base64url')).toHaveLength(64); // JWS raw r||s, not DER
    expect(token).not.toMatch(/[=+/]/);
  });

  it('key id is base64url(sha256(SPKI DER))', () => {
    const der = ec.publicKey.export({ type: 'spki', format: 'der' });
    expect(keyId(ec.publicKey)).toBe(crypto.createHash('sha256').update(der).digest('base64url'));
  });

  it.each([
    ['RSA', rsa.privateKey, 'RS256'],
    ['P-256', ec.privateKey, 'ES256'],
    ['P-384', generateKeyPair('ec-p384').privateKey, undefined],
    ['Ed25519', generateKeyPair('ed25519').privateKey, undefined],
  ] as const)('algorithm for %s keys is %s', (_n, key, alg) => {
    expect(algorithmFor(key)).toBe(alg);
  });

  it('refuses keys it cannot sign JWTs with', () => {
    expect(() => new ServiceAccountTokenIssuer({ signingKey: ec.publicKey })).toThrow(/private key/);
    expect(() => new ServiceAccountTokenIssuer({ signingKey: generateKeyPair('ed25519').privateKey })).toThrow(/RS256|ES256/);
  });
});

describe('verifying', () => {
  it('returns the service account identity', () => {
    const { issuer } = issuerWith(ec.privateKey);
    const v = issuer.verify(issuer.issue({ namespace: 'default', name: 'builder', uid: 'u1', node: { name: 'n1', uid: 'n-uid' } }));
    expect(v.ok).toBe(true);
    if (!v.ok) return;
    expect(v.user).toEqual({
      username: 'system:serviceaccount:default:builder',
      uid: 'u1',
      groups: ['system:serviceaccounts', 'system:serviceaccounts:default'],
      extra: {
        'authentication.kubernetes.io/node-name': ['n1'],
        'authentication.kubernetes.io/node-uid': ['n-uid'],
        'authentication.kubernetes.io/credential-id': ['JTI=jti-1'],
      },
    });
  });

  const sign = (header: object, payload: object, key = ec.privateKey) => {
    const input = `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    const sig = crypto.sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' });
    return `${input}.${sig.toString('base64url')}`;
  };
  const good = {
    aud: [DEFAULT_SERVICE_ACCOUNT_ISSUER],
    exp: T0 / 1000 + 600,
    iat: T0 / 1000,
    iss: DEFAULT_SERVICE_ACCOUNT_ISSUER,
    jti: 'j',
    'kubernetes.io': { namespace: 'ns', serviceaccount: { name: 'sa', uid: 'u' } },
    nbf: T0 / 1000,
    sub: 'system:serviceaccount:ns:sa',
  };

  const cases: Array<{ name: string; token: () => string; advance?: number; reason?: string }> = [
    { name: 'valid hand-made token', token: () => sign({ alg: 'ES256' }, good) },
    { name: 'valid within the 60 s leeway after exp', token: () => sign({ alg: 'ES256' }, good), advance: 660_000 },
    { name: 'expired beyond the leeway', token: () => sign({ alg: 'ES256' }, good), advance: 660_001, reason: 'token has expired' },
    { name: 'not yet valid', token: () => sign({ alg: 'ES256' }, { ...good, nbf: T0 / 1000 + 61 }), reason: 'token is not valid yet' },
    { name: 'issued in the future', token: () => sign({ alg: 'ES256' }, { ...good, iat: T0 / 1000 + 120 }), reason: 'token was issued in the future' },
    { name: 'no expiry', token: () => sign({ alg: 'ES256' }, { ...good, exp: undefined }), reason: 'token has no expiry' },
    { name: 'wrong issuer', token: () => sign({ alg: 'ES256' }, { ...good, iss: 'https://evil' }), reason: 'token issuer is not accepted' },
    { name: 'wrong audience', token: () => sign({ alg: 'ES256' }, { ...good, aud: ['vault'] }), reason: 'token audiences are not accepted' },
    { name: 'string audience accepted', token: () => sign({ alg: 'ES256' }, { ...good, aud: DEFAULT_SERVICE_ACCOUNT_ISSUER }) },
    { name: 'subject mismatch', token: () => sign({ alg: 'ES256' }, { ...good, sub: 'system:serviceaccount:ns:other' }), reason: 'token subject does not match its service account claims' },
    { name: 'missing private claims', token: () => sign({ alg: 'ES256' }, { ...good, 'kubernetes.io': undefined }), reason: 'token has no service account claims' },
    { name: 'signed by another key', token: () => sign({ alg: 'ES256' }, good, generateKeyPair().privateKey), reason: 'invalid signature' },
    { name: 'alg none', token: () => `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(good)).toString('base64url')}.`, reason: 'unsupported signing algorithm "none"' },
    { name: 'alg confusion (RS256 header, EC key only)', token: () => sign({ alg: 'RS256' }, good), reason: 'no verification key matches the token' },
    { name: 'unknown kid', token: () => sign({ alg: 'ES256', kid: 'nope' }, good), reason: 'no verification key matches the token' },
    { name: 'two parts', token: () => 'a.b', reason: 'malformed token: expected three dot-separated parts' },
    { name: 'not JSON', token: () => 'a.b.c', reason: 'malformed token: header or payload is not base64url JSON' },
    { name: 'truncated signature', token: () => sign({ alg: 'ES256' }, good).slice(0, -10), reason: 'invalid signature' },
    { name: 'payload is not an object', token: () => `${Buffer.from('{"alg":"ES256"}').toString('base64url')}.${Buffer.from('3').toString('base64url')}.x`, reason: 'malformed token: header and payload must be JSON objects' },
  ];
  it.each(cases)('$name', async (c) => {
    const { issuer, clock } = issuerWith(ec.privateKey);
    const token = c.token();
    if (c.advance) await clock.advance(c.advance);
    const v = issuer.verify(token);
    if (c.reason === undefined) expect(v).toMatchObject({ ok: true });
    else expect(v).toEqual({ ok: false, reason: c.reason });
  });

  it('verifies tokens of a rotated-out key listed in verificationKeys', () => {
    const old = issuerWith(rsa.privateKey).issuer.issue({ namespace: 'a', name: 'b', uid: 'c' });
    const { issuer } = issuerWith(ec.privateKey, { verificationKeys: [ec.publicKey, rsa.publicKey] });
    expect(issuer.verify(old).ok).toBe(true);
    const { issuer: withoutOld } = issuerWith(ec.privateKey);
    expect(withoutOld.verify(old)).toEqual({ ok: false, reason: 'no verification key matches the token' });
  });

  it('accepts configured audiences and additional issuers', () => {
    const { issuer: a } = issuerWith(ec.privateKey, { issuer: 'https://old', audiences: ['api'] });
    const token = a.issue({ namespace: 'n', name: 's', uid: 'u' });
    expect(decode(token.split('.')[1]!).aud).toEqual(['api']);
    const { issuer: b } = issuerWith(ec.privateKey, { issuer: 'https://new', acceptedIssuers: ['https://old'], audiences: ['api'] });
    expect(b.verify(token).ok).toBe(true);
    const { issuer: c } = issuerWith(ec.privateKey, { issuer: 'https://new', audiences: ['api'] });
    expect(c.verify(token)).toEqual({ ok: false, reason: 'token issuer is not accepted' });
  });

  it('honours expirationSeconds', async () => {
    const { issuer, clock } = issuerWith(ec.privateKey, { leewayMs: 0 });
    const token = issuer.issue({ namespace: 'n', name: 's', uid: 'u', expirationSeconds: 600 });
    await clock.advance(600_000);
    expect(issuer.verify(token).ok).toBe(true);
    await clock.advance(1);
    expect(issuer.verify(token)).toEqual({ ok: false, reason: 'token has expired' });
  });
});
