/**
 * cel-go's strings extension (version 2, as k8s enables since 1.29): charAt, indexOf,
 * lastIndexOf, lowerAscii, upperAscii, replace, split, substring, trim, join, reverse,
 * strings.quote. Indices count code points. Costs as k8s library cost.go: one traversal
 * (ceil(size * 0.1)) for lowerAscii/upperAscii/substring/trim, two for replace/split, two
 * over the result for join; indexOf/lastIndexOf floor(bytes * 0.1).
 */
import { CelRuntimeError } from './errors.js';
import { noSuchOverload, STRING_TRAVERSAL_COST_FACTOR, type CelFunctionImpl, type FunctionTable } from './functions.js';
import { actualSize, CelList, type CelValue } from './values.js';

const cps = (s: string): string[] => Array.from(s);
/** Upper bound of a replace() result, in UTF-16 units (16 Mi). */
export const MAX_REPLACE_RESULT = 16 * 1024 * 1024;
const traverse = (v: CelValue, factor = 1): number => Math.ceil(actualSize(v) * factor * STRING_TRAVERSAL_COST_FACTOR);
const byteTraverse = (v: CelValue): number => (typeof v === 'string' ? Math.floor(Buffer.byteLength(v, 'utf8') * STRING_TRAVERSAL_COST_FACTOR) : 1);

/** Checks argument kinds by a signature string: `s` string, `i` int. */
function str(fn: string, args: readonly CelValue[], types: string): void {
  if (args.length !== types.length) throw noSuchOverload(fn, args);
  for (let i = 0; i < types.length; i++) {
    const want = types[i] === 's' ? 'string' : 'bigint';
    if (typeof args[i] !== want) throw noSuchOverload(fn, args);
  }
}

/** A code point index in [0, max]; cel-go's "index out of range" otherwise. */
function idx(n: bigint, max: number): number {
  if (n < 0n || n > BigInt(max)) throw new CelRuntimeError(`index out of range: ${n}`);
  return Number(n);
}

function indexOfImpl(last: boolean): CelFunctionImpl {
  const fn = last ? 'lastIndexOf' : 'indexOf';
  return {
    impl: (args) => {
      if (args.length === 2) str(fn, args, 'ss');
      else str(fn, args, 'ssi');
      const s = cps(args[0] as string);
      const sub = cps(args[1] as string);
      const offset = args.length === 3 ? idx(args[2] as bigint, s.length) : last ? s.length : 0;
      if (sub.length === 0) return BigInt(offset);
      const match = (i: number): boolean => sub.every((c, k) => s[i + k] === c);
      if (!last) {
        for (let i = offset; i + sub.length <= s.length; i++) if (match(i)) return BigInt(i);
      } else {
        for (let i = Math.min(offset, s.length - sub.length); i >= 0; i--) if (match(i)) return BigInt(i);
      }
      return -1n;
    },
    cost: ([a = null]) => byteTraverse(a),
  };
}

export const stringIndexOf = indexOfImpl(false);
export const stringLastIndexOf = indexOfImpl(true);

export function registerStrings(t: FunctionTable): void {
  t.set('charAt', {
    impl: (args) => {
      str('charAt', args, 'si');
      const s = cps(args[0] as string);
      const i = idx(args[1] as bigint, s.length);
      return s[i] ?? '';
    },
  });
  t.set('lowerAscii', {
    impl: (args) => {
      str('lowerAscii', args, 's');
      return (args[0] as string).replace(/[A-Z]/g, (c) => c.toLowerCase());
    },
    cost: ([a = null]) => traverse(a),
  });
  t.set('upperAscii', {
    impl: (args) => {
      str('upperAscii', args, 's');
      return (args[0] as string).replace(/[a-z]/g, (c) => c.toUpperCase());
    },
    cost: ([a = null]) => traverse(a),
  });
  t.set('replace', {
    impl: (args) => {
      if (args.length === 3) str('replace', args, 'sss');
      else str('replace', args, 'sssi');
      const [s, from, to] = args as [string, string, string];
      let n = args.length === 4 ? (args[3] as bigint) : -1n;
      if (n === 0n) return s;
      // The only function whose result can outgrow its inputs multiplicatively (charged for
      // the input only, as upstream): refuse results beyond MAX_REPLACE_RESULT.
      if (to.length > from.length) {
        const occurrences = from === '' ? s.length + 1 : s.split(from).length - 1;
        const count = n < 0n ? occurrences : Math.min(occurrences, Number(n));
        if (s.length + count * (to.length - from.length) > MAX_REPLACE_RESULT) throw new CelRuntimeError('replace: result string too large');
      }
      if (from === '') {
        const parts = cps(s);
        let out = '';
        for (let i = 0; i <= parts.length; i++) {
          if (n !== 0n) {
            out += to;
            n--;
          }
          out += parts[i] ?? '';
        }
        return out;
      }
      let out = '';
      let i = 0;
      for (;;) {
        const j = s.indexOf(from, i);
        if (j < 0 || n === 0n) break;
        out += s.slice(i, j) + to;
        i = j + from.length;
        n--;
      }
      return out + s.slice(i);
    },
    cost: ([a = null]) => traverse(a, 2),
  });
  t.set('split', {
    impl: (args) => {
      if (args.length === 2) str('split', args, 'ss');
      else str('split', args, 'ssi');
      const [s, sep] = args as [string, string];
      const n = args.length === 3 ? (args[2] as bigint) : -1n;
      if (n === 0n) return new CelList([]);
      let parts = sep === '' ? cps(s) : s.split(sep);
      if (n > 0n && BigInt(parts.length) > n) {
        const k = Number(n);
        parts = [...parts.slice(0, k - 1), parts.slice(k - 1).join(sep)];
      }
      return new CelList(parts);
    },
    cost: ([a = null]) => traverse(a, 2),
  });
  t.set('substring', {
    impl: (args) => {
      if (args.length === 2) str('substring', args, 'si');
      else str('substring', args, 'sii');
      const s = cps(args[0] as string);
      const start = idx(args[1] as bigint, s.length);
      const end = args.length === 3 ? idx(args[2] as bigint, s.length) : s.length;
      if (end < start) throw new CelRuntimeError(`invalid substring range. start: ${start}, end: ${end}`);
      return s.slice(start, end).join('');
    },
    cost: ([a = null]) => traverse(a),
  });
  t.set('trim', {
    impl: (args) => {
      str('trim', args, 's');
      return (args[0] as string).replace(/^[\s\u0085\u00a0]+|[\s\u0085\u00a0]+$/gu, '');
    },
    cost: ([a = null]) => traverse(a),
  });
  t.set('join', {
    impl: (args) => {
      const [l, sep] = args;
      if (!(l instanceof CelList) || (args.length === 2 ? typeof sep !== 'string' : args.length !== 1)) throw noSuchOverload('join', args);
      if (!l.items.every((x) => typeof x === 'string')) throw noSuchOverload('join', args);
      return (l.items as string[]).join(typeof sep === 'string' ? sep : '');
    },
    cost: (_args, result) => traverse(result, 2),
  });
  t.set('reverse', {
    impl: (args) => {
      str('reverse', args, 's');
      return cps(args[0] as string).reverse().join('');
    },
    cost: ([a = null]) => traverse(a),
  });
  t.set('strings.quote', {
    impl: (args) => {
      str('strings.quote', args, 's');
      return JSON.stringify(args[0] as string);
    },
    cost: ([a = null]) => traverse(a),
  });
}
