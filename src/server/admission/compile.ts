/**
 * The admission policy CEL environment (upstream: admission/plugin/cel/compile.go): which
 * variables each kind of policy expression sees, compiled through the server's CEL engine
 * (`server/cel`). Used by validation (compile errors become field errors) and by the plug-in
 * (programs to evaluate). Results are memoised by expression and environment, so a policy's
 * expressions compile once however often they are validated and evaluated.
 *
 * Environments (as upstream's OptionalVariableDeclarations):
 * - every expression: `object`, `oldObject`, `request`, `namespaceObject`; `params` when the
 *   policy has a paramKind;
 * - `authorizer` (and `authorizer.requestResource`) for validations, match conditions, audit
 *   annotations and variables, not for messageExpression;
 * - `variables.<name>` (composition) for everything but match conditions, with the variables
 *   declared before the one being compiled.
 * Return types: validations and match conditions bool, messageExpression string, audit
 * annotation values string or null; upstream checks them at compile time against the static
 * type, the engine here types objects dynamically, so they are checked when evaluated.
 */
import { compileCel, estimatedCostError, type CelProgram, type CelVariableDecl } from '../cel/index.js';

/** Estimates at or above this depend on an unbounded input size (MAX_ESTIMATE is 2^64-1). */
const UNBOUNDED_ESTIMATE = 1e15;

/** Upstream's per-expression cost limit (celconfig.PerCallLimit). */
export const PER_CALL_LIMIT = 1_000_000;

export type ExpressionKind = 'validation' | 'messageExpression' | 'matchCondition' | 'auditAnnotation' | 'variable';

export interface CompileEnvironment {
  readonly hasParams: boolean;
  /** Composition variables visible to the expression (declared earlier in spec.variables). */
  readonly variables: readonly string[];
}

export type PolicyCompileResult =
  | { readonly ok: true; readonly program: CelProgram; readonly warnings: readonly string[] }
  /** `required`: upstream's ErrorTypeRequired (a field.Required), else an Invalid value. */
  | { readonly ok: false; readonly detail: string; readonly required?: boolean };

/** The variables an expression of `kind` is compiled with (and evaluated against). */
export function declarationsFor(kind: ExpressionKind, env: CompileEnvironment): CelVariableDecl[] {
  const variables: CelVariableDecl[] = [
    { name: 'object', type: 'dyn' },
    { name: 'oldObject', type: 'dyn' },
    { name: 'request', type: 'request' },
    { name: 'namespaceObject', type: 'namespaceObject' },
  ];
  if (env.hasParams) variables.push({ name: 'params', type: 'dyn' });
  if (kind !== 'messageExpression') {
    variables.push({ name: 'authorizer', type: 'authorizer' }, { name: 'authorizer.requestResource', type: 'resourceCheck' });
  }
  if (kind !== 'matchCondition') variables.push({ name: 'variables', type: 'variables' });
  return variables;
}

/** Result types as upstream's ReturnTypes (dyn accepted: objects are dynamically typed here). */
const RETURN_TYPES: Readonly<Record<ExpressionKind, readonly string[] | undefined>> = {
  validation: ['bool'],
  matchCondition: ['bool'],
  messageExpression: ['string'],
  auditAnnotation: ['string', 'null_type'],
  variable: undefined,
};

const CACHE_LIMIT = 4096;
const cache = new Map<string, PolicyCompileResult>();

/**
 * Compile one policy expression in its environment. Errors carry upstream's detail text
 * (`compilation failed: ERROR: <input>:1:5: ...`, or the estimated-cost rejection).
 */
export function compilePolicyExpression(expression: string, kind: ExpressionKind, env: CompileEnvironment): PolicyCompileResult {
  const key = `${kind}\0${env.hasParams ? 1 : 0}\0${kind === 'matchCondition' ? '' : env.variables.join(',')}\0${expression}`;
  const hit = cache.get(key);
  if (hit) return hit;
  let result: PolicyCompileResult;
  try {
    const compiled = compileCel(expression, {
      variables: declarationsFor(kind, env),
      ...(kind === 'matchCondition' ? {} : { compositionVariables: env.variables }),
      perCallLimit: PER_CALL_LIMIT,
    });
    const expected = RETURN_TYPES[kind];
    // Static worst case as upstream estimates it, where it is known: objects are dynamically
    // typed here (no maxItems/maxLength), so an estimate that depends on the size of one of
    // their strings, lists or maps is unbounded (near MAX_ESTIMATE) and cannot be judged; those
    // expressions are stopped at run time by the per-call limit instead.
    const max = compiled.ok ? compiled.estimatedCost.max : 0;
    const costError = compiled.ok && max < UNBOUNDED_ESTIMATE ? estimatedCostError(max, PER_CALL_LIMIT) : undefined;
    if (!compiled.ok) result = { ok: false, detail: compiled.errors.join('\n') };
    else if (expected && compiled.outputType !== 'dyn' && !expected.includes(compiled.outputType)) {
      result = {
        ok: false,
        detail: expected.length === 1 ? `must evaluate to ${expected[0]} but got ${compiled.outputType}` : `must evaluate to one of [${expected.join(' ')}] but got ${compiled.outputType}`,
      };
    } else if (costError) result = { ok: false, detail: costError };
    else result = { ok: true, program: compiled.program, warnings: compiled.warnings };
  } catch (err) {
    // The engine reports problems as results; anything thrown is an engine fault, reported on
    // the field (InternalError upstream) rather than failing the request with a 500.
    result = { ok: false, detail: `unexpected compilation error: ${err instanceof Error ? err.message : String(err)}` };
  }
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(key, result);
  return result;
}
