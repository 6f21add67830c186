/**
 * A list response as compact JSON without encoding the whole list: the body is assembled
 * from each item's JSON, which is encoded once per object and memoised as UTF-8 bytes, so
 * listing objects the watch cache already holds is mostly copying bytes.
 *
 * Contract: the result is byte-for-byte what `jsonCodec.encode(goOrdered(list))` gives
 * for the list `{kind: listKind, apiVersion, metadata, items}` whose items are the given
 * objects without `kind` and `apiVersion` (list items carry no type meta on the wire).
 * That holds because an item of a list is put in the same Go order as the object alone
 * (go-order.ts orders a list's items by the item kind's shape), and removing the two
 * leading type-meta members changes nothing else in the text.
 */
import { joinParts, type ByteParts } from '../../codec/byte-parts.js';
import { goOrdered } from '../../codec/go-order.js';
import { apiVersionOf, type ResourceDescriptor } from '../../meta/resources.js';
import type { KubeObject, ListMeta } from '../../meta/types.js';

/** Encodes lists of one resource (built once per resource: the type-meta prefixes are fixed). */
export class JsonListEncoder {
  private readonly listKind: string;
  private readonly apiVersion: string;
  private readonly kind: string;
  /** `{"kind":K,"apiVersion":A,` — how the JSON of an object of this resource starts. */
  private readonly typePrefix: string;
  /** Item bytes by object (see itemBytes). */
  private readonly itemBytesCache = new WeakMap<object, Buffer>();

  constructor(d: ResourceDescriptor<KubeObject>) {
    this.listKind = d.listKind;
    this.kind = d.kind;
    this.apiVersion = apiVersionOf(d);
    this.typePrefix = `{"kind":${JSON.stringify(this.kind)},"apiVersion":${JSON.stringify(this.apiVersion)},`;
  }

  /** The response body (with the trailing newline of Go's json.Encoder) in one buffer. */
  encode(metadata: ListMeta, items: readonly KubeObject[]): Buffer {
    return joinParts(this.encodeParts(metadata, items));
  }

  /**
   * The same body as {@link encode}, as the pieces it is made of (the list's head, then each
   * item's memoised bytes and its separator), for writing without one body-sized copy. The
   * pieces are shared with the memo: callers must not change them.
   */
  encodeParts(metadata: ListMeta, items: readonly KubeObject[]): ByteParts {
    const shell = JSON.stringify(goOrdered({ kind: this.listKind, apiVersion: this.apiVersion, metadata, items: [] }));
    // `items` is the list's last field in Go order, so the shell ends with `"items":[]}`.
    if (!shell.endsWith('"items":[]}')) throw new Error(`list shell of ${this.listKind} does not end with its items`);
    if (items.length === 0) {
      const whole = Buffer.from(shell.slice(0, -2) + ']}\n', 'utf8');
      return { parts: [whole], byteLength: whole.length };
    }
    // Bytes, not one string: building one string of the items and encoding it as UTF-8 cost
    // several times as much (a large string's flattening and transcoding).
    const parts = new Array<Buffer>(items.length * 2 + 1);
    const head = Buffer.from(shell.slice(0, -2), 'utf8');
    parts[0] = head;
    let byteLength = head.length + items.length; // a separator (1 byte) per item but the last
    for (let i = 0; i < items.length; i++) {
      const bytes = this.itemBytes(items[i]!);
      parts[2 * i + 1] = bytes;
      byteLength += bytes.length;
      parts[2 * i + 2] = i + 1 < items.length ? COMMA : CLOSE;
    }
    return { parts, byteLength: byteLength + CLOSE.length - 1 };
  }

  /**
   * One item's JSON as UTF-8: the object's own JSON (Go order) without the leading
   * kind and apiVersion, memoised per object (objects listed from the watch cache are never
   * changed, see RegistryStore.useDecodedObjects; others are fresh decodes, collected with it).
   */
  private itemBytes(obj: KubeObject): Buffer {
    let bytes = this.itemBytesCache.get(obj);
    if (bytes === undefined) {
      bytes = Buffer.from(this.itemJson(obj), 'utf8');
      this.itemBytesCache.set(obj, bytes);
    }
    return bytes;
  }

  /** One item's JSON: the object's own JSON without the leading kind and apiVersion. */
  private itemJson(obj: KubeObject): string {
    const p = this.typePrefix;
    if (obj.kind === this.kind && obj.apiVersion === this.apiVersion) {
      // Not through jsonOf's memo: the bytes are what is kept, not the string as well.
      const full = JSON.stringify(goOrdered(obj));
      if (full.startsWith(p)) return '{' + full.slice(p.length);
      if (full.length === p.length && full.endsWith('}')) return '{}';
    }
    // Another (or no) type meta on the object: order it as an object of this resource (the
    // shape its list uses for items), then cut the prefix the same way.
    const { kind: _k, apiVersion: _a, ...rest } = obj;
    const full = JSON.stringify(goOrdered({ kind: this.kind, apiVersion: this.apiVersion, ...rest }));
    return full.length === p.length ? '{}' : '{' + full.slice(p.length);
  }
}

const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']}\n');
