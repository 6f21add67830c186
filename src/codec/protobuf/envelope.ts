/**
 * The protobuf envelope (wire.md §3.1): `6b 38 73 00` ("k8s\0") followed by a runtime.Unknown
 * `{1: typeMeta{1: apiVersion, 2: kind}, 2: raw, 3: contentEncoding, 4: contentType}` whose
 * `raw` is the object's message. contentEncoding and contentType are always written, empty
 * (`1a 00 22 00`), as upstream's gogo marshaler does.
 *
 * The message is chosen by kind alone (the group/version is carried through unchanged), so the
 * same codec reads `node.cluster.io/v1` and upstream's `node.k8s.io/v1`.
 */
import { allResources } from '../../meta/resources.js';
import { joinParts, type ByteParts } from '../byte-parts.js';
import { CodecError, type Codec } from '../codec.js';
import {
  deleteOptionsMessage,
  leaseCandidateMessage,
  leaseMessage,
  listMessage,
  namespaceMessage,
  partialObjectMetadataMessage,
  runtimeClassMessage,
  statusMessage,
  tableOptionsMessage,
  type JsonObject,
  type MessageCodec,
  writeListItem,
  writeListMeta,
} from './messages.js';
import { validatingAdmissionPolicyBindingMessage, validatingAdmissionPolicyMessage } from './admissionregistration-messages.js';
import { decoders } from './decoders.js';
import { selfSubjectAccessReviewMessage, selfSubjectReviewMessage, selfSubjectRulesReviewMessage } from './review-messages.js';
import { PROTOBUF_MEDIA_TYPE, ProtoReader, ProtoWriter, protoError } from './wire.js';

export { PROTOBUF_MEDIA_TYPE };
export type { JsonObject };

/** "k8s\0": the magic prefix; the 4th byte 0x00 selects the runtime.Unknown envelope. */
export const PROTOBUF_PREFIX: Uint8Array = Uint8Array.of(0x6b, 0x38, 0x73, 0x00);

/** Group/version and kind of an encoded object. */
export interface ProtobufTypeMeta {
  readonly apiVersion: string;
  readonly kind: string;
}

/** A decoded envelope: the type from `Unknown.typeMeta` and the object, which starts with `kind` and `apiVersion` like its JSON form. */
export interface DecodedProtobuf extends ProtobufTypeMeta {
  readonly object: JsonObject;
}

export interface DecodeProtobufOptions {
  /** Filled in when the envelope leaves apiVersion or kind empty (upstream's decode defaults, e.g. from the request URL). */
  readonly defaults?: Partial<ProtobufTypeMeta>;
  /**
   * The caller never changes the result (an informer's cache): repeated immutable parts may be
   * one deeply frozen instance shared between objects (FieldsV1 sets; see ProtoReader.readOnly).
   * Default false: every part of the result is fresh and the caller's.
   */
  readonly readOnly?: boolean;
  /**
   * Items of a resource list come with `apiVersion` (the list's) and `kind` (the item's, its
   * list kind without `List`), built into each item's object at once: what a client adds to
   * list items after decoding. Not for metadata-only lists (PartialObjectMetadataList), nor a
   * list whose envelope names no kind. Default false: items without type meta, as on the wire.
   */
  readonly itemTypeMeta?: boolean;
  /**
   * Leave `metadata.managedFields` out of every object: the result equals decoding and then
   * deleting the key (an informer whose transform is `stripManagedFields`), but the field's
   * bytes are only skipped (their framing is checked, their content is not parsed, so a body
   * whose only defect is inside managedFields decodes), and `metadata` is built with exactly its
   * remaining keys. Default false.
   */
  readonly dropManagedFields?: boolean;
}

/**
 * The message of every served kind, by kind. The kinds served, and their list kinds, come from
 * the resource descriptors (`allResources`): a descriptor whose kind has no message here fails
 * at load, so a new resource cannot be served without its protobuf form.
 */
