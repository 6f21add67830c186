/**
 * The wire formats this server offers, in preference order, given the feature gates:
 * the composition point where codecs meet the server.
 */
import { jsonCodec } from '../codec/json.js';
import type { ServedFormat } from '../codec/negotiation.js';
import type { FeatureGateValues } from './feature-gates.js';

const JSON_FORMAT: ServedFormat = { mediaType: 'application/json', codec: jsonCodec, watchMediaType: 'application/json', allowsTable: true };

export class WireFormats {
  private readonly response: readonly ServedFormat[];
  private readonly request: readonly ServedFormat[];

  constructor(gates: FeatureGateValues) {
    void gates;
    this.response = [JSON_FORMAT];
    this.request = [JSON_FORMAT];
  }

  /** Formats for responses, in preference order. */
  served(): readonly ServedFormat[] {
    return this.response;
  }

  /** Formats accepted for request bodies (Content-Type). */
  requestFormats(): readonly ServedFormat[] {
    return this.request;
  }
}
