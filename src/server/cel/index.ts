/**
 * The server's CEL engine (issue 15): compile once, evaluate many times with upstream's cost
 * accounting. Own parser/checker/interpreter over one AST (docs/cel.md says why), regex on
 * re2js (linear time).
 *
 * API (stable; the ValidatingAdmissionPolicy plug-in codes against it):
 *
 *   compileCel(expression, { variables, compositionVariables?, perCallLimit? })
 *     -> { ok: true, program, estimatedCost: {min, max}, outputType, warnings }
 *      | { ok: false, errors: ["compilation failed: ERROR: <input>:1:5: ..."] }
 *   Variables are declared by name and type:
 *     'dyn'             object / oldObject / params (JSON; optional `schema` gives set/map list
 *                       semantics, escaped property names and size bounds for estimates)
 *     'request'         upstream's typed AdmissionRequest (JSON; missing fields read as their
 *                       zero values, as from the Go struct)
 *     'namespaceObject' upstream's typed Namespace (JSON; absent fields read as zero values,
 *                       metadata.uid also as metadata.UID; null for cluster-scoped requests)
 *     'authorizer'      a CelAuthorizerBinding { authorizer, user }
 *     'resourceCheck'   `authorizer.requestResource`: derived from `authorizer` + `request`
 *                       unless the activation gives { group, resource, subresource?, namespace?, name? }
 *     'variables'       composition: `variables.<name>` for names in compositionVariables;
 *                       the activation value is a lazyVariables(...) or a plain JSON object
 *   program.evaluate(activation, budget?) -> JSON-like value (bool, string, number (ints
 *     beyond 2^53 as bigint), arrays, plain objects); throws CelEvaluationError with
 *     reason 'cost-exceeded-per-call' ("operation cancelled: actual cost limit exceeded"),
 *     'cost-exceeded-budget' ("validation failed due to running out of cost budget, no
 *     further validation rules will be run") or 'runtime' (CEL error text).
 *   A budget ({ remaining }) is shared by all expressions of one request (1e7): the
 *     evaluation's cost is subtracted after it runs (also when it failed at runtime), and a
 *     cost above what remains fails with the budget error, as upstream's admission filter.
 *   program.evaluateWithCost(...) -> { value, cost } for callers that report cost.
 *
 *   typeCheckCel(expression, options, types) -> undefined | cel-go issues text: a check only,
 *     with some variables typed by schemaDeclType(schema, name, resolve) (ValidatingAdmissionPolicy
 *     status.typeChecking); it never changes what compileCel builds or how programs evaluate.
 */
import type { Expr } from './ast.js';
import { check } from './checker.js';
import { costExceedsBudgetMessage, estimateCost, type Range } from './cost-estimate.js';
import { BASE_FUNCTIONS } from './environment.js';
import {
  BUDGET_EXCEEDED,
  CelEvaluationError,
  CelRuntimeError,
  CostLimitExceeded,
  formatIssues,
  PER_CALL_LIMIT_EXCEEDED,
} from './errors.js';
import { Interpreter } from './interpreter.js';
import { AuthorizerValue, ResourceCheckValue, toAuthorizerValue, type CelAuthorizer, type CelUserInfo } from './lib-authz.js';
import { parse } from './parser.js';
import { DYN, formatType, mapOf, NAMESPACE_RUNTIME_SCHEMA, objectOf, schemaType, type CelStaticType } from './types.js';
import { CelMap, fromJson, toJson, type CelObject, type CelSchema, type CelValue } from './values.js';

export { CelEvaluationError, BUDGET_EXCEEDED, PER_CALL_LIMIT_EXCEEDED } from './errors.js';
export type { CelEvaluationErrorReason } from './errors.js';
export { costExceedsBudgetMessage, MAX_ESTIMATE } from './cost-estimate.js';
export { escapePropertyName, unescapePropertyName } from './escaping.js';
export type { CelAuthorizer, CelAuthorizationAttributes, CelAuthorizationDecision, CelUserInfo } from './lib-authz.js';
export type { CelSchema } from './values.js';

