/**
 * Issue 9 (hardening), the request path: request targets read as Go reads them (never as a
 * URL with a host), every failure a response and never a dead process, Warning headers safe
 * for any Unicode (a committed write is acknowledged exactly once), the in-flight limit with
 * health exempt, and impersonation.
 */
import { connect } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import type { Duplex } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PolicyAuthorizer } from '../../src/server/auth/authorizer.js';
import { createCertificateAuthority, createServingCertificate } from '../../src/server/auth/certificates.js';
import { RequestAuthenticator } from '../../src/server/auth/authenticator.js';
import { loadPolicy } from '../../src/server/auth/policy.js';
import { loadTokenFile } from '../../src/server/auth/token-file.js';
import { startCluster, until } from './harness.js';
import { ManualClock } from '../support/manual-clock.js';

const RC = '/apis/node.cluster.io/v1/runtimeclasses';

interface RawResponse {
  readonly status: number;
  /** Header lines as sent, names lower-cased, values as UTF-8 text of the raw bytes. */
  readonly headers: ReadonlyArray<readonly [string, string]>;
  readonly body: string;
}

/** Parse one HTTP/1.1 response from raw bytes (Content-Length or close-delimited bodies). */
function parseResponse(bytes: Buffer): RawResponse {
  const end = bytes.indexOf('\r\n\r\n');
  const head = bytes.subarray(0, end).toString('utf8').split('\r\n');
  const status = Number(head[0]!.split(' ')[1]);
  const headers = head.slice(1).map((line) => {
    const i = line.indexOf(':');
    return [line.slice(0, i).toLowerCase(), line.slice(i + 1).trim()] as const;
  });
  let body = bytes.subarray(end + 4);
  const chunked = headers.some(([k, v]) => k === 'transfer-encoding' && v === 'chunked');
  if (chunked) {
    const parts: Buffer[] = [];
    let rest = body;
    for (;;) {
      const lineEnd = rest.indexOf('\r\n');
      const size = parseInt(rest.subarray(0, lineEnd).toString('latin1'), 16);
      if (!size) break;
      parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
      rest = rest.subarray(lineEnd + 2 + size + 2);
    }
    body = Buffer.concat(parts);
  }
  return { status, headers, body: body.toString('utf8') };
}

const header = (r: RawResponse, name: string) => r.headers.find(([k]) => k === name)?.[1];

/**
 * Send raw bytes on a fresh connection and read until the server closes it (requests ask
 * for `Connection: close`; refused request lines are answered with a close).
 */
function rawExchange(port: number, bytes: Buffer, tls = false): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const sock: Duplex = tls ? tlsConnect({ port, host: '127.0.0.1', rejectUnauthorized: false }) : connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    sock.on('data', (d: Buffer) => chunks.push(d));
    // The server closes the connection after answering (Connection: close). Not half-closing
    // our side: node:http aborts requests still pending when the client's side ends.
    sock.on('close', () => resolve(Buffer.concat(chunks)));
    sock.on('error', reject);
    sock.write(bytes);
  });
}

/** One request line with `target` written byte for byte (latin1 = one char per byte). */
async function rawRequest(port: number, method: string, target: string | Buffer, extra: Record<string, string> = {}, body = '', tls = false): Promise<RawResponse> {
  const t = typeof target === 'string' ? Buffer.from(target, 'latin1') : target;
  const lines = [`Host: 127.0.0.1:${port}`, 'Connection: close', ...Object.entries(extra).map(([k, v]) => `${k}: ${v}`)];
  if (body) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  const bytes = Buffer.concat([Buffer.from(`${method} `), t, Buffer.from(` HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`, 'latin1'), Buffer.from(body, 'utf8')]);
  return parseResponse(await rawExchange(port, bytes, tls));
}

async function healthy(port: number): Promise<void> {
  const r = await rawRequest(port, 'GET', '/healthz');
  expect(r.status).toBe(200);
}

describe('request targets are read as Go reads them', () => {
  it('malformed request targets are answered 400 Bad Request as Go does and the process keeps serving', async () => {
    const { server } = await startCluster();
    const cases: Array<[target: string, status: number]> = [
      ['http://a:b/api', 400], // port not digits: url.ParseRequestURI fails
      ['http://[::1/api', 400], // unclosed IPv6 literal
      ['http://a{b/api', 400], // character not allowed in a host
      ['/api/v1/namespaces/%zz', 400], // bad percent-escape in the path
      ['/api/%', 400],
      ['foo/api', 400], // not origin-form, no scheme
      [':x', 400], // missing protocol scheme
    ];
    for (const [target, status] of cases) {
      const r = await rawRequest(server.port, 'GET', target);
      expect([target, r.status]).toEqual([target, status]);
      expect(r.body).toBe('400 Bad Request');
      expect(header(r, 'connection')).toBe('close');
      await healthy(server.port);
    }
  });

  it('targets Node cannot parse as a URL but Go accepts are routed on their path, not crashed on', async () => {
    const { server } = await startCluster();
    // `//[` used to throw in new URL() outside any error handling and kill the process.
    const bracket = await rawRequest(server.port, 'GET', '//[');
    expect(bracket.status).toBe(404);
    expect(JSON.parse(bracket.body)).toMatchObject({ kind: 'Status', reason: 'NotFound', code: 404 });
    // Go's url parser checks only that a port is digits: the path /api is served.
    const bigPort = await rawRequest(server.port, 'GET', 'http://a:99999/api');
    expect(bigPort.status).toBe(200);
    expect(JSON.parse(bigPort.body).kind).toBe('APIVersions');
    const star = await rawRequest(server.port, 'GET', '*');
    expect(star.status).toBe(404);
    const options = await rawRequest(server.port, 'OPTIONS', '*');
    expect(options.status).toBe(200);
    await healthy(server.port);
  });

  it('with TLS and authentication on, an unauthenticated malformed request line neither kills the process nor gets past authentication', async () => {
    const ca = createCertificateAuthority();
    const serving = createServingCertificate(ca);
    const { server } = await startCluster({
      tls: { cert: serving.certPem, key: serving.keyPem },
      authenticator: new RequestAuthenticator({ clientCA: ca.certPem }),
    });
    // Go refuses the target before any handler: 400 even without credentials.
    expect((await rawRequest(server.port, 'GET', 'http://a:99999x/api', {}, '', true)).status).toBe(400);
    // A target Go accepts reaches authentication: 401, not a crash.
    for (const target of ['//[', 'http://a:99999/api', '//evil/api/v1/namespaces']) {
      const r = await rawRequest(server.port, 'GET', target, {}, '', true);
      expect([target, r.status, JSON.parse(r.body).message]).toEqual([target, 401, 'Unauthorized']);
    }
    expect((await rawRequest(server.port, 'GET', '/healthz', {}, '', true)).status).toBe(401);
  });

  it('absolute-form targets are routed on their path (the host is not an address of another server)', async () => {
    const { server } = await startCluster();
    const r = await rawRequest(server.port, 'GET', `http://evil.example:1${RC}`);
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body).kind).toBe('RuntimeClassList');
  });

  it('//host/... targets are paths, not hosts, and do not reach resources', async () => {
    const { server } = await startCluster();
    for (const target of [`//evil${RC}`, `//${RC.slice(1)}`, `/${RC}`, `${RC.replace('/v1/', '/v1//')}`, '//evil/api/v1/namespaces']) {
      const r = await rawRequest(server.port, 'GET', target);
      expect([target, r.status, JSON.parse(r.body).reason]).toEqual([target, 404, 'NotFound']);
    }
    // A delete through such a path deletes nothing.
    const del = await rawRequest(server.port, 'DELETE', '//evil/api/v1/namespaces/default');
    expect(del.status).toBe(404);
    expect((await rawRequest(server.port, 'GET', '/api/v1/namespaces/default')).status).toBe(200);
  });

  it('dot segments are not resolved: `..` is a name (400) or an unknown path (404), never the parent', async () => {
    const { server } = await startCluster();
    const dotdot = await rawRequest(server.port, 'GET', `${RC}/..`);
    expect(dotdot.status).toBe(400);
    expect(JSON.parse(dotdot.body).message).toBe(`Name parameter invalid: "..": may not be '..'`);
    const encoded = await rawRequest(server.port, 'GET', `${RC}/%2E%2E`);
    expect(JSON.parse(encoded.body).message).toBe(`Name parameter invalid: "..": may not be '..'`);
    const dot = await rawRequest(server.port, 'GET', `${RC}/.`);
    expect(JSON.parse(dot.body).message).toBe(`Name parameter invalid: ".": may not be '.'`);
    for (const target of [`${RC}/../runtimeclasses`, '/apis/node.cluster.io/v1/x/../runtimeclasses', '/api/v1/../v1/namespaces', '/apis/../api/v1/namespaces']) {
      const r = await rawRequest(server.port, 'GET', target);
      expect([target, r.status]).toEqual([target, 404]);
    }
  });

  it('an encoded slash separates path segments, as in upstream (the decoded path is routed)', async () => {
    const { server } = await startCluster();
    // runtimeclasses%2Fx is runtimeclasses/x: a get of "x", not a resource named "runtimeclasses/x".
    const r = await rawRequest(server.port, 'GET', '/apis/node.cluster.io/v1/runtimeclasses%2Fx');
    expect(r.status).toBe(404);
    expect(JSON.parse(r.body)).toMatchObject({ reason: 'NotFound', details: { name: 'x', group: 'node.cluster.io', kind: 'runtimeclasses' } });
  });

  it('request heads up to 1 MiB are read as upstream reads them (MaxHeaderBytes), larger ones get 431', async () => {
    const { server } = await startCluster();
    const longPath = await rawRequest(server.port, 'GET', '/x'.repeat(20_000));
    expect(longPath.status).toBe(404);
    const longHeader = await rawRequest(server.port, 'GET', '/version', { 'X-Long': 'a'.repeat(100_000) });
    expect(longHeader.status).toBe(200);
    // Just over the limit: the server has read everything sent when it answers (no reset).
    const tooLong = await rawRequest(server.port, 'GET', '/version', { 'X-Long': 'a'.repeat(1 << 20) });
    expect(tooLong.status).toBe(431);
    expect(tooLong.body).toBe('431 Request Header Fields Too Large');
    await healthy(server.port);
  });

  it('Node parser errors get Go-shaped plain-text answers (clientError), and the server keeps serving', async () => {
    const { server } = await startCluster();
    const garbage = parseResponse(await rawExchange(server.port, Buffer.from('GARBAGE\r\n\r\n')));
    expect(garbage.status).toBe(400);
    expect(garbage.body).toBe('400 Bad Request');
    await healthy(server.port);
  });

  it('generated request targets never get a 5xx and never stop the server', async () => {
    const { server } = await startCluster();
    const segment = fc.oneof(
      fc.constantFrom('api', 'apis', 'v1', 'node.cluster.io', 'runtimeclasses', 'namespaces', 'default', '..', '.', '', '%2F', '%2E%2E', '%', '%zz', '%00', '%C3%A9', '[', ']', '@', ':', '*', '?', '#', 'healthz', 'readyz', 'version', 'openapi'),
      // Any byte, framing ones included (a space or CR/LF breaks the request line: Node's parser, 400).
      fc.string({ unit: fc.integer({ min: 0x00, max: 0xff }).map((c) => String.fromCharCode(c)), maxLength: 12 }),
    );
    const path = fc.array(segment, { maxLength: 8 }).map((s) => '/' + s.join('/'));
    const target = fc.oneof(
      path,
      fc.tuple(fc.constantFrom('http://', 'https://', 'x:', 'http://[', 'http://a:', 'http://u@h:1'), fc.string({ maxLength: 10 }).filter((s) => !/[\s\u0000-\u001f\u007f-\uffff]/.test(s)), path).map(([a, b, c]) => a + b + c),
      fc.tuple(path, fc.string({ maxLength: 20 }).filter((s) => !/[\s\u0000-\u001f\u007f-\uffff]/.test(s))).map(([p, q]) => `${p}?${q}`),
      fc.integer({ min: 1, max: 9000 }).map((n) => '/' + 'a/'.repeat(n)),
      fc.constantFrom('*', '//', '/..', '/./', '//[', 'http://a:99999/api'),
    );
    await fc.assert(
      fc.asyncProperty(target, fc.constantFrom('GET', 'DELETE', 'POST', 'OPTIONS'), async (t, method) => {
        const r = await rawRequest(server.port, method, t, {}, method === 'POST' ? '{}' : '');
        // 2xx or 4xx only: a bad target is Go's 400, an unknown path 404, a refused name 400.
        expect(r.status === 200 || r.status === 201 || (r.status >= 400 && r.status < 500)).toBe(true);
      }),
      { seed: 20261123, numRuns: 300 },
    );
    await healthy(server.port);
  }, 60_000);
});

