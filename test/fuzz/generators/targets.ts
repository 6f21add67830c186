/**
 * Raw HTTP/1.1 requests with hostile request targets (and methods), to send over a plain
 * socket: dot segments, encoded slashes and NULs, bad percent escapes, absolute and authority
 * forms, control and non-ASCII bytes, very long targets.
 */
import fc from 'fast-check';

const pieces = [
  '/', '//', '/api', '/api/v1', '/apis', '/apis/node.cluster.io/v1/runtimeclasses', '/apis/coordination.cluster.io/v1beta1/namespaces/default/leasecandidates',
  '/fuzz-rc', '..', '.', '/..', '/./', '%2e%2e', '%2E', '%2F', '%2f', '%00', '%', '%z', '%zz', '%c0%af', '%ff', '?', '??', '#', '*', ';', ';a=b',
  'http://h', 'http://h:80', 'https://[::1]', '//host/', 'a:b', '@', '\\', '~', '{', '}', '|', '^', '`', '[', ']', '"', "'", '<', '>',
  '/healthz', '/livez?verbose', '/readyz/', '/metrics', '/openapi/v3', '/version', '/watch', '/namespaces/%2F/x', '?watch=true&timeoutSeconds=1',
];

/** Bytes of one request target. */
export const requestTarget: fc.Arbitrary<Buffer> = fc.oneof(
  { weight: 5, arbitrary: fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 8 }).map((p) => Buffer.from(p.join(''), 'latin1')) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...pieces), fc.uint8Array({ minLength: 1, maxLength: 12 })).map(([p, b]) => Buffer.concat([Buffer.from(p, 'latin1'), Buffer.from(b)])) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }).map((s) => Buffer.from('/apis/' + s)) },
  { weight: 1, arbitrary: fc.constantFrom(10_000, 100_000, 900_000).map((n) => Buffer.from('/a'.repeat(n / 2))) },
  { weight: 1, arbitrary: fc.constantFrom('*', '', 'h:80', '/ /', '/\t/', '/\u0000').map((s) => Buffer.from(s, 'latin1')) },
);

const method = fc.oneof({ weight: 6, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS') }, { weight: 1, arbitrary: fc.constantFrom('get', 'PROPFIND', 'CONNECT', 'TRACE', 'G\u00e9T', 'X'.repeat(100)) });

/** A whole request (asks for Connection: close) with a hostile target. */
export const rawRequest: fc.Arbitrary<{ readonly bytes: Buffer; readonly label: string }> = fc.tuple(method, requestTarget).map(([m, target]) => ({
  bytes: Buffer.concat([Buffer.from(`${m} `, 'latin1'), target, Buffer.from(' HTTP/1.1\r\nHost: fuzz\r\nConnection: close\r\nContent-Length: 0\r\n\r\n', 'latin1')]),
  label: m,
}));
