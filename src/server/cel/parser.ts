/**
 * CEL lexer and recursive-descent parser (grammar of cel-spec langdef.md), with cel-go's
 * limits: expressions over 100,000 code points are refused, nesting deeper than 250 stops
 * with "max recursion depth exceeded", and at most 100 errors are collected. Macros are
 * expanded as cel-go expands them (see ast.ts). Never throws: returns the AST or issues.
 */
import { ACCUMULATOR, type Expr, type MapEntry } from './ast.js';
import type { CelIssue } from './errors.js';
import { CelUint, INT64_MAX, UINT64_MAX, type CelValue } from './values.js';

/** cel-go's default parser limits. */
export const EXPRESSION_SIZE_CODE_POINT_LIMIT = 100_000;
export const MAX_RECURSION_DEPTH = 250;

const RESERVED = new Set([
  'as', 'break', 'const', 'continue', 'else', 'for', 'function', 'if', 'import', 'let', 'loop', 'package', 'namespace', 'return', 'var', 'void', 'while',
]);

type TokKind = 'int' | 'uint' | 'double' | 'string' | 'bytes' | 'ident' | 'punct' | 'eof';
interface Token {
  readonly kind: TokKind;
  readonly text: string;
  readonly pos: number;
  readonly value?: CelValue;
}

class ParseFailure extends Error {
  constructor(
    readonly pos: number,
    message: string,
  ) {
    super(message);
  }
}

const PUNCT = ['==', '!=', '<=', '>=', '&&', '||', '.?', '[?', '<', '>', '+', '-', '*', '/', '%', '!', '?', ':', '.', ',', '(', ')', '[', ']', '{', '}'];

function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= '0' && c <= '9';
}
function isIdentStart(c: string | undefined): boolean {
  return c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_');
}
function isIdentPart(c: string | undefined): boolean {
  return isIdentStart(c) || isDigit(c);
}

function lex(src: string): Token[] {
  const toks: Token[] = [];
  let i = 0;
  const n = src.length;
  while (i < n) {
    const c = src[i];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f') {
      i++;
      continue;
    }
    if (c === '/' && src[i + 1] === '/') {
      while (i < n && src[i] !== '\n') i++;
      continue;
    }
    const start = i;
    // string / bytes literals with optional r/b prefixes
    let j = i;
    let raw = false;
    let bytes = false;
    while (j < i + 2 && (src[j] === 'r' || src[j] === 'R' || src[j] === 'b' || src[j] === 'B')) {
      if (src[j] === 'r' || src[j] === 'R') {
        if (raw) break;
        raw = true;
      } else {
        if (bytes) break;
        bytes = true;
      }
      j++;
    }
    if (src[j] === '"' || src[j] === "'") {
      const { value, end } = lexString(src, j, raw, bytes);
      toks.push({ kind: bytes ? 'bytes' : 'string', text: src.slice(start, end), pos: start, value });
      i = end;
      continue;
    }
    if (isDigit(c) || (c === '.' && isDigit(src[i + 1]))) {
      i = lexNumber(src, i, toks);
      continue;
    }
    if (isIdentStart(c)) {
      while (i < n && isIdentPart(src[i])) i++;
      toks.push({ kind: 'ident', text: src.slice(start, i), pos: start });
      continue;
    }
    const p = PUNCT.find((x) => src.startsWith(x, i));
    if (p) {
      toks.push({ kind: 'punct', text: p, pos: i });
      i += p.length;
      continue;
    }
    throw new ParseFailure(i, `Syntax error: token recognition error at: '${String.fromCodePoint(src.codePointAt(i) ?? 0)}'`);
  }
  toks.push({ kind: 'eof', text: '<EOF>', pos: n });
  return toks;
}