const RESOURCE_MESSAGES: Readonly<Record<string, MessageCodec>> = {
  Namespace: namespaceMessage,
  SelfSubjectReview: selfSubjectReviewMessage,
  SelfSubjectAccessReview: selfSubjectAccessReviewMessage,
  SelfSubjectRulesReview: selfSubjectRulesReviewMessage,
  Lease: leaseMessage,
  LeaseCandidate: leaseCandidateMessage,
  RuntimeClass: runtimeClassMessage,
  ValidatingAdmissionPolicy: validatingAdmissionPolicyMessage,
  ValidatingAdmissionPolicyBinding: validatingAdmissionPolicyBindingMessage,
};

/** Generated readers of the list kinds: every served list kind must have one (checked at load). */
const LIST_READERS: Readonly<Record<string, MessageCodec['read']>> = {
  NamespaceList: decoders.NamespaceList,
  LeaseList: decoders.LeaseList,
  LeaseCandidateList: decoders.LeaseCandidateList,
  RuntimeClassList: decoders.RuntimeClassList,
  ValidatingAdmissionPolicyList: decoders.ValidatingAdmissionPolicyList,
  ValidatingAdmissionPolicyBindingList: decoders.ValidatingAdmissionPolicyBindingList,
};

/** `[kind, message]` and `[listKind, list message]` of each descriptor (create-only kinds have no list). */
function resourceMessages(): Array<[string, MessageCodec]> {
  const out: Array<[string, MessageCodec]> = [];
  for (const d of allResources) {
    const message = RESOURCE_MESSAGES[d.kind];
    if (message === undefined) throw new Error(`protobuf: no message for the served kind ${d.kind} (register it in RESOURCE_MESSAGES)`);
    out.push([d.kind, message]);
    if (!d.createOnly) {
      const read = LIST_READERS[d.listKind];
      if (read === undefined) {
        throw new Error(`protobuf: no generated list reader for the served list kind ${d.listKind} (add its .proto to scripts/generate-protobuf.mjs and register it in LIST_READERS)`);
      }
      out.push([d.listKind, listMessage(read, message)]);
    }
  }
  return out;
}

const MESSAGES: ReadonlyMap<string, MessageCodec> = new Map<string, MessageCodec>([
  ...resourceMessages(),
  ['Status', statusMessage],
  ['PartialObjectMetadata', partialObjectMetadataMessage],
  ['PartialObjectMetadataList', listMessage(decoders.PartialObjectMetadataList, partialObjectMetadataMessage)],
  ['TableOptions', tableOptionsMessage],
  ['DeleteOptions', deleteOptionsMessage],
]);

/** The item message of each list kind (for lists assembled from item bytes). */
const LIST_ITEM_MESSAGES: ReadonlyMap<string, MessageCodec> = new Map<string, MessageCodec>([
  ...allResources.filter((d) => !d.createOnly).map((d): [string, MessageCodec] => [d.listKind, RESOURCE_MESSAGES[d.kind]!]),
  ['PartialObjectMetadataList', partialObjectMetadataMessage],
]);

/** Kinds this codec can encode and decode. */
export const PROTOBUF_KINDS: readonly string[] = Object.freeze([...MESSAGES.keys()]);

/** Whether a kind has a protobuf message here (Table, for one, has none upstream either). */
export function supportsProtobufKind(kind: string): boolean {
  return MESSAGES.has(kind);
}

function typeMetaOf(obj: unknown): Partial<ProtobufTypeMeta> {
  if (typeof obj !== 'object' || obj === null) return {};
  const o = obj as { apiVersion?: unknown; kind?: unknown };
  return {
    ...(typeof o.apiVersion === 'string' ? { apiVersion: o.apiVersion } : {}),
    ...(typeof o.kind === 'string' ? { kind: o.kind } : {}),
  };
}

/**
 * Encode one object (or list) as prefix + Unknown. The type defaults to the object's own
 * `apiVersion`/`kind`. The bytes are byte-for-byte what upstream's protobuf serializer writes
 * for the same Go object. Throws `CodecError` for kinds without a message, non-object input,
 * or field values of the wrong type.
 */
