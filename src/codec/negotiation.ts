/**
 * Content negotiation: pick the response representation from an Accept header, and the
 * request decoder from a Content-Type, among the formats a server offers. Pure: the server
 * maps a failed negotiation to 406/415.
 */
import type { Codec } from './codec.js';
import { parseAccept, parseMediaType, rangeMatches, sortByPreference } from './media-type.js';

/** One wire format the server offers. */
export interface ServedFormat {
  /** Canonical media type, e.g. `application/json`. */
  readonly mediaType: string;
  /** Other names accepted for it (e.g. upstream's `application/vnd.kubernetes.protobuf`). */
  readonly aliases?: readonly string[];
  readonly codec: Codec;
  /** Content-Type of a watch stream in this format (e.g. `application/json`, `application/cbor-seq`). */
  readonly watchMediaType: string;
  /** Whether a Table can be returned in this format (JSON and YAML only, as upstream). */
  readonly allowsTable: boolean;
}

export type TableVersion = 'v1' | 'v1beta1';

export interface TableRequestSpec {
  readonly version: TableVersion;
  /** The group the client named (`meta.cluster.io`, or upstream's `meta.k8s.io`): the Table answers in it. */
  readonly group: string;
}

export interface Negotiated {
  readonly format: ServedFormat;
  /** The name the client used (alias or canonical): responses answer in kind. */
  readonly mediaType: string;
  /** Set when the client asked for `as=Table`. */
  readonly table?: TableRequestSpec;
}

/** Groups accepted for Table requests (`g=` parameter): ours and upstream's. */
const TABLE_GROUPS = new Set(['meta.cluster.io', 'meta.k8s.io']);

function formatFor(served: readonly ServedFormat[], type: string): { format: ServedFormat; name: string } | undefined {
  for (const f of served) {
    if (f.mediaType === type) return { format: f, name: f.mediaType };
    if (f.aliases?.includes(type)) return { format: f, name: type };
  }
  return undefined;
}

/**
 * Choose the response format. Wildcards pick the first served format. Parameters other
 * than `as`, `g`, `v`, `stream`, `charset`, `pretty` make a range unacceptable; `as=Table`
 * is honoured only when `allowTable` and the format allows it; an unknown `as` is skipped.
 * Returns undefined when nothing fits (406). An absent or empty Accept means the first format.
 */
export function negotiateResponse(
  accept: string | undefined,
  served: readonly ServedFormat[],
  opts: { readonly allowTable: boolean; readonly watch: boolean },
): Negotiated | undefined {
  const parsed = parseAccept(accept);
  if (parsed.length === 0) return served[0] ? { format: served[0], mediaType: served[0].mediaType } : undefined;
  // Ranges with q=0 are refusals: an Accept of only refusals accepts nothing.
  const ranges = sortByPreference(parsed);
  for (const range of ranges) {
    const { as, g, v, stream, charset: _c, pretty: _p, ...rest } = range.params;
    if (Object.keys(rest).length > 0) continue;
    if (stream !== undefined && (stream !== 'watch' || !opts.watch)) continue;
    if (as !== undefined) {
      if (as !== 'Table' || !opts.allowTable) continue;
      if (g !== undefined && !TABLE_GROUPS.has(g)) continue;
      if (v !== undefined && v !== 'v1' && v !== 'v1beta1') continue;
    }
    if (range.type.includes('*')) {
      const f = served.find((s) => rangeMatches(range.type, s.mediaType) && (as === undefined || s.allowsTable));
      if (f) return { format: f, mediaType: f.mediaType, ...(as === 'Table' ? { table: tableSpec(v, g) } : {}) };
      continue;
    }
    const hit = formatFor(served, range.type);
    if (!hit) continue;
    if (as === 'Table') {
      if (!hit.format.allowsTable) continue;
      return { format: hit.format, mediaType: hit.name, table: tableSpec(v, g) };
    }
    return { format: hit.format, mediaType: hit.name };
  }
  return undefined;
}

function tableSpec(v: string | undefined, g: string | undefined): TableRequestSpec {
  return { version: (v ?? 'v1') as TableVersion, group: g ?? 'meta.cluster.io' };
}

/** The media types to list in a 406 message, as upstream words it. */
export function acceptedList(served: readonly ServedFormat[], watch: boolean): string[] {
  return served.map((f) => (watch ? `${f.mediaType};stream=watch` : f.mediaType));
}

/**
 * Choose the decoder for a request body. An absent Content-Type means JSON (the first
 * format). Returns undefined for an unknown type (415).
 */
export function negotiateRequest(contentType: string | undefined, served: readonly ServedFormat[]): ServedFormat | undefined {
  if (!contentType || contentType.trim() === '') return served[0];
  const mt = parseMediaType(contentType);
  if (!mt) return undefined;
  return formatFor(served, mt.type)?.format;
}
