/**
 * metav1.Time / metav1.MicroTime <-> their JSON strings, without `Date` (whose two-digit-year
 * and range quirks do not match Go). Pure integer calendar arithmetic (proleptic Gregorian,
 * H. Hinnant's civil-from-days), because protobuf decode formats one or more times per object
 * and this is on the hot path.
 *
 * JSON forms (wire.md §3.4): Time is RFC3339 in UTC with second precision
 * (`2024-01-01T00:00:00Z`); MicroTime always has six fractional digits
 * (`2024-01-01T00:00:00.123456Z`). Go's zero time (0001-01-01T00:00:00Z) is JSON `null`, which
 * the codecs represent by omitting the field.
 */

/** Unix seconds of Go's zero time, 0001-01-01T00:00:00Z (`time.Time{}.Unix()`). */
export const GO_ZERO_TIME_SECONDS = -62135596800;

// Calendar fields of the last `civil` call (module scratch: avoids allocating a tuple per time).
let cy = 0;
let cmo = 0;
let cd = 0;
let ch = 0;
let cmi = 0;
let cs = 0;

// The date part of the previous call: the times of one list mostly fall on a few days.
let lastDays = NaN;

/** Split Unix seconds into UTC calendar fields; false when the year is outside [0, 9999] (Go refuses to marshal those). */
function civil(seconds: number): boolean {
  const days = Math.floor(seconds / 86400);
  const sod = seconds - days * 86400;
  if (days !== lastDays) civilDate(days);
  if (cy < 0 || cy > 9999) return false;
  ch = (sod / 3600) | 0;
  cmi = ((sod - ch * 3600) / 60) | 0;
  cs = sod - ch * 3600 - cmi * 60;
  return true;
}

/** Year, month and day of a day number (days since 1970-01-01). */
function civilDate(days: number): void {
  lastDays = days;
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  cd = doy - Math.floor((153 * mp + 2) / 5) + 1;
  cmo = mp < 10 ? mp + 3 : mp - 9;
  cy = yoe + era * 400 + (cmo <= 2 ? 1 : 0);
}

// Times are built with one String.fromCharCode call: a single flat string, where `+`
// concatenation would allocate a rope node per piece (measured ~5x slower on decode).
const D0 = 48;

// Direct-mapped cache: many objects in one list share creation or managed-field times.
const TIME_CACHE_SIZE = 256;
const timeCacheKeys = new Float64Array(TIME_CACHE_SIZE).fill(NaN);
const timeCacheValues: string[] = new Array<string>(TIME_CACHE_SIZE).fill('');

/** RFC3339 seconds form (`2024-01-01T00:00:00Z`); undefined when the year is outside [0, 9999]. */
export function formatTime(seconds: number): string | undefined {
  const idx = seconds & (TIME_CACHE_SIZE - 1);
  if (timeCacheKeys[idx] === seconds) return timeCacheValues[idx];
  if (!civil(seconds)) return undefined;
  const text = String.fromCharCode(
    D0 + ((cy / 1000) | 0), D0 + (((cy / 100) | 0) % 10), D0 + (((cy / 10) | 0) % 10), D0 + (cy % 10), 0x2d,
    D0 + ((cmo / 10) | 0), D0 + (cmo % 10), 0x2d, D0 + ((cd / 10) | 0), D0 + (cd % 10), 0x54,
    D0 + ((ch / 10) | 0), D0 + (ch % 10), 0x3a, D0 + ((cmi / 10) | 0), D0 + (cmi % 10), 0x3a,
    D0 + ((cs / 10) | 0), D0 + (cs % 10), 0x5a,
  );
  timeCacheKeys[idx] = seconds;
  timeCacheValues[idx] = text;
  return text;
}

