/**
 * Response writing never fails after a committed write: an unencodable body or a header
 * node:http refuses still yields the handler's real status, exactly once.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Negotiated } from '../../../src/codec/negotiation.js';
import { writeBody, type Responder } from '../../../src/server/http/response.js';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

/** Serve one response written by `write`, and fetch it. */
async function served(write: (res: ServerResponse) => void): Promise<Response> {
  const server = createServer((_req, res) => write(res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  closers.push(() => new Promise((r) => server.close(() => r())));
  return fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
}

const failingFormat: Negotiated = {
  mediaType: 'application/vnd.test',
  format: {
    mediaType: 'application/vnd.test',
    watchMediaType: 'application/vnd.test',
    codec: {
      mediaType: 'application/vnd.test',
      encode: () => {
        throw new Error('cannot encode');
      },
      decode: () => ({}),
    },
  } as unknown as Negotiated['format'],
};

describe('writeBody after a commit', () => {
  it('a body the negotiated codec cannot encode is sent as JSON with the real status (201, not 500)', async () => {
    const r: Responder = { negotiated: failingFormat, pretty: false, gzip: false };
    const res = await served((out) => writeBody(out, 201, { kind: 'RuntimeClass', metadata: { name: 'a' } }, r));
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toEqual({ kind: 'RuntimeClass', metadata: { name: 'a' } });
  });

  it('a body nothing can encode becomes a minimal Success Status with the real status', async () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const res = await served((out) => writeBody(out, 201, cyclic, { negotiated: failingFormat, pretty: false, gzip: false }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ kind: 'Status', apiVersion: 'v1', metadata: {}, status: 'Success', code: 201 });
  });

  it('a header value node:http refuses is left out instead of failing the response', async () => {
    const res = await served((out) => writeBody(out, 200, { ok: true }, { pretty: false, gzip: false, headers: { Warning: ['299 - "☃"'], 'X-Ok': 'yes' } }));
    expect(res.status).toBe(200);
    expect(res.headers.get('warning')).toBeNull();
    expect(res.headers.get('x-ok')).toBe('yes');
    expect(await res.json()).toEqual({ ok: true });
  });
});