function lexNumber(src: string, i: number, toks: Token[]): number {
  const start = i;
  if (src[i] === '0' && (src[i + 1] === 'x' || src[i + 1] === 'X')) {
    i += 2;
    const ds = i;
    while (i < src.length && /[0-9a-fA-F]/.test(src[i] ?? '')) i++;
    if (i === ds) throw new ParseFailure(start, `Syntax error: token recognition error at: '${src.slice(start, i + 1)}'`);
    const v = BigInt('0x' + src.slice(ds, i));
    if (src[i] === 'u' || src[i] === 'U') {
      i++;
      if (v > UINT64_MAX) throw new ParseFailure(start, 'invalid uint literal');
      toks.push({ kind: 'uint', text: src.slice(start, i), pos: start, value: new CelUint(v) });
    } else {
      toks.push({ kind: 'int', text: src.slice(start, i), pos: start, value: v });
    }
    return i;
  }
  while (isDigit(src[i])) i++;
  let isDouble = false;
  if (src[i] === '.' && isDigit(src[i + 1])) {
    isDouble = true;
    i++;
    while (isDigit(src[i])) i++;
  }
  if (src[i] === 'e' || src[i] === 'E') {
    let k = i + 1;
    if (src[k] === '+' || src[k] === '-') k++;
    if (isDigit(src[k])) {
      isDouble = true;
      i = k;
      while (isDigit(src[i])) i++;
    }
  }
  const text = src.slice(start, i);
  if (isDouble) {
    toks.push({ kind: 'double', text, pos: start, value: Number(text) });
    return i;
  }
  const v = BigInt(text);
  if (src[i] === 'u' || src[i] === 'U') {
    i++;
    if (v > UINT64_MAX) throw new ParseFailure(start, 'invalid uint literal');
    toks.push({ kind: 'uint', text: src.slice(start, i), pos: start, value: new CelUint(v) });
    return i;
  }
  toks.push({ kind: 'int', text, pos: start, value: v });
  return i;
}

const SIMPLE_ESCAPES: Record<string, number> = { a: 7, b: 8, f: 12, n: 10, r: 13, t: 9, v: 11, '\\': 92, "'": 39, '"': 34, '`': 96, '?': 63 };

function lexString(src: string, i: number, raw: boolean, bytes: boolean): { value: CelValue; end: number } {
  const q = src[i] as string;
  const triple = src.startsWith(q.repeat(3), i);
  const delim = triple ? q.repeat(3) : q;
  let k = i + delim.length;
  // Collect code points (strings) or bytes.
  const units: number[] = [];
  const pushCodePoint = (cp: number): void => {
    if (bytes) for (const b of Buffer.from(String.fromCodePoint(cp), 'utf8')) units.push(b);
    else units.push(cp);
  };
  for (;;) {
    if (k >= src.length) throw new ParseFailure(i, `Syntax error: token recognition error at: '${src.slice(i, Math.min(src.length, i + 20))}'`);
    if (src.startsWith(delim, k)) {
      k += delim.length;
      break;
    }
    const ch = src[k] as string;
    if (!triple && (ch === '\n' || ch === '\r')) throw new ParseFailure(i, `Syntax error: token recognition error at: '${src.slice(i, k)}'`);
    if (ch === '\\' && !raw) {
      const e = src[k + 1];
      if (e === undefined) throw new ParseFailure(k, 'Syntax error: invalid escape sequence');
      const simple = SIMPLE_ESCAPES[e];
      if (simple !== undefined) {
        units.push(simple);
        k += 2;
        continue;
      }
      if (e === 'x' || e === 'X') {
        const h = src.slice(k + 2, k + 4);
        if (!/^[0-9a-fA-F]{2}$/.test(h)) throw new ParseFailure(k, 'Syntax error: invalid escape sequence');
        const v = parseInt(h, 16);
        if (bytes) units.push(v);
        else pushCodePoint(v);
        k += 4;
        continue;
      }
      if (e === 'u' || e === 'U') {
        if (bytes) throw new ParseFailure(k, 'Syntax error: invalid escape sequence');
        const w = e === 'u' ? 4 : 8;
        const h = src.slice(k + 2, k + 2 + w);
        if (h.length !== w || !/^[0-9a-fA-F]+$/.test(h)) throw new ParseFailure(k, 'Syntax error: invalid escape sequence');
        const cp = parseInt(h, 16);
        if (cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) throw new ParseFailure(k, 'Syntax error: invalid unicode code point');
        pushCodePoint(cp);
        k += 2 + w;
        continue;
      }
      if (e >= '0' && e <= '3') {
        const o = src.slice(k + 1, k + 4);
        if (!/^[0-7]{3}$/.test(o)) throw new ParseFailure(k, 'Syntax error: invalid escape sequence');
        const v = parseInt(o, 8);
        if (bytes) units.push(v);
        else pushCodePoint(v);
        k += 4;
        continue;
      }
      throw new ParseFailure(k, 'Syntax error: invalid escape sequence');
    }
    const cp = src.codePointAt(k) ?? 0;
    pushCodePoint(cp);
    k += cp > 0xffff ? 2 : 1;
  }
  if (bytes) return { value: Uint8Array.from(units), end: k };
  let s = '';
  for (let x = 0; x < units.length; x += 4096) s += String.fromCodePoint(...units.slice(x, x + 4096));
  return { value: s, end: k };
}