describe('failures inside the request path', () => {
  it('a filter or handler that throws gets a 500 Status, is reported, and the server keeps serving', async () => {
    const reported: unknown[] = [];
    let calls = 0;
    const { server } = await startCluster({
      onError: (err) => reported.push(err),
      authorizer: {
        authorize: () => {
          calls++;
          if (calls === 1) throw new Error('authorizer bug');
          return { allowed: true, reason: '' };
        },
      },
    });
    const r = await rawRequest(server.port, 'GET', RC);
    expect(r.status).toBe(500);
    expect(JSON.parse(r.body)).toMatchObject({ kind: 'Status', reason: 'InternalError', code: 500 });
    expect(reported.map((e) => (e as Error).message)).toEqual(['authorizer bug']);
    expect((await rawRequest(server.port, 'GET', RC)).status).toBe(200);
  });

  it('an authenticator that rejects asynchronously is a 500 Status, not an unhandled rejection', async () => {
    const reported: unknown[] = [];
    const authenticator = new RequestAuthenticator({ tokenFile: loadTokenFile('t,u,1\n', 'tokens.csv') });
    authenticator.authenticate = () => Promise.reject(new Error('authenticator bug'));
    const { server } = await startCluster({ onError: (err) => reported.push(err), authenticator });
    const r = await rawRequest(server.port, 'GET', '/version');
    expect(r.status).toBe(500);
    expect(reported).toHaveLength(1);
  });
});

