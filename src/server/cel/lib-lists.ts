/**
 * k8s lists library (k8s.io/apiserver/pkg/cel/library/lists.go):
 *   list.isSorted(), list.sum(), list.min(), list.max(), list.indexOf(x), list.lastIndexOf(x)
 * over comparable elements (int, uint, double, bool, string, bytes, duration, timestamp);
 * sum over int, uint, double and duration (an empty list sums to int 0). min/max of an empty
 * list is an error. Cost: one traversal of the list (library cost.go traversalCost).
 * `indexOf`/`lastIndexOf` on a string receiver are the strings extension (lib-strings.ts).
 */
import { CelRuntimeError } from './errors.js';
import { noSuchOverload, STRING_TRAVERSAL_COST_FACTOR, type CelFunctionImpl, type FunctionTable } from './functions.js';
import { celCompare, celEquals, CelDuration, CelList, CelMap, CelUint, checkDuration, int64, uint64, type CelValue } from './values.js';

/** k8s library traversalCost: strings/bytes floor(bytes * 0.1), containers the sum over elements, else 1. */
export function traversalCost(v: CelValue): number {
  if (typeof v === 'string') return Math.floor(Buffer.byteLength(v, 'utf8') * STRING_TRAVERSAL_COST_FACTOR);
  if (v instanceof Uint8Array) return Math.floor(v.length * STRING_TRAVERSAL_COST_FACTOR);
  if (v instanceof CelList) {
    let c = 0;
    for (const x of v.items) c += traversalCost(x);
    return c;
  }
  if (v instanceof CelMap) {
    let c = 0;
    for (const [k, x] of v.entries.values()) c += traversalCost(k) + traversalCost(x);
    return c;
  }
  return 1;
}

const listCost = (args: readonly CelValue[]): number => (args.length > 0 ? traversalCost(args[0] ?? null) : 0);

function compare(fn: string, a: CelValue, b: CelValue): number {
  const c = celCompare(a, b);
  if (c === undefined) throw noSuchOverload(fn, [a, b]);
  return c;
}

function receiverList(fn: string, args: readonly CelValue[], arity: number): CelList {
  const [l] = args;
  if (!(l instanceof CelList) || args.length !== arity) throw noSuchOverload(fn, args);
  return l;
}

function extreme(fn: 'min' | 'max'): CelFunctionImpl {
  return {
    impl: (args) => {
      const l = receiverList(fn, args, 1);
      if (l.items.length === 0) throw new CelRuntimeError(`${fn} called on empty list`);
      let best = l.items[0] as CelValue;
      for (const x of l.items.slice(1)) {
        const c = compare(fn, x, best);
        if ((fn === 'min' && c < 0) || (fn === 'max' && c > 0)) best = x;
      }
      return best;
    },
    cost: listCost,
  };
}

export function registerLists(t: FunctionTable, strings: { indexOf: CelFunctionImpl; lastIndexOf: CelFunctionImpl }): void {
  t.set('isSorted', {
    impl: (args) => {
      const l = receiverList('isSorted', args, 1);
      for (let i = 1; i < l.items.length; i++) {
        if (compare('isSorted', l.items[i - 1] ?? null, l.items[i] ?? null) > 0) return false;
      }
      return true;
    },
    cost: listCost,
  });
  t.set('sum', {
    impl: (args, info) => {
      const l = receiverList('sum', args, 1);
      const first = l.items[0];
      if (first === undefined) {
        // The zero of the list's static element type (int when unknown).
        const t = info.resultType;
        if (t?.k === 'prim') {
          if (t.name === 'double') return 0;
          if (t.name === 'uint') return new CelUint(0n);
          if (t.name === 'duration') return new CelDuration(0n);
        }
        return 0n;
      }
      let acc: CelValue = typeof first === 'bigint' ? 0n : first instanceof CelUint ? new CelUint(0n) : typeof first === 'number' ? 0 : first instanceof CelDuration ? new CelDuration(0n) : null;
      if (acc === null) throw noSuchOverload('sum', args);
      for (const x of l.items) {
        if (typeof acc === 'bigint' && typeof x === 'bigint') acc = int64(acc + x);
        else if (acc instanceof CelUint && x instanceof CelUint) acc = uint64(acc.value + x.value);
        else if (typeof acc === 'number' && typeof x === 'number') acc = acc + x;
        else if (acc instanceof CelDuration && x instanceof CelDuration) acc = new CelDuration(checkDuration(acc.nanos + x.nanos));
        else throw noSuchOverload('sum', args);
      }
      return acc;
    },
    cost: listCost,
  });
  t.set('min', extreme('min'));
  t.set('max', extreme('max'));
  t.set('indexOf', {
    impl: (args, info) => {
      if (typeof args[0] === 'string') return strings.indexOf.impl(args, info);
      const l = receiverList('indexOf', args, 2);
      const x = args[1] ?? null;
      return BigInt(l.items.findIndex((y) => celEquals(y, x)));
    },
    cost: listCost,
  });
  t.set('lastIndexOf', {
    impl: (args, info) => {
      if (typeof args[0] === 'string') return strings.lastIndexOf.impl(args, info);
      const l = receiverList('lastIndexOf', args, 2);
      const x = args[1] ?? null;
      for (let i = l.items.length - 1; i >= 0; i--) if (celEquals(l.items[i] ?? null, x)) return BigInt(i);
      return -1n;
    },
    cost: listCost,
  });
}
