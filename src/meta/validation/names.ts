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
export function goByteLength(s: string): number {
  // Counted from the UTF-16 code units, without encoding (this runs per character in hot
  // validation). Lone surrogates count 3 bytes, as the encoder would replace them with U+FFFD.
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/** `MaxLenError`: "must be no more than N characters". */
export function maxLenError(length: number): string {
  return `must be no more than ${length} characters`;
}

/** `EmptyError`: "must be non-empty". */
export function emptyError(): string {
  return 'must be non-empty';
}

/**
 * `RegexError`: the message plus examples and the pattern. Each example is followed by
 * "', " and later ones are preceded by " or ", hence the double space upstream prints.
 */
export function regexError(msg: string, fmt: string, ...examples: string[]): string {
  if (examples.length === 0) return `${msg} (regex used for validation is '${fmt}')`;
  let out = msg + ' (e.g. ';
  examples.forEach((example, i) => {
    if (i > 0) out += ' or ';
    out += `'${example}', `;
  });
  return out + `regex used for validation is '${fmt}')`;
}

const qnameCharFmt = '[A-Za-z0-9]';
const qnameExtCharFmt = '[-A-Za-z0-9_.]';
const qualifiedNameFmt = '(' + qnameCharFmt + qnameExtCharFmt + '*)?' + qnameCharFmt;
const qualifiedNameErrMsg =
  "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character";
const qualifiedNameMaxLength = 63;
const qualifiedNameRegexp = new RegExp('^' + qualifiedNameFmt + '$');

/**
 * `IsQualifiedName`: an optional DNS-subdomain prefix and '/', then a name of at most 63
 * characters. Used for label keys, annotation keys (lower-cased first), finalizers, resource
 * names and third-party lease strategies.
 */
export function isQualifiedName(value: string): string[] {
  const errs: string[] = [];
  const parts = value.split('/');
  let name: string;
  if (parts.length === 1) {
    name = parts[0]!;
  } else if (parts.length === 2) {
    const prefix = parts[0]!;
    name = parts[1]!;
    if (prefix.length === 0) {
      errs.push('prefix part ' + emptyError());
    } else {
      const msgs = isDNS1123Subdomain(prefix);
      for (const msg of msgs) errs.push('prefix part ' + msg);
    }
  } else {
    errs.push(
      'a qualified name ' +
        regexError(qualifiedNameErrMsg, qualifiedNameFmt, 'MyName', 'my.name', '123-abc') +
        " with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')",
    );
    return errs;
  }
  if (name.length === 0) {
    errs.push('name part ' + emptyError());
  } else if (goByteLength(name) > qualifiedNameMaxLength) {
    errs.push('name part ' + maxLenError(qualifiedNameMaxLength));
  }
  if (!qualifiedNameRegexp.test(name)) {
    errs.push('name part ' + regexError(qualifiedNameErrMsg, qualifiedNameFmt, 'MyName', 'my.name', '123-abc'));
  }
  return errs;
}

const labelValueFmt = '(' + qualifiedNameFmt + ')?';
const labelValueErrMsg =
  "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character";
/** Maximum length of a label value. */
export const LABEL_VALUE_MAX_LENGTH = 63;
const labelValueRegexp = new RegExp('^' + labelValueFmt + '$');

/** `IsValidLabelValue`: empty, or at most 63 characters of the qualified-name alphabet. */
export function isValidLabelValue(value: string): string[] {
  const errs: string[] = [];
  if (goByteLength(value) > LABEL_VALUE_MAX_LENGTH) errs.push(maxLenError(LABEL_VALUE_MAX_LENGTH));
  if (!labelValueRegexp.test(value)) {
    errs.push(regexError(labelValueErrMsg, labelValueFmt, 'MyValue', 'my_value', '12345'));
  }
  return errs;
}

const dns1123LabelFmt = '[a-z0-9]([-a-z0-9]*[a-z0-9])?';
const dns1123LabelErrMsg =
  "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character";
/** Maximum length of a DNS (RFC 1123) label. */
export const DNS1123_LABEL_MAX_LENGTH = 63;
const dns1123LabelRegexp = new RegExp('^' + dns1123LabelFmt + '$');

const dns1123SubdomainFmt = dns1123LabelFmt + '(\\.' + dns1123LabelFmt + ')*';
const dns1123SubdomainErrorMsg =
  "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character";
/** Maximum length of a DNS (RFC 1123) subdomain. */
export const DNS1123_SUBDOMAIN_MAX_LENGTH = 253;
const dns1123SubdomainRegexp = new RegExp('^' + dns1123SubdomainFmt + '$');

/**
 * `IsDNS1123Label`. A value that fails the label pattern but is a valid subdomain can only
 * be failing because of dots, so upstream says exactly that instead of quoting the pattern.
 */
export function isDNS1123Label(value: string): string[] {
  const errs: string[] = [];
  if (goByteLength(value) > DNS1123_LABEL_MAX_LENGTH) errs.push(maxLenError(DNS1123_LABEL_MAX_LENGTH));
  if (!dns1123LabelRegexp.test(value)) {
    if (dns1123SubdomainRegexp.test(value)) {
      errs.push('must not contain dots');
    } else {
      errs.push(regexError(dns1123LabelErrMsg, dns1123LabelFmt, 'my-name', '123-abc'));
    }
  }
  return errs;
}

/** `IsDNS1123Subdomain`: at most 253 characters of dot-separated labels. */
export function isDNS1123Subdomain(value: string): string[] {
  const errs: string[] = [];
  if (goByteLength(value) > DNS1123_SUBDOMAIN_MAX_LENGTH) errs.push(maxLenError(DNS1123_SUBDOMAIN_MAX_LENGTH));
  if (!dns1123SubdomainRegexp.test(value)) {
    errs.push(regexError(dns1123SubdomainErrorMsg, dns1123SubdomainFmt, 'example.com'));
  }
  return errs;
}

const configMapKeyFmt = '[-._a-zA-Z0-9]+';
const configMapKeyErrMsg = "a valid config key must consist of alphanumeric characters, '-', '_' or '.'";
const configMapKeyRegexp = new RegExp('^' + configMapKeyFmt + '$');

/**
 * `IsConfigMapKey`: at most 253 characters of `[-._a-zA-Z0-9]`, and not `.`, `..` or a
 * `..` prefix (those would escape a directory when keys become file names).
 */
export function isConfigMapKey(value: string): string[] {
  const errs: string[] = [];
  if (goByteLength(value) > DNS1123_SUBDOMAIN_MAX_LENGTH) errs.push(maxLenError(DNS1123_SUBDOMAIN_MAX_LENGTH));
  if (!configMapKeyRegexp.test(value)) {
    errs.push(regexError(configMapKeyErrMsg, configMapKeyFmt, 'key.name', 'KEY_NAME', 'key-name'));
  }
  if (value === '.') errs.push(`must not be '.'`);
  else if (value === '..') errs.push(`must not be '..'`);
  else if (value.startsWith('..')) errs.push(`must not start with '..'`);
  return errs;
}

/** Names that cannot be used as a URL path segment (REST path or storage key). */
const NAME_MAY_NOT_BE = ['.', '..'] as const;
/** Substrings that cannot appear in a name used as a URL path segment. */
const NAME_MAY_NOT_CONTAIN = ['/', '%'] as const;

/**
 * `path.IsValidPathSegmentName`: the name can be safely encoded as one path segment.
 * An exact `.`/`..` match is reported alone, as upstream returns early for it.
 */
export function isValidPathSegmentName(name: string): string[] {
  for (const illegal of NAME_MAY_NOT_BE) {
    if (name === illegal) return [`may not be '${illegal}'`];
  }
  return isValidPathSegmentPrefix(name);
}

/**
 * `path.IsValidPathSegmentPrefix`: like {@link isValidPathSegmentName} but without the exact
 * `.`/`..` check, since a generated suffix can make such a prefix valid.
 */
export function isValidPathSegmentPrefix(name: string): string[] {
  const errs: string[] = [];
  for (const illegal of NAME_MAY_NOT_CONTAIN) {
    if (name.includes(illegal)) errs.push(`may not contain '${illegal}'`);
  }
  return errs;
}

/** `path.ValidatePathSegmentName`, a {@link NameValidator}. */
export function validatePathSegmentName(name: string, prefix: boolean): string[] {
  return prefix ? isValidPathSegmentPrefix(name) : isValidPathSegmentName(name);
}

/**
 * A name validation function (`ValidateNameFunc`): `prefix` is true when the value is a
 * `generateName` to which random characters will be appended.
 */
export type NameValidator = (name: string, prefix: boolean) => string[];

/**
 * `maskTrailingDash`: lets a generateName end in '-'. Upstream replaces the last *two*
 * characters with 'a' (`name[:len(name)-2] + "a"`), which this reproduces because it decides
 * which prefixes validate. For the single-character name "-" upstream slices out of range and
 * panics; here it is left unmasked so it is reported as invalid instead.
 */
function maskTrailingDash(name: string): string {
  if (name.length > 1 && name.endsWith('-')) return name.slice(0, -2) + 'a';
  return name;
}

/** `NameIsDNSSubdomain`: the name rule of most kinds (e.g. RuntimeClass). */
export function nameIsDNSSubdomain(name: string, prefix: boolean): string[] {
  return isDNS1123Subdomain(prefix ? maskTrailingDash(name) : name);
}

/** `NameIsDNSLabel`: the name rule of namespaces and the rule for RuntimeClass handlers. */
export function nameIsDNSLabel(name: string, prefix: boolean): string[] {
  return isDNS1123Label(prefix ? maskTrailingDash(name) : name);
}

/** `ValidateNamespaceName`: namespaces are DNS labels. */
export const validateNamespaceName: NameValidator = nameIsDNSLabel;
