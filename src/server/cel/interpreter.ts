/**
 * Tree-walking CEL evaluation with upstream's runtime cost counting
 * (cel-go interpreter/runtimecost.go as configured by k8s: has() costs nothing):
 *   identifier or field select 1 each; index 1; constants and type names 0;
 *   a call its CallCost (functions.ts tables; 1 by default);
 *   list literal LIST_CREATE_BASE_COST, map literal MAP_CREATE_BASE_COST;
 *   `&&`, `||`, `?:` and the comprehension frame nothing (their parts are charged).
 * The count is checked after every charged step; passing the limit throws
 * CostLimitExceeded, which no `&&`/`||` absorbs. Runtime errors are CelRuntimeError; `&&`,
 * `||` and the macros' loop conditions absorb them as CEL's commutative logic requires.
 */
import { qualifiedName, rootIdent, type Expr } from './ast.js';
import { CelRuntimeError, CostLimitExceeded } from './errors.js';
import { unescapePropertyName } from './escaping.js';
import { noSuchOverload, type CallInfo, type FunctionTable } from './functions.js';
import type { CelStaticType } from './types.js';
import {
  CelList,
  CelMap,
  CelOptional,
  CelType,
  CelUint,
  isCelObject,
  mapKey,
  typeName,
  validKeyType,
  type CelValue,
} from './values.js';

/**
 * Base cost of a list literal. The seed ("list literal base cost 40") wins over cel-go's
 * common.ListCreateBaseCost (10); see docs/cel.md.
 */
export const LIST_CREATE_BASE_COST = 40;
/** cel-go common.MapCreateBaseCost. */
export const MAP_CREATE_BASE_COST = 30;

/** Type names usable as values (`type(x) == int`), cost 0 like constants. */
export const TYPE_IDENTS: ReadonlyMap<string, CelType> = new Map(
  ['int', 'uint', 'double', 'bool', 'string', 'bytes', 'list', 'map', 'null_type', 'type', 'dyn', 'google.protobuf.Duration', 'google.protobuf.Timestamp'].map(
    (n) => [n, new CelType(n)],
  ),
);

/** cel-go overloads.IsTypeConversionFunction. */
export const TYPE_CONVERSIONS: ReadonlySet<string> = new Set(['bool', 'bytes', 'double', 'duration', 'dyn', 'int', 'string', 'timestamp', 'type', 'uint']);

const MEMBER_CALL: CallInfo = { member: true };
const GLOBAL_CALL: CallInfo = { member: false };

/** An error value held in a variable (a comprehension accumulator); reading it rethrows. */
class HeldError {
  constructor(readonly error: CelRuntimeError) {}
}

type Slot = CelValue | HeldError;

interface Frame {
  readonly name: string;
  value: Slot;
  readonly parent: Frame | undefined;
}

export interface EvalEnvironment {
  readonly functions: FunctionTable;
  /** Resolves a declared variable (may evaluate lazily). undefined = not declared. */
  readonly resolve: (name: string) => CelValue | undefined;
  /** Declared variable names, including dotted ones like `authorizer.requestResource`. */
  readonly declared: ReadonlySet<string>;
  /** Cost limit for this evaluation. */
  readonly limit: number;
  /** The checker's node types (by node id). */
  readonly staticTypes?: ReadonlyMap<number, CelStaticType>;
}


export class Interpreter {
  cost = 0;
  constructor(private readonly env: EvalEnvironment) {}

  /** >0 while evaluating something upstream does not observe (see evalFree). */
  private free = 0;

  private charge(n: number): void {
    if (this.free > 0) return;
    this.cost += n;
    if (this.cost > this.env.limit) throw new CostLimitExceeded(this.cost);
  }

  run(e: Expr): CelValue {
    return this.eval(e, undefined);
  }

  private lookup(name: string, frame: Frame | undefined): CelValue {
    for (let f = frame; f; f = f.parent) {
      if (f.name === name) {
        if (f.value instanceof HeldError) throw f.value.error;
        return f.value;
      }
    }
    const v = this.env.declared.has(name) ? this.env.resolve(name) : undefined;
    if (v !== undefined) return v;
    const t = TYPE_IDENTS.get(name);
    if (t) return t;
    if (this.env.declared.has(name)) throw new CelRuntimeError(`no such attribute: ${name}`);
    throw new CelRuntimeError(`undeclared reference to '${name}' (in container '')`);
  }

  private isLocal(name: string, frame: Frame | undefined): boolean {
    for (let f = frame; f; f = f.parent) if (f.name === name) return true;
    return false;
  }

  eval(e: Expr, frame: Frame | undefined): CelValue {
    switch (e.kind) {
      case 'literal':
        return e.value;
      case 'ident': {
        if (!this.isLocal(e.name, frame) && !this.env.declared.has(e.name) && TYPE_IDENTS.has(e.name)) {
          return TYPE_IDENTS.get(e.name) as CelType;
        }
        // Charged before the read: reading an accumulator that holds an error still costs 1.
        this.charge(1);
        return this.lookup(e.name, frame);
      }
      case 'select':
        return this.evalSelect(e, frame);
      case 'call':
        return this.evalCall(e, frame);
      case 'list': {
        const items: CelValue[] = [];
        const optional = new Set(e.optionalIndices);
        e.elements.forEach((el, i) => {
          const v = this.eval(el, frame);
          if (optional.has(i)) {
            if (!(v instanceof CelOptional)) throw noSuchOverload('optional list element', [v]);
            if (v.hasValue) items.push(v.value);
          } else items.push(v);
        });
        this.charge(LIST_CREATE_BASE_COST);
        return new CelList(items);
      }
      case 'map': {
        const entries = new Map<string, readonly [CelValue, CelValue]>();
        for (const en of e.entries) {
          const k = this.eval(en.key, frame);
          let v = this.eval(en.value, frame);
          if (!validKeyType(k)) throw new CelRuntimeError(`unsupported key type: ${typeName(k)}`);
          if (en.optional) {
            if (!(v instanceof CelOptional)) throw noSuchOverload('optional map entry', [v]);
            if (!v.hasValue) continue;
            v = v.value;
          }
          const mk = mapKey(k);
          if (entries.has(mk)) throw new CelRuntimeError(`Failed with repeated key: ${typeof k === 'string' ? k : String(k)}`);
          entries.set(mk, [k, v]);
        }
        this.charge(MAP_CREATE_BASE_COST);
        return new CelMap(entries);
      }
      case 'and':
      case 'or':
        return this.evalLogic(e.kind, e.left, e.right, frame);
      case 'conditional': {
        const c = this.eval(e.cond, frame);
        if (typeof c !== 'boolean') throw noSuchOverload('_?_:_', [c]);
        const branch = c ? e.then : e.otherwise;
        // cel-go plans `?:` as a conditional attribute: a branch that is itself an attribute
        // (identifier / field / constant index chain) is resolved without being observed, so
        // it costs nothing (e.g. the `: __result__` branch of filter and exists_one).
        return isAttribute(branch) ? this.evalFree(branch, frame) : this.eval(branch, frame);
      }
      case 'comprehension':
        return this.evalComprehension(e, frame);
    }
  }

  /**
   * A strict call's argument. Upstream passes an error on as a value and still observes (and
   * charges) the call, so an erroring argument costs its call 1 here too.
   */
  private evalArg(e: Expr, frame: Frame | undefined): CelValue {
    try {
      return this.eval(e, frame);
    } catch (err) {
      if (err instanceof CelRuntimeError) this.charge(1);
      throw err;
    }
  }

  /** Evaluates without charging (constants upstream folds at plan time). */
  private evalFree(e: Expr, frame: Frame | undefined): CelValue {
    this.free++;
    try {
      return this.eval(e, frame);
    } finally {
      this.free--;
    }
  }

  private evalLogic(kind: 'and' | 'or', left: Expr, right: Expr, frame: Frame | undefined): CelValue {
    const short = kind === 'or';
    let lerr: CelRuntimeError | undefined;
    try {
      const l = this.eval(left, frame);
      if (l === short) return short;
      if (typeof l !== 'boolean') lerr = noSuchOverload(kind === 'and' ? '_&&_' : '_||_', [l]);
    } catch (err) {
      if (!(err instanceof CelRuntimeError)) throw err;
      lerr = err;
    }
    const r = this.eval(right, frame);
    if (r === short) return short;
    if (lerr) throw lerr;
    if (typeof r !== 'boolean') throw noSuchOverload(kind === 'and' ? '_&&_' : '_||_', [r]);
    return !short;
  }

  private evalSelect(e: Extract<Expr, { kind: 'select' }>, frame: Frame | undefined): CelValue {
    // Qualified type names (`google.protobuf.Duration`) are constants.
    const root = rootIdent(e);
    if (root !== undefined && !this.isLocal(root, frame) && !this.env.declared.has(root)) {
      const t = TYPE_IDENTS.get(qualifiedName(e) ?? '');
      if (t) return t;
    }
    // Dotted variable names (`authorizer.requestResource`) resolve as one identifier.
    if (e.operand.kind === 'ident' && !this.isLocal(e.operand.name, frame)) {
      const dotted = `${e.operand.name}.${e.field}`;
      if (this.env.declared.has(dotted)) {
        const v = this.lookup(dotted, frame);
        this.charge(1);
        if (e.testOnly) return true;
        return v;
      }
    }
    const obj = this.eval(e.operand, frame);
    if (e.testOnly) {
      // has(): no cost of its own (k8s sets PresenceTestHasCost(false)).
      if (obj instanceof CelMap) return fieldOf(obj, e.field) !== undefined;
      if (isCelObject(obj)) {
        const getter = (obj as { celField?: (name: string) => CelValue | undefined }).celField;
        return typeof getter === 'function' && getter.call(obj, e.field) !== undefined;
      }
      throw noSuchOverload('has', [obj]);
    }
    this.charge(1);
    if (e.optional || obj instanceof CelOptional) {
      if (obj instanceof CelOptional) {
        if (!obj.hasValue) return CelOptional.NONE;
        const inner = obj.value;
        const v = inner instanceof CelMap ? fieldOf(inner, e.field) : undefined;
        return v === undefined ? CelOptional.NONE : CelOptional.of(v);
      }
      if (obj instanceof CelMap) {
        const v = fieldOf(obj, e.field);
        return v === undefined ? CelOptional.NONE : CelOptional.of(v);
      }
      throw noSuchOverload('_?._', [obj]);
    }
    if (obj instanceof CelMap) {
      const v = fieldOf(obj, e.field);
      if (v === undefined) throw new CelRuntimeError(`no such key: ${e.field}`);
      return v;
    }
    if (isCelObject(obj)) {
      const getter = (obj as { celField?: (name: string) => CelValue | undefined }).celField;
      const v = typeof getter === 'function' ? getter.call(obj, e.field) : undefined;
      if (v !== undefined) return v;
      throw new CelRuntimeError(`no such field '${e.field}'`);
    }
    throw new CelRuntimeError(`type '${typeName(obj)}' does not support field selection`);
  }

  private evalCall(e: Extract<Expr, { kind: 'call' }>, frame: Frame | undefined): CelValue {
    if (e.fn === '_[_]' || e.fn === '_[?_]') {
      const [a, b] = e.args as [Expr, Expr];
      const obj = this.eval(a, frame);
      const idx = this.eval(b, frame);
      // A constant index is a qualifier upstream observes (1); a computed one costs only
      // its own expression.
      if (b.kind === 'literal') this.charge(1);
      return index(obj, idx, e.fn === '_[?_]');
    }
    if (e.fn === '@not_strictly_false') {
      // The macros' loop condition: true unless the argument is false; errors count as true.
      let v: CelValue = true;
      try {
        v = this.eval(e.args[0] as Expr, frame);
      } catch (err) {
        if (!(err instanceof CelRuntimeError)) throw err;
      }
      this.charge(1);
      return v !== false;
    }
    let fnName = e.fn;
    const args: CelValue[] = [];
    const member = e.target !== undefined;
    if (e.target) {
      // `optional.of(x)`, `strings.quote(s)`: a namespaced global function, not a member call.
      const t = e.target;
      if (t.kind === 'ident' && !this.isLocal(t.name, frame) && !this.env.declared.has(t.name) && this.env.functions.has(`${t.name}.${e.fn}`)) {
        fnName = `${t.name}.${e.fn}`;
      } else args.push(this.evalArg(t, frame));
    }
    for (const a of e.args) args.push(this.evalArg(a, frame));
    const f = this.env.functions.get(fnName);
    if (!f) throw new CelRuntimeError(`no such overload: ${fnName}`);
    const isMember = member && fnName === e.fn;
    // Only sum() reads the static result type; other calls share two constant infos.
    const resultType = fnName === 'sum' ? this.env.staticTypes?.get(e.id) : undefined;
    const info: CallInfo = resultType ? { member: isMember, resultType } : isMember ? MEMBER_CALL : GLOBAL_CALL;
    let result: CelValue;
    try {
      result = f.impl(args, info);
    } catch (err) {
      // A failed call is still observed (and charged) by upstream's cost tracker.
      if (err instanceof CelRuntimeError) this.charge(1);
      throw err;
    }
    // cel-go's decOptimize precomputes a type conversion of a constant at plan time: free.
    if (!(e.args.length === 1 && e.args[0]?.kind === 'literal' && !e.target && TYPE_CONVERSIONS.has(fnName))) {
      this.charge(f.cost ? f.cost(args, result, info) : 1);
    }
    return result;
  }

  private evalComprehension(e: Extract<Expr, { kind: 'comprehension' }>, frame: Frame | undefined): CelValue {
    const range = this.eval(e.iterRange, frame);
    let items: readonly CelValue[];
    // Two-variable forms: the second variable's values (list elements / map values).
    let values: readonly CelValue[] | undefined;
    if (range instanceof CelList) {
      items = e.iterVar2 === undefined ? range.items : range.items.map((_, i) => BigInt(i));
      if (e.iterVar2 !== undefined) values = range.items;
    } else if (range instanceof CelMap) {
      const entries = [...range.entries.values()];
      items = entries.map(([k]) => k);
      if (e.iterVar2 !== undefined) values = entries.map(([, v]) => v);
    } else throw noSuchOverload(e.macro, [range]);
    if (e.macro === 'map' || e.macro === 'filter' || e.macro === 'transformList') return this.evalMapFilter(e, items, values, frame);
    if (e.macro === 'transformMap' || e.macro === 'transformMapEntry') return this.evalTransformMap(e, items, values ?? [], frame);
    // The accumulator's initial value is a constant upstream (free).
    const accu: Frame = { name: e.accuVar, value: this.evalFree(e.accuInit, frame), parent: frame };
    const second: Frame = { name: e.iterVar2 ?? '', value: null, parent: accu };
    const iter: Frame = { name: e.iterVar, value: null, parent: e.iterVar2 === undefined ? accu : second };
    for (const [i, item] of items.entries()) {
      iter.value = item;
      if (values) second.value = values[i] ?? null;
      const c = this.eval(e.loopCondition, iter);
      if (c === false) break;
      try {
        accu.value = this.eval(e.loopStep, iter);
      } catch (err) {
        if (!(err instanceof CelRuntimeError)) throw err;
        accu.value = new HeldError(err);
      }
    }
    return this.eval(e.result, accu);
  }

  /**
   * map/filter without the expansion's quadratic list copies. Charges what the expansion
   * costs upstream: the accumulator's `[]` nothing (a constant); per element added
   * `__result__` (1) + `_+_` (1) + a one-element list literal (+ the element ident (1) for
   * filter); per element skipped nothing (the `: __result__` branch is an attribute); then
   * the result read (1).
   */
  private evalMapFilter(e: Extract<Expr, { kind: 'comprehension' }>, items: readonly CelValue[], values: readonly CelValue[] | undefined, frame: Frame | undefined): CelValue {
    const out: CelValue[] = [];
    const accu: Frame = { name: e.accuVar, value: null, parent: frame };
    const second: Frame = { name: e.iterVar2 ?? '', value: null, parent: accu };
    const iter: Frame = { name: e.iterVar, value: null, parent: e.iterVar2 === undefined ? accu : second };
    for (const [i, item] of items.entries()) {
      iter.value = item;
      if (values) second.value = values[i] ?? null;
      if (e.predicate) {
        const p = this.eval(e.predicate, iter);
        if (typeof p !== 'boolean') throw noSuchOverload('_?_:_', [p]);
        if (!p) continue;
      }
      if (e.transform) out.push(this.eval(e.transform, iter));
      else {
        this.charge(1);
        out.push(item);
      }
      this.charge(2 + LIST_CREATE_BASE_COST);
    }
    this.charge(1);
    return new CelList(out);
  }

