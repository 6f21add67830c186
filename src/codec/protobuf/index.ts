/**
 * Protobuf codec (application/vnd.cluster.protobuf): envelope encode/decode for the API's kinds
 * and the length-delimited watch framing. See envelope.ts and watch.ts for the contracts.
 */
export {
  PROTOBUF_KINDS,
  PROTOBUF_MEDIA_TYPE,
  PROTOBUF_PREFIX,
  decodeProtobuf,
  encodeProtobuf,
  encodeProtobufListFromItems,
  encodeProtobufListItem,
  encodeProtobufListParts,
  peekProtobufListMeta,
  protobufCodec,
  supportsProtobufKind,
  type DecodeProtobufOptions,
  type DecodedProtobuf,
  type JsonObject,
  type ProtobufTypeMeta,
} from './envelope.js';
export {
  DEFAULT_MAX_WATCH_FRAME_BYTES,
  decodeWatchEvent,
  encodeWatchEvent,
  encodeWatchFrame,
  protobufWatchBatches,
  protobufWatchFrames,
  ProtobufWatchDecoder,
  type ProtobufWatchEvent,
  type ProtobufWatchFramesOptions,
} from './watch.js';
