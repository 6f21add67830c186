/**
 * Type checker: resolves identifiers and functions against the declarations, infers static
 * types (dyn where unknown, as upstream does for `object`/`params`), and reports cel-go's
 * errors: "undeclared reference to 'x' (in container '')", "found no matching overload for
 * 'f' applied to '(int, string)'", "undefined field 'f'", homogeneous literal violations and
 * invalid regex literals. Node types are kept for the cost estimator.
 */
import { qualifiedName, rootIdent, type Expr } from './ast.js';
import type { CelIssue } from './errors.js';
import { regexError } from './lib-regex.js';
import {
  BOOL,
  BYTES,
  DOUBLE,
  DURATION,
  DYN,
  formatType,
  INT,
  listOf,
  mapOf,
  NULL,
  OBJECT_TYPES,
  objectOf,
  optionalOf,
  STRING,
  TIMESTAMP,
  TYPE,
  UINT,
  type CelStaticType,
} from './types.js';
import { Quantity } from './lib-quantity.js';
import { CelDuration, CelList, CelMap, CelTimestamp, CelUint, parseDuration, parseTimestamp, type CelValue } from './values.js';

interface Sig {
  /** Receiver type for member-style overloads. */
  readonly r?: CelStaticType;
  readonly a: readonly CelStaticType[];
  readonly out: CelStaticType;
}

const A: CelStaticType = { k: 'param', name: 'A' };
const K: CelStaticType = { k: 'param', name: 'K' };
const V: CelStaticType = { k: 'param', name: 'V' };
const QTY = objectOf('kubernetes.Quantity');
const AUTHZ = objectOf('kubernetes.authorization.Authorizer');
const PATHCHECK = objectOf('kubernetes.authorization.PathCheck');
const GROUPCHECK = objectOf('kubernetes.authorization.GroupCheck');
const RESCHECK = objectOf('kubernetes.authorization.ResourceCheck');
const DECISION = objectOf('kubernetes.authorization.Decision');
const NUMS = [INT, UINT, DOUBLE];
const COMPARABLE = [INT, UINT, DOUBLE, STRING, BYTES, BOOL, DURATION, TIMESTAMP];

const g = (a: CelStaticType[], out: CelStaticType): Sig => ({ a, out });
const m = (r: CelStaticType, a: CelStaticType[], out: CelStaticType): Sig => ({ r, a, out });

