/**
 * The client's side of content negotiation in Node: which representation to ask for, and how
 * to decode whatever the server chose (by Content-Type, never by assumption). Plain objects
 * come out whatever travelled: protobuf and CBOR decode to the same JSON-shaped objects.
 * `nodeWire` is the ClientWire (client-wire.ts) of `createClient` from `ctl`.
 */
import { gunzipSync } from 'node:zlib';
import { cborWatchEvents, decodeCbor } from '../codec/cbor.js';
import { CodecError } from '../codec/codec.js';
import { jsonCodec, peekListMeta } from '../codec/json.js';
import { decodeProtobuf, peekProtobufListMeta, protobufWatchBatches, type DecodeProtobufOptions, type ProtobufWatchEvent } from '../codec/protobuf/index.js';
import { decodeYaml } from '../codec/yaml.js';
import { acceptFor, isProtobufType, mediaTypeOf, singleEventBatches, STRINGS_SHARED, type BodyDecodeOptions, type ClientWire } from './client-wire.js';
import { jsonWatchBatches, type ByteOps } from './json-watch-lines.js';
import { MAX_RESPONSE_BODY_BYTES } from './limits.js';
import { isNodeReadable, readableChunks } from './readable-chunks.js';
import { readAll } from './transport.js';

export { acceptFor, isProtobufType, mediaTypeOf, type WireFormat } from './client-wire.js';

/**
 * Undo Content-Encoding (gzip); other encodings are refused. Corrupt gzip and output past
 * `maxBytes` (a decompression bomb) throw CodecError, never a zlib or RangeError.
 */
