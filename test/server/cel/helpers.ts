/**
 * Shared helpers for the CEL tests: compile with the admission declarations, evaluate, and
 * a recording authorizer.
 */
import { expect } from 'vitest';
import {
  compileCel,
  type CelActivation,
  type CelAuthorizationAttributes,
  type CelAuthorizationDecision,
  type CelAuthorizer,
  type CelCompileOptions,
  type CelCostBudget,
  type CelProgram,
  type CelVariableDecl,
} from '../../../src/server/cel/index.js';

export const ADMISSION_VARIABLES: readonly CelVariableDecl[] = [
  { name: 'object', type: 'dyn' },
  { name: 'oldObject', type: 'dyn' },
  { name: 'params', type: 'dyn' },
  { name: 'request', type: 'request' },
  { name: 'namespaceObject', type: 'namespaceObject' },
  { name: 'authorizer', type: 'authorizer' },
  { name: 'authorizer.requestResource', type: 'resourceCheck' },
];

export function compileOk(expression: string, options: Partial<CelCompileOptions> = {}): CelProgram & { estimated: { min: number; max: number }; outputType: string } {
  const r = compileCel(expression, { variables: ADMISSION_VARIABLES, ...options });
  if (!r.ok) throw new Error(`unexpected compile error for ${expression}: ${r.errors.join('\n')}`);
  return Object.assign(r.program, { estimated: r.estimatedCost, outputType: r.outputType });
}

export function compileError(expression: string, options: Partial<CelCompileOptions> = {}): string {
  const r = compileCel(expression, { variables: ADMISSION_VARIABLES, ...options });
  if (r.ok) throw new Error(`expected a compile error for ${expression}`);
  expect(r.errors).toHaveLength(1);
  return r.errors[0] as string;
}

export function run(expression: string, activation: CelActivation = {}, options: Partial<CelCompileOptions> = {}, budget?: CelCostBudget): unknown {
  return compileOk(expression, options).evaluate(activation, budget);
}

export function cost(expression: string, activation: CelActivation = {}, options: Partial<CelCompileOptions> = {}): number {
  return compileOk(expression, options).evaluateWithCost(activation).cost;
}

/** The evaluation error's message (fails when it evaluates). */
export function runError(expression: string, activation: CelActivation = {}, options: Partial<CelCompileOptions> = {}): string {
  const p = compileOk(expression, options);
  try {
    const v = p.evaluate(activation);
    throw new Error(`expected an evaluation error for ${expression}, got ${String(v)}`);
  } catch (e) {
    if (e instanceof Error && e.message.startsWith('expected an evaluation error')) throw e;
    return (e as Error).message;
  }
}

/** An authorizer answering from a table and recording every check it was asked. */
export class RecordingAuthorizer implements CelAuthorizer {
  readonly calls: CelAuthorizationAttributes[] = [];
  constructor(private readonly decide: (a: CelAuthorizationAttributes) => CelAuthorizationDecision) {}
  authorize(attrs: CelAuthorizationAttributes): CelAuthorizationDecision {
    this.calls.push(attrs);
    return this.decide(attrs);
  }
}
