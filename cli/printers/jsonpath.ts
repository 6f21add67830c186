/**
 * kubectl's JSONPath templates (k8s.io/client-go/util/jsonpath) for `-o jsonpath=`,
 * `-o custom-columns=` and `--sort-by=`: text outside braces is literal; inside braces a path
 * (`.metadata.name`, `$`, `@`, `..name`, `*`, `[0]`, `[1:3]`, `[*]`, `['key']`, `[a,b]`,
 * filters `[?(@.x=="y")]`, `[?(@.x)]`), a string literal (`{"\n"}`), or `range PATH` ... `end`.
 * Missing keys print nothing (kubectl's allowMissingKeys); strings print bare, other values as
 * JSON; several results of one path are joined with a space.
 */

export class JsonPathError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JsonPathError';
  }
}

type Step =
  | { kind: 'field'; name: string }
  | { kind: 'wildcard' }
  | { kind: 'recursive' }
  | { kind: 'index'; items: IndexItem[] }
  | { kind: 'filter'; left: Operand; op?: string; right?: Operand };

type IndexItem = { kind: 'key'; key: string } | { kind: 'slice'; start?: number; end?: number; step?: number; single: boolean } | { kind: 'all' };

type Operand = { kind: 'path'; steps: Step[]; root: '@' | '$' } | { kind: 'literal'; value: unknown };

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'path'; steps: Step[]; root: '@' | '$' }
  | { kind: 'literal'; text: string }
  | { kind: 'range'; steps: Step[]; root: '@' | '$'; body: Node[] };

