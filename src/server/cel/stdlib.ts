/**
 * CEL's standard functions and operators (cel-spec langdef "Standard Definitions") with
 * cel-go's runtime costs (interpreter/runtimecost.go): O(n) string functions cost
 * ceil(size * 0.1), comparisons and equality ceil(min(sizes) * 0.1), `in` on a list its
 * length, `contains` the product of both traversals, everything else 1. `matches` lives in
 * lib-regex.ts (linear-time engine).
 */
import { CelRuntimeError } from './errors.js';
import { noSuchOverload, STRING_TRAVERSAL_COST_FACTOR, type FunctionTable } from './functions.js';
import { concatLists } from './list-semantics.js';
import {
  actualSize,
  celCompare,
  celEquals,
  CelDuration,
  CelList,
  CelMap,
  CelOptional,
  CelTimestamp,
  CelType,
  CelUint,
  checkDuration,
  checkTimestamp,
  codePointLength,
  formatDuration,
  formatTimestamp,
  int64,
  INT64_MAX,
  INT64_MIN,
  isCelObject,
  parseDuration,
  parseTimestamp,
  typeName,
  uint64,
  UINT64_MAX,
  type CelValue,
} from './values.js';

const ceil = Math.ceil;
const traverse = (v: CelValue): number => ceil(actualSize(v) * STRING_TRAVERSAL_COST_FACTOR);

function arith(fn: string, a: CelValue, b: CelValue): CelValue {
  if (typeof a === 'bigint' && typeof b === 'bigint') {
    switch (fn) {
      case '_+_':
        return int64(a + b);
      case '_-_':
        return int64(a - b);
      case '_*_':
        return int64(a * b);
      case '_/_':
        if (b === 0n) throw new CelRuntimeError('division by zero');
        return int64(a / b);
      case '_%_':
        if (b === 0n) throw new CelRuntimeError('modulus by zero');
        return a % b;
    }
  }
  if (a instanceof CelUint && b instanceof CelUint) {
    switch (fn) {
      case '_+_':
        return uint64(a.value + b.value);
      case '_-_':
        return uint64(a.value - b.value);
      case '_*_':
        return uint64(a.value * b.value);
      case '_/_':
        if (b.value === 0n) throw new CelRuntimeError('division by zero');
        return new CelUint(a.value / b.value);
      case '_%_':
        if (b.value === 0n) throw new CelRuntimeError('modulus by zero');
        return new CelUint(a.value % b.value);
    }
  }
  if (typeof a === 'number' && typeof b === 'number') {
    switch (fn) {
      case '_+_':
        return a + b;
      case '_-_':
        return a - b;
      case '_*_':
        return a * b;
      case '_/_':
        return a / b;
    }
  }
  if (fn === '_+_') {
    if (typeof a === 'string' && typeof b === 'string') return a + b;
    if (a instanceof Uint8Array && b instanceof Uint8Array) return Uint8Array.from([...a, ...b]);
    if (a instanceof CelList && b instanceof CelList) return concatLists(a, b);
    if (a instanceof CelDuration && b instanceof CelDuration) return new CelDuration(checkDuration(a.nanos + b.nanos));
    if (a instanceof CelTimestamp && b instanceof CelDuration) return new CelTimestamp(checkTimestamp(a.nanos + b.nanos));
    if (a instanceof CelDuration && b instanceof CelTimestamp) return new CelTimestamp(checkTimestamp(a.nanos + b.nanos));
  }
  if (fn === '_-_') {
    if (a instanceof CelDuration && b instanceof CelDuration) return new CelDuration(checkDuration(a.nanos - b.nanos));
    if (a instanceof CelTimestamp && b instanceof CelDuration) return new CelTimestamp(checkTimestamp(a.nanos - b.nanos));
    if (a instanceof CelTimestamp && b instanceof CelTimestamp) return new CelDuration(checkDuration(a.nanos - b.nanos));
  }
  throw noSuchOverload(fn, [a, b]);
}

function compareOp(fn: string, a: CelValue, b: CelValue): boolean {
  const c = celCompare(a, b);
  if (c === undefined) throw noSuchOverload(fn, [a, b]);
  if (Number.isNaN(c)) return false;
  switch (fn) {
    case '_<_':
      return c < 0;
    case '_<=_':
      return c <= 0;
    case '_>_':
      return c > 0;
    default:
      return c >= 0;
  }
}

function comparisonCost(args: readonly CelValue[]): number {
  const [a = null, b = null] = args;
  return ceil(Math.min(actualSize(a), actualSize(b)) * STRING_TRAVERSAL_COST_FACTOR);
}