/** k8s.io/apiserver/pkg/apis/cel: cost limit of one expression evaluation. */
export const PER_CALL_LIMIT = 1_000_000;
/** k8s.io/apiserver/pkg/apis/cel: cost budget shared by the expressions of one policy evaluation (each (policy, binding, param) evaluation gets its own, as upstream). */
export const RUNTIME_CEL_COST_BUDGET = 10_000_000;

export type CelVariableType = 'dyn' | 'request' | 'namespaceObject' | 'authorizer' | 'resourceCheck' | 'variables';

export interface CelVariableDecl {
  readonly name: string;
  readonly type: CelVariableType;
  /** For 'dyn': the structural schema of the value, when known. */
  readonly schema?: CelSchema;
}

export interface CelCompileOptions {
  readonly variables: readonly CelVariableDecl[];
  /** Names of `variables.*` available (composition). */
  readonly compositionVariables?: readonly string[];
  /** Per-evaluation cost limit; default PER_CALL_LIMIT. */
  readonly perCallLimit?: number;
}

export type CelCompileResult =
  | {
      readonly ok: true;
      readonly program: CelProgram;
      readonly estimatedCost: { readonly min: number; readonly max: number };
      /** cel-go rendering of the checked output type: 'bool', 'string', 'list(int)', 'dyn', ... */
      readonly outputType: string;
      /** Always empty: type-check warnings (status.typeChecking) come from typeCheckCel. */
      readonly warnings: readonly string[];
    }
  | { readonly ok: false; readonly errors: readonly string[] };

/** Values by variable name: JSON for dyn/request/namespaceObject, a binding for authorizer, ... */
export interface CelActivation {
  readonly [name: string]: unknown;
}

/** The `authorizer` variable's value: the server's authorizer and the requesting user. */
export interface CelAuthorizerBinding {
  readonly authorizer: CelAuthorizer;
  readonly user: CelUserInfo;
}

/** Shared across all expressions of one request; evaluate subtracts what each costs. */
export interface CelCostBudget {
  remaining: number;
}

export interface CelProgram {
  readonly expression: string;
  readonly outputType: string;
  evaluate(activation: CelActivation, budget?: CelCostBudget): unknown;
  evaluateWithCost(activation: CelActivation, budget?: CelCostBudget): { readonly value: unknown; readonly cost: number };
  /** The CEL value, for composition (variables keep their CEL types). */
  evaluateValue(activation: CelActivation, budget?: CelCostBudget): { readonly value: CelValue; readonly cost: number };
}

const VARIABLE_TYPES: Readonly<Record<Exclude<CelVariableType, 'dyn' | 'variables'>, CelStaticType>> = {
  request: objectOf('kubernetes.AdmissionRequest'),
  namespaceObject: objectOf('kubernetes.Namespace'),
  authorizer: objectOf('kubernetes.authorization.Authorizer'),
  resourceCheck: objectOf('kubernetes.authorization.ResourceCheck'),
};

function declType(d: CelVariableDecl): CelStaticType {
  if (d.type === 'dyn') return d.schema ? schemaType(d.schema) : DYN;
  if (d.type === 'variables') return mapOf({ k: 'prim', name: 'string' }, DYN);
  return VARIABLE_TYPES[d.type];
}

export function compileCel(expression: string, options: CelCompileOptions): CelCompileResult {
  if (typeof expression !== 'string') return { ok: false, errors: ['compilation failed: expression must be a string'] };
  const parsed = parse(expression);
  if (!parsed.expr) return { ok: false, errors: [`compilation failed: ${formatIssues(expression, parsed.issues)}`] };
  const decls = new Map<string, CelStaticType>();
  for (const v of options.variables) decls.set(v.name, declType(v));
  const checked = check(parsed.expr, decls);
  // Composition: only the declared names exist under `variables`.
  const compIssues = compositionIssues(parsed.expr, options);
  const issues = [...checked.issues, ...compIssues];
  if (issues.length > 0) return { ok: false, errors: [`compilation failed: ${formatIssues(expression, issues)}`] };
  const schemas = new Map(options.variables.filter((v) => v.schema).map((v) => [v.name, v.schema as CelSchema]));
  const est = estimateCost(parsed.expr, { types: checked.types, declared: new Set(decls.keys()), sizeOf: (path) => schemaSize(schemas, path) });
  const outputType = formatType(checked.outputType);
  const program = new Program(expression, parsed.expr, outputType, options, checked.types);
  return { ok: true, program, estimatedCost: { min: est.min, max: est.max }, outputType, warnings: [] };
}