export function encodeProtobuf(obj: unknown, typeMeta?: Partial<ProtobufTypeMeta>): Uint8Array {
  const own = typeMetaOf(obj);
  const apiVersion = typeMeta?.apiVersion ?? own.apiVersion ?? '';
  const kind = typeMeta?.kind ?? own.kind ?? '';
  const message = MESSAGES.get(kind);
  if (message === undefined) {
    throw protoError(
      kind === ''
        ? 'cannot encode an object without kind to protobuf'
        : `object ${kind} does not implement the protobuf marshalling interface and cannot be encoded to a protobuf message`,
    );
  }
  if (typeof obj !== 'object' || obj === null || Array.isArray(obj)) throw protoError('cannot encode a non-object to protobuf');
  return writeOrThrow(kind, (w) => {
    w.ensure(4);
    writeEnvelope(w, apiVersion, kind, () => message.write(w, obj as JsonObject, ''));
  });
}

/**
 * Runs `write` on a fresh writer and returns its bytes; a failure other than a CodecError
 * becomes `cannot encode <kind> to protobuf: ...` (the writer's buffer is given back first).
 */
function writeOrThrow(kind: string, write: (w: ProtoWriter) => void): Buffer {
  const w = new ProtoWriter();
  try {
    write(w);
    return w.finish();
  } catch (err) {
    w.abandon();
    if (err instanceof CodecError) throw err;
    throw protoError(`cannot encode ${kind} to protobuf: ${(err as Error).message}`, err);
  }
}

/**
 * The `k8s\0` prefix and the Unknown envelope (TypeMeta, raw, empty contentEncoding and
 * contentType, as upstream writes them) around the message bytes `writeRaw` writes. The
 * caller has ensured at least 4 bytes of room.
 */
function writeEnvelope(w: ProtoWriter, apiVersion: string, kind: string, writeRaw: () => void): void {
  w.buf.set(PROTOBUF_PREFIX, 0);
  w.pos = 4;
  const tm = w.fork(0x0a);
  w.string(0x0a, apiVersion);
  w.string(0x12, kind);
  w.join(tm);
  const raw = w.fork(0x12);
  writeRaw();
  w.join(raw);
  w.byte(0x1a);
  w.byte(0);
  w.byte(0x22);
  w.byte(0);
}

/**
 * The message bytes of one item of a `listKind` list (no envelope, no length prefix): what
 * `encodeProtobuf` writes for `items[index]` of that list. Lets a server keep the bytes of each
 * stored object and assemble lists from them ({@link encodeProtobufListFromItems}). Throws
 * `CodecError` with the text `encodeProtobuf` of the whole list would throw.
 */
export function encodeProtobufListItem(listKind: string, item: unknown, index: number): Buffer {
  const message = LIST_ITEM_MESSAGES.get(listKind);
  if (message === undefined) {
    throw protoError(`object ${listKind} does not implement the protobuf marshalling interface and cannot be encoded to a protobuf message`);
  }
  return writeOrThrow(listKind, (w) => writeListItem(w, message, item, index));
}

/**
 * A whole list (prefix + Unknown) from its metadata and the message bytes of its items
 * ({@link encodeProtobufListItem}): byte for byte what `encodeProtobuf` writes for
 * `{kind: typeMeta.kind, apiVersion: typeMeta.apiVersion, metadata, items}`.
 */
export function encodeProtobufListFromItems(typeMeta: ProtobufTypeMeta, metadata: unknown, items: readonly Uint8Array[]): Buffer {
  return joinParts(encodeProtobufListParts(typeMeta, metadata, items));
}

/** The envelope's end: empty contentEncoding (3) and contentType (4), as upstream writes them. */
const ENVELOPE_TAIL = Uint8Array.of(0x1a, 0, 0x22, 0);

/**
 * {@link encodeProtobufListFromItems} as pieces: the head (prefix, TypeMeta, the
 * raw message's header and ListMeta), each item's field header and its bytes (the given
 * arrays themselves, not copies), then the envelope's end. For writing a large list without
 * building it in one buffer; the lengths are computed up front instead of patched afterwards.
 */
