/**
 * The parsed form of a CEL expression. Macros (`has`, `all`, `exists`, `exists_one`, `map`,
 * `filter`) are expanded by the parser into `comprehension` / test-only `select` nodes the way
 * cel-go expands them, so the interpreter and both cost models see the same shape upstream's
 * runtime cost tracker and estimator see. Operators are `call` nodes with upstream's internal
 * names (`_+_`, `_==_`, `!_`, `-_`, `_[_]`, `@in`); `&&`, `||` and `?:` have their own kinds
 * because they are not strict in their arguments (and upstream charges them nothing).
 */
import type { CelValue } from './values.js';

export interface NodeBase {
  /** Unique within one expression; used for positions in errors. */
  readonly id: number;
  /** Offset (UTF-16 index) into the source, for error locations. */
  readonly pos: number;
}

export type Expr =
  | (NodeBase & { readonly kind: 'literal'; readonly value: CelValue })
  | (NodeBase & { readonly kind: 'ident'; readonly name: string })
  | (NodeBase & {
      readonly kind: 'select';
      readonly operand: Expr;
      readonly field: string;
      /** `has(a.b)`: presence test instead of a read. */
      readonly testOnly: boolean;
      /** `a.?b`: optional select (answers an optional). */
      readonly optional: boolean;
    })
  | (NodeBase & { readonly kind: 'call'; readonly fn: string; readonly target?: Expr; readonly args: readonly Expr[] })
  | (NodeBase & { readonly kind: 'list'; readonly elements: readonly Expr[]; readonly optionalIndices: readonly number[] })
  | (NodeBase & { readonly kind: 'map'; readonly entries: readonly MapEntry[] })
  | (NodeBase & { readonly kind: 'and' | 'or'; readonly left: Expr; readonly right: Expr })
  | (NodeBase & { readonly kind: 'conditional'; readonly cond: Expr; readonly then: Expr; readonly otherwise: Expr })
  | (NodeBase & {
      readonly kind: 'comprehension';
      readonly iterVar: string;
      /** Two-variable comprehensions (cel-go ext.TwoVarComprehensions): index/key, then value. */
      readonly iterVar2?: string;
      readonly iterRange: Expr;
      readonly accuVar: string;
      readonly accuInit: Expr;
      readonly loopCondition: Expr;
      readonly loopStep: Expr;
      readonly result: Expr;
      /** The macro this came from, for the cost estimator and messages. */
      readonly macro: string;
      /** map/filter: the user's predicate and transform, so the interpreter can build the
       * result in place (charging exactly what the expansion would cost). */
      readonly predicate?: Expr;
      readonly transform?: Expr;
    });

export interface MapEntry {
  readonly key: Expr;
  readonly value: Expr;
  readonly optional: boolean;
}

export type ExprKind = Expr['kind'];

/** The accumulator name cel-go gives macro expansions. */
export const ACCUMULATOR = '__result__';

/** `a.b.c` as the dotted name it spells (identifier and plain selects only), else undefined. */
export function qualifiedName(e: Expr): string | undefined {
  if (e.kind === 'ident') return e.name;
  if (e.kind === 'select' && !e.testOnly && !e.optional) {
    const base = qualifiedName(e.operand);
    return base === undefined ? undefined : `${base}.${e.field}`;
  }
  return undefined;
}

/** The root identifier of a select chain. */
export function rootIdent(e: Expr): string | undefined {
  while (e.kind === 'select') e = e.operand;
  return e.kind === 'ident' ? e.name : undefined;
}
