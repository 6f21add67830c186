/**
 * Static worst-case cost estimation (cel-go checker/cost.go with k8s library cost.go's
 * EstimateCallCost). Every node gets a cost range and, where it matters, a size range:
 *   constants 0; identifiers and selects 1 (has() 0); list/map literals their base cost
 *   plus elements; `&&`/`||` left + (0..right); `?:` condition + the cheaper..dearer branch;
 *   comprehensions range + init + (condition + step) * range size + result;
 *   calls: arguments plus the function's estimate (string traversals size * 0.1, regex
 *   (1 + size) * 0.1 * size(regex) * 0.25, `in` list size, k8s libraries per cost.go).
 * Unknown sizes (dyn values, strings without maxLength) range up to 2^64-1, as upstream,
 * and costs saturate there.
 */
import type { Expr } from './ast.js';
import { REGEX_STRING_LENGTH_COST_FACTOR, STRING_TRAVERSAL_COST_FACTOR } from './functions.js';
import { CHECK_COST } from './lib-authz.js';
import { isAttribute, LIST_CREATE_BASE_COST, MAP_CREATE_BASE_COST, TYPE_CONVERSIONS } from './interpreter.js';
import type { CelStaticType } from './types.js';
import { actualSize, CelList, CelMap, type CelValue } from './values.js';

/** math.MaxUint64 as a double: the "unbounded" estimate. */
export const MAX_ESTIMATE = 18446744073709551615;

export interface Range {
  readonly min: number;
  readonly max: number;
}

const sat = (x: number): number => (Number.isFinite(x) ? Math.min(x, MAX_ESTIMATE) : MAX_ESTIMATE);
const add = (a: Range, b: Range): Range => ({ min: sat(a.min + b.min), max: sat(a.max + b.max) });
const mul = (a: Range, b: Range): Range => ({ min: sat(a.min * b.min), max: sat(a.max * b.max) });
const factor = (a: Range, f: number): Range => ({ min: sat(Math.ceil(a.min * f)), max: sat(Math.ceil(a.max * f)) });
const fixed = (n: number): Range => ({ min: n, max: n });
const ZERO = fixed(0);
const ONE = fixed(1);
const UNKNOWN: Range = { min: 0, max: MAX_ESTIMATE };

interface Node {
  readonly cost: Range;
  readonly size: Range;
}

export interface EstimateInput {
  readonly types: ReadonlyMap<number, CelStaticType>;
  /** Declared variable names (dotted ones included). */
  readonly declared: ReadonlySet<string>;
  /** Size bound of a declared variable or dotted path, when known (schema maxItems/maxLength). */
  readonly sizeOf?: (path: readonly string[]) => Range | undefined;
}

function literalSize(v: CelValue): Range {
  if (typeof v === 'string' || v instanceof Uint8Array || v instanceof CelList || v instanceof CelMap) return fixed(actualSize(v));
  return ONE;
}

function isStringish(t: CelStaticType | undefined): boolean {
  return t?.k === 'prim' && (t.name === 'string' || t.name === 'bytes');
}

