/**
 * A protobuf list response without encoding the whole list: the body is assembled from each
 * item's message bytes, encoded once per object and memoised, so listing objects the watch
 * cache already holds is mostly copying bytes (the protobuf counterpart of list-json.ts).
 *
 * Contract: the result is byte-for-byte what `encodeProtobuf` gives for the list
 * `{kind: listKind, apiVersion, metadata, items}` (the item messages carry no type meta, so an
 * item's bytes do not depend on its `kind`/`apiVersion` or on its place in the list).
 */
import { joinParts, type ByteParts } from '../../codec/byte-parts.js';
import { encodeProtobufListItem, encodeProtobufListParts } from '../../codec/protobuf/index.js';
import { apiVersionOf, type ResourceDescriptor } from '../../meta/resources.js';
import type { KubeObject, ListMeta } from '../../meta/types.js';

/** Encodes protobuf lists of one resource (built once per resource). */
export class ProtobufListEncoder {
  private readonly listKind: string;
  private readonly apiVersion: string;
  /**
   * Item bytes by object. Objects listed from the watch cache are never changed (see
   * RegistryStore.useDecodedObjects); others are fresh decodes, collected with their entry.
   */
  private readonly itemBytesCache = new WeakMap<object, Buffer>();

  constructor(d: ResourceDescriptor<KubeObject>) {
    this.listKind = d.listKind;
    this.apiVersion = apiVersionOf(d);
  }

  /** The response body; CodecError (as `encodeProtobuf` of the list) when an item cannot be encoded. */
  encode(metadata: ListMeta, items: readonly KubeObject[]): Buffer {
    return joinParts(this.encodeParts(metadata, items));
  }

  /**
   * The same body as {@link encode}, as the pieces it is made of (see encodeProtobufListParts),
   * for writing without one body-sized copy. The item pieces are the memoised bytes: callers
   * must not change them.
   */
  encodeParts(metadata: ListMeta, items: readonly KubeObject[]): ByteParts {
    const parts = new Array<Buffer>(items.length);
    for (let i = 0; i < items.length; i++) {
      const obj = items[i]!;
      let bytes = this.itemBytesCache.get(obj);
      if (bytes === undefined) {
        bytes = encodeProtobufListItem(this.listKind, obj, i);
        this.itemBytesCache.set(obj, bytes);
      }
      parts[i] = bytes;
    }
    return encodeProtobufListParts({ apiVersion: this.apiVersion, kind: this.listKind }, metadata, parts);
  }
}