describe('process guard', () => {
  it('while a server runs, unhandled rejections and uncaught exceptions are reported to onError, not fatal; close removes the guard', async () => {
    type Listener = (err: unknown) => void;
    const listeners = (event: 'unhandledRejection' | 'uncaughtException'): Listener[] =>
      event === 'unhandledRejection' ? (process.listeners('unhandledRejection') as Listener[]) : (process.listeners('uncaughtException') as Listener[]);
    const before = { unhandledRejection: listeners('unhandledRejection'), uncaughtException: listeners('uncaughtException') };
    const reported: unknown[] = [];
    const { server } = await startCluster({ onError: (err) => reported.push(err) });
    const added = (event: 'unhandledRejection' | 'uncaughtException') => listeners(event).filter((l) => !before[event].includes(l));
    expect(added('unhandledRejection')).toHaveLength(1);
    expect(added('uncaughtException')).toHaveLength(1);
    // Invoke the guard's listeners directly (emitting the events would also reach the test runner's).
    added('unhandledRejection')[0]!(new Error('rejected somewhere'));
    added('uncaughtException')[0]!(new Error('thrown in a listener'));
    expect(reported.map((e) => (e as Error).message)).toEqual(['rejected somewhere', 'thrown in a listener']);
    await healthy(server.port);
    await server.close();
    expect(added('unhandledRejection')).toHaveLength(0);
    expect(added('uncaughtException')).toHaveLength(0);
  });
});

describe('warnings and committed writes', () => {
  it('a create with a non-Latin-1 unknown field name answers 201 with the warning and stores the object once', async () => {
    const { server } = await startCluster();
    const body = JSON.stringify({ apiVersion: 'node.cluster.io/v1', kind: 'RuntimeClass', metadata: { name: 'uni' }, handler: 'runc', 'ünicode☃': 1 });
    const r = await rawRequest(server.port, 'POST', `${RC}?fieldValidation=Warn`, { 'Content-Type': 'application/json' }, body);
    expect(r.status).toBe(201);
    expect(r.headers.filter(([k]) => k === 'warning').map(([, v]) => v)).toEqual(['299 - "unknown field \\"ünicode☃\\""']);
    expect(JSON.parse(r.body).metadata.name).toBe('uni');
    const list = await rawRequest(server.port, 'GET', RC);
    expect(JSON.parse(list.body).items.map((o: { metadata: { name: string } }) => o.metadata.name)).toEqual(['uni']);
    // A client that retried (because it saw a 500) would now get AlreadyExists: one object.
    const again = await rawRequest(server.port, 'POST', `${RC}?fieldValidation=Warn`, { 'Content-Type': 'application/json' }, body);
    expect(again.status).toBe(409);
  });
});

