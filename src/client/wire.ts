/**
 * The client's side of content negotiation: which representation to ask for, and how to
 * decode whatever the server chose (by Content-Type, never by assumption). Plain objects
 * come out whatever travelled: protobuf and CBOR decode to the same JSON-shaped objects.
 */
import { gunzipSync } from 'node:zlib';
import { decodeCbor } from '../codec/cbor.js';
import { CodecError } from '../codec/codec.js';
import { jsonCodec } from '../codec/json.js';
import { parseMediaType } from '../codec/media-type.js';
import { decodeProtobuf } from '../codec/protobuf/index.js';
import { decodeYaml } from '../codec/yaml.js';
import { MAX_RESPONSE_BODY_BYTES } from './limits.js';

/** Wire formats a client may prefer; JSON is always the fallback. */
export type WireFormat = 'json' | 'protobuf' | 'cbor';

const PROTOBUF_TYPES = new Set(['application/vnd.cluster.protobuf', 'application/vnd.kubernetes.protobuf']);

/** The Accept header for a format, JSON as fallback (servers without the format still answer). */
export function acceptFor(format: WireFormat): string {
  switch (format) {
    case 'protobuf':
      return 'application/vnd.cluster.protobuf, application/json';
    case 'cbor':
      return 'application/cbor, application/json';
    default:
      return 'application/json';
  }
}

/**
 * Undo Content-Encoding (gzip); other encodings are refused. Corrupt gzip and output past
 * `maxBytes` (a decompression bomb) throw CodecError, never a zlib or RangeError.
 */
export function decompress(bytes: Buffer, encoding: string | undefined, maxBytes: number = MAX_RESPONSE_BODY_BYTES): Buffer {
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

/** The base media type of a Content-Type header ('' when absent or malformed). */
export function mediaTypeOf(contentType: string | undefined): string {
  return contentType ? (parseMediaType(contentType)?.type ?? '') : '';
}

/**
 * Decode a response body by its Content-Type. Throws CodecError for malformed data and for
 * types the client does not read (a protobuf body without the `k8s\0` prefix is rejected).
 */
export function decodeBody(bytes: Buffer, contentType: string | undefined): unknown {
  const type = mediaTypeOf(contentType);
  if (type === 'application/json' || type === '') {
    return jsonCodec.decode(bytes); // the codec's limits (nesting) apply to server output too
  }
  if (PROTOBUF_TYPES.has(type)) return decodeProtobuf(bytes).object;
  if (type === 'application/cbor') return decodeCbor(bytes);
  if (type === 'application/yaml') return decodeYaml(bytes);
  throw new CodecError(type, `cannot decode a response of type ${JSON.stringify(type)}`);
}

export function isProtobufType(type: string): boolean {
  return PROTOBUF_TYPES.has(type);
}