export interface ParseResult {
  readonly expr?: Expr;
  readonly issues: readonly CelIssue[];
}

/** Parses `src`; issues carry source offsets and cel-go's messages. */
export function parse(src: string): ParseResult {
  let cps = 0;
  for (const _ of src) if (++cps > EXPRESSION_SIZE_CODE_POINT_LIMIT) break;
  if (cps > EXPRESSION_SIZE_CODE_POINT_LIMIT) {
    let total = 0;
    for (const _ of src) total++;
    return { issues: [{ pos: 0, message: `expression code point size exceeds limit: size: ${total}, limit ${EXPRESSION_SIZE_CODE_POINT_LIMIT}` }] };
  }
  try {
    const p = new Parser(lex(src));
    const expr = p.parseTop();
    return { expr, issues: [] };
  } catch (e) {
    if (e instanceof ParseFailure) return { issues: [{ pos: e.pos, message: e.message }] };
    if (e instanceof RangeError) return { issues: [{ pos: 0, message: 'max recursion depth exceeded' }] };
    throw e;
  }
}

class Parser {
  private i = 0;
  private nextId = 1;
  private depth = 0;
  constructor(private readonly toks: Token[]) {}

  private peek(o = 0): Token {
    return this.toks[Math.min(this.i + o, this.toks.length - 1)] as Token;
  }
  private isPunct(t: string, o = 0): boolean {
    const k = this.peek(o);
    return k.kind === 'punct' && k.text === t;
  }
  private take(): Token {
    const t = this.peek();
    if (this.i < this.toks.length - 1) this.i++;
    return t;
  }
  private expect(t: string): Token {
    const k = this.peek();
    if (k.kind === 'punct' && k.text === t) return this.take();
    throw this.mismatch(k, `'${t}'`);
  }
  private mismatch(k: Token, expecting: string): ParseFailure {
    if (k.kind === 'eof') return new ParseFailure(k.pos, `Syntax error: mismatched input '<EOF>' expecting ${expecting}`);
    return new ParseFailure(k.pos, `Syntax error: mismatched input '${k.text}' expecting ${expecting}`);
  }
  private id(): number {
    return this.nextId++;
  }
  private enter(pos: number): void {
    if (++this.depth > MAX_RECURSION_DEPTH) throw new ParseFailure(pos, 'max recursion depth exceeded');
  }
  private leave(): void {
    this.depth--;
  }

  parseTop(): Expr {
    const e = this.expr();
    const t = this.peek();
    if (t.kind !== 'eof') throw new ParseFailure(t.pos, `Syntax error: extraneous input '${t.text}' expecting <EOF>`);
    return e;
  }

  private expr(): Expr {
    const pos = this.peek().pos;
    this.enter(pos);
    try {
      const cond = this.or();
      if (!this.isPunct('?')) return cond;
      const q = this.take();
      const then = this.or();
      this.expect(':');
      const otherwise = this.expr();
      return { kind: 'conditional', id: this.id(), pos: q.pos, cond, then, otherwise };
    } finally {
      this.leave();
    }
  }

