/**
 * The wire formats this server offers, in preference order, given the feature gates:
 * the composition point where codecs meet the server. JSON first (the default), YAML,
 * protobuf (also under upstream's name `application/vnd.kubernetes.protobuf`, answered in
 * kind) and, with CBORServingAndStorage, CBOR.
 */
import { goOrdered } from '../codec/go-order.js';
import { cborCodec, encodeCborSeqEventFromBytes } from '../codec/cbor.js';
import { jsonCodec } from '../codec/json.js';
import type { ServedFormat } from '../codec/negotiation.js';
import { encodeWatchFrame, protobufCodec } from '../codec/protobuf/index.js';
import { yamlCodec } from '../codec/yaml.js';
import type { FeatureGateValues } from './feature-gates.js';

export const JSON_FORMAT: ServedFormat = { mediaType: 'application/json', codec: jsonCodec, watchMediaType: 'application/json', allowsTable: true };
export const YAML_FORMAT: ServedFormat = { mediaType: 'application/yaml', codec: yamlCodec, watchMediaType: 'application/yaml;stream=watch', allowsTable: true };
export const PROTOBUF_FORMAT: ServedFormat = {
  mediaType: 'application/vnd.cluster.protobuf',
  aliases: ['application/vnd.kubernetes.protobuf'],
  codec: protobufCodec,
  watchMediaType: 'application/vnd.cluster.protobuf;stream=watch',
  allowsTable: false,
};
export const CBOR_FORMAT: ServedFormat = { mediaType: 'application/cbor', codec: cborCodec, watchMediaType: 'application/cbor-seq', allowsTable: false };

export class WireFormats {
  private readonly response: readonly ServedFormat[];
  private readonly request: readonly ServedFormat[];
  private readonly watch: readonly ServedFormat[];

  constructor(gates: FeatureGateValues) {
    const cbor = gates.CBORServingAndStorage ? [CBOR_FORMAT] : [];
    this.response = [JSON_FORMAT, YAML_FORMAT, PROTOBUF_FORMAT, ...cbor];
    this.request = [JSON_FORMAT, YAML_FORMAT, PROTOBUF_FORMAT, ...cbor];
    // Watches stream JSON, protobuf or CBOR (upstream offers no YAML watch).
    this.watch = [JSON_FORMAT, PROTOBUF_FORMAT, ...cbor];
  }

  /** Formats for responses (watches: the streamable ones), in preference order. */
  served(watch = false): readonly ServedFormat[] {
    return watch ? this.watch : this.response;
  }

  /** Formats accepted for request bodies (Content-Type). */
  requestFormats(): readonly ServedFormat[] {
    return this.request;
  }
}

/**
 * One watch event in a format's framing: JSON lines, protobuf length-delimited frames of a
 * WatchEvent whose object is a full `k8s\0` envelope, or a CBOR sequence item.
 */
export function encodeWatchEventBytes(format: ServedFormat, type: string, object: unknown, json?: () => string): Uint8Array | string {
  if (format === PROTOBUF_FORMAT) return encodeWatchFrame(type, protobufCodec.encode(object));
  if (format === CBOR_FORMAT) return encodeCborSeqEventFromBytes(type, cborCodec.encode(object));
  return `{"type":"${type}","object":${json ? json() : JSON.stringify(goOrdered(object))}}\n`;
}

/** The Content-Type of a watch stream, in the name the client used. */
export function watchContentType(format: ServedFormat, requested: string): string {
  if (format === PROTOBUF_FORMAT) return `${requested};stream=watch`;
  return format.watchMediaType;
}