function buildSignatures(): Map<string, Sig[]> {
  const s = new Map<string, Sig[]>();
  const add = (name: string, ...sigs: Sig[]): void => {
    s.set(name, [...(s.get(name) ?? []), ...sigs]);
  };
  for (const t of [STRING, BYTES, listOf(A), mapOf(K, V)]) add('size', g([t], INT), m(t, [], INT));
  add('_+_', ...NUMS.map((n) => g([n, n], n)), g([STRING, STRING], STRING), g([BYTES, BYTES], BYTES), g([listOf(A), listOf(A)], listOf(A)));
  add('_+_', g([DURATION, DURATION], DURATION), g([TIMESTAMP, DURATION], TIMESTAMP), g([DURATION, TIMESTAMP], TIMESTAMP));
  add('_-_', ...NUMS.map((n) => g([n, n], n)), g([DURATION, DURATION], DURATION), g([TIMESTAMP, DURATION], TIMESTAMP), g([TIMESTAMP, TIMESTAMP], DURATION));
  add('_*_', ...NUMS.map((n) => g([n, n], n)));
  add('_/_', ...NUMS.map((n) => g([n, n], n)));
  add('_%_', g([INT, INT], INT), g([UINT, UINT], UINT));
  add('-_', g([INT], INT), g([DOUBLE], DOUBLE));
  add('!_', g([BOOL], BOOL));
  add('_==_', g([A, A], BOOL));
  add('_!=_', g([A, A], BOOL));
  for (const op of ['_<_', '_<=_', '_>_', '_>=_']) {
    for (const t of COMPARABLE) add(op, g([t, t], BOOL));
    for (const x of NUMS) for (const y of NUMS) if (x !== y) add(op, g([x, y], BOOL));
  }
  add('@in', g([A, listOf(A)], BOOL), g([K, mapOf(K, V)], BOOL));
  add('@not_strictly_false', g([BOOL], BOOL));
  for (const f of ['contains', 'startsWith', 'endsWith']) add(f, m(STRING, [STRING], BOOL));
  add('matches', m(STRING, [STRING], BOOL), g([STRING, STRING], BOOL));
  add('int', ...[INT, UINT, DOUBLE, STRING, TIMESTAMP, DURATION].map((t) => g([t], INT)));
  add('uint', ...[INT, UINT, DOUBLE, STRING].map((t) => g([t], UINT)));
  add('double', ...[INT, UINT, DOUBLE, STRING].map((t) => g([t], DOUBLE)));
  add('string', ...[INT, UINT, DOUBLE, STRING, BYTES, BOOL, TIMESTAMP, DURATION].map((t) => g([t], STRING)));
  add('bytes', g([BYTES], BYTES), g([STRING], BYTES));
  add('bool', g([BOOL], BOOL), g([STRING], BOOL));
  add('type', g([A], TYPE));
  add('dyn', g([A], DYN));
  add('duration', g([STRING], DURATION), g([DURATION], DURATION));
  add('timestamp', g([STRING], TIMESTAMP), g([TIMESTAMP], TIMESTAMP), g([INT], TIMESTAMP));
  for (const f of ['getFullYear', 'getMonth', 'getDate', 'getDayOfMonth', 'getDayOfWeek', 'getDayOfYear']) {
    add(f, m(TIMESTAMP, [], INT), m(TIMESTAMP, [STRING], INT));
  }
  for (const f of ['getHours', 'getMinutes', 'getSeconds', 'getMilliseconds']) {
    add(f, m(TIMESTAMP, [], INT), m(TIMESTAMP, [STRING], INT), m(DURATION, [], INT));
  }
  // strings extension
  add('charAt', m(STRING, [INT], STRING));
  add('indexOf', m(STRING, [STRING], INT), m(STRING, [STRING, INT], INT), m(listOf(A), [A], INT));
  add('lastIndexOf', m(STRING, [STRING], INT), m(STRING, [STRING, INT], INT), m(listOf(A), [A], INT));
  add('lowerAscii', m(STRING, [], STRING));
  add('upperAscii', m(STRING, [], STRING));
  add('replace', m(STRING, [STRING, STRING], STRING), m(STRING, [STRING, STRING, INT], STRING));
  add('split', m(STRING, [STRING], listOf(STRING)), m(STRING, [STRING, INT], listOf(STRING)));
  add('substring', m(STRING, [INT], STRING), m(STRING, [INT, INT], STRING));
  add('trim', m(STRING, [], STRING));
  add('join', m(listOf(STRING), [], STRING), m(listOf(STRING), [STRING], STRING));
  add('reverse', m(STRING, [], STRING));
  add('strings.quote', g([STRING], STRING));
  // lists library
  add('isSorted', m(listOf(A), [], BOOL));
  add('sum', ...[INT, UINT, DOUBLE, DURATION].map((t) => m(listOf(t), [], t)));
  add('min', m(listOf(A), [], A));
  add('max', m(listOf(A), [], A));
  // regex library
  add('find', m(STRING, [STRING], STRING));
  add('findAll', m(STRING, [STRING], listOf(STRING)), m(STRING, [STRING, INT], listOf(STRING)));
  // quantity library
  add('quantity', g([STRING], QTY));
  add('isQuantity', g([STRING], BOOL));
  add('isInteger', m(QTY, [], BOOL));
  add('asInteger', m(QTY, [], INT));
  add('asApproximateFloat', m(QTY, [], DOUBLE));
  add('sign', m(QTY, [], INT), g([QTY], INT));
  add('add', m(QTY, [QTY], QTY), m(QTY, [INT], QTY));
  add('sub', m(QTY, [QTY], QTY), m(QTY, [INT], QTY));
  add('isLessThan', m(QTY, [QTY], BOOL));
  add('isGreaterThan', m(QTY, [QTY], BOOL));
  add('compareTo', m(QTY, [QTY], INT));
  // authorizer library
  add('path', m(AUTHZ, [STRING], PATHCHECK));
  add('group', m(AUTHZ, [STRING], GROUPCHECK));
  add('serviceAccount', m(AUTHZ, [STRING, STRING], AUTHZ));
  add('resource', m(GROUPCHECK, [STRING], RESCHECK));
  for (const f of ['subresource', 'namespace', 'name', 'fieldSelector', 'labelSelector']) add(f, m(RESCHECK, [STRING], RESCHECK));
  add('check', m(PATHCHECK, [STRING], DECISION), m(RESCHECK, [STRING], DECISION));
  add('allowed', m(DECISION, [], BOOL));
  add('reason', m(DECISION, [], STRING));
  add('errored', m(DECISION, [], BOOL));
  add('error', m(DECISION, [], STRING));
  // URL library
  const URLT = objectOf('kubernetes.URL');
  add('url', g([STRING], URLT));
  add('isURL', g([STRING], BOOL));
  for (const f of ['getScheme', 'getHost', 'getHostname', 'getPort', 'getEscapedPath']) add(f, m(URLT, [], STRING));
  add('getQuery', m(URLT, [], mapOf(STRING, listOf(STRING))));
  // sets extension
  for (const f of ['sets.contains', 'sets.equivalent', 'sets.intersects']) add(f, g([listOf(A), listOf(A)], BOOL));
  // optionals
  add('optional.of', g([A], optionalOf(A)));
  add('optional.ofNonZeroValue', g([A], optionalOf(A)));
  add('optional.none', g([], optionalOf(DYN)));
  add('hasValue', m(optionalOf(A), [], BOOL));
  add('value', m(optionalOf(A), [], A));
  add('orValue', m(optionalOf(A), [A], A));
  add('or', m(optionalOf(A), [optionalOf(A)], optionalOf(A)));
  return s;
}

