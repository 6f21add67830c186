/**
 * Decoding limits of the codec layer: one place, shared by the server's request decoding and
 * the client's decoding of server output (and the CLI's manifest reader). Each mirrors an
 * upstream constant; where JavaScript cannot reach upstream's value safely, the deviation is
 * stated next to the constant.
 */

/**
 * Maximum nesting of arrays/objects in JSON. Go's encoding/json `maxNestingDepth` (10000),
 * which sigs.k8s.io/json (the apiserver's JSON decoder) inherits.
 */
export const MAX_JSON_NESTING_DEPTH = 10_000;

/**
 * Maximum nesting of YAML collections. go-yaml's `max_flow_level` / `max_indents` are 10000;
 * the `yaml` package composes documents recursively and exhausts Node's default stack at
 * about 3,000 levels, so the limit here is 1000 (refused with go-yaml's text, never a
 * RangeError). No Kubernetes object comes near it.
 */
export const MAX_YAML_NESTING_DEPTH = 1_000;

/**
 * go-yaml's alias-expansion ratio rule (decode.go `allowedAliasRatio`): once more than
 * `YAML_ALIAS_MIN_COUNT` aliased nodes and `YAML_ALIAS_MIN_DECODES` nodes were decoded, the
 * aliased share may not exceed 99% up to 400,000 decoded nodes, falling linearly to 10% at
 * 4,000,000 ("yaml: document contains excessive aliasing").
 */
export const YAML_ALIAS_RATIO_RANGE_LOW = 400_000;
export const YAML_ALIAS_RATIO_RANGE_HIGH = 4_000_000;
export const YAML_ALIAS_MIN_COUNT = 100;
export const YAML_ALIAS_MIN_DECODES = 1_000;

/**
 * Maximum nesting of CBOR arrays/maps/tags. fxamacker/cbor `DecOptions.MaxNestedLevels`
 * default 32, raised by the apiserver's CBOR decoder (k8s.io/apimachinery
 * pkg/runtime/serializer/cbor/internal/modes `decode.go`: `MaxNestedLevels: 64`).
 */
export const MAX_CBOR_NESTING_DEPTH = 64;

/**
 * Maximum elements of one CBOR array and key/value pairs of one map (definite or indefinite).
 * Upstream's decoder (fxamacker/cbor `MaxArrayElements`/`MaxMapPairs`, wire.md) allows 1024,
 * which would reject every list response over 1024 items on the client; 1,048,576 bounds the
 * memory one header can claim while reading real lists.
 */
export const MAX_CBOR_CONTAINER_ELEMENTS = 1 << 20;

/*
 * Protobuf needs no nesting limit: decoding follows the fixed message schemas (bounded
 * nesting), and unknown groups are skipped with an explicit stack (gogo/protobuf's generated
 * skip functions likewise count group depth without recursion).
 */

/**
 * Largest integer magnitude kept for int64 fields: values must lie in
 * [-2^63, 2^63) (Go's int64). Doubles cannot tell 2^63-1 from 2^63, so 2^63 (as a double) is
 * the first value refused.
 */
export const INT64_MAX_EXCLUSIVE = 2 ** 63;
export const INT64_MIN = -(2 ** 63);
export const INT32_MAX = 2 ** 31 - 1;
export const INT32_MIN = -(2 ** 31);