  /**
   * A left-associative chain `next (op next)*`. Each operator nests the tree one level
   * deeper (as cel-go's parse tree does), so it counts toward the recursion limit.
   */
  private chain(next: () => Expr, op: (t: Token) => string | undefined, make: (fn: string, pos: number, left: Expr, right: Expr) => Expr): Expr {
    let entered = 0;
    try {
      let left = next();
      for (;;) {
        const t = this.peek();
        const fn = op(t);
        if (!fn) return left;
        this.take();
        this.enter(t.pos);
        entered++;
        const right = next();
        left = make(fn, t.pos, left, right);
      }
    } finally {
      this.depth -= entered;
    }
  }

  private binary(fn: string, pos: number, left: Expr, right: Expr): Expr {
    return { kind: 'call', id: this.id(), pos, fn, args: [left, right] };
  }

  private or(): Expr {
    return this.chain(
      () => this.and(),
      (t) => (t.kind === 'punct' && t.text === '||' ? 'or' : undefined),
      (_fn, pos, left, right) => ({ kind: 'or', id: this.id(), pos, left, right }),
    );
  }

  private and(): Expr {
    return this.chain(
      () => this.relation(),
      (t) => (t.kind === 'punct' && t.text === '&&' ? 'and' : undefined),
      (_fn, pos, left, right) => ({ kind: 'and', id: this.id(), pos, left, right }),
    );
  }

  private relation(): Expr {
    const ops: Record<string, string> = { '<': '_<_', '<=': '_<=_', '>': '_>_', '>=': '_>=_', '==': '_==_', '!=': '_!=_' };
    return this.chain(
      () => this.addition(),
      (t) => (t.kind === 'punct' ? ops[t.text] : t.kind === 'ident' && t.text === 'in' ? '@in' : undefined),
      (fn, pos, l, r) => this.binary(fn, pos, l, r),
    );
  }

  private addition(): Expr {
    const ops: Record<string, string> = { '+': '_+_', '-': '_-_' };
    return this.chain(
      () => this.multiplication(),
      (t) => (t.kind === 'punct' ? ops[t.text] : undefined),
      (fn, pos, l, r) => this.binary(fn, pos, l, r),
    );
  }

  private multiplication(): Expr {
    const ops: Record<string, string> = { '*': '_*_', '/': '_/_', '%': '_%_' };
    return this.chain(
      () => this.unary(),
      (t) => (t.kind === 'punct' ? ops[t.text] : undefined),
      (fn, pos, l, r) => this.binary(fn, pos, l, r),
    );
  }

  private unary(): Expr {
    const t = this.peek();
    if (t.kind === 'punct' && (t.text === '!' || t.text === '-')) {
      this.take();
      this.enter(t.pos);
      try {
        if (t.text === '-') {
          const nx = this.peek();
          // Fold a negative numeric literal (so -9223372036854775808 is representable).
          if ((nx.kind === 'int' || nx.kind === 'double') && !this.isPostfix(1)) {
            this.take();
            if (nx.kind === 'int') {
              const v = -(nx.value as bigint);
              if (v < -(INT64_MAX + 1n)) throw new ParseFailure(nx.pos, 'invalid int literal');
              return { kind: 'literal', id: this.id(), pos: t.pos, value: v };
            }
            return { kind: 'literal', id: this.id(), pos: t.pos, value: -(nx.value as number) };
          }
        }
        const operand = this.unary();
        return { kind: 'call', id: this.id(), pos: t.pos, fn: t.text === '!' ? '!_' : '-_', args: [operand] };
      } finally {
        this.leave();
      }
    }
    return this.member();
  }

  /** Whether the token after offset `o` continues a member expression. */
  private isPostfix(o: number): boolean {
    const k = this.peek(o);
    return k.kind === 'punct' && (k.text === '.' || k.text === '[' || k.text === '.?' || k.text === '[?');
  }