function toInt(v: CelValue): bigint {
  if (typeof v === 'bigint') return v;
  if (v instanceof CelUint) return int64(v.value);
  if (typeof v === 'number') {
    if (!Number.isFinite(v) || v <= -9223372036854775808 || v >= 9223372036854775807) throw new CelRuntimeError('double out of int range');
    return BigInt(Math.trunc(v));
  }
  if (typeof v === 'string') {
    if (!/^[-+]?\d+$/.test(v)) throw new CelRuntimeError(`type conversion error from 'string' to 'int'`);
    return rangeInt(BigInt(v));
  }
  if (v instanceof CelTimestamp) return v.nanos >= 0n ? v.nanos / 1_000_000_000n : -((-v.nanos + 999_999_999n) / 1_000_000_000n);
  if (v instanceof CelDuration) return v.nanos / 1_000_000_000n;
  throw noSuchOverload('int', [v]);
}

function rangeInt(v: bigint): bigint {
  if (v < INT64_MIN || v > INT64_MAX) throw new CelRuntimeError('integer overflow');
  return v;
}

function toUint(v: CelValue): CelUint {
  if (v instanceof CelUint) return v;
  if (typeof v === 'bigint') {
    if (v < 0n) throw new CelRuntimeError('unsigned integer overflow');
    return new CelUint(v);
  }
  if (typeof v === 'number') {
    if (!Number.isFinite(v) || v < 0 || v >= 18446744073709551616) throw new CelRuntimeError('double out of uint range');
    return new CelUint(BigInt(Math.trunc(v)));
  }
  if (typeof v === 'string') {
    if (!/^\+?\d+$/.test(v)) throw new CelRuntimeError(`type conversion error from 'string' to 'uint'`);
    const n = BigInt(v);
    if (n > UINT64_MAX) throw new CelRuntimeError('unsigned integer overflow');
    return new CelUint(n);
  }
  throw noSuchOverload('uint', [v]);
}

function toDouble(v: CelValue): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  if (v instanceof CelUint) return Number(v.value);
  if (typeof v === 'string') {
    const t = v.trim();
    if (t !== v || !/^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$|^[-+]?(inf|infinity|Inf|Infinity|NaN|nan)$/.test(v)) {
      throw new CelRuntimeError(`type conversion error from 'string' to 'double'`);
    }
    if (/nan/i.test(v)) return NaN;
    if (/inf/i.test(v)) return v.startsWith('-') ? -Infinity : Infinity;
    return Number(v);
  }
  throw noSuchOverload('double', [v]);
}

/**
 * Go's `%g` (shortest digits), which cel-go uses for string(double): exponent form when the
 * decimal exponent is below -4 or at least 6 (`1e+06`, `1.5e-05`), plain decimal otherwise.
 */
export function formatDouble(d: number): string {
  if (Number.isNaN(d)) return 'NaN';
  if (d === Infinity) return '+Inf';
  if (d === -Infinity) return '-Inf';
  if (d === 0) return Object.is(d, -0) ? '-0' : '0';
  const [m = '', e = '0'] = d.toExponential().split('e');
  const exp = Number(e);
  if (exp < -4 || exp >= 6) return `${m}e${exp < 0 ? '-' : '+'}${String(Math.abs(exp)).padStart(2, '0')}`;
  return String(d);
}

function toStringValue(v: CelValue): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'bigint') return v.toString();
  if (v instanceof CelUint) return v.value.toString();
  if (typeof v === 'number') return formatDouble(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (v instanceof Uint8Array) {
    const s = Buffer.from(v).toString('utf8');
    if (!Buffer.from(s, 'utf8').equals(Buffer.from(v))) throw new CelRuntimeError('invalid UTF-8 in bytes, cannot convert to string');
    return s;
  }
  if (v instanceof CelDuration) return formatDuration(v.nanos);
  if (v instanceof CelTimestamp) return formatTimestamp(v.nanos);
  if (isCelObject(v)) {
    const str = (v as { celString?: () => string }).celString;
    if (typeof str === 'function') return str.call(v);
  }
  throw noSuchOverload('string', [v]);
}

function typeOf(v: CelValue): CelType {
  return new CelType(typeName(v));
}