export function decompress(bytes: Uint8Array, encoding: string | undefined, maxBytes: number = MAX_RESPONSE_BODY_BYTES): Uint8Array {
  if (!encoding || encoding === 'identity') return bytes;
  if (encoding === 'gzip') {
    try {
      return gunzipSync(bytes, { maxOutputLength: maxBytes });
    } catch (err) {
      const tooLarge = (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
      const why = tooLarge ? `decompressed response body exceeds the maximum of ${maxBytes} bytes` : `corrupt gzip response body: ${(err as Error).message}`;
      throw new CodecError('application/octet-stream', why, { cause: err });
    }
  }
  throw new CodecError('application/octet-stream', `unsupported Content-Encoding ${JSON.stringify(encoding)}`);
}

/**
 * Decode a response body by its Content-Type. Throws CodecError for malformed data and for
 * types the client does not read (a protobuf body without the `k8s\0` prefix is rejected).
 */
export function decodeBody(bytes: Uint8Array, contentType: string | undefined, options?: BodyDecodeOptions): unknown {
  const type = mediaTypeOf(contentType);
  if (type === 'application/json' || type === '') {
    return jsonCodec.decode(bytes); // the codec's limits (nesting) apply to server output too
  }
  if (isProtobufType(type)) {
    if (options?.readOnly !== true) return decodeProtobuf(bytes, options?.dropManagedFields === true ? DROP_MANAGED_FIELDS : ITEM_TYPE_META).object;
    const decoded = decodeProtobuf(bytes, options.dropManagedFields === true ? READ_ONLY_DROP_MANAGED_FIELDS : READ_ONLY).object;
    Object.defineProperty(decoded, STRINGS_SHARED, { value: true });
    return decoded;
  }
  if (type === 'application/cbor') return decodeCbor(bytes);
  if (type === 'application/yaml') return decodeYaml(bytes);
  throw new CodecError(type, `cannot decode a response of type ${JSON.stringify(type)}`);
}

// List items carry kind/apiVersion in the client (withItemTypeMeta): built in by the decoder.
const ITEM_TYPE_META: DecodeProtobufOptions = { itemTypeMeta: true };
const READ_ONLY: DecodeProtobufOptions = { readOnly: true, itemTypeMeta: true };
const DROP_MANAGED_FIELDS: DecodeProtobufOptions = { itemTypeMeta: true, dropManagedFields: true };
const READ_ONLY_DROP_MANAGED_FIELDS: DecodeProtobufOptions = { readOnly: true, itemTypeMeta: true, dropManagedFields: true };

/** The list metadata at the head of a JSON or protobuf list body (see ClientWire.peekListMeta). */
export function peekListHead(bytes: Uint8Array, contentType: string | undefined): { readonly continue?: unknown } | undefined {
  const type = mediaTypeOf(contentType);
  if (type === 'application/json' || type === '') return peekListMeta(bytes);
  if (isProtobufType(type)) return peekProtobufListMeta(bytes);
  return undefined;
}

/** Buffer views and slices: Node's fast UTF-8 decoding of watch lines. */
const bufferOps: ByteOps<Buffer> = {
  view: (c) => (Buffer.isBuffer(c) ? c : Buffer.from(c.buffer, c.byteOffset, c.byteLength)),
  concat: (parts, size) => Buffer.concat(parts, size),
  utf8: (b, start, end) => b.toString('utf8', start, end),
  indexOfBytes: (b, needle, from) => b.indexOf(needle, from),
  equalsAt: (b, at, pattern) => at + pattern.length <= b.length && b.compare(pattern, 0, pattern.length, at, at + pattern.length) === 0,
};

function asBuffer(b: Uint8Array): Buffer {
  return Buffer.isBuffer(b) ? b : Buffer.from(b.buffer, b.byteOffset, b.byteLength);
}

/**
 * Marks every batch of a read-only protobuf watch with STRINGS_SHARED (its objects' short
 * strings come from the reader's shared cache). A mapping iterator: no extra generator step;
 * `return()` reaches the source (which releases the body).
 */
function stringsSharedBatches(batches: AsyncGenerator<ProtobufWatchEvent[]>): AsyncIterable<ProtobufWatchEvent[]> {
  const mark = (r: IteratorResult<ProtobufWatchEvent[], void>): IteratorResult<ProtobufWatchEvent[]> => {
    if (r.done) return { done: true, value: undefined };
    Object.defineProperty(r.value, STRINGS_SHARED, { value: true });
    return r;
  };
  return {
    [Symbol.asyncIterator]: () => ({
      next: () => batches.next().then(mark),
      return: async () => {
        await batches.return(undefined);
        return { done: true, value: undefined };
      },
    }),
  };
}

/** Node's ClientWire: Buffer bodies, gzip through zlib, JSON, YAML, protobuf and CBOR. */
export const nodeWire: ClientWire = {
  accept: acceptFor,
  // Node Readables (both transports' bodies) by their chunks as they come: Node's own iterator
  // joins the chunks buffered while this process was busy (decoding the page before) into new Buffers.
  readAll: (body, options) => readAll(isNodeReadable(body) ? readableChunks(body) : body, options),
  decompress,
  decodeBody,
  peekListMeta: peekListHead,
  text: (bytes, maxBytes) => asBuffer(bytes).toString('utf8', 0, maxBytes),
  watchEventBatches(contentType, received, maxEventBytes, options) {
    const type = mediaTypeOf(contentType);
    // Both transports' bodies are Node Readables: take their chunks as they come (no joining).
    const body = isNodeReadable(received) ? readableChunks(received) : received;
    // Binary framings decode to the same plain events as JSON lines.
    if (isProtobufType(type)) {
      const dropManagedFields = options?.dropManagedFields === true;
      if (options?.readOnly !== true) return protobufWatchBatches(body, { maxFrameBytes: maxEventBytes, dropManagedFields });
      return stringsSharedBatches(protobufWatchBatches(body, { maxFrameBytes: maxEventBytes, readOnly: true, dropManagedFields }));
    }
    if (type === 'application/cbor-seq') return singleEventBatches(cborWatchEvents(body, { maxItemBytes: maxEventBytes }));
    return jsonWatchBatches(body, maxEventBytes, bufferOps, options);
  },
};