/** A variable's static type for `typeCheckCel` (built by schemaDeclType). */
export type CelDeclType = CelStaticType;
export { schemaDeclType, type SchemaResolver, type TypingSchema } from './schema-types.js';

/**
 * Type-check `expression` as compileCel would, with the variables named in `types` declared
 * with those static types instead (upstream's type-checking controller types object,
 * oldObject and params from schemas). Nothing is planned or cached and no program results:
 * evaluation always uses compileCel's dynamic declarations. Returns cel-go's issues text
 * (`ERROR: <input>:1:7: undefined field 'x'` + source and caret lines, one block per issue)
 * or undefined when the expression checks.
 */
export function typeCheckCel(expression: string, options: CelCompileOptions, types: ReadonlyMap<string, CelDeclType>): string | undefined {
  const parsed = parse(expression);
  if (!parsed.expr) return formatIssues(expression, parsed.issues);
  const decls = new Map<string, CelStaticType>();
  for (const v of options.variables) decls.set(v.name, types.get(v.name) ?? declType(v));
  const issues = [...check(parsed.expr, decls).issues, ...compositionIssues(parsed.expr, options)];
  return issues.length > 0 ? formatIssues(expression, issues) : undefined;
}

function compositionIssues(expr: Expr, options: CelCompileOptions): { pos: number; message: string }[] {
  const comp = options.variables.find((v) => v.type === 'variables');
  if (!comp) return [];
  const allowed = new Set(options.compositionVariables ?? []);
  const out: { pos: number; message: string }[] = [];
  const walk = (e: Expr): void => {
    if (e.kind === 'select' && e.operand.kind === 'ident' && e.operand.name === comp.name && !allowed.has(e.field)) {
      out.push({ pos: e.pos, message: `undefined field '${e.field}'` });
    }
    for (const c of children(e)) walk(c);
  };
  walk(expr);
  return out;
}

function children(e: Expr): Expr[] {
  switch (e.kind) {
    case 'literal':
    case 'ident':
      return [];
    case 'select':
      return [e.operand];
    case 'call':
      return e.target ? [e.target, ...e.args] : [...e.args];
    case 'list':
      return [...e.elements];
    case 'map':
      return e.entries.flatMap((x) => [x.key, x.value]);
    case 'and':
    case 'or':
      return [e.left, e.right];
    case 'conditional':
      return [e.cond, e.then, e.otherwise];
    case 'comprehension':
      return [e.iterRange, e.accuInit, e.loopCondition, e.loopStep, e.result];
  }
}

/** Size bound of `var.a.b` from the variable's schema (maxItems / maxLength / maxProperties). */
function schemaSize(schemas: ReadonlyMap<string, CelSchema>, path: readonly string[]): Range | undefined {
  const [root, ...rest] = path;
  let s = root === undefined ? undefined : schemas.get(root);
  for (const f of rest) {
    if (!s) return undefined;
    s = s.properties?.[f] ?? (typeof s.additionalProperties === 'object' ? s.additionalProperties : undefined);
  }
  if (!s) return undefined;
  const max = s.maxItems ?? s.maxLength ?? s.maxProperties;
  return max === undefined ? undefined : { min: 0, max };
}

const REQUEST_DEFAULTS = {
  kind: { group: '', version: '', kind: '' },
  resource: { group: '', version: '', resource: '' },
  subResource: '',
  requestKind: { group: '', version: '', kind: '' },
  requestResource: { group: '', version: '', resource: '' },
  requestSubResource: '',
  name: '',
  namespace: '',
  operation: '',
  userInfo: { username: '', uid: '', groups: [], extra: {} },
  dryRun: false,
  options: null,
} as const;

const normalizedRequests = new WeakMap<object, CelValue>();

