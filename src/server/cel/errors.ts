/**
 * Errors of the CEL engine. Texts are upstream's (cel-go and k8s.io/apiserver) so clients
 * that match on them keep working.
 */

/** A CEL runtime error value (division by zero, no such key, ...). `&&`/`||` may absorb it. */
export class CelRuntimeError extends Error {
  override readonly name = 'CelRuntimeError';
}

/** cel-go's text when an expression's own cost passes the per-call limit. */
export const PER_CALL_LIMIT_EXCEEDED = 'operation cancelled: actual cost limit exceeded';
/** k8s admission's text when the request's shared budget is spent. */
export const BUDGET_EXCEEDED = 'validation failed due to running out of cost budget, no further validation rules will be run';

export type CelEvaluationErrorReason = 'cost-exceeded-per-call' | 'cost-exceeded-budget' | 'runtime';

/** What `CelProgram.evaluate` throws. `cost` is what the evaluation spent before it stopped. */
export class CelEvaluationError extends Error {
  override readonly name = 'CelEvaluationError';
  constructor(
    message: string,
    readonly reason: CelEvaluationErrorReason,
    readonly cost: number,
  ) {
    super(message);
  }
}

/** Thrown inside the interpreter when the per-call limit is passed; never absorbed by `&&`/`||`. */
export class CostLimitExceeded extends Error {
  override readonly name = 'CostLimitExceeded';
  constructor(readonly cost: number) {
    super(PER_CALL_LIMIT_EXCEEDED);
  }
}

/** One compile issue at a source offset. */
export interface CelIssue {
  readonly pos: number;
  readonly message: string;
}

/**
 * cel-go's issue rendering: `ERROR: <input>:L:C: msg` then the source line and a caret line,
 * columns 1-based, the caret line padded with dots.
 */
export function formatIssues(source: string, issues: readonly CelIssue[]): string {
  const lines = source.split('\n');
  const out: string[] = [];
  for (const issue of issues) {
    let line = 0;
    let col = issue.pos;
    for (let i = 0, start = 0; i < lines.length; i++) {
      const len = (lines[i] ?? '').length + 1;
      if (issue.pos < start + len || i === lines.length - 1) {
        line = i;
        col = issue.pos - start;
        break;
      }
      start += len;
    }
    col = Math.max(0, col);
    const text = lines[line] ?? '';
    let s = `ERROR: <input>:${line + 1}:${col + 1}: ${issue.message}`;
    if (text.length > 0 && text.length <= 500) s += `\n | ${text}\n | ${'.'.repeat(col)}^`;
    out.push(s);
  }
  return out.join('\n');
}
