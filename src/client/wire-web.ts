/**
 * The ClientWire of `ctl/browser`: plain Uint8Array bodies, TextDecoder, JSON only. No Node
 * built-ins, `Buffer` or `process`, so it runs in browsers, Deno, Bun and workers.
 * Content-Encoding is left to fetch (which decodes gzip before the body reaches the client);
 * an encoded body arriving anyway is a CodecError. Protobuf and CBOR are Node-only: this wire
 * always asks for JSON, and a response in another format is a CodecError.
 */
import { CodecError } from '../codec/codec.js';
import { decodeJsonText, peekListMeta } from '../codec/json.js';
import { mediaTypeOf, type ClientWire } from './client-wire.js';
import { jsonWatchBatches, type ByteOps } from './json-watch-lines.js';
import { readAllBytes } from './transport.js';

const decoder = new TextDecoder('utf-8', { fatal: false });

function concat(parts: readonly Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}

const uint8Ops: ByteOps<Uint8Array> = {
  view: (c) => c,
  concat,
  utf8: (b, start, end) => decoder.decode(b.subarray(start, end)),
};

export const webWire: ClientWire = {
  accept: () => 'application/json',
  readAll: (body, options) => readAllBytes(body, options, concat),
  decompress(bytes, encoding) {
    if (!encoding || encoding === 'identity') return bytes;
    throw new CodecError('application/octet-stream', `unsupported Content-Encoding ${JSON.stringify(encoding)} (fetch decodes compressed bodies)`);
  },
  decodeBody(bytes, contentType) {
    const type = mediaTypeOf(contentType);
    if (type === 'application/json' || type === '') return decodeJsonText(decoder.decode(bytes));
    throw new CodecError(type, `cannot decode a response of type ${JSON.stringify(type)}`);
  },
  peekListMeta(bytes, contentType) {
    const type = mediaTypeOf(contentType);
    return type === 'application/json' || type === '' ? peekListMeta(bytes) : undefined;
  },
  text: (bytes, maxBytes) => decoder.decode(bytes.subarray(0, maxBytes)),
  watchEventBatches(contentType, body, maxEventBytes, options) {
    const type = mediaTypeOf(contentType);
    if (type !== 'application/json' && type !== '') throw new CodecError(type, `cannot decode a watch stream of type ${JSON.stringify(type)}`);
    return jsonWatchBatches(body, maxEventBytes, uint8Ops, options);
  },
};