/** RFC3339 with exactly six fractional digits (`...00:00.123456Z`); `micros` in [0, 999999]. */
export function formatMicroTime(seconds: number, micros: number): string | undefined {
  if (!civil(seconds)) return undefined;
  const u = micros;
  return String.fromCharCode(
    D0 + ((cy / 1000) | 0), D0 + (((cy / 100) | 0) % 10), D0 + (((cy / 10) | 0) % 10), D0 + (cy % 10), 0x2d,
    D0 + ((cmo / 10) | 0), D0 + (cmo % 10), 0x2d, D0 + ((cd / 10) | 0), D0 + (cd % 10), 0x54,
    D0 + ((ch / 10) | 0), D0 + (ch % 10), 0x3a, D0 + ((cmi / 10) | 0), D0 + (cmi % 10), 0x3a,
    D0 + ((cs / 10) | 0), D0 + (cs % 10), 0x2e,
    D0 + ((u / 100000) | 0), D0 + (((u / 10000) | 0) % 10), D0 + (((u / 1000) | 0) % 10),
    D0 + (((u / 100) | 0) % 10), D0 + (((u / 10) | 0) % 10), D0 + (u % 10), 0x5a,
  );
}

/** Seconds and nanoseconds of an RFC3339 timestamp. */
export interface ParsedTime {
  readonly seconds: number;
  readonly nanos: number;
}

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/;

function daysFromCivil(y: number, m: number, d: number): number {
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function daysInMonth(y: number, m: number): number {
  if (m === 2) return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28;
  return m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
}

/**
 * Parse an RFC3339 timestamp (any offset, 0-9 fractional digits) as Go's `time.Parse` does for
 * both Time and MicroTime JSON. Returns undefined when malformed or out of range.
 */
export function parseRfc3339(text: string): ParsedTime | undefined {
  return parseCanonical(text) ?? parseGeneral(text);
}

function digit(text: string, i: number): number {
  const d = text.charCodeAt(i) - 48;
  return d >= 0 && d <= 9 ? d : NaN;
}

function twoDigits(text: string, i: number): number {
  return digit(text, i) * 10 + digit(text, i + 1);
}

/**
 * Fast path for the two forms this API writes, `YYYY-MM-DDTHH:MM:SSZ` and
 * `YYYY-MM-DDTHH:MM:SS.ffffffZ` (encode parses several times per object); anything else,
 * or any doubt, goes to the general parser.
 */
function parseCanonical(text: string): ParsedTime | undefined {
  const n = text.length;
  if (n !== 20 && n !== 27) return undefined;
  if (text.charCodeAt(4) !== 0x2d || text.charCodeAt(7) !== 0x2d || text.charCodeAt(10) !== 0x54) return undefined;
  if (text.charCodeAt(13) !== 0x3a || text.charCodeAt(16) !== 0x3a || text.charCodeAt(n - 1) !== 0x5a) return undefined;
  const y = twoDigits(text, 0) * 100 + twoDigits(text, 2);
  const mo = twoDigits(text, 5);
  const d = twoDigits(text, 8);
  const h = twoDigits(text, 11);
  const mi = twoDigits(text, 14);
  const s = twoDigits(text, 17);
  let nanos = 0;
  if (n === 27) {
    if (text.charCodeAt(19) !== 0x2e) return undefined;
    nanos = (twoDigits(text, 20) * 10000 + twoDigits(text, 22) * 100 + twoDigits(text, 24)) * 1000;
  }
  // NaN (a non-digit) fails every comparison below.
  if (!(mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(y, mo) && h <= 23 && mi <= 59 && s <= 59 && nanos >= 0)) return undefined;
  return { seconds: daysFromCivil(y, mo, d) * 86400 + h * 3600 + mi * 60 + s, nanos };
}

function parseGeneral(text: string): ParsedTime | undefined {
  const m = RFC3339.exec(text);
  if (!m) return undefined;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  const h = Number(m[4]);
  const mi = Number(m[5]);
  const s = Number(m[6]);
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo) || h > 23 || mi > 59 || s > 59) return undefined;
  let offset = 0;
  if (m[8] !== undefined) {
    const oh = Number(m[9]);
    const om = Number(m[10]);
    if (oh > 23 || om > 59) return undefined;
    offset = (oh * 3600 + om * 60) * (m[8] === '-' ? -1 : 1);
  }
  const frac = m[7];
  const nanos = frac === undefined ? 0 : Number(frac.padEnd(9, '0'));
  const seconds = daysFromCivil(y, mo, d) * 86400 + h * 3600 + mi * 60 + s - offset;
  return { seconds, nanos };
}
