/**
 * Name and key format checks, ported from apimachinery `pkg/util/validation/validation.go`,
 * `pkg/api/validation/generic.go` and `pkg/api/validation/path/name.go` (Kubernetes 1.33).
 *
 * Every check returns the upstream list of human-readable messages, empty when the value is
 * valid; callers wrap each message in a `FieldError` at the field they validate. The texts are
 * byte-identical to upstream, including the double space that `RegexError` produces between
 * examples ("(e.g. 'my-name',  or '123-abc', ...").
 *
 * Lengths are measured in UTF-8 bytes, because Go's `len(string)` is; every pattern here is
 * ASCII-only, so matching on UTF-16 code units gives the same answer as Go's regexp.
 */
/** `len(s)` as Go computes it: the UTF-8 byte length. */
export declare function goByteLength(s: string): number;
/** `MaxLenError`: "must be no more than N characters". */
export declare function maxLenError(length: number): string;
/** `EmptyError`: "must be non-empty". */
export declare function emptyError(): string;
/**
 * `RegexError`: the message plus examples and the pattern. Each example is followed by
 * "', " and later ones are preceded by " or ", hence the double space upstream prints.
 */
export declare function regexError(msg: string, fmt: string, ...examples: string[]): string;
/**
 * `IsQualifiedName`: an optional DNS-subdomain prefix and '/', then a name of at most 63
 * characters. Used for label keys, annotation keys (lower-cased first), finalizers, resource
 * names and third-party lease strategies.
 */
export declare function isQualifiedName(value: string): string[];
/** Maximum length of a label value. */
export declare const LABEL_VALUE_MAX_LENGTH = 63;
/** `IsValidLabelValue`: empty, or at most 63 characters of the qualified-name alphabet. */
export declare function isValidLabelValue(value: string): string[];
/** Maximum length of a DNS (RFC 1123) label. */
export declare const DNS1123_LABEL_MAX_LENGTH = 63;
/** Maximum length of a DNS (RFC 1123) subdomain. */
export declare const DNS1123_SUBDOMAIN_MAX_LENGTH = 253;
/**
 * `IsDNS1123Label`. A value that fails the label pattern but is a valid subdomain can only
 * be failing because of dots, so upstream says exactly that instead of quoting the pattern.
 */
export declare function isDNS1123Label(value: string): string[];
/** `IsDNS1123Subdomain`: at most 253 characters of dot-separated labels. */
export declare function isDNS1123Subdomain(value: string): string[];
/**
 * `IsConfigMapKey`: at most 253 characters of `[-._a-zA-Z0-9]`, and not `.`, `..` or a
 * `..` prefix (those would escape a directory when keys become file names).
 */
export declare function isConfigMapKey(value: string): string[];
/**
 * `path.IsValidPathSegmentName`: the name can be safely encoded as one path segment.
 * An exact `.`/`..` match is reported alone, as upstream returns early for it.
 */
export declare function isValidPathSegmentName(name: string): string[];
/**
 * `path.IsValidPathSegmentPrefix`: like {@link isValidPathSegmentName} but without the exact
 * `.`/`..` check, since a generated suffix can make such a prefix valid.
 */
export declare function isValidPathSegmentPrefix(name: string): string[];
/** `path.ValidatePathSegmentName`, a {@link NameValidator}. */
export declare function validatePathSegmentName(name: string, prefix: boolean): string[];
/**
 * A name validation function (`ValidateNameFunc`): `prefix` is true when the value is a
 * `generateName` to which random characters will be appended.
 */
export type NameValidator = (name: string, prefix: boolean) => string[];
/** `NameIsDNSSubdomain`: the name rule of most kinds (e.g. RuntimeClass). */
export declare function nameIsDNSSubdomain(name: string, prefix: boolean): string[];
/** `NameIsDNSLabel`: the name rule of namespaces and the rule for RuntimeClass handlers. */
export declare function nameIsDNSLabel(name: string, prefix: boolean): string[];
/** `ValidateNamespaceName`: namespaces are DNS labels. */
export declare const validateNamespaceName: NameValidator;