  private member(): Expr {
    let e = this.primary();
    let steps = 0;
    for (;;) {
      const t = this.peek();
      if (t.kind !== 'punct') return e;
      if (t.text === '.' || t.text === '.?') {
        this.take();
        if (++steps > MAX_RECURSION_DEPTH) throw new ParseFailure(t.pos, 'max recursion depth exceeded');
        const nameTok = this.take();
        if (nameTok.kind !== 'ident') throw this.mismatch(nameTok, 'IDENTIFIER');
        if (t.text === '.' && this.isPunct('(')) {
          const open = this.take();
          const args = this.exprList(')');
          e = this.makeCall(nameTok.text, e, args, open.pos);
        } else {
          e = { kind: 'select', id: this.id(), pos: t.pos, operand: e, field: nameTok.text, testOnly: false, optional: t.text === '.?' };
        }
      } else if (t.text === '[' || t.text === '[?') {
        this.take();
        if (++steps > MAX_RECURSION_DEPTH) throw new ParseFailure(t.pos, 'max recursion depth exceeded');
        const index = this.expr();
        this.expect(']');
        e = { kind: 'call', id: this.id(), pos: t.pos, fn: t.text === '[' ? '_[_]' : '_[?_]', args: [e, index] };
      } else return e;
    }
  }

  private exprList(close: string): Expr[] {
    const args: Expr[] = [];
    if (this.isPunct(close)) {
      this.take();
      return args;
    }
    for (;;) {
      args.push(this.expr());
      if (this.isPunct(',')) {
        this.take();
        continue;
      }
      this.expect(close);
      return args;
    }
  }

  private primary(): Expr {
    const t = this.peek();
    switch (t.kind) {
      case 'int':
      case 'uint':
      case 'double':
      case 'string':
      case 'bytes':
        this.take();
        return { kind: 'literal', id: this.id(), pos: t.pos, value: t.value as CelValue };
      case 'ident': {
        this.take();
        if (t.text === 'true' || t.text === 'false') return { kind: 'literal', id: this.id(), pos: t.pos, value: t.text === 'true' };
        if (t.text === 'null') return { kind: 'literal', id: this.id(), pos: t.pos, value: null };
        if (RESERVED.has(t.text) || t.text === 'in') {
          throw new ParseFailure(t.pos, `reserved identifier: ${t.text}`);
        }
        if (this.isPunct('(')) {
          const open = this.take();
          const args = this.exprList(')');
          return this.makeCall(t.text, undefined, args, open.pos);
        }
        if (this.isPunct('{')) throw new ParseFailure(this.peek().pos, `unsupported message creation: ${t.text}{...}`);
        return { kind: 'ident', id: this.id(), pos: t.pos, name: t.text };
      }
      case 'punct':
        if (t.text === '(') {
          this.take();
          const e = this.expr();
          this.expect(')');
          return e;
        }
        if (t.text === '[') {
          this.take();
          return this.listLiteral(t.pos);
        }
        if (t.text === '{') {
          this.take();
          return this.mapLiteral(t.pos);
        }
        if (t.text === '.') {
          // leading-dot qualified identifier: `.name`
          this.take();
          const n = this.take();
          if (n.kind !== 'ident') throw this.mismatch(n, 'IDENTIFIER');
          return { kind: 'ident', id: this.id(), pos: t.pos, name: n.text };
        }
        break;
      default:
        break;
    }
    throw new ParseFailure(
      t.pos,
      t.kind === 'eof'
        ? "Syntax error: mismatched input '<EOF>' expecting {'[', '{', '(', '.', '-', '!', 'true', 'false', 'null', NUM_FLOAT, NUM_INT, NUM_UINT, STRING, BYTES, IDENTIFIER}"
        : `Syntax error: mismatched input '${t.text}' expecting {'[', '{', '(', '.', '-', '!', 'true', 'false', 'null', NUM_FLOAT, NUM_INT, NUM_UINT, STRING, BYTES, IDENTIFIER}`,
    );
  }