/** Go's string literal escapes (`\n`, `\t`, `\"`, `\\`, `\uXXXX`). */
function unquote(s: string): string {
  try {
    return JSON.parse(s.startsWith("'") ? '"' + s.slice(1, -1).replace(/"/g, '\\"') + '"' : s) as string;
  } catch {
    return s.slice(1, -1);
  }
}

class PathParser {
  private i = 0;
  constructor(private readonly s: string) {}

  private peek(n = 0): string {
    return this.s[this.i + n] ?? '';
  }

  eof(): boolean {
    return this.i >= this.s.length;
  }

  parse(): { steps: Step[]; root: '@' | '$' } {
    let root: '@' | '$' = '@';
    if (this.peek() === '$') {
      root = '$';
      this.i++;
    } else if (this.peek() === '@') this.i++;
    return { steps: this.steps(), root };
  }

  steps(stop = ''): Step[] {
    const out: Step[] = [];
    while (!this.eof() && !stop.includes(this.peek())) {
      const c = this.peek();
      if (c === '.') {
        if (this.peek(1) === '.') {
          this.i += 2;
          out.push({ kind: 'recursive' });
          if (this.peek() === '*') {
            this.i++;
            out.push({ kind: 'wildcard' });
          } else if (this.peek() !== '[' && !this.eof()) out.push({ kind: 'field', name: this.name() });
          continue;
        }
        this.i++;
        if (this.peek() === '*') {
          this.i++;
          out.push({ kind: 'wildcard' });
        } else if (this.eof() || stop.includes(this.peek()) || this.peek() === '[' || this.peek() === '.') {
          // A lone `.` is the current object.
        } else out.push({ kind: 'field', name: this.name() });
      } else if (c === '[') {
        out.push(this.bracket());
      } else if (c === ' ') {
        this.i++;
      } else if (/[A-Za-z_]/.test(c) && out.length === 0) {
        // `metadata.name` without the leading dot (relaxed, as in range bodies).
        out.push({ kind: 'field', name: this.name() });
      } else {
        throw new JsonPathError(`unrecognized character in action: U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} '${c}'`);
      }
    }
    return out;
  }

  private name(): string {
    let name = '';
    while (!this.eof()) {
      const c = this.peek();
      if (c === '\\' && this.i + 1 < this.s.length) {
        name += this.s[this.i + 1];
        this.i += 2;
        continue;
      }
      if ('.[]() ,=!<>"\''.includes(c)) break;
      name += c;
      this.i++;
    }
    return name;
  }

  private bracket(): Step {
    this.i++; // [
    if (this.peek() === '?') {
      this.i++;
      if (this.peek() !== '(') throw new JsonPathError('unclosed filter: missing (');
      this.i++;
      const left = this.operand();
      this.skipSpaces();
      let op: string | undefined;
      let right: Operand | undefined;
      const m = /^(==|!=|<=|>=|<|>)/.exec(this.s.slice(this.i));
      if (m) {
        op = m[1];
        this.i += m[1]!.length;
        this.skipSpaces();
        right = this.operand();
        this.skipSpaces();
      }
      if (this.peek() !== ')' || this.peek(1) !== ']') throw new JsonPathError('unclosed filter');
      this.i += 2;
      return { kind: 'filter', left, ...(op ? { op } : {}), ...(right ? { right } : {}) };
    }
    const close = this.s.indexOf(']', this.i);
    if (close < 0) throw new JsonPathError('unterminated array');
    const inner = this.s.slice(this.i, close);
    this.i = close + 1;
    const items: IndexItem[] = [];
    for (const raw of splitUnion(inner)) {
      const part = raw.trim();
      if (part === '*') items.push({ kind: 'all' });
      else if (/^['"]/.test(part)) items.push({ kind: 'key', key: unquote(part) });
      else if (/^-?\d*(:-?\d*){0,2}$/.test(part) && part !== '') {
        const nums = part.split(':').map((x) => (x === '' ? undefined : Number(x)));
        items.push({ kind: 'slice', ...(nums[0] !== undefined ? { start: nums[0] } : {}), ...(nums[1] !== undefined ? { end: nums[1] } : {}), ...(nums[2] !== undefined ? { step: nums[2] } : {}), single: nums.length === 1 });
      } else items.push({ kind: 'key', key: part });
    }
    return { kind: 'index', items };
  }

  private skipSpaces(): void {
    while (this.peek() === ' ') this.i++;
  }

  private operand(): Operand {
    this.skipSpaces();
    const c = this.peek();
    if (c === '@' || c === '$') {
      this.i++;
      return { kind: 'path', root: c, steps: this.steps(' =!<>)') };
    }
    if (c === '"' || c === "'") {
      const end = this.s.indexOf(c, this.i + 1);
      if (end < 0) throw new JsonPathError('unterminated string');
      const lit = this.s.slice(this.i, end + 1);
      this.i = end + 1;
      return { kind: 'literal', value: unquote(lit) };
    }
    const m = /^(-?\d+(\.\d+)?|true|false|null)/.exec(this.s.slice(this.i));
    if (!m) throw new JsonPathError(`unrecognized filter operand at ${this.s.slice(this.i)}`);
    this.i += m[1]!.length;
    return { kind: 'literal', value: JSON.parse(m[1]!) };
  }
}

function splitUnion(s: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quote = '';
  for (const c of s) {
    if (quote) {
      cur += c;
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") {
      quote = c;
      cur += c;
    } else if (c === ',') {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out;
}

/** Split a template into literal text and `{...}` actions (braces inside quotes do not count). */
function actions(template: string): Array<{ text: string } | { action: string }> {
  const out: Array<{ text: string } | { action: string }> = [];
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open < 0) {
      out.push({ text: template.slice(i) });
      break;
    }
    if (open > i) out.push({ text: template.slice(i, open) });
    let j = open + 1;
    let quote = '';
    for (; j < template.length; j++) {
      const c = template[j]!;
      if (quote) {
        if (c === '\\') j++;
        else if (c === quote) quote = '';
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '}') break;
    }
    if (j >= template.length) throw new JsonPathError(`unclosed action`);
    out.push({ action: template.slice(open + 1, j) });
    i = j + 1;
  }
  return out;
}

export class JsonPath {
  private readonly nodes: Node[];

  constructor(readonly template: string) {
    const stack: Node[][] = [[]];
    const ranges: Array<Node & { kind: 'range' }> = [];
    for (const part of actions(template)) {
      const top = stack[stack.length - 1]!;
      if ('text' in part) {
        top.push({ kind: 'text', text: part.text });
        continue;
      }
      const a = part.action.trim();
      if (a === 'end') {
        if (ranges.length === 0) throw new JsonPathError('not in range, nothing to end');
        ranges.pop();
        stack.pop();
        continue;
      }
      if (a.startsWith('range ') || a === 'range') {
        const p = new PathParser(a.slice(5).trim()).parse();
        const node = { kind: 'range' as const, ...p, body: [] as Node[] };
        top.push(node);
        ranges.push(node);
        stack.push(node.body);
        continue;
      }
      if (/^["']/.test(a)) {
        top.push({ kind: 'literal', text: unquote(a) });
        continue;
      }
      if (a === '') throw new JsonPathError('unrecognized identifier');
      top.push({ kind: 'path', ...new PathParser(a).parse() });
    }
    if (ranges.length > 0) throw new JsonPathError('unclosed range');
    this.nodes = stack[0]!;
  }

  /** The values each path of the template finds (custom-columns and --sort-by use the first). */
  findResults(data: unknown): unknown[][] {
    const out: unknown[][] = [];
    for (const n of this.nodes) {
      if (n.kind === 'path') out.push(evalSteps(n.root === '$' ? [data] : [data], n.steps, data));
    }
    return out;
  }

  execute(data: unknown): string {
    return this.run(this.nodes, data, data);
  }

  private run(nodes: readonly Node[], current: unknown, root: unknown): string {
    let out = '';
    for (const n of nodes) {
      switch (n.kind) {
        case 'text':
          out += n.text;
          break;
        case 'literal':
          out += n.text;
          break;
        case 'path':
          out += evalSteps([n.root === '$' ? root : current], n.steps, root).map(printValue).join(' ');
          break;
        case 'range': {
          let items = evalSteps([n.root === '$' ? root : current], n.steps, root);
          // `range .items` ranges over the array's elements, as `range .items[*]`.
          if (items.length === 1 && Array.isArray(items[0])) items = items[0];
          for (const item of items) out += this.run(n.body, item, root);
          break;
        }
      }
    }
    return out;
  }
}

/** How kubectl prints one JSONPath result: strings bare, everything else as JSON. */
export function printValue(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v === undefined) return '';
  return JSON.stringify(v);
}

function evalSteps(input: unknown[], steps: readonly Step[], root: unknown): unknown[] {
  let cur = input;
  for (const step of steps) cur = evalStep(cur, step, root);
  return cur;
}

function sortedEntries(o: object): Array<[string, unknown]> {
  return Object.keys(o)
    .sort()
    .map((k) => [k, (o as Record<string, unknown>)[k]]);
}

function evalStep(input: unknown[], step: Step, root: unknown): unknown[] {
  const out: unknown[] = [];
  switch (step.kind) {
    case 'field':
      for (const v of input) {
        if (v !== null && typeof v === 'object' && !Array.isArray(v) && Object.prototype.hasOwnProperty.call(v, step.name)) {
          out.push((v as Record<string, unknown>)[step.name]);
        }
      }
      return out;
    case 'wildcard':
      for (const v of input) {
        if (Array.isArray(v)) out.push(...v);
        else if (v !== null && typeof v === 'object') out.push(...sortedEntries(v).map(([, x]) => x));
      }
      return out;
    case 'recursive': {
      const walk = (v: unknown) => {
        if (v === null || typeof v !== 'object') return;
        out.push(v);
        const children = Array.isArray(v) ? v : sortedEntries(v).map(([, x]) => x);
        for (const c of children) walk(c);
      };
      for (const v of input) walk(v);
      return out;
    }
    case 'index':
      for (const v of input) {
        for (const item of step.items) {
          if (item.kind === 'key') {
            if (v !== null && typeof v === 'object' && !Array.isArray(v) && Object.prototype.hasOwnProperty.call(v, item.key)) out.push((v as Record<string, unknown>)[item.key]);
            continue;
          }
          if (!Array.isArray(v)) {
            if (item.kind === 'all' && v !== null && typeof v === 'object') out.push(...sortedEntries(v).map(([, x]) => x));
            continue;
          }
          if (item.kind === 'all') {
            out.push(...v);
            continue;
          }
          const len = v.length;
          const norm = (n: number) => (n < 0 ? n + len : n);
          if (item.single) {
            const idx = norm(item.start ?? 0);
            if (idx < 0 || idx >= len) throw new JsonPathError(`array index out of bounds: index ${item.start}, length ${len}`);
            out.push(v[idx]);
            continue;
          }
          const start = Math.max(0, Math.min(len, norm(item.start ?? 0)));
          const end = Math.max(0, Math.min(len, norm(item.end ?? len)));
          const stride = item.step ?? 1;
          for (let k = start; k < end; k += stride > 0 ? stride : 1) out.push(v[k]);
        }
      }
      return out;
    case 'filter':
      for (const v of input) {
        const list = Array.isArray(v) ? v : [v];
        for (const el of list) if (filterMatches(el, step, root)) out.push(el);
      }
      return out;
  }
}

function operandValues(o: Operand, current: unknown, root: unknown): unknown[] {
  return o.kind === 'literal' ? [o.value] : evalSteps([o.root === '$' ? root : current], o.steps, root);
}

function filterMatches(el: unknown, step: Step & { kind: 'filter' }, root: unknown): boolean {
  const left = operandValues(step.left, el, root);
  if (!step.op || !step.right) return left.length > 0 && left[0] !== undefined;
  const right = operandValues(step.right, el, root);
  if (left.length === 0 || right.length === 0) return false;
  const a = left[0];
  const b = right[0];
  switch (step.op) {
    case '==':
      return compareEqual(a, b);
    case '!=':
      return !compareEqual(a, b);
  }
  const x = typeof a === 'number' ? a : Number(a);
  const y = typeof b === 'number' ? b : Number(b);
  if (Number.isNaN(x) || Number.isNaN(y)) return false;
  switch (step.op) {
    case '<':
      return x < y;
    case '>':
      return x > y;
    case '<=':
      return x <= y;
    default:
      return x >= y;
  }
}

function compareEqual(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b);
  return typeof a === 'object' || typeof b === 'object' ? JSON.stringify(a) === JSON.stringify(b) : a === b;
}

/** kubectl's RelaxedJSONPathExpression: `.a.b`, `a.b`, `{.a.b}` all mean `{.a.b}`. */
export function relaxedJsonPath(expr: string): string {
  if (expr === '') return expr;
  const m = /^\{?(.*?)\}?$/.exec(expr.trim());
  let inner = m?.[1] ?? expr;
  if (!inner.startsWith('.') && !inner.startsWith('$') && !inner.startsWith('@')) inner = '.' + inner;
  return `{${inner}}`;
}