export function encodeProtobufListParts(typeMeta: ProtobufTypeMeta, metadata: unknown, items: readonly Uint8Array[]): ByteParts {
  if (!LIST_ITEM_MESSAGES.has(typeMeta.kind)) {
    throw protoError(`object ${typeMeta.kind} does not implement the protobuf marshalling interface and cannot be encoded to a protobuf message`);
  }
  const listMeta = writeOrThrow(typeMeta.kind, (w) => writeListMeta(w, 0x0a, metadata, ''));
  // Every item's header (tag 2 and the length varint) in one buffer, viewed per item.
  const headers = Buffer.allocUnsafe(items.length * 6);
  const parts = new Array<Uint8Array>(items.length * 2 + 2);
  let rawLength = listMeta.length;
  let at = 0;
  for (let i = 0; i < items.length; i++) {
    const start = at;
    headers[at++] = 0x12;
    let v = items[i]!.length;
    while (v > 0x7f) {
      headers[at++] = (v & 0x7f) | 0x80;
      v >>>= 7;
    }
    headers[at++] = v;
    parts[2 * i + 1] = headers.subarray(start, at);
    parts[2 * i + 2] = items[i]!;
    rawLength += at - start + items[i]!.length;
  }
  const head = writeOrThrow(typeMeta.kind, (w) => {
    w.ensure(4 + listMeta.length + 16);
    w.buf.set(PROTOBUF_PREFIX, 0);
    w.pos = 4;
    const tm = w.fork(0x0a);
    w.string(0x0a, typeMeta.apiVersion);
    w.string(0x12, typeMeta.kind);
    w.join(tm);
    w.byte(0x12);
    w.uint32(rawLength);
    w.ensure(listMeta.length);
    w.buf.set(listMeta, w.pos);
    w.pos += listMeta.length;
  });
  parts[0] = head;
  parts[parts.length - 1] = ENVELOPE_TAIL;
  return { parts, byteLength: head.length + rawLength - listMeta.length + ENVELOPE_TAIL.length };
}

/**
 * The ListMeta of a protobuf list body read from its head without decoding the items, when it
 * is the raw message's first field (as gogo and this codec write it); undefined otherwise (also
 * for anything malformed). A hint, like the JSON codec's peekListMeta: the decoded list is
 * authoritative (a repeated ListMeta field decodes to the last one).
 *
 * `bytes` may be any prefix of the body (the part received so far): the answer is undefined
 * until the prefix holds the whole ListMeta, and from then on the same as for the whole body.
 * Only the raw message's own length may run past the prefix; every length inside is checked.
 */
export function peekProtobufListMeta(bytes: Uint8Array): { readonly resourceVersion: string; readonly continue: string } | undefined {
  if (bytes.length < 5 || !hasPrefix(bytes, 0)) return undefined;
  const r = new ProtoReader(bytes, 4, bytes.length);
  try {
    while (r.pos < r.limit) {
      const tag = r.tag();
      if (tag !== 0x12) {
        r.skip(tag, 0);
        continue;
      }
      // raw: the list message, read as far as the prefix goes.
      const rawLength = r.uint32();
      if (rawLength < 0 || rawLength > 0x7fffffff) return undefined; // a negative length in Go
      r.limit = Math.min(r.pos + rawLength, bytes.length);
      if (r.pos >= r.limit || r.tag() !== 0x0a) return undefined;
      r.enter(); // its first field: ListMeta
      let resourceVersion = '';
      let cont = '';
      while (r.pos < r.limit) {
        const t = r.tag();
        if (t === 0x12) resourceVersion = r.string();
        else if (t === 0x1a) cont = r.string();
        else r.skip(t, 0);
      }
      return { resourceVersion, continue: cont };
    }
  } catch {
    return undefined;
  }
  return undefined;
}

function hasPrefix(bytes: Uint8Array, start: number): boolean {
  return bytes[start] === 0x6b && bytes[start + 1] === 0x38 && bytes[start + 2] === 0x73 && bytes[start + 3] === 0x00;
}

function goTypeMeta(apiVersion: string, kind: string): string {
  return `runtime.TypeMeta{APIVersion:${JSON.stringify(apiVersion)}, Kind:${JSON.stringify(kind)}}`;
}

