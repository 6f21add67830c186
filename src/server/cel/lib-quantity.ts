/**
 * k8s quantity library (k8s.io/apiserver/pkg/cel/library/quantity.go):
 *   quantity(string) -> Quantity (error when invalid), isQuantity(string) -> bool,
 *   q.isInteger(), q.asInteger() (error on overflow or precision loss),
 *   q.asApproximateFloat(), q.sign(), q.add(Quantity|int), q.sub(Quantity|int),
 *   q.isLessThan(q2), q.isGreaterThan(q2), q.compareTo(q2) (-1, 0, 1).
 * Values are exact: `num * 10^exp` (binary suffixes multiplied into num), with
 * resource.Quantity's rounding of precision below 1n upwards. Costs: quantity/isQuantity one
 * string traversal, members 1 (library cost.go).
 */
import { CelRuntimeError } from './errors.js';
import { noSuchOverload, STRING_TRAVERSAL_COST_FACTOR, type FunctionTable } from './functions.js';
import { actualSize, INT64_MAX, INT64_MIN, isCelObject, type CelObject, type CelValue } from './values.js';

export const QUANTITY_TYPE = 'kubernetes.Quantity';
const QUANTITY_RE = /^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$/;
/** resource.ParseQuantity's error texts. */
const ERR_FORMAT = "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'";
const ERR_SUFFIX = 'unable to parse quantity\'s suffix';
const ERR_NUMERIC = 'unable to parse numeric part of quantity';

const BINARY: Record<string, number> = { Ki: 1, Mi: 2, Gi: 3, Ti: 4, Pi: 5, Ei: 6 };
const DECIMAL: Record<string, number> = { n: -9, u: -6, m: -3, '': 0, k: 3, M: 6, G: 9, T: 12, P: 15, E: 18 };

const PARSE_CACHE_LIMIT = 1024;
const parsed = new Map<string, Quantity>();

export class Quantity implements CelObject {
  readonly celTypeName = QUANTITY_TYPE;
  /** value = num * 10^exp, normalised so num has no trailing zeros (or is 0 with exp 0). */
  constructor(
    readonly num: bigint,
    readonly exp: number,
    private readonly text?: string,
  ) {}

  static of(num: bigint, exp: number, text?: string): Quantity {
    if (num === 0n) return new Quantity(0n, 0, text);
    while (num % 10n === 0n) {
      num /= 10n;
      exp++;
    }
    // resource.Quantity keeps at most nano precision, rounding up (away from zero for positives).
    if (exp < -9) {
      const div = 10n ** BigInt(-9 - exp);
      let q = num / div;
      if (q * div !== num) q += num > 0n ? 1n : 0n;
      return Quantity.of(q, -9, text);
    }
    return new Quantity(num, exp, text);
  }

  /** Parses (cached: quantities are immutable and policies repeat their literals). */
  static parse(s: string): Quantity {
    const hit = parsed.get(s);
    if (hit) return hit;
    const q = Quantity.parseUncached(s);
    if (parsed.size >= PARSE_CACHE_LIMIT) parsed.delete(parsed.keys().next().value as string);
    if (s.length <= 64) parsed.set(s, q);
    return q;
  }