/** Calendar parts of a timestamp in UTC or an IANA zone / fixed offset (`+02:00`). */
function timePart(part: string, args: readonly CelValue[]): bigint {
  const [ts, tz] = args;
  if (!(ts instanceof CelTimestamp) || (tz !== undefined && typeof tz !== 'string')) throw noSuchOverload(part, args);
  const ms = Number(ts.nanos >= 0n ? ts.nanos / 1_000_000n : -((-ts.nanos + 999_999n) / 1_000_000n));
  let date = new Date(ms);
  if (tz !== undefined && tz !== 'UTC') {
    const off = /^([+-]?)(\d{1,2}):(\d{2})$/.exec(tz);
    if (off) {
      const minutes = (Number(off[2]) * 60 + Number(off[3])) * (off[1] === '-' ? -1 : 1);
      date = new Date(ms + minutes * 60_000);
    } else {
      let fmt: Intl.DateTimeFormat;
      try {
        fmt = new Intl.DateTimeFormat('en-US', {
          timeZone: tz,
          hourCycle: 'h23',
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
          hour: 'numeric',
          minute: 'numeric',
          second: 'numeric',
        });
      } catch {
        throw new CelRuntimeError(`unknown time zone ${tz}`);
      }
      const p: Record<string, number> = {};
      for (const x of fmt.formatToParts(date)) if (x.type !== 'literal') p[x.type] = Number(x.value);
      date = new Date(Date.UTC(p.year ?? 1970, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0, date.getUTCMilliseconds()));
    }
  }
  switch (part) {
    case 'getFullYear':
      return BigInt(date.getUTCFullYear());
    case 'getMonth':
      return BigInt(date.getUTCMonth());
    case 'getDate':
      return BigInt(date.getUTCDate());
    case 'getDayOfMonth':
      return BigInt(date.getUTCDate() - 1);
    case 'getDayOfWeek':
      return BigInt(date.getUTCDay());
    case 'getDayOfYear': {
      const start = Date.UTC(date.getUTCFullYear(), 0, 1);
      return BigInt(Math.floor((date.getTime() - start) / 86_400_000));
    }
    case 'getHours':
      return BigInt(date.getUTCHours());
    case 'getMinutes':
      return BigInt(date.getUTCMinutes());
    case 'getSeconds':
      return BigInt(date.getUTCSeconds());
    default:
      return BigInt(date.getUTCMilliseconds());
  }
}

function durationPart(part: string, d: CelDuration): bigint {
  switch (part) {
    case 'getHours':
      return d.nanos / 3_600_000_000_000n;
    case 'getMinutes':
      return d.nanos / 60_000_000_000n;
    case 'getSeconds':
      return d.nanos / 1_000_000_000n;
    default:
      return (d.nanos / 1_000_000n) % 1000n;
  }
}