/** The request as its Go struct reads: absent fields are zero values. */
function requestValue(v: unknown): CelValue {
  if (v === null || typeof v !== 'object') throw new CelRuntimeError('request must be an object');
  const hit = normalizedRequests.get(v);
  if (hit) return hit;
  const r = v as Record<string, unknown>;
  const merged: Record<string, unknown> = {};
  for (const [k, d] of Object.entries(REQUEST_DEFAULTS)) {
    const x = r[k];
    if (x === undefined || x === null) merged[k] = d;
    else if (d && typeof d === 'object' && typeof x === 'object' && !Array.isArray(x)) merged[k] = { ...d, ...(x as object) };
    else merged[k] = x;
  }
  const out = fromJson(merged);
  normalizedRequests.set(v, out);
  return out;
}

const normalizedNamespaces = new WeakMap<object, CelValue>();

/**
 * The namespace as upstream's typed Namespace reads (built from the Go struct): absent
 * metadata/spec/status fields are zero values, and `metadata.uid` is also `metadata.UID`
 * (the declared field name). null stays null (cluster-scoped requests).
 */
function namespaceValue(v: unknown): CelValue {
  if (v === null || v === undefined) return null;
  if (typeof v !== 'object') throw new CelRuntimeError('namespaceObject must be an object');
  const hit = normalizedNamespaces.get(v);
  if (hit) return hit;
  const ns = v as { metadata?: Record<string, unknown>; spec?: Record<string, unknown>; status?: Record<string, unknown> };
  const m = ns.metadata ?? {};
  const metadata: Record<string, unknown> = {
    name: '',
    generateName: '',
    namespace: '',
    labels: {},
    annotations: {},
    UID: m.uid ?? '',
    generation: 0,
    resourceVersion: '',
    finalizers: [],
    ...m,
  };
  const out = fromJson(
    { metadata, spec: { finalizers: [], ...(ns.spec ?? {}) }, status: { conditions: [], phase: '', ...(ns.status ?? {}) } },
    NAMESPACE_RUNTIME_SCHEMA,
  );
  normalizedNamespaces.set(v, out);
  return out;
}

/** Composition variables evaluated on first use (then cached, errors included). */
class LazyVariables implements CelObject {
  readonly celTypeName = 'kubernetes.variables';
  private readonly cache = new Map<string, { value: CelValue } | { error: Error }>();
  constructor(
    private readonly programs: ReadonlyMap<string, CelProgram>,
    private readonly activation: () => CelActivation,
    private readonly budget: CelCostBudget | undefined,
  ) {}
  celField(name: string): CelValue | undefined {
    let hit = this.cache.get(name);
    if (!hit) {
      const p = this.programs.get(name);
      if (!p) return undefined;
      try {
        hit = { value: p.evaluateValue(this.activation(), this.budget).value };
      } catch (e) {
        hit = { error: e instanceof Error ? e : new Error(String(e)) };
      }
      this.cache.set(name, hit);
    }
    if ('error' in hit) {
      const e = hit.error;
      if (e instanceof CelEvaluationError && e.reason !== 'runtime') throw e;
      throw new CelRuntimeError(e.message);
    }
    return hit.value;
  }
}

/**
 * The `variables` activation value for composition: each named program is evaluated on
 * first use with `activation` (which should itself hold this object under the variables
 * name, so variables may use earlier variables) and charged to `budget`.
 */
export function lazyVariables(
  programs: ReadonlyMap<string, CelProgram>,
  activation: () => CelActivation,
  budget?: CelCostBudget,
): unknown {
  return new LazyVariables(programs, activation, budget);
}

function derivedResourceCheck(authz: AuthorizerValue, request: unknown, given: unknown): ResourceCheckValue {
  if (given instanceof ResourceCheckValue) return given;
  if (given && typeof given === 'object') {
    const g = given as Record<string, unknown>;
    const str = (k: string): string => (typeof g[k] === 'string' ? (g[k] as string) : '');
    return new ResourceCheckValue(authz, str('group'), str('resource'), str('subresource'), str('namespace'), str('name'));
  }
  const r = (request ?? {}) as { resource?: { group?: string; resource?: string }; subResource?: string; namespace?: string; name?: string };
  return new ResourceCheckValue(authz, r.resource?.group ?? '', r.resource?.resource ?? '', r.subResource ?? '', r.namespace ?? '', r.name ?? '');
}