describe('max in-flight', () => {
  const create = (name: string) => JSON.stringify({ apiVersion: 'node.cluster.io/v1', kind: 'RuntimeClass', metadata: { name }, handler: 'runc' });

  it('a mutating request over --max-mutating-requests-inflight gets 429 with Retry-After: 1 while health is served', async () => {
    const { server } = await startCluster({ maxMutatingRequestsInFlight: 1, maxRequestsInFlight: 1 });
    // Hold the only mutating slot: a create whose body never finishes.
    const holder = connect(server.port, '127.0.0.1');
    holder.write(`POST ${RC} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"apiVersion":`);
    await until(() => server.api.inFlight().mutating === 1);

    const refused = await rawRequest(server.port, 'POST', RC, { 'Content-Type': 'application/json' }, create('b'));
    expect(refused.status).toBe(429);
    expect(header(refused, 'retry-after')).toBe('1');
    expect(header(refused, 'content-type')).toBe('text/plain; charset=utf-8');
    expect(refused.body).toBe('Too many requests, please try again later.\n');
    for (const probe of ['/healthz', '/livez', '/readyz', '/readyz/ping', '/healthz/ping']) {
      expect([probe, (await rawRequest(server.port, 'GET', probe)).status]).toEqual([probe, 200]);
    }
    // Reads have their own pool.
    expect((await rawRequest(server.port, 'GET', RC)).status).toBe(200);

    holder.destroy();
    await until(() => server.api.inFlight().mutating === 0);
    expect((await rawRequest(server.port, 'POST', RC, { 'Content-Type': 'application/json' }, create('c'))).status).toBe(201);
  });

  it('a read over --max-requests-inflight gets 429; watches are not counted and health still answers', async () => {
    const clock = new ManualClock();
    const { server } = await startCluster({ maxRequestsInFlight: 1, clock });
    // A watch is long-running: it takes no slot.
    const watcher = connect(server.port, '127.0.0.1');
    watcher.write(`GET ${RC}?watch=true HTTP/1.1\r\nHost: x\r\n\r\n`);
    await until(() => server.api.registeredWatchers() === 1);
    expect(server.api.inFlight().readOnly).toBe(0);
    // Hold the read slot: a list waiting for a resourceVersion the store has not reached
    // (it waits on the manual clock, which does not move).
    const holder = connect(server.port, '127.0.0.1');
    holder.write(`GET ${RC}?resourceVersion=999999 HTTP/1.1\r\nHost: x\r\n\r\n`);
    await until(() => server.api.inFlight().readOnly === 1);

    const refused = await rawRequest(server.port, 'GET', '/api');
    expect(refused.status).toBe(429);
    expect(header(refused, 'retry-after')).toBe('1');
    expect((await rawRequest(server.port, 'GET', '/readyz')).status).toBe(200);
    expect((await rawRequest(server.port, 'GET', '/livez?verbose')).status).toBe(200);

    holder.destroy();
    watcher.destroy();
    await until(() => server.api.inFlight().readOnly === 0);
    expect((await rawRequest(server.port, 'GET', '/api')).status).toBe(200);
  });
});

describe('impersonation', () => {
  const policy = loadPolicy(`
roles:
- name: impersonator
  subjects: [{kind: User, name: boss}]
  rules:
  - {apiGroups: [""], resources: [users], verbs: [impersonate], resourceNames: [alice]}
  - {apiGroups: [""], resources: [groups], verbs: [impersonate], resourceNames: [devs]}
  - {apiGroups: [""], resources: [serviceaccounts], verbs: [impersonate], namespaces: [kube-system]}
- name: alice-reads
  subjects: [{kind: User, name: alice}]
  rules: [{apiGroups: [node.cluster.io], resources: [runtimeclasses], verbs: [list]}]
- name: robots
  subjects: [{kind: Group, name: "system:serviceaccounts:kube-system"}]
  rules: [{apiGroups: [node.cluster.io], resources: [runtimeclasses], verbs: [list]}]
`);
  const tokens = loadTokenFile('boss-token,boss,1\nbob-token,bob,2\n', 'tokens.csv');
  const cluster = () =>
    startCluster({ authenticator: new RequestAuthenticator({ tokenFile: tokens }), authorizer: new PolicyAuthorizer(policy) });
  const as = (token: string, h: Record<string, string> = {}) => ({ Authorization: `Bearer ${token}`, ...h });

  it('an allowed Impersonate-User switches the user: boss, who may not list, lists as alice', async () => {
    const { server } = await cluster();
    expect((await rawRequest(server.port, 'GET', RC, as('boss-token'))).status).toBe(403);
    const r = await rawRequest(server.port, 'GET', RC, as('boss-token', { 'Impersonate-User': 'alice' }));
    expect(r.status).toBe(200);
    const withGroup = await rawRequest(server.port, 'GET', RC, as('boss-token', { 'Impersonate-User': 'alice', 'Impersonate-Group': 'devs' }));
    expect(withGroup.status).toBe(200);
  });

  it('an impersonated service account gets its groups (system:serviceaccounts:<ns>)', async () => {
    const { server } = await cluster();
    const r = await rawRequest(server.port, 'GET', RC, as('boss-token', { 'Impersonate-User': 'system:serviceaccount:kube-system:robot' }));
    expect(r.status).toBe(200);
  });

  it('impersonation the authorizer does not grant is 403 with upstream texts', async () => {
    const { server } = await cluster();
    const cases: Array<[token: string, headers: Record<string, string>, message: string, details: object]> = [
      ['bob-token', { 'Impersonate-User': 'alice' }, 'users "alice" is forbidden: User "bob" cannot impersonate resource "users" in API group "" at the cluster scope', { name: 'alice', kind: 'users' }],
      ['boss-token', { 'Impersonate-User': 'alice', 'Impersonate-Group': 'admins' }, 'groups "admins" is forbidden: User "boss" cannot impersonate resource "groups" in API group "" at the cluster scope', { name: 'admins', kind: 'groups' }],
      ['boss-token', { 'Impersonate-User': 'system:serviceaccount:default:robot' }, 'serviceaccounts "robot" is forbidden: User "boss" cannot impersonate resource "serviceaccounts" in API group "" in the namespace "default"', { name: 'robot', kind: 'serviceaccounts' }],
      ['boss-token', { 'Impersonate-User': 'alice', 'Impersonate-Extra-Scopes': 'view' }, 'userextras.authentication.cluster.io "view" is forbidden: User "boss" cannot impersonate resource "userextras/scopes" in API group "authentication.cluster.io" at the cluster scope', { name: 'view', group: 'authentication.cluster.io', kind: 'userextras' }],
      ['boss-token', { 'Impersonate-User': 'alice', 'Impersonate-Uid': 'u-1' }, 'uids.authentication.cluster.io "u-1" is forbidden: User "boss" cannot impersonate resource "uids" in API group "authentication.cluster.io" at the cluster scope', { name: 'u-1', group: 'authentication.cluster.io', kind: 'uids' }],
    ];
    for (const [token, headers, message, details] of cases) {
      const r = await rawRequest(server.port, 'GET', RC, as(token, headers));
      expect(r.status).toBe(403);
      expect(JSON.parse(r.body)).toEqual({ kind: 'Status', apiVersion: 'v1', metadata: {}, status: 'Failure', message, reason: 'Forbidden', details, code: 403 });
    }
  });

  it('Impersonate-Group without Impersonate-User is refused as upstream refuses it', async () => {
    const { server } = await cluster();
    const r = await rawRequest(server.port, 'GET', RC, as('boss-token', { 'Impersonate-Group': 'devs' }));
    expect(r.status).toBe(500);
    expect(header(r, 'content-type')).toBe('text/plain; charset=utf-8');
    expect(r.body).toBe(`Internal Server Error: "${RC}": requested [{Group  devs    }] without impersonating a user\n`);
  });

  it('without an authenticator the unrestricted admin may impersonate, and the impersonated user is what is authorized', async () => {
    const { server } = await startCluster({ authorizer: new PolicyAuthorizer(policy) });
    expect((await rawRequest(server.port, 'GET', RC)).status).toBe(200);
    const r = await rawRequest(server.port, 'GET', RC, { 'Impersonate-User': 'carol' });
    expect(r.status).toBe(403);
    expect(JSON.parse(r.body).message).toBe(
      'runtimeclasses.node.cluster.io is forbidden: User "carol" cannot list resource "runtimeclasses" in API group "node.cluster.io" at the cluster scope',
    );
  });
});

describe('CONNECT', () => {
  it('a CONNECT request is answered 404 as Go answers a path without a handler, not dropped', async () => {
    const { startServer } = await import('../../src/server/index.js');
    const server = await startServer({ port: 0 });
    try {
      const { connect } = await import('node:net');
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(server.port, '127.0.0.1', () => socket.write('CONNECT / HTTP/1.1\r\nHost: x\r\n\r\n'));
        let text = '';
        socket.setEncoding('utf8').on('data', (d: string) => (text += d));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer.startsWith('HTTP/1.1 404 Not Found\r\n')).toBe(true);
      expect(answer.endsWith('\r\n\r\n404 page not found\n')).toBe(true);
      expect((await fetch(`${server.url}/livez`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
