/**
 * Limits the SDK applies to what a server sends (a hostile or broken server must not crash,
 * hang or exhaust the client): one place, each mirroring an upstream constant where one exists.
 * Decoding limits inside one document (nesting depth, YAML aliases, CBOR lengths) are the
 * codec layer's (src/codec/limits.ts) and apply to server output as well.
 */

/**
 * Largest watch event: one JSON line, one protobuf frame body or one CBOR sequence item.
 * client-go's streaming decoder (k8s.io/apimachinery/pkg/runtime/serializer/streaming
 * `NewDecoder`: `maxBytes: 16 * 1024 * 1024`) refuses larger frames with `ErrObjectTooLarge`.
 * A larger (or larger declared) event ends the watch with a DecodeError carrying that text.
 */
export const MAX_WATCH_EVENT_BYTES = 16 * 1024 * 1024;

/** client-go's `ErrObjectTooLarge` text (streaming.go). */
export const OBJECT_TOO_LARGE_MESSAGE = 'object to decode was longer than maximum allowed size';

/**
 * Largest response body (after gzip decompression) of a non-watch request; a larger one is a
 * DecodeError and the rest is not read. client-go reads bodies whole without a bound
 * (`io.ReadAll` in rest/request.go); here the bound is half of V8's maximum string length
 * (2^29 - 24 UTF-16 units): a JSON body larger than that could not be decoded at all, and a
 * gzip bomb stops at this size instead of at the process's memory.
 */
export const MAX_RESPONSE_BODY_BYTES = 256 * 1024 * 1024;

/**
 * Most of a non-Status error body kept as the ApiError message: client-go's
 * `maxUnstructuredResponseTextBytes` (rest/request.go, 2048).
 */
export const MAX_UNSTRUCTURED_ERROR_TEXT_BYTES = 2048;

/**
 * Longest silence while reading a non-watch response body before it is a TransportError.
 * client-go relies on rest.Config.Timeout (none by default); the default transport here waits
 * 60 s for response headers (undici `headersTimeout`), and the body gets the same idle bound, so
 * a server that sends headers and part of a body and then stalls cannot hang a call forever.
 */
export const RESPONSE_BODY_IDLE_TIMEOUT_MS = 60_000;

/**
 * A watch that asked the server to end after `timeoutSeconds` and is still open this long past
 * that is cut with a TransportError (resuming watches and reflectors re-watch). kube-apiserver
 * ends such watches itself at `timeoutSeconds`; the grace covers the server's final flush and
 * clock differences. Watches without `timeoutSeconds` are legitimately open-ended.
 */
export const WATCH_DEADLINE_GRACE_MS = 30_000;
