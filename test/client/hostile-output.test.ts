/**
 * The client decodes server output through the hardened codecs: a hostile or broken server
 * cannot crash or hang it; every body becomes an object or a DecodeError.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ResourceClient } from '../../src/client/resource-client.js';
import { DecodeError, RestClient } from '../../src/client/rest-client.js';
import { UndiciTransport } from '../../src/client/undici-transport.js';
import { encodeCbor } from '../../src/codec/cbor.js';
import { runtimeClasses } from '../../src/meta/resources.js';
import type { RuntimeClass } from '../../src/meta/types.js';

const servers: Server[] = [];
afterEach(async () => {
  while (servers.length) await new Promise((r) => servers.pop()!.close(r));
});

/** A server answering every request with one body of the given type. */
async function serving(type: string, body: Uint8Array | string): Promise<string> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': type });
    res.end(body);
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function client(url: string) {
  return new ResourceClient<RuntimeClass>(new RestClient({ server: url, transport: new UndiciTransport(), wireFormat: 'json' }), runtimeClasses);
}

describe('hostile server output', () => {
  it.each([
    ['JSON nested 100,000 deep', 'application/json', '['.repeat(100_000) + ']'.repeat(100_000)],
    ['a YAML alias bomb', 'application/yaml', ['a: &a [x,x,x,x,x,x,x,x,x,x]', ...Array.from({ length: 7 }, (_, i) => `l${i}: &l${i} [${Array(10).fill(i === 0 ? '*a' : `*l${i - 1}`).join(',')}]`)].join('\n')],
    ['a self-referencing YAML anchor', 'application/yaml', '&a [*a]'],
    ['CBOR nested 100,000 deep', 'application/cbor', Buffer.concat([Buffer.alloc(100_000, 0x81), Buffer.of(0)])],
    ['CBOR declaring a 2^64-byte string', 'application/cbor', Buffer.of(0x5b, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff)],
    ['a protobuf envelope with a corrupt length', 'application/vnd.kubernetes.protobuf', Buffer.of(0x6b, 0x38, 0x73, 0x00, 0x0a, 0xff, 0xff, 0xff, 0xff, 0x0f)],
  ])('%s is a DecodeError', async (_name, type, body) => {
    const url = await serving(type, body);
    const started = performance.now();
    const err = await client(url).get('x').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(DecodeError);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('a watch stream line nested 100,000 deep ends the watch with a DecodeError', async () => {
    const line = `{"type":"ADDED","object":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}\n`;
    const url = await serving('application/json', line);
    const err = await (async () => {
      for await (const _ of client(url).watch({ resourceVersion: '1' })) void _;
    })().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(DecodeError);
  });

  it('a CBOR body that is fine decodes', async () => {
    const url = await serving('application/cbor', encodeCbor({ kind: 'RuntimeClass', apiVersion: 'node.cluster.io/v1', metadata: { name: 'x' }, handler: 'h' }));
    expect((await client(url).get('x')).handler).toBe('h');
  });
});