export function registerStdlib(t: FunctionTable): void {
  for (const fn of ['_+_', '_-_', '_*_', '_/_', '_%_']) {
    t.set(fn, {
      impl: ([a = null, b = null]) => arith(fn, a, b),
      cost: fn === '_+_' ? (args) => addCost(args) : undefined,
    });
  }
  t.set('-_', {
    impl: ([a = null]) => {
      if (typeof a === 'bigint') return int64(-a);
      if (typeof a === 'number') return -a;
      if (a instanceof CelDuration) return new CelDuration(-a.nanos);
      throw noSuchOverload('-_', [a]);
    },
  });
  t.set('!_', {
    impl: ([a = null]) => {
      if (typeof a !== 'boolean') throw noSuchOverload('!_', [a]);
      return !a;
    },
  });
  t.set('_==_', { impl: ([a = null, b = null]) => celEquals(a, b), cost: comparisonCost });
  t.set('_!=_', { impl: ([a = null, b = null]) => !celEquals(a, b), cost: comparisonCost });
  for (const fn of ['_<_', '_<=_', '_>_', '_>=_']) {
    t.set(fn, { impl: ([a = null, b = null]) => compareOp(fn, a, b), cost: comparisonCost });
  }
  t.set('@in', {
    impl: ([el = null, c = null]) => {
      if (c instanceof CelList) return c.items.some((x) => celEquals(el, x));
      if (c instanceof CelMap) {
        try {
          return c.has(el);
        } catch {
          return false;
        }
      }
      throw noSuchOverload('@in', [el, c]);
    },
    cost: ([, c = null]) => (c instanceof CelList ? c.items.length : 1),
  });
  t.set('@not_strictly_false', { impl: ([a = null]) => a !== false });
  t.set('size', {
    impl: (args) => {
      const [a = null] = args;
      if (args.length !== 1) throw noSuchOverload('size', args);
      if (typeof a === 'string') return BigInt(codePointLength(a));
      if (a instanceof Uint8Array || a instanceof CelList || a instanceof CelMap) return BigInt(actualSize(a));
      throw noSuchOverload('size', args);
    },
  });
  const strFn = (name: string, f: (s: string, x: string) => boolean, costFn: (args: readonly CelValue[]) => number): void => {
    t.set(name, {
      impl: (args, info) => {
        const [s, x] = args;
        if (!info.member || typeof s !== 'string' || typeof x !== 'string' || args.length !== 2) throw noSuchOverload(name, args);
        return f(s, x);
      },
      cost: costFn,
    });
  };
  strFn('contains', (s, x) => s.includes(x), ([a = null, b = null]) => traverse(a) * traverse(b));
  strFn('startsWith', (s, x) => s.startsWith(x), ([a = null]) => traverse(a));
  strFn('endsWith', (s, x) => s.endsWith(x), ([a = null]) => traverse(a));

  t.set('int', { impl: ([a = null]) => toInt(a) });
  t.set('uint', { impl: ([a = null]) => toUint(a) });
  t.set('double', { impl: ([a = null]) => toDouble(a) });
  t.set('string', {
    impl: ([a = null]) => toStringValue(a),
    cost: ([a = null]) => (a instanceof Uint8Array ? traverse(a) : 1),
  });
  t.set('bytes', {
    impl: ([a = null]) => {
      if (a instanceof Uint8Array) return a;
      if (typeof a === 'string') return Uint8Array.from(Buffer.from(a, 'utf8'));
      throw noSuchOverload('bytes', [a]);
    },
    cost: ([a = null]) => (typeof a === 'string' ? traverse(a) : 1),
  });
  t.set('bool', {
    impl: ([a = null]) => {
      if (typeof a === 'boolean') return a;
      if (typeof a === 'string') {
        if (['1', 't', 'T', 'TRUE', 'true', 'True'].includes(a)) return true;
        if (['0', 'f', 'F', 'FALSE', 'false', 'False'].includes(a)) return false;
        throw new CelRuntimeError(`type conversion error from 'string' to 'bool'`);
      }
      throw noSuchOverload('bool', [a]);
    },
  });
  t.set('type', { impl: ([a = null]) => typeOf(a) });
  t.set('dyn', { impl: ([a = null]) => a });
  t.set('duration', {
    impl: ([a = null]) => {
      if (a instanceof CelDuration) return a;
      if (typeof a === 'string') return new CelDuration(parseDuration(a));
      if (typeof a === 'bigint') return new CelDuration(checkDuration(a * 1_000_000_000n));
      throw noSuchOverload('duration', [a]);
    },
  });
  t.set('timestamp', {
    impl: ([a = null]) => {
      if (a instanceof CelTimestamp) return a;
      if (typeof a === 'string') return new CelTimestamp(parseTimestamp(a));
      if (typeof a === 'bigint') return new CelTimestamp(checkTimestamp(a * 1_000_000_000n));
      throw noSuchOverload('timestamp', [a]);
    },
  });
  for (const part of ['getFullYear', 'getMonth', 'getDate', 'getDayOfMonth', 'getDayOfWeek', 'getDayOfYear']) {
    t.set(part, { impl: (args) => timePart(part, args) });
  }
  for (const part of ['getHours', 'getMinutes', 'getSeconds', 'getMilliseconds']) {
    t.set(part, {
      impl: (args) => {
        const [a = null] = args;
        if (a instanceof CelDuration && args.length === 1) return durationPart(part, a);
        return timePart(part, args);
      },
    });
  }
  // Optional values (cel.OptionalTypes, enabled in k8s since 1.28).
  t.set('optional.of', { impl: ([a = null]) => CelOptional.of(a) });
  t.set('optional.ofNonZeroValue', { impl: ([a = null]) => (isZeroValue(a) ? CelOptional.NONE : CelOptional.of(a)) });
  t.set('optional.none', { impl: () => CelOptional.NONE });
  t.set('hasValue', {
    impl: ([o = null]) => {
      if (!(o instanceof CelOptional)) throw noSuchOverload('hasValue', [o]);
      return o.hasValue;
    },
  });
  t.set('value', {
    impl: ([o = null]) => {
      if (!(o instanceof CelOptional)) throw noSuchOverload('value', [o]);
      if (!o.hasValue) throw new CelRuntimeError('optional.none() dereference');
      return o.value;
    },
  });
  t.set('orValue', {
    impl: ([o = null, d = null]) => {
      if (!(o instanceof CelOptional)) throw noSuchOverload('orValue', [o, d]);
      return o.hasValue ? o.value : d;
    },
  });
  t.set('or', {
    impl: ([o = null, p = null]) => {
      if (!(o instanceof CelOptional) || !(p instanceof CelOptional)) throw noSuchOverload('or', [o, p]);
      return o.hasValue ? o : p;
    },
  });
}

function addCost(args: readonly CelValue[]): number {
  const [a = null, b = null] = args;
  if ((typeof a === 'string' && typeof b === 'string') || (a instanceof Uint8Array && b instanceof Uint8Array)) {
    return ceil((actualSize(a) + actualSize(b)) * STRING_TRAVERSAL_COST_FACTOR);
  }
  return 1;
}

function isZeroValue(v: CelValue): boolean {
  if (v === null || v === false || v === 0n || v === 0 || v === '') return true;
  if (v instanceof CelUint) return v.value === 0n;
  if (v instanceof Uint8Array || v instanceof CelList || v instanceof CelMap) return actualSize(v) === 0;
  if (v instanceof CelDuration || v instanceof CelTimestamp) return v.nanos === 0n;
  return false;
}