  private listLiteral(pos: number): Expr {
    const elements: Expr[] = [];
    const optionalIndices: number[] = [];
    while (!this.isPunct(']')) {
      if (this.isPunct('?')) {
        this.take();
        optionalIndices.push(elements.length);
      }
      elements.push(this.expr());
      if (this.isPunct(',')) this.take();
      else break;
    }
    this.expect(']');
    return { kind: 'list', id: this.id(), pos, elements, optionalIndices };
  }

  private mapLiteral(pos: number): Expr {
    const entries: MapEntry[] = [];
    while (!this.isPunct('}')) {
      let optional = false;
      if (this.isPunct('?')) {
        this.take();
        optional = true;
      }
      const key = this.expr();
      this.expect(':');
      const value = this.expr();
      entries.push({ key, value, optional });
      if (this.isPunct(',')) this.take();
      else break;
    }
    this.expect('}');
    return { kind: 'map', id: this.id(), pos, entries };
  }

  /** Builds a call, expanding the standard macros the way cel-go does. */
  private makeCall(fn: string, target: Expr | undefined, args: Expr[], pos: number): Expr {
    if (!target && fn === 'has' && args.length === 1) {
      const a = args[0] as Expr;
      if (a.kind !== 'select' || a.optional) throw new ParseFailure(a.pos, 'invalid argument to has() macro');
      return { ...a, id: this.id(), testOnly: true };
    }
    if (target && (fn === 'all' || fn === 'exists' || fn === 'exists_one' || fn === 'existsOne' || fn === 'map' || fn === 'filter')) {
      const macro = fn === 'existsOne' ? 'exists_one' : fn;
      if ((fn === 'map' && (args.length === 2 || args.length === 3)) || (fn !== 'map' && args.length === 2)) {
        return this.expandComprehension(macro, target, args, pos);
      }
      if (fn !== 'map' && fn !== 'filter' && args.length === 3) return this.expandTwoVar(macro, target, args, pos);
    }
    if (target && (fn === 'transformList' || fn === 'transformMap' || fn === 'transformMapEntry') && (args.length === 3 || args.length === 4)) {
      return this.expandTwoVar(fn, target, args, pos);
    }
    return { kind: 'call', id: this.id(), pos, fn, ...(target ? { target } : {}), args };
  }

  /**
   * Two-variable macros (cel-go ext.TwoVarComprehensions, k8s 1.32+): `all`, `exists`,
   * `existsOne` with (i, v, predicate); `transformList`, `transformMap`, `transformMapEntry`
   * with (i, v, [filter,] expr). Over a list the first variable is the index, over a map the key.
   */
  private expandTwoVar(fn: string, target: Expr, args: Expr[], pos: number): Expr {
    const [v1, v2] = args as [Expr, Expr];
    for (const v of [v1, v2]) {
      if (v.kind !== 'ident') throw new ParseFailure(v.pos, 'argument must be a simple name');
      if (v.name === ACCUMULATOR) throw new ParseFailure(v.pos, 'iteration variable overwrites accumulator variable');
    }
    const name2 = (v2 as { name: string }).name;
    if (name2 === (v1 as { name: string }).name) throw new ParseFailure(v2.pos, 'duplicate variable name: ' + name2);
    if (fn === 'all' || fn === 'exists' || fn === 'exists_one') {
      const single = this.expandComprehension(fn, target, [v1, args[2] as Expr], pos);
      return { ...single, iterVar2: name2 } as Expr;
    }
    const accu = (): Expr => ({ kind: 'ident', id: this.id(), pos, name: ACCUMULATOR });
    const call = (n: string, ...cargs: Expr[]): Expr => ({ kind: 'call', id: this.id(), pos, fn: n, args: cargs });
    const predicate = args.length === 4 ? (args[2] as Expr) : undefined;
    const transform = args[args.length - 1] as Expr;
    const add =
      fn === 'transformList'
        ? call('_+_', accu(), { kind: 'list', id: this.id(), pos, elements: [transform], optionalIndices: [] })
        : fn === 'transformMap'
          ? call('@mapInsert', accu(), { kind: 'ident', id: this.id(), pos, name: (v1 as { name: string }).name }, transform)
          : call('@mapInsert', accu(), transform);
    const step: Expr = predicate ? { kind: 'conditional', id: this.id(), pos, cond: predicate, then: add, otherwise: accu() } : add;
    return {
      kind: 'comprehension',
      id: this.id(),
      pos,
      iterVar: (v1 as { name: string }).name,
      iterVar2: name2,
      iterRange: target,
      accuVar: ACCUMULATOR,
      accuInit:
        fn === 'transformList'
          ? { kind: 'list', id: this.id(), pos, elements: [], optionalIndices: [] }
          : { kind: 'map', id: this.id(), pos, entries: [] },
      loopCondition: { kind: 'literal', id: this.id(), pos, value: true },
      loopStep: step,
      result: accu(),
      macro: fn,
      ...(predicate ? { predicate } : {}),
      transform,
    };
  }