/** The estimated cost range of an expression. */
export function estimateCost(expr: Expr, input: EstimateInput): Range {
  const scope = new Map<string, Range>();

  const pathOf = (e: Expr): string[] | undefined => {
    if (e.kind === 'ident') return scope.has(e.name) ? undefined : [e.name];
    if (e.kind === 'select') {
      const p = pathOf(e.operand);
      return p ? [...p, e.field] : undefined;
    }
    return undefined;
  };
  const declaredSize = (e: Expr): Range => {
    if (e.kind === 'ident' && scope.has(e.name)) return scope.get(e.name) as Range;
    const p = pathOf(e);
    return (p && input.sizeOf?.(p)) ?? UNKNOWN;
  };

  const visit = (e: Expr): Node => {
    switch (e.kind) {
      case 'literal':
        return { cost: ZERO, size: literalSize(e.value) };
      case 'ident': {
        const t = input.types.get(e.id);
        if (t?.k === 'prim' && t.name === 'type' && !scope.has(e.name)) return { cost: ZERO, size: ONE };
        return { cost: ONE, size: declaredSize(e) };
      }
      case 'select': {
        if (input.types.get(e.id)?.k === 'prim' && (input.types.get(e.id) as { name: string }).name === 'type' && !e.testOnly) {
          // a qualified type name (`google.protobuf.Duration`) is a constant
          const root = pathOf(e)?.[0];
          if (root !== undefined && !input.declared.has(root)) return { cost: ZERO, size: ONE };
        }
        // A dotted variable name (`authorizer.requestResource`) is one identifier.
        if (e.operand.kind === 'ident' && !scope.has(e.operand.name) && input.declared.has(`${e.operand.name}.${e.field}`)) {
          return { cost: ONE, size: UNKNOWN };
        }
        const op = visit(e.operand);
        return { cost: e.testOnly ? op.cost : add(op.cost, ONE), size: e.testOnly ? ONE : declaredSize(e) };
      }
      case 'list': {
        let cost = fixed(LIST_CREATE_BASE_COST);
        for (const el of e.elements) cost = add(cost, visit(el).cost);
        return { cost, size: fixed(e.elements.length) };
      }
      case 'map': {
        let cost = fixed(MAP_CREATE_BASE_COST);
        for (const en of e.entries) cost = add(add(cost, visit(en.key).cost), visit(en.value).cost);
        return { cost, size: fixed(e.entries.length) };
      }
      case 'and':
      case 'or': {
        const l = visit(e.left);
        const r = visit(e.right);
        return { cost: { min: l.cost.min, max: sat(l.cost.max + r.cost.max) }, size: ONE };
      }
      case 'conditional': {
        const c = visit(e.cond);
        // An attribute branch is free at run time (cel-go's conditional attribute).
        const branch = (x: Expr): Node => {
          const n = visit(x);
          return isAttribute(x) ? { cost: ZERO, size: n.size } : n;
        };
        const a = branch(e.then);
        const b = branch(e.otherwise);
        return {
          cost: { min: sat(c.cost.min + Math.min(a.cost.min, b.cost.min)), max: sat(c.cost.max + Math.max(a.cost.max, b.cost.max)) },
          size: { min: Math.min(a.size.min, b.size.min), max: Math.max(a.size.max, b.size.max) },
        };
      }
      case 'comprehension': {
        const range = visit(e.iterRange);
        visit(e.accuInit); // the accumulator's start value is a constant upstream: free
        const init = { cost: ZERO };
        const prevIter = scope.get(e.iterVar);
        const prevAccu = scope.get(e.accuVar);
        // Elements of an unknown range have unknown size.
        scope.set(e.iterVar, UNKNOWN);
        const prevIter2 = e.iterVar2 === undefined ? undefined : scope.get(e.iterVar2);
        if (e.iterVar2 !== undefined) scope.set(e.iterVar2, UNKNOWN);
        scope.set(e.accuVar, e.macro === 'map' || e.macro === 'filter' || e.macro === 'transformList' ? { min: 0, max: range.size.max } : ONE);
        const loop = add(visit(e.loopCondition).cost, visit(e.loopStep).cost);
        const result = visit(e.result);
        restore(e.iterVar, prevIter);
        if (e.iterVar2 !== undefined) restore(e.iterVar2, prevIter2);
        restore(e.accuVar, prevAccu);
        const cost = add(add(add(range.cost, init.cost), mul(range.size, loop)), result.cost);
        const size = e.macro === 'map' || e.macro === 'filter' || e.macro.startsWith('transform') ? { min: 0, max: range.size.max } : ONE;
        return { cost, size };
      }
      case 'call':
        return visitCall(e);
    }
  };

  const restore = (name: string, prev: Range | undefined): void => {
    if (prev === undefined) scope.delete(name);
    else scope.set(name, prev);
  };

  const visitCall = (e: Extract<Expr, { kind: 'call' }>): Node => {
    if (e.fn === '_[_]' || e.fn === '_[?_]') {
      const [a, b] = e.args as [Expr, Expr];
      return { cost: add(add(visit(a).cost, visit(b).cost), ONE), size: UNKNOWN };
    }
    const namespaced =
      e.target?.kind === 'ident' && (e.target.name === 'optional' || e.target.name === 'strings' || e.target.name === 'sets') && !scope.has(e.target.name) && !input.declared.has(e.target.name);
    const targetNode = e.target && !namespaced ? visit(e.target) : undefined;
    const argNodes = e.args.map(visit);
    let cost = targetNode ? targetNode.cost : ZERO;
    for (const a of argNodes) cost = add(cost, a.cost);
    const all = targetNode ? [targetNode, ...argNodes] : argNodes;
    const sz = (i: number): Range => all[i]?.size ?? UNKNOWN;
    const argType = (i: number): CelStaticType | undefined => {
      const n = targetNode ? (i === 0 ? e.target : e.args[i - 1]) : e.args[i];
      return n ? input.types.get(n.id) : undefined;
    };
    let call: Range = ONE;
    let size: Range = ONE;
    // A type conversion of a constant is precomputed upstream (free), as in the interpreter.
    if (!e.target && e.args.length === 1 && e.args[0]?.kind === 'literal' && TYPE_CONVERSIONS.has(e.fn)) call = ZERO;
    else switch (e.fn) {
      case 'startsWith':
      case 'endsWith':
        call = factor(sz(0), STRING_TRAVERSAL_COST_FACTOR);
        break;
      case 'bytes':
      case 'string':
        if (isStringish(argType(0))) call = factor(sz(0), STRING_TRAVERSAL_COST_FACTOR);
        size = sz(0);
        break;
      case '@in':
        if (argType(1)?.k === 'list' || argType(1)?.k === 'dyn') call = sz(1);
        break;
      case '_==_':
      case '_!=_':
      case '_<_':
      case '_<=_':
      case '_>_':
      case '_>=_': {
        const a = sz(0);
        const b = sz(1);
        call = factor({ min: Math.min(a.min, b.min), max: Math.min(a.max, b.max) }, STRING_TRAVERSAL_COST_FACTOR);
        break;
      }
      case '_+_':
        if (isStringish(argType(0)) || isStringish(argType(1))) call = factor(add(sz(0), sz(1)), STRING_TRAVERSAL_COST_FACTOR);
        size = add(sz(0), sz(1));
        break;
      case 'matches':
      case 'find':
      case 'findAll': {
        const str = factor(add(sz(0), ONE), STRING_TRAVERSAL_COST_FACTOR);
        const re = factor(sz(1), REGEX_STRING_LENGTH_COST_FACTOR);
        call = mul(str, re);
        size = e.fn === 'findAll' ? { min: 0, max: sz(0).max } : sz(0);
        break;
      }
      case 'contains':
        if (namespaced) {
          call = mul(sz(0), sz(1)); // sets.contains
          break;
        }
        call = mul(factor(sz(0), STRING_TRAVERSAL_COST_FACTOR), factor(sz(1), STRING_TRAVERSAL_COST_FACTOR));
        break;
      case 'equivalent':
      case 'intersects':
        if (namespaced) call = mul(sz(0), sz(1));
        break;
      case 'check':
        call = fixed(CHECK_COST);
        break;
      case 'isSorted':
      case 'sum':
      case 'max':
      case 'min':
      case 'indexOf':
      case 'lastIndexOf': {
        if (!targetNode) break;
        const t = argType(0);
        if (t?.k === 'list') {
          let el: Range = ONE;
          if (isStringish(t.elem)) el = add(el, factor(UNKNOWN, STRING_TRAVERSAL_COST_FACTOR));
          call = mul(sz(0), el);
        } else call = factor(sz(0), STRING_TRAVERSAL_COST_FACTOR);
        break;
      }
      case 'lowerAscii':
      case 'upperAscii':
      case 'substring':
      case 'trim':
      case 'reverse':
        if (targetNode) call = factor(sz(0), STRING_TRAVERSAL_COST_FACTOR);
        size = sz(0);
        break;
      case 'replace':
        if (targetNode) call = factor(sz(0), 2 * STRING_TRAVERSAL_COST_FACTOR);
        size = UNKNOWN;
        break;
      case 'split':
        if (targetNode) call = factor(sz(0), 2 * STRING_TRAVERSAL_COST_FACTOR);
        size = { min: 0, max: sz(0).max };
        break;
      case 'join':
        if (targetNode) call = factor(UNKNOWN, STRING_TRAVERSAL_COST_FACTOR);
        size = UNKNOWN;
        break;
      case 'quantity':
      case 'isQuantity':
      case 'url':
      case 'isURL':
        call = factor(sz(0), STRING_TRAVERSAL_COST_FACTOR);
        break;
      case 'size':
        size = ONE;
        break;
      default:
        size = UNKNOWN;
    }
    return { cost: add(cost, call), size };
  };

  return visit(expr).cost;
}

/**
 * k8s's message for an estimated cost over a limit (apiextensions validation
 * getCostErrorMessage): "<what> exceeds budget by factor of <f> (try simplifying the rule,
 * or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are
 * declared)"; the factor is "more than 100x", "%fx" under 1.5, else "%.1fx".
 */
export function costExceedsBudgetMessage(what: string, cost: number, limit: number): string {
  const f = cost / limit;
  let text: string;
  if (f > 100) text = 'more than 100x';
  else if (f < 1.5) text = `${f.toFixed(6)}x`;
  else text = `${f.toFixed(1)}x`;
  return `${what} exceeds budget by factor of ${text} (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)`;
}
