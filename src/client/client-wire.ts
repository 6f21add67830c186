/**
 * The client's byte-level seam: how bodies are read, decompressed and decoded, and how watch
 * streams are framed. The request layer (rest-client-base.ts) and watches go through a
 * `ClientWire` and never name a codec or a Node built-in, so the SDK's fetch path runs in
 * browsers, Deno and Bun. Two implementations, chosen by the composition root:
 * `nodeWire` (wire.ts: Buffer, zlib, JSON/YAML/protobuf/CBOR) for `createClient` from `ctl`,
 * `webWire` (wire-web.ts: JSON only, no Node built-ins) for `ctl/browser`.
 * No Node built-ins, `Buffer` or `process` in this module.
 */
import { parseMediaType } from '../codec/media-type.js';
import type { ReadAllOptions } from './transport.js';
import type { JsonWatchOptions } from './json-watch-lines.js';

/** Wire formats a client may prefer; JSON is always the fallback. */
export type WireFormat = 'json' | 'protobuf' | 'cbor';

/** How a watch stream's events are decoded. */
export interface WatchDecodeOptions extends JsonWatchOptions {
  /**
   * The caller never changes the events' objects (an informer's cache): a decoder may share
   * deeply frozen immutable parts between them (protobuf FieldsV1 sets; see
   * BodyDecodeOptions.readOnly). A batch whose decoder also shared its strings carries
   * {@link STRINGS_SHARED}. Default false.
   */
  readonly readOnly?: boolean;
  /** See BodyDecodeOptions.dropManagedFields. */
  readonly dropManagedFields?: boolean;
}

/**
 * Set (non-enumerable, `true`) on a body, or on a batch of watch events, decoded by a decoder
 * that already shares one instance of equal short strings between the objects it builds (the
 * protobuf reader's string cache, in a read-only decode): an informer need not intern the
 * strings of those objects again. A copy of a batch (e.g. a slice) does not carry it.
 */
export const STRINGS_SHARED: unique symbol = Symbol('ctl.stringsShared');

/** How a body is decoded. */
export interface BodyDecodeOptions {
  /**
   * The caller never changes the decoded value (an informer's cache): a decoder may share one
   * deeply frozen instance of a repeated immutable part between objects (protobuf FieldsV1
   * sets). Default false: the result is entirely fresh.
   */
  readonly readOnly?: boolean;
  /**
   * The caller drops `metadata.managedFields` from every object anyway (an informer whose
   * transform is `stripManagedFields`): a decoder that can may leave it out while decoding
   * (protobuf: the bytes are skipped, `metadata` is built without the key). Other decoders
   * ignore it, so the caller still strips what it gets. Default false.
   */
  readonly dropManagedFields?: boolean;
}

export interface ClientWire {
  /** The Accept header asking for `format` (JSON as fallback; a wire without the format asks for JSON). */
  accept(format: WireFormat): string;
  /** A whole body within the limits ({@link ReadAllOptions}; BodyLimitError past them). */
  readAll(body: AsyncIterable<Uint8Array>, options: ReadAllOptions): Promise<Uint8Array>;
  /** Undo Content-Encoding; CodecError for corrupt data, output past `maxBytes` or an encoding it lacks. */
  decompress(bytes: Uint8Array, encoding: string | undefined, maxBytes: number): Uint8Array;
  /** Decode a body by its Content-Type; CodecError for malformed data or a type it does not read. */
  decodeBody(bytes: Uint8Array, contentType: string | undefined, options?: BodyDecodeOptions): unknown;
  /**
   * A list body's metadata read from its head without decoding the items, when its format
   * allows that cheaply (JSON, protobuf); undefined otherwise. A hint: the decoded list wins.
   */
  peekListMeta(bytes: Uint8Array, contentType: string | undefined): { readonly continue?: unknown } | undefined;
  /** The first `maxBytes` bytes as UTF-8 text (unstructured error bodies). */
  text(bytes: Uint8Array, maxBytes: number): string;
  /**
   * The events of a watch stream of this Content-Type, as plain objects in stream order, in
   * non-empty batches (JSON lines and protobuf: the events completed by one received chunk;
   * CBOR: one event each); throws DecodeError or CodecError for malformed or oversized
   * frames (never skips one), after a batch of the events before the bad one. With
   * `options.readOnly`, protobuf batches carry {@link STRINGS_SHARED}.
   */
  watchEventBatches(contentType: string, body: AsyncIterable<Uint8Array>, maxEventBytes: number, options?: WatchDecodeOptions): AsyncIterable<readonly { readonly type: string }[]>;
}

/**
 * Each event of `events` as a batch of one (framings that decode one event at a time). A
 * mapping iterator rather than a generator: one `then` per event, no extra generator step;
 * `return()` reaches the source (which releases the body).
 */
export function singleEventBatches<E>(events: AsyncIterable<E>): AsyncIterable<E[]> {
  return {
    [Symbol.asyncIterator]() {
      const it = events[Symbol.asyncIterator]();
      const one = (r: IteratorResult<E>): IteratorResult<E[]> => (r.done ? { done: true, value: undefined } : { done: false, value: [r.value] });
      return {
        next: () => it.next().then(one),
        return: async () => {
          await it.return?.();
          return { done: true, value: undefined };
        },
      };
    },
  };
}

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

/** The base media type of a Content-Type header ('' when absent or malformed). */
export function mediaTypeOf(contentType: string | undefined): string {
  return contentType ? (parseMediaType(contentType)?.type ?? '') : '';
}

export function isProtobufType(type: string): boolean {
  return PROTOBUF_TYPES.has(type);
}