/**
 * Decode prefix + Unknown into the object the JSON API would produce for it (see
 * decoders.ts for the omission rules). Errors (`CodecError`, never anything else, never a
 * partial object) use upstream's texts: `empty data`, `provided data does not appear to be a
 * protobuf message, expected prefix [107 56 115 0]`, `empty body`, `unexpected EOF`, ...
 */
export function decodeProtobuf(bytes: Uint8Array, options?: DecodeProtobufOptions): DecodedProtobuf {
  if (bytes.length === 0) throw protoError('empty data');
  const r = new ProtoReader(bytes);
  if (options?.readOnly === true) r.readOnly = true;
  if (options?.itemTypeMeta === true) r.itemTypeMeta = true;
  if (options?.dropManagedFields === true) r.dropManagedFields = true;
  return decodeProtobufIn(r, 0, bytes.length, options);
}

/**
 * `decodeProtobuf` of `r.buf[start, end)`, reading with `r` (a watch event decodes its object
 * with the reader of the frame: no second reader, no sub-view). Leaves `r` at `end`.
 */
export function decodeProtobufIn(r: ProtoReader, start: number, end: number, options?: DecodeProtobufOptions): DecodedProtobuf {
  const n = end - start;
  if (n === 0) throw protoError('empty data');
  if (n < 4 || !hasPrefix(r.buf, start)) throw protoError('provided data does not appear to be a protobuf message, expected prefix [107 56 115 0]');
  if (n === 4) throw protoError('empty body');
  try {
    r.pos = start + 4;
    r.limit = end;
    let apiVersion = '';
    let kind = '';
    let rawStart = -1;
    let rawEnd = -1;
    while (r.pos < r.limit) {
      const tag = r.tag();
      switch (tag) {
        case 0x0a: {
          const saved = r.enter();
          while (r.pos < r.limit) {
            const t = r.tag();
            if (t === 0x0a) apiVersion = r.string();
            else if (t === 0x12) kind = r.string();
            else r.skip(t, 0b110);
          }
          r.leave(saved);
          break;
        }
        case 0x12: {
          const len = r.len();
          rawStart = r.pos;
          rawEnd = r.pos + len;
          r.pos = rawEnd;
          break;
        }
        case 0x1a:
        case 0x22:
          r.string(); // contentEncoding / contentType: unused, as upstream
          break;
        default:
          r.skip(tag, 0b11110);
      }
    }
    if (apiVersion === '' && options?.defaults?.apiVersion) apiVersion = options.defaults.apiVersion;
    if (kind === '' && options?.defaults?.kind) kind = options.defaults.kind;
    if (kind === '') throw protoError(`Object 'Kind' is missing in '${goTypeMeta(apiVersion, kind)}'`);
    if (apiVersion === '' || apiVersion.endsWith('/')) {
      throw protoError(`Object 'apiVersion' is missing in '${goTypeMeta(apiVersion, kind)}'`);
    }
    const message = MESSAGES.get(kind);
    if (message === undefined) throw protoError(`no kind "${kind}" is registered for version "${apiVersion}" in the protobuf codec`);
    // An envelope without raw decodes the message from nothing (all fields absent).
    r.pos = rawStart < 0 ? end : rawStart;
    r.limit = rawStart < 0 ? end : rawEnd;
    const object = message.read(r, kind, apiVersion);
    r.pos = end;
    r.limit = end;
    return { apiVersion, kind, object };
  } catch (err) {
    if (err instanceof CodecError) throw err;
    throw protoError(`cannot decode protobuf: ${(err as Error).message}`, err);
  }
}

/**
 * The protobuf Codec: `encode` takes the type from the object's own kind/apiVersion; `decode`
 * returns the object (with kind and apiVersion).
 */
export const protobufCodec: Codec = {
  mediaType: PROTOBUF_MEDIA_TYPE,
  encode(obj: unknown): Uint8Array {
    return encodeProtobuf(obj);
  },
  decode(bytes: Uint8Array): unknown {
    return decodeProtobuf(bytes).object;
  },
};