class Program implements CelProgram {
  private readonly declared: ReadonlySet<string>;
  private readonly limit: number;
  constructor(
    readonly expression: string,
    private readonly ast: Expr,
    readonly outputType: string,
    private readonly options: CelCompileOptions,
    private readonly staticTypes: ReadonlyMap<number, CelStaticType>,
  ) {
    this.declared = new Set(options.variables.map((v) => v.name));
    this.limit = options.perCallLimit ?? PER_CALL_LIMIT;
  }

  private resolver(activation: CelActivation): (name: string) => CelValue | undefined {
    const cache = new Map<string, CelValue>();
    const decls = new Map(this.options.variables.map((v) => [v.name, v]));
    return (name) => {
      const hit = cache.get(name);
      if (hit !== undefined) return hit;
      const d = decls.get(name);
      if (!d) return undefined;
      const raw = activation[name];
      let v: CelValue;
      switch (d.type) {
        case 'dyn':
          v = fromJson(raw, d.schema);
          break;
        case 'request':
          v = requestValue(raw);
          break;
        case 'namespaceObject':
          v = namespaceValue(raw);
          break;
        case 'authorizer':
          v = toAuthorizerValue(raw);
          break;
        case 'resourceCheck': {
          const authzDecl = this.options.variables.find((x) => x.type === 'authorizer');
          const authz = toAuthorizerValue(authzDecl ? activation[authzDecl.name] : undefined);
          const reqDecl = this.options.variables.find((x) => x.type === 'request');
          v = derivedResourceCheck(authz, reqDecl ? activation[reqDecl.name] : undefined, raw);
          break;
        }
        case 'variables':
          v = raw instanceof LazyVariables ? raw : raw === undefined || raw === null ? new CelMap() : fromJson(raw);
          break;
      }
      cache.set(name, v);
      return v;
    };
  }

  evaluateValue(activation: CelActivation, budget?: CelCostBudget): { value: CelValue; cost: number } {
    const interp = new Interpreter({
      functions: BASE_FUNCTIONS,
      resolve: this.resolver(activation),
      declared: this.declared,
      limit: this.limit,
      staticTypes: this.staticTypes,
    });
    let value: CelValue = null;
    let failure: CelEvaluationError | undefined;
    try {
      value = interp.run(this.ast);
    } catch (e) {
      if (e instanceof CostLimitExceeded) {
        failure = new CelEvaluationError(PER_CALL_LIMIT_EXCEEDED, 'cost-exceeded-per-call', interp.cost);
      } else if (e instanceof CelEvaluationError) {
        failure = e;
      } else if (e instanceof CelRuntimeError) {
        failure = new CelEvaluationError(e.message, 'runtime', interp.cost);
      } else if (e instanceof RangeError) {
        // Stack exhaustion on a pathological value; parse limits keep expressions shallow.
        failure = new CelEvaluationError(`evaluation failed: ${e.message}`, 'runtime', interp.cost);
      } else throw e;
    }
    if (budget && failure?.reason !== 'cost-exceeded-per-call') {
      if (interp.cost > budget.remaining) {
        budget.remaining = -1;
        throw new CelEvaluationError(BUDGET_EXCEEDED, 'cost-exceeded-budget', interp.cost);
      }
      budget.remaining -= interp.cost;
    }
    if (failure) throw failure;
    return { value, cost: interp.cost };
  }

  evaluateWithCost(activation: CelActivation, budget?: CelCostBudget): { value: unknown; cost: number } {
    const r = this.evaluateValue(activation, budget);
    try {
      return { value: toJson(r.value), cost: r.cost };
    } catch (e) {
      // A result nested deeper than the stack allows (e.g. `object` of a pathological object).
      if (e instanceof RangeError) throw new CelEvaluationError(`evaluation failed: ${e.message}`, 'runtime', r.cost);
      throw e;
    }
  }

  evaluate(activation: CelActivation, budget?: CelCostBudget): unknown {
    return this.evaluateWithCost(activation, budget).value;
  }
}

/**
 * The estimated-cost check for create/update: undefined when `estimatedMax` fits `limit`
 * (default PER_CALL_LIMIT), else k8s's "estimated rule cost exceeds budget by factor of ..." text.
 */
export function estimatedCostError(estimatedMax: number, limit: number = PER_CALL_LIMIT, what = 'estimated rule cost'): string | undefined {
  return estimatedMax > limit ? costExceedsBudgetMessage(what, estimatedMax, limit) : undefined;
}