  private expandComprehension(fn: string, target: Expr, args: Expr[], pos: number): Expr {
    const v = args[0] as Expr;
    if (v.kind !== 'ident') throw new ParseFailure(v.pos, 'argument must be a simple name');
    if (v.name === ACCUMULATOR) throw new ParseFailure(v.pos, 'iteration variable overwrites accumulator variable');
    const accu = (): Expr => ({ kind: 'ident', id: this.id(), pos, name: ACCUMULATOR });
    const lit = (value: CelValue): Expr => ({ kind: 'literal', id: this.id(), pos, value });
    const call = (name: string, ...cargs: Expr[]): Expr => ({ kind: 'call', id: this.id(), pos, fn: name, args: cargs });
    const list = (...elements: Expr[]): Expr => ({ kind: 'list', id: this.id(), pos, elements, optionalIndices: [] });
    const cond = (c: Expr, t: Expr, o: Expr): Expr => ({ kind: 'conditional', id: this.id(), pos, cond: c, then: t, otherwise: o });
    let accuInit: Expr;
    let loopCondition: Expr;
    let loopStep: Expr;
    let result: Expr;
    const pred = args[1] as Expr;
    let predicate: Expr | undefined;
    let transform: Expr | undefined;
    switch (fn) {
      case 'all':
        accuInit = lit(true);
        loopCondition = call('@not_strictly_false', accu());
        loopStep = { kind: 'and', id: this.id(), pos, left: accu(), right: pred };
        result = accu();
        break;
      case 'exists':
        accuInit = lit(false);
        loopCondition = call('@not_strictly_false', call('!_', accu()));
        loopStep = { kind: 'or', id: this.id(), pos, left: accu(), right: pred };
        result = accu();
        break;
      case 'exists_one':
        accuInit = lit(0n);
        loopCondition = lit(true);
        loopStep = cond(pred, call('_+_', accu(), lit(1n)), accu());
        result = call('_==_', accu(), lit(1n));
        break;
      case 'map': {
        accuInit = list();
        loopCondition = lit(true);
        if (args.length === 3) {
          predicate = pred;
          transform = args[2] as Expr;
          loopStep = cond(pred, call('_+_', accu(), list(transform)), accu());
        } else {
          transform = pred;
          loopStep = call('_+_', accu(), list(pred));
        }
        result = accu();
        break;
      }
      default: // filter
        accuInit = list();
        loopCondition = lit(true);
        predicate = pred;
        loopStep = cond(pred, call('_+_', accu(), list({ kind: 'ident', id: this.id(), pos, name: v.name })), accu());
        result = accu();
        break;
    }
    return {
      kind: 'comprehension',
      id: this.id(),
      pos,
      iterVar: v.name,
      iterRange: target,
      accuVar: ACCUMULATOR,
      accuInit,
      loopCondition,
      loopStep,
      result,
      macro: fn,
      ...(predicate ? { predicate } : {}),
      ...(transform ? { transform } : {}),
    };
  }
}
