/**
 * The function registry shared by the interpreter, the checker and the cost models. One entry
 * per function name serves both call styles (`size(x)` and `x.size()`): the interpreter passes
 * the target first and says whether the call was member-style; implementations pick the
 * overload from the runtime types and throw "no such overload" otherwise.
 */
import { CelRuntimeError } from './errors.js';
import type { CelStaticType } from './types.js';
import { typeName, type CelValue } from './values.js';

export interface CallInfo {
  /** `x.f(...)` rather than `f(x, ...)`. */
  readonly member: boolean;
  /** The checker's type of the call's result (e.g. to pick the zero of an empty `sum()`). */
  readonly resultType?: CelStaticType;
}

export interface CelFunctionImpl {
  /** Arguments with the target first when member-style. */
  readonly impl: (args: readonly CelValue[], info: CallInfo) => CelValue;
  /** Runtime cost of one call (upstream's CallCost); 1 when absent. */
  readonly cost?: (args: readonly CelValue[], result: CelValue, info: CallInfo) => number;
}

export type FunctionTable = Map<string, CelFunctionImpl>;

export function noSuchOverload(fn: string, args: readonly CelValue[]): CelRuntimeError {
  return new CelRuntimeError(`no such overload: ${fn}(${args.map(typeName).join(', ')})`);
}

/** cel-go's StringTraversalCostFactor and RegexStringLengthCostFactor. */
export const STRING_TRAVERSAL_COST_FACTOR = 0.1;
export const REGEX_STRING_LENGTH_COST_FACTOR = 0.25;
