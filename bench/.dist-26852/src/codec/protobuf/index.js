/**
 * Protobuf codec (application/vnd.cluster.protobuf): envelope encode/decode for the API's kinds
 * and the length-delimited watch framing. See envelope.ts and watch.ts for the contracts.
 */
export { PROTOBUF_KINDS, PROTOBUF_MEDIA_TYPE, PROTOBUF_PREFIX, decodeProtobuf, encodeProtobuf, protobufCodec, supportsProtobufKind, } from './envelope.js';
export { DEFAULT_MAX_WATCH_FRAME_BYTES, decodeWatchEvent, encodeWatchEvent, encodeWatchFrame, protobufWatchFrames, } from './watch.js';
//# sourceMappingURL=index.js.map