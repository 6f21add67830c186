/**
 * Continue tokens for chunked lists, encoded exactly as upstream (wire.md §5):
 * base64url (no padding) of `{"v":"meta.cluster.io/v1","rv":<int>,"start":"<key>\u0000"}`.
 */
import { statusErrors } from '../../meta/status.js';
import { JsonSyntaxError, parseJsonWithDuplicates } from '../../codec/json-strict.js';

const TOKEN_VERSION = 'meta.cluster.io/v1';

export interface ContinuePosition {
  /** The revision of the snapshot the list is served from; -1 means "latest" (inconsistent continuation). */
  readonly rv: number;
  /** The storage key (relative to the resource prefix) to continue from, inclusive. */
  readonly start: string;
}

/** Go's json.Marshal string escaping (HTML-safe, \u0000 for NUL). */
function goJsonString(s: string): string {
  return JSON.stringify(s)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Token for the page after `lastKey` (relative key of the last returned item). */
export function encodeContinueToken(rv: number, lastKey: string): string {
  return encodeContinueTokenAt(rv, lastKey + '\u0000');
}

/** Token continuing exactly at `start` (a relative key, inclusive); rv -1 means "latest". */
export function encodeContinueTokenAt(rv: number, start: string): string {
  const json = `{"v":${goJsonString(TOKEN_VERSION)},"rv":${rv},"start":${goJsonString(start)}}`;
  return Buffer.from(json, 'utf8').toString('base64url');
}

function invalid(detail: string): never {
  throw statusErrors.badRequest(`invalid continue token: continue key is not valid: ${detail}`);
}

/** strconv.Quote of string(rune(b)) for a byte >= 0x80, without the quotes. */
function goQuoteByte(b: number): string {
  if (b <= 0xa0 || b === 0xad) return '\\u' + b.toString(16).padStart(4, '0');
  return String.fromCharCode(b);
}

/** Go's json type names in UnmarshalTypeError texts. */
function goJsonKind(v: unknown): string {
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'object') return 'object';
  if (typeof v === 'boolean') return 'bool';
  return typeof v; // string, number
}

/**
 * json.Unmarshal of the token into upstream's `storage.continueToken` struct
 * ({v string, rv int64, start string}): Go's syntax error texts (never JavaScript's), null
 * leaves the zero token, the first type mismatch is reported as Go words it.
 */
function unmarshalToken(bytes: Buffer): { v: string; rv: number; start: string } {
  let parsed: unknown;
  try {
    parsed = parseJsonWithDuplicates(bytes.toString('utf8')).value;
  } catch (err) {
    if (!(err instanceof JsonSyntaxError)) throw err;
    // Go's scanner reports the offending byte, quoted as the rune of that byte value: parse
    // the bytes one char each to find it (invalid UTF-8 would otherwise read as U+FFFD).
    let message = err.message;
    try {
      parseJsonWithDuplicates(bytes.toString('latin1'));
    } catch (e) {
      if (e instanceof JsonSyntaxError) {
        const b = bytes[e.position];
        message = b !== undefined && b >= 0x80 ? e.message.replace(/^invalid character '[^']*'/, `invalid character '${goQuoteByte(b)}'`) : e.message;
      }
    }
    invalid(message);
  }
  const token = { v: '', rv: 0, start: '' };
  if (parsed === null) return token;
  if (typeof parsed !== 'object' || Array.isArray(parsed)) invalid(`json: cannot unmarshal ${goJsonKind(parsed)} into Go value of type storage.continueToken`);
  let typeError: string | undefined;
  const mismatch = (field: string, value: unknown, goType: string) => {
    const what = typeof value === 'number' && goType !== 'string' ? `number ${String(value)}` : goJsonKind(value);
    typeError ??= `json: cannot unmarshal ${what} into Go struct field continueToken.${field} of type ${goType}`;
  };
  for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
    // Go matches keys case-insensitively; null leaves a field unchanged.
    const field = key.toLowerCase();
    if (value === null) continue;
    if (field === 'v' || field === 'start') {
      if (typeof value === 'string') token[field] = value;
      else mismatch(field, value, 'string');
    } else if (field === 'rv') {
      if (typeof value === 'number' && Number.isSafeInteger(value)) token.rv = value;
      else mismatch('rv', value, 'int64');
    }
  }
  if (typeError !== undefined) invalid(typeError);
  return token;
}

/** Decode and validate a token in upstream order; errors are 400 with upstream texts. */
export function decodeContinueToken(token: string): ContinuePosition {
  const bad = token.search(/[^A-Za-z0-9_-]/);
  if (bad !== -1) invalid(`illegal base64 data at input byte ${bad}`);
  // base64.RawURLEncoding: a lone trailing character cannot be decoded.
  if (token.length % 4 === 1) invalid(`illegal base64 data at input byte ${token.length - 1}`);
  const t = unmarshalToken(Buffer.from(token, 'base64url'));
  const v = t.v;
  if (v !== TOKEN_VERSION) invalid(`server does not recognize this encoded version ${v}`);
  const rv = t.rv;
  if (rv === 0) invalid(`incorrect encoded start resourceVersion (version ${TOKEN_VERSION})`);
  const start = t.start;
  if (start === '') invalid(`encoded start key empty (version ${TOKEN_VERSION})`);
  const withSlash = start.startsWith('/') ? start : '/' + start;
  if (cleanPath(withSlash) !== withSlash) invalid(start);
  return { rv, start };
}

/** Go's path.Clean for absolute paths. */
function cleanPath(p: string): string {
  const out: string[] = [];
  for (const seg of p.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') out.pop();
    else out.push(seg);
  }
  return '/' + out.join('/');
}