export const SIGNATURES: ReadonlyMap<string, readonly Sig[]> = buildSignatures();

/** Bindings of type parameters while matching one overload. */
type Bindings = Map<string, CelStaticType>;

function unify(sig: CelStaticType, arg: CelStaticType, b: Bindings): boolean {
  if (arg.k === 'dyn') return true;
  switch (sig.k) {
    case 'dyn':
      return true;
    case 'param': {
      const bound = b.get(sig.name);
      if (!bound || bound.k === 'dyn') {
        b.set(sig.name, arg);
        return true;
      }
      return unify(bound, arg, b) || unify(arg, bound, new Map());
    }
    case 'prim':
      return arg.k === 'prim' && arg.name === sig.name;
    case 'list':
      return arg.k === 'list' && unify(sig.elem, arg.elem, b);
    case 'map':
      return arg.k === 'map' && unify(sig.key, arg.key, b) && unify(sig.val, arg.val, b);
    case 'object':
      // null is assignable to object types (as to cel-go's message types)
      return (arg.k === 'object' && arg.name === sig.name) || (arg.k === 'prim' && arg.name === 'null_type');
    case 'struct':
      return (arg.k === 'struct' && arg.name === sig.name) || (arg.k === 'prim' && arg.name === 'null_type');
    case 'optional':
      return arg.k === 'optional' && unify(sig.elem, arg.elem, b);
  }
}

function substitute(t: CelStaticType, b: Bindings): CelStaticType {
  switch (t.k) {
    case 'param':
      return b.get(t.name) ?? DYN;
    case 'list':
      return listOf(substitute(t.elem, b));
    case 'map':
      return mapOf(substitute(t.key, b), substitute(t.val, b));
    case 'optional':
      return optionalOf(substitute(t.elem, b));
    default:
      return t;
  }
}

function sameType(a: CelStaticType, b: CelStaticType): boolean {
  return formatType(a) === formatType(b);
}

function literalType(v: CelValue): CelStaticType {
  if (v === null) return NULL;
  switch (typeof v) {
    case 'boolean':
      return BOOL;
    case 'bigint':
      return INT;
    case 'number':
      return DOUBLE;
    case 'string':
      return STRING;
  }
  if (v instanceof Uint8Array) return BYTES;
  if (v instanceof CelUint) return UINT;
  if (v instanceof CelDuration) return DURATION;
  if (v instanceof CelTimestamp) return TIMESTAMP;
  if (v instanceof CelList) return listOf(DYN);
  if (v instanceof CelMap) return mapOf(DYN, DYN);
  return DYN;
}

const TYPE_NAMES = new Set(['int', 'uint', 'double', 'bool', 'string', 'bytes', 'list', 'map', 'null_type', 'type', 'dyn', 'google.protobuf.Duration', 'google.protobuf.Timestamp']);

export interface CheckResult {
  readonly issues: CelIssue[];
  readonly types: Map<number, CelStaticType>;
  readonly outputType: CelStaticType;
}