  private static parseUncached(s: string): Quantity {
    const m = QUANTITY_RE.exec(s);
    if (!m || s.length === 0) throw new CelRuntimeError(ERR_FORMAT);
    const [, numStr = '', suffix = ''] = m;
    if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(numStr)) throw new CelRuntimeError(ERR_NUMERIC);
    const neg = numStr.startsWith('-');
    const digits = numStr.replace(/^[+-]/, '');
    const [whole = '', frac = ''] = digits.split('.');
    let num = BigInt((whole + frac).replace(/^0+(?=\d)/, '') || '0');
    let exp = -frac.length;
    if (suffix in BINARY) {
      num *= 1024n ** BigInt(BINARY[suffix] as number);
    } else if (suffix in DECIMAL) {
      exp += DECIMAL[suffix] as number;
    } else if (/^[eE][-+]?\d+$/.test(suffix)) {
      const e = Number(suffix.slice(1));
      if (!Number.isSafeInteger(e) || Math.abs(e) > 1000) throw new CelRuntimeError(ERR_NUMERIC);
      exp += e;
    } else throw new CelRuntimeError(ERR_SUFFIX);
    return Quantity.of(neg ? -num : num, exp, s);
  }

  /** Exact comparison. */
  compare(o: Quantity): number {
    const e = Math.min(this.exp, o.exp);
    const a = this.num * 10n ** BigInt(this.exp - e);
    const b = o.num * 10n ** BigInt(o.exp - e);
    return a < b ? -1 : a > b ? 1 : 0;
  }

  add(o: Quantity, sign: 1n | -1n): Quantity {
    const e = Math.min(this.exp, o.exp);
    return Quantity.of(this.num * 10n ** BigInt(this.exp - e) + sign * o.num * 10n ** BigInt(o.exp - e), e);
  }

  /** The integer value when integral and within int64. */
  asInt64(): bigint | undefined {
    if (this.exp < 0) return undefined;
    if (this.exp > 19) return undefined;
    const v = this.num * 10n ** BigInt(this.exp);
    return v >= INT64_MIN && v <= INT64_MAX ? v : undefined;
  }

  asApproximateFloat(): number {
    return Number(`${this.num}e${this.exp}`);
  }

  sign(): bigint {
    return this.num > 0n ? 1n : this.num < 0n ? -1n : 0n;
  }

  celEquals(other: CelObject): boolean {
    return other instanceof Quantity && this.compare(other) === 0;
  }

  /** Decimal rendering (the parsed text when unchanged). */
  toJSON(): string {
    if (this.text !== undefined) return this.text;
    if (this.exp >= 0) return (this.num * 10n ** BigInt(this.exp)).toString();
    const neg = this.num < 0n;
    const d = (neg ? -this.num : this.num).toString().padStart(-this.exp + 1, '0');
    const cut = d.length + this.exp;
    return `${neg ? '-' : ''}${d.slice(0, cut)}.${d.slice(cut)}`;
  }
}

function q(fn: string, args: readonly CelValue[], i = 0): Quantity {
  const v = args[i];
  if (!(v instanceof Quantity)) throw noSuchOverload(fn, args);
  return v;
}

function operand(fn: string, args: readonly CelValue[]): Quantity {
  const v = args[1];
  if (v instanceof Quantity) return v;
  if (typeof v === 'bigint') return Quantity.of(v, 0);
  throw noSuchOverload(fn, args);
}

export function registerQuantity(t: FunctionTable): void {
  const parseCost = ([a = null]: readonly CelValue[]): number => Math.ceil(actualSize(a) * STRING_TRAVERSAL_COST_FACTOR);
  t.set('quantity', {
    impl: (args) => {
      const [s] = args;
      if (typeof s !== 'string' || args.length !== 1) throw noSuchOverload('quantity', args);
      return Quantity.parse(s);
    },
    cost: parseCost,
  });
  t.set('isQuantity', {
    impl: (args) => {
      const [s] = args;
      if (typeof s !== 'string' || args.length !== 1) throw noSuchOverload('isQuantity', args);
      try {
        Quantity.parse(s);
        return true;
      } catch {
        return false;
      }
    },
    cost: parseCost,
  });
  t.set('isInteger', { impl: (args) => q('isInteger', args).asInt64() !== undefined });
  t.set('asInteger', {
    impl: (args) => {
      const v = q('asInteger', args).asInt64();
      if (v === undefined) throw new CelRuntimeError('cannot convert value to integer');
      return v;
    },
  });
  t.set('asApproximateFloat', { impl: (args) => q('asApproximateFloat', args).asApproximateFloat() });
  t.set('sign', { impl: (args) => q('sign', args).sign() });
  t.set('add', { impl: (args) => q('add', args).add(operand('add', args), 1n) });
  t.set('sub', { impl: (args) => q('sub', args).add(operand('sub', args), -1n) });
  t.set('isLessThan', { impl: (args) => q('isLessThan', args).compare(q('isLessThan', args, 1)) < 0 });
  t.set('isGreaterThan', { impl: (args) => q('isGreaterThan', args).compare(q('isGreaterThan', args, 1)) > 0 });
  t.set('compareTo', { impl: (args) => BigInt(q('compareTo', args).compare(q('compareTo', args, 1))) });
}

export function isQuantity(v: CelValue): v is Quantity {
  return isCelObject(v) && v instanceof Quantity;
}