  /**
   * transformMap / transformMapEntry, built in place. Charges the expansion's
   * `@mapInsert(__result__, k, expr)` per element added: the call (1), `__result__` (1) and,
   * for transformMap, the key ident (1); skipped elements nothing; the result read (1).
   * transformMapEntry's expression must give a map; a key already present is an error.
   */
  private evalTransformMap(e: Extract<Expr, { kind: 'comprehension' }>, items: readonly CelValue[], values: readonly CelValue[], frame: Frame | undefined): CelValue {
    const out = new Map<string, readonly [CelValue, CelValue]>();
    const accu: Frame = { name: e.accuVar, value: null, parent: frame };
    const second: Frame = { name: e.iterVar2 ?? '', value: null, parent: accu };
    const iter: Frame = { name: e.iterVar, value: null, parent: second };
    for (const [i, item] of items.entries()) {
      iter.value = item;
      second.value = values[i] ?? null;
      if (e.predicate) {
        const p = this.eval(e.predicate, iter);
        if (typeof p !== 'boolean') throw noSuchOverload('_?_:_', [p]);
        if (!p) continue;
      }
      const v = this.eval(e.transform as Expr, iter);
      if (e.macro === 'transformMap') {
        this.charge(3);
        out.set(mapKey(item), [item, v]);
      } else {
        this.charge(2);
        if (!(v instanceof CelMap)) throw noSuchOverload('@mapInsert', [v]);
        for (const [k, entry] of v.entries) {
          if (out.has(k)) throw new CelRuntimeError(`insert failed: key ${String(toJsonKey(entry[0]))} already exists`);
          out.set(k, entry);
        }
      }
    }
    this.charge(1);
    return new CelMap(out);
  }
}

function toJsonKey(k: CelValue): string {
  if (typeof k === 'string') return k;
  if (k instanceof CelUint) return k.value.toString();
  return String(k);
}

/** An attribute in cel-go's sense: an identifier followed by field selects and constant indexes. */
export function isAttribute(e: Expr): boolean {
  for (;;) {
    if (e.kind === 'ident') return true;
    if (e.kind === 'select' && !e.testOnly && !e.optional) e = e.operand;
    else if (e.kind === 'call' && e.fn === '_[_]' && e.args[1]?.kind === 'literal') e = e.args[0] as Expr;
    else return false;
  }
}

/** A field of a map/JSON object by its CEL name; escaped names (`__dash__`) are tried unescaped first. */
export function fieldOf(m: CelMap, field: string): CelValue | undefined {
  if (field.includes('__')) {
    const un = unescapePropertyName(field);
    if (un !== field) {
      const v = m.get(un);
      if (v !== undefined) return v;
    }
  }
  return m.get(field);
}

function index(obj: CelValue, idx: CelValue, optional: boolean): CelValue {
  if (obj instanceof CelOptional) {
    if (!obj.hasValue) return CelOptional.NONE;
    return index(obj.value, idx, true);
  }
  if (obj instanceof CelList) {
    let i: bigint;
    if (typeof idx === 'bigint') i = idx;
    else if (idx instanceof CelUint) i = idx.value;
    else if (typeof idx === 'number' && Number.isInteger(idx)) i = BigInt(idx);
    else throw noSuchOverload('_[_]', [obj, idx]);
    if (i < 0n || i >= BigInt(obj.items.length)) {
      if (optional) return CelOptional.NONE;
      throw new CelRuntimeError(`index out of bounds: ${i}`);
    }
    const v = obj.items[Number(i)] as CelValue;
    return optional ? CelOptional.of(v) : v;
  }
  if (obj instanceof CelMap) {
    if (!validKeyType(idx) && typeof idx !== 'number') throw new CelRuntimeError(`unsupported key type: ${typeName(idx)}`);
    const v = obj.get(idx);
    if (v === undefined) {
      if (optional) return CelOptional.NONE;
      throw new CelRuntimeError(`no such key: ${typeof idx === 'string' ? idx : String(idx)}`);
    }
    return optional ? CelOptional.of(v) : v;
  }
  throw noSuchOverload('_[_]', [obj, idx]);
}