export function check(expr: Expr, declarations: ReadonlyMap<string, CelStaticType>): CheckResult {
  const issues: CelIssue[] = [];
  const types = new Map<number, CelStaticType>();
  const MAX_ISSUES = 100;
  const err = (pos: number, message: string): CelStaticType => {
    if (issues.length < MAX_ISSUES) issues.push({ pos, message });
    return DYN;
  };

  const visit = (e: Expr, scope: ReadonlyMap<string, CelStaticType>): CelStaticType => {
    const t = infer(e, scope);
    types.set(e.id, t);
    return t;
  };

  const callSig = (name: string, pos: number, recv: CelStaticType | undefined, args: CelStaticType[]): CelStaticType => {
    const sigs = SIGNATURES.get(name);
    if (!sigs) return err(pos, `undeclared reference to '${name}' (in container '')`);
    const results: CelStaticType[] = [];
    for (const s of sigs) {
      if ((s.r === undefined) !== (recv === undefined) || s.a.length !== args.length) continue;
      const b: Bindings = new Map();
      if (s.r && recv && !unify(s.r, recv, b)) continue;
      if (!s.a.every((p, i) => unify(p, args[i] ?? DYN, b))) continue;
      results.push(substitute(s.out, b));
    }
    if (results.length === 0) {
      // Member functions are also callable globally with the receiver first (cel-go does not
      // allow that; but `matches(s, re)` is declared both ways above).
      const shown = recv ? `${formatType(recv)}.(${args.map(formatType).join(', ')})` : `(${args.map(formatType).join(', ')})`;
      const sigExists = sigs.some((s) => (s.r === undefined) === (recv === undefined));
      if (!sigExists && recv === undefined) return err(pos, `undeclared reference to '${name}' (in container '')`);
      return err(pos, `found no matching overload for '${name}' applied to '${shown}'`);
    }
    const first = results[0] as CelStaticType;
    return results.every((r) => sameType(r, first)) ? first : DYN;
  };

  const infer = (e: Expr, scope: ReadonlyMap<string, CelStaticType>): CelStaticType => {
    switch (e.kind) {
      case 'literal':
        return literalType(e.value);
      case 'ident': {
        const local = scope.get(e.name);
        if (local) return local;
        const d = declarations.get(e.name);
        if (d) return d;
        if (TYPE_NAMES.has(e.name)) return TYPE;
        return err(e.pos, `undeclared reference to '${e.name}' (in container '')`);
      }
      case 'select': {
        const root = rootIdent(e);
        if (root !== undefined && !scope.has(root) && !declarations.has(root) && TYPE_NAMES.has(qualifiedName(e) ?? '')) return TYPE;
        if (e.operand.kind === 'ident' && !scope.has(e.operand.name)) {
          const dotted = declarations.get(`${e.operand.name}.${e.field}`);
          if (dotted) {
            types.set(e.operand.id, DYN);
            return e.testOnly ? BOOL : dotted;
          }
        }
        const ot = visit(e.operand, scope);
        const ft = fieldType(ot, e.field, e.pos);
        if (e.testOnly) return BOOL;
        if (e.optional) return ft.k === 'optional' ? ft : optionalOf(ft);
        return ft;
      }
      case 'call': {
        if (e.fn === '_[_]' || e.fn === '_[?_]') {
          const [a, b] = e.args as [Expr, Expr];
          const ct = visit(a, scope);
          const it = visit(b, scope);
          let res: CelStaticType;
          const base = ct.k === 'optional' ? ct.elem : ct;
          if (base.k === 'dyn') res = DYN;
          else if (base.k === 'list') {
            if (!(it.k === 'dyn' || (it.k === 'prim' && (it.name === 'int' || it.name === 'uint')))) {
              return err(e.pos, `found no matching overload for '_[_]' applied to '(${formatType(ct)}, ${formatType(it)})'`);
            }
            res = base.elem;
          } else if (base.k === 'map') res = base.val;
          else return err(e.pos, `found no matching overload for '_[_]' applied to '(${formatType(ct)}, ${formatType(it)})'`);
          return e.fn === '_[?_]' || ct.k === 'optional' ? optionalOf(res) : res;
        }
        let name = e.fn;
        let recv: CelStaticType | undefined;
        if (e.target) {
          const t = e.target;
          if (t.kind === 'ident' && !scope.has(t.name) && !declarations.has(t.name) && SIGNATURES.has(`${t.name}.${e.fn}`)) {
            name = `${t.name}.${e.fn}`;
            types.set(t.id, DYN);
          } else recv = visit(t, scope);
        }
        const args = e.args.map((a) => visit(a, scope));
        // Regex literals are validated at compile time (cel.ValidateRegexLiterals).
        if (name === 'matches' || name === 'find' || name === 'findAll') {
          const lit = recv ? e.args[0] : e.args[1];
          if (lit?.kind === 'literal' && typeof lit.value === 'string') {
            const re = regexError(lit.value);
            if (re) err(lit.pos, `invalid matches argument: ${re}`);
          }
        }
        if (name === 'duration' || name === 'timestamp') {
          const lit = e.args[0];
          if (!recv && lit?.kind === 'literal' && typeof lit.value === 'string') {
            const probe = literalConversionError(name, lit.value);
            if (probe) err(lit.pos, probe);
          }
        }
        if (name === 'quantity' && !recv) {
          const lit = e.args[0];
          if (lit?.kind === 'literal' && typeof lit.value === 'string') {
            const probe = literalConversionError('quantity', lit.value);
            if (probe) err(lit.pos, probe);
          }
        }
        return callSig(name, e.pos, recv, args);
      }
      case 'list': {
        const ts = e.elements.map((x, i) => {
          const t = visit(x, scope);
          return e.optionalIndices.includes(i) && t.k === 'optional' ? t.elem : t;
        });
        return listOf(homogeneous(ts, e.elements));
      }
      case 'map': {
        const ks = e.entries.map((x) => visit(x.key, scope));
        const vs = e.entries.map((x) => {
          const t = visit(x.value, scope);
          return x.optional && t.k === 'optional' ? t.elem : t;
        });
        for (const [i, k] of ks.entries()) {
          if (k.k === 'prim' && !['string', 'int', 'uint', 'bool'].includes(k.name)) err((e.entries[i] as { key: Expr }).key.pos, `unsupported map key type: ${formatType(k)}`);
        }
        return mapOf(homogeneous(ks, e.entries.map((x) => x.key)), homogeneous(vs, e.entries.map((x) => x.value)));
      }
      case 'and':
      case 'or': {
        const l = visit(e.left, scope);
        const r = visit(e.right, scope);
        const fn = e.kind === 'and' ? '_&&_' : '_||_';
        if (!isBoolish(l) || !isBoolish(r)) return err(e.pos, `found no matching overload for '${fn}' applied to '(${formatType(l)}, ${formatType(r)})'`);
        return BOOL;
      }
      case 'conditional': {
        const c = visit(e.cond, scope);
        const a = visit(e.then, scope);
        const b = visit(e.otherwise, scope);
        if (!isBoolish(c)) return err(e.pos, `found no matching overload for '_?_:_' applied to '(${formatType(c)}, ${formatType(a)}, ${formatType(b)})'`);
        if (a.k === 'dyn' || b.k === 'dyn') return DYN;
        if (sameType(a, b)) return a;
        const merged = mergeCompatible(a, b);
        if (merged) return merged;
        if (a.k === 'prim' && a.name === 'null_type') return b;
        if (b.k === 'prim' && b.name === 'null_type') return a;
        return err(e.pos, `found no matching overload for '_?_:_' applied to '(${formatType(c)}, ${formatType(a)}, ${formatType(b)})'`);
      }
      case 'comprehension': {
        const rt = visit(e.iterRange, scope);
        let iterT: CelStaticType;
        let iterT2: CelStaticType = DYN;
        if (rt.k === 'dyn') iterT = DYN;
        else if (rt.k === 'list') {
          iterT = e.iterVar2 === undefined ? rt.elem : INT;
          iterT2 = rt.elem;
        } else if (rt.k === 'map') {
          iterT = rt.key;
          iterT2 = rt.val;
        } else return err(e.iterRange.pos, `expression of type '${formatType(rt)}' cannot be range of a comprehension (must be list, map, or dynamic)`);
        const accuT = visit(e.accuInit, scope);
        const inner = new Map(scope);
        inner.set(e.accuVar, accuT.k === 'list' ? listOf(DYN) : accuT.k === 'map' ? mapOf(DYN, DYN) : accuT);
        if (e.iterVar2 !== undefined) inner.set(e.iterVar2, iterT2);
        inner.set(e.iterVar, iterT);
        visit(e.loopCondition, inner);
        if (e.macro === 'transformMap' || e.macro === 'transformMapEntry') {
          if (e.predicate) {
            const p = visit(e.predicate, inner);
            if (!isBoolish(p)) err(e.predicate.pos, `found no matching overload for '_?_:_' applied to '(${formatType(p)}, map(dyn, dyn), map(dyn, dyn))'`);
          }
          const vt = visit(e.transform as Expr, inner);
          if (e.macro === 'transformMapEntry' && vt.k !== 'map' && vt.k !== 'dyn') {
            return err((e.transform as Expr).pos, `found no matching overload for 'cel.@mapInsert' applied to '(map(dyn, dyn), ${formatType(vt)})'`);
          }
          types.set(e.loopStep.id, DYN);
          types.set(e.result.id, DYN);
          return e.macro === 'transformMap' ? mapOf(iterT, vt) : vt.k === 'map' ? vt : mapOf(DYN, DYN);
        }
        if (e.macro === 'map' || e.macro === 'filter' || e.macro === 'transformList') {
          let elemT: CelStaticType = iterT;
          if (e.predicate) {
            const p = visit(e.predicate, inner);
            if (!isBoolish(p)) err(e.predicate.pos, `found no matching overload for '_?_:_' applied to '(${formatType(p)}, list(dyn), list(dyn))'`);
          }
          if (e.transform) elemT = visit(e.transform, inner);
          visit(e.loopStep, inner);
          const accuScope = new Map(scope);
          accuScope.set(e.accuVar, listOf(elemT));
          visit(e.result, accuScope);
          return listOf(elemT);
        }
        const stepT = visit(e.loopStep, inner);
        if ((e.macro === 'all' || e.macro === 'exists') && !isBoolish(stepT)) return err(e.pos, `found no matching overload for '${e.macro === 'all' ? '_&&_' : '_||_'}' applied to '(bool, ${formatType(stepT)})'`);
        const resScope = new Map(scope);
        resScope.set(e.accuVar, accuT);
        return visit(e.result, resScope);
      }
    }
  };

  const fieldType = (ot: CelStaticType, field: string, pos: number): CelStaticType => {
    const base = ot.k === 'optional' ? ot.elem : ot;
    switch (base.k) {
      case 'dyn':
        return DYN;
      case 'map':
        return base.val;
      case 'object': {
        const decl = OBJECT_TYPES.get(base.name);
        if (!decl) return err(pos, `type '${base.name}' does not support field selection`);
        const f = decl.fields[field];
        return f ?? err(pos, `undefined field '${field}'`);
      }
      case 'struct':
        return base.field(field) ?? err(pos, `undefined field '${field}'`);
      default:
        return err(pos, `type '${formatType(base)}' does not support field selection`);
    }
  };

  const homogeneous = (ts: CelStaticType[], nodes: readonly Expr[]): CelStaticType => {
    let first: CelStaticType | undefined;
    for (const [i, t] of ts.entries()) {
      if (t.k === 'dyn') continue;
      if (!first) {
        first = t;
        continue;
      }
      if (!sameType(first, t) && !(t.k === 'prim' && t.name === 'null_type')) {
        err((nodes[i] as Expr).pos, `expected type '${formatType(first)}' but found '${formatType(t)}'`);
        return DYN;
      }
    }
    return ts.some((t) => t.k === 'dyn') ? DYN : (first ?? DYN);
  };

  const outputType = visit(expr, new Map());
  return { issues, types, outputType };
}

/** The more specific of two types equal up to dyn parts (list(int) vs list(dyn)); undefined if they conflict. */
function mergeCompatible(a: CelStaticType, b: CelStaticType): CelStaticType | undefined {
  if (a.k === 'dyn') return b;
  if (b.k === 'dyn') return a;
  if (a.k === 'list' && b.k === 'list') {
    const e = mergeCompatible(a.elem, b.elem);
    return e && listOf(e);
  }
  if (a.k === 'map' && b.k === 'map') {
    const k = mergeCompatible(a.key, b.key);
    const v = mergeCompatible(a.val, b.val);
    return k && v && mapOf(k, v);
  }
  if (a.k === 'optional' && b.k === 'optional') {
    const e = mergeCompatible(a.elem, b.elem);
    return e && optionalOf(e);
  }
  return sameType(a, b) ? a : undefined;
}

function isBoolish(t: CelStaticType): boolean {
  return t.k === 'dyn' || (t.k === 'prim' && t.name === 'bool');
}

/** Compile-time validation of duration/timestamp/quantity literals (cel.ValidateDurationLiterals etc.); undefined when fine. */
function literalConversionError(fn: string, lit: string): string | undefined {
  try {
    if (fn === 'duration') parseDuration(lit);
    else if (fn === 'timestamp') parseTimestamp(lit);
    else Quantity.parse(lit);
    return undefined;
  } catch (e) {
    return `invalid ${fn} argument: ${e instanceof Error ? e.message : String(e)}`;
  }
}
