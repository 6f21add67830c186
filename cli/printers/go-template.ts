/**
 * The subset of Go's text/template that kubectl users write for `-o go-template=`:
 * `{{.a.b}}`, `{{.}}`, `{{$}}`, `{{range PIPE}}...{{else}}...{{end}}`, `{{if PIPE}}` /
 * `{{else if}}` / `{{else}}`, `{{with PIPE}}`, variables (`{{$x := PIPE}}`,
 * `{{range $i, $e := PIPE}}`, `$x.field`), trim markers `{{-` `-}}`, string/number
 * literals, pipelines `x | f`, and the functions index, len, printf, print, println, eq, ne,
 * lt, le, gt, ge, and, or, not. An unknown function fails with Go's text:
 * `template: output:1: function "foo" not defined`. Missing keys print `<no value>`.
 */
import { UsageError } from '../io.js';
import { goValue } from './custom-columns.js';

type Arg =
  | { kind: 'field'; root: 'dot' | 'dollar'; path: string[] }
  | { kind: 'var'; name: string; path: string[] }
  | { kind: 'literal'; value: unknown }
  | { kind: 'fn'; name: string }
  // `(pipeline).a.b`: a parenthesised pipeline, then fields of its value.
  | { kind: 'sub'; pipe: Cmd[]; path: string[] };
type Cmd = Arg[];
type Node =
  | { kind: 'text'; text: string }
  | { kind: 'action'; pipe: Cmd[]; declare?: string }
  | { kind: 'if' | 'with' | 'range'; pipe: Cmd[]; body: Node[]; elseBody: Node[]; vars?: string[] };

const FUNCTIONS = new Set(['index', 'len', 'printf', 'print', 'println', 'eq', 'ne', 'lt', 'le', 'gt', 'ge', 'and', 'or', 'not']);
const MISSING = Symbol('missing');

class TemplateError extends Error {}

function tokenize(src: string): string[] {
  const out: string[] = [];
  const re = /\s*("(?:[^"\\]|\\.)*"|`[^`]*`|'(?:[^'\\]|\\.)*'|\(|\)(?:\.[^\s()|]+)?|\||[^\s()|]+)/gy;
  let m: RegExpExecArray | null;
  while ((m = re.exec(src)) !== null) {
    if (m[1] === undefined) break;
    out.push(m[1]);
    if (re.lastIndex >= src.length) break;
  }
  return out;
}

function parsePipe(tokens: string[], line: number): Cmd[] {
  let i = 0;
  const pipe = (): Cmd[] => {
    const cmds: Cmd[] = [[]];
    while (i < tokens.length && !tokens[i]!.startsWith(')')) {
      const t = tokens[i++]!;
      if (t === '|') {
        cmds.push([]);
        continue;
      }
      const cmd = cmds[cmds.length - 1]!;
      if (t === '(') {
        const sub = pipe();
        const close = tokens[i++] ?? ')';
        cmd.push({ kind: 'sub', pipe: sub, path: close.length > 1 ? close.slice(2).split('.') : [] });
      } else if (t === '.') cmd.push({ kind: 'field', root: 'dot', path: [] });
      else if (t === '$') cmd.push({ kind: 'field', root: 'dollar', path: [] });
      else if (t.startsWith('.')) cmd.push({ kind: 'field', root: 'dot', path: t.slice(1).split('.') });
      else if (t.startsWith('$.')) cmd.push({ kind: 'field', root: 'dollar', path: t.slice(2).split('.') });
      else if (/^\$\w/.test(t)) {
        const [name, ...path] = t.slice(1).split('.');
        cmd.push({ kind: 'var', name: name!, path });
      }
      else if (t.startsWith('"')) cmd.push({ kind: 'literal', value: JSON.parse(t) });
      else if (t.startsWith('`')) cmd.push({ kind: 'literal', value: t.slice(1, -1) });
      else if (/^-?\d+(\.\d+)?$/.test(t)) cmd.push({ kind: 'literal', value: Number(t) });
      else if (t === 'true' || t === 'false') cmd.push({ kind: 'literal', value: t === 'true' });
      else if (t === 'nil') cmd.push({ kind: 'literal', value: null });
      else if (FUNCTIONS.has(t)) cmd.push({ kind: 'fn', name: t });
      else throw new TemplateError(`template: output:${line}: function ${JSON.stringify(t)} not defined`);
    }
    return cmds;
  };
  return pipe();
}

function parse(template: string): Node[] {
  const root: Node[] = [];
  const stack: Array<{ node: Node & { body: Node[]; elseBody: Node[] }; inElse: boolean; target: Node[] }> = [];
  const current = () => (stack.length === 0 ? root : stack[stack.length - 1]!.inElse ? stack[stack.length - 1]!.node.elseBody : stack[stack.length - 1]!.node.body);
  let i = 0;
  let trimNext = false;
  while (i < template.length) {
    const open = template.indexOf('{{', i);
    let text = template.slice(i, open < 0 ? undefined : open);
    if (trimNext) text = text.replace(/^\s+/, '');
    trimNext = false;
    if (open < 0) {
      if (text) current().push({ kind: 'text', text });
      break;
    }
    let start = open + 2;
    if (template[start] === '-' && /\s/.test(template[start + 1] ?? '')) {
      text = text.replace(/\s+$/, '');
      start++;
    }
    if (text) current().push({ kind: 'text', text });
    const close = template.indexOf('}}', start);
    if (close < 0) throw new TemplateError('template: output:1: unclosed action');
    let inner = template.slice(start, close);
    if (/\s-$/.test(inner)) {
      inner = inner.slice(0, -1);
      trimNext = true;
    }
    i = close + 2;
    const line = template.slice(0, open).split('\n').length;
    const body = inner.trim();
    if (body.startsWith('/*')) continue;
    const tokens = tokenize(body);
    const head = tokens[0];
    if (head === 'if' || head === 'with' || head === 'range') {
      // `range $i, $e := PIPE` and `with $x := PIPE` declare variables for the body.
      const decl = tokens.indexOf(':=');
      const vars = head !== 'if' && decl > 1 ? tokens.slice(1, decl).join('').split(',').filter((v) => v !== '').map((v) => v.replace(/^\$/, '')) : undefined;
      const node = {
        kind: head as 'if' | 'with' | 'range',
        pipe: parsePipe(tokens.slice(vars ? decl + 1 : 1), line),
        body: [] as Node[],
        elseBody: [] as Node[],
        ...(vars ? { vars } : {}),
      };
      current().push(node);
      stack.push({ node, inElse: false, target: node.body });
    } else if (head === 'else') {
      const top = stack[stack.length - 1];
      if (!top) throw new TemplateError(`template: output:${line}: unexpected {{else}}`);
      if (tokens[1] === 'if') {
        // `else if` nests an if in the else branch, closed by the same {{end}}.
        const node = { kind: 'if' as const, pipe: parsePipe(tokens.slice(2), line), body: [] as Node[], elseBody: [] as Node[] };
        top.inElse = true;
        top.node.elseBody.push(node);
        stack.push({ node, inElse: false, target: node.body });
        (node as unknown as { chained: boolean }).chained = true;
      } else top.inElse = true;
    } else if (head === 'end') {
      if (stack.length === 0) throw new TemplateError(`template: output:${line}: unexpected {{end}}`);
      // Pop the chained `else if`s with their parent.
      while (stack.length > 0) {
        const popped = stack.pop()!;
        if (!(popped.node as unknown as { chained?: boolean }).chained) break;
      }
    } else if (/^\$\w+$/.test(head ?? '') && (tokens[1] === ':=' || tokens[1] === '=')) {
      current().push({ kind: 'action', pipe: parsePipe(tokens.slice(2), line), declare: head!.slice(1) });
    } else current().push({ kind: 'action', pipe: parsePipe(tokens, line) });
  }
  if (stack.length > 0) throw new TemplateError('template: output:1: unexpected EOF');
  return root;
}

function truthy(v: unknown): boolean {
  if (v === MISSING || v === null || v === undefined || v === false || v === 0 || v === '') return false;
  if (Array.isArray(v)) return v.length > 0;
  if (typeof v === 'object') return Object.keys(v).length > 0;
  return true;
}

function show(v: unknown): string {
  if (v === MISSING || v === undefined) return '<no value>';
  return goValue(v);
}

function sprintf(format: string, args: unknown[]): string {
  let n = 0;
  return format.replace(/%([-+# 0]*\d*(?:\.\d+)?)([vsdqfxt%])/g, (_m, _flags: string, verb: string) => {
    if (verb === '%') return '%';
    const a = args[n++];
    switch (verb) {
      case 'q':
        return JSON.stringify(typeof a === 'string' ? a : show(a));
      case 'd':
        return typeof a === 'number' ? String(Math.trunc(a)) : `%!d(${typeof a}=${show(a)})`;
      case 'f':
        return typeof a === 'number' ? a.toFixed(6) : show(a);
      default:
        return show(a);
    }
  });
}

export class GoTemplate {
  private readonly nodes: Node[];

  constructor(readonly template: string) {
    try {
      this.nodes = parse(template);
    } catch (err) {
      if (err instanceof TemplateError) throw new UsageError(`error parsing template ${template}, ${err.message}`);
      throw err;
    }
  }

  /** Variable scopes, innermost last (execution is synchronous). */
  private scopes: Array<Map<string, unknown>> = [];

  execute(data: unknown): string {
    this.scopes = [new Map()];
    return this.run(this.nodes, data, data);
  }

  private run(nodes: readonly Node[], dot: unknown, root: unknown): string {
    let out = '';
    for (const n of nodes) {
      if (n.kind === 'text') out += n.text;
      else if (n.kind === 'action') {
        const v = this.pipe(n.pipe, dot, root);
        if (n.declare !== undefined) this.scopes[this.scopes.length - 1]!.set(n.declare, v);
        else out += show(v);
      }
      else {
        const v = this.pipe(n.pipe, dot, root);
        if (n.kind === 'if') out += truthy(v) ? this.run(n.body, dot, root) : this.run(n.elseBody, dot, root);
        else if (n.kind === 'with') {
          if (!truthy(v)) out += this.run(n.elseBody, dot, root);
          else {
            this.scopes.push(new Map(n.vars?.length ? [[n.vars[0]!, v]] : []));
            try {
              out += this.run(n.body, v, root);
            } finally {
              this.scopes.pop();
            }
          }
        }
        else {
          const entries: Array<[unknown, unknown]> = Array.isArray(v)
            ? v.map((x, i) => [i, x])
            : v !== null && typeof v === 'object'
              ? Object.keys(v).sort().map((k) => [k, (v as Record<string, unknown>)[k]])
              : [];
          if (entries.length === 0) out += this.run(n.elseBody, dot, root);
          for (const [key, item] of entries) {
            const scope = new Map<string, unknown>();
            // One variable gets the element; two get the key (index) and the element, as Go.
            if (n.vars?.length === 1) scope.set(n.vars[0]!, item);
            else if (n.vars?.length === 2) {
              scope.set(n.vars[0]!, key);
              scope.set(n.vars[1]!, item);
            }
            this.scopes.push(scope);
            try {
              out += this.run(n.body, item, root);
            } finally {
              this.scopes.pop();
            }
          }
        }
      }
    }
    return out;
  }

  private pipe(cmds: readonly Cmd[], dot: unknown, root: unknown): unknown {
    let prev: unknown = MISSING;
    let first = true;
    for (const cmd of cmds) {
      prev = this.command(cmd, dot, root, first ? undefined : prev);
      first = false;
    }
    return prev;
  }

  private arg(a: Arg, dot: unknown, root: unknown): unknown {
    switch (a.kind) {
      case 'literal':
        return a.value;
      case 'sub': {
        let v = this.pipe(a.pipe, dot, root);
        for (const key of a.path) {
          if (v === null || typeof v !== 'object' || Array.isArray(v) || !(key in v)) return MISSING;
          v = (v as Record<string, unknown>)[key];
        }
        return v;
      }
      case 'fn':
        return this.call(a.name, []);
      case 'var': {
        let v: unknown = MISSING;
        for (let i = this.scopes.length - 1; i >= 0; i--) {
          if (this.scopes[i]!.has(a.name)) {
            v = this.scopes[i]!.get(a.name);
            break;
          }
        }
        if (v === MISSING) throw new UsageError(`error executing template: undefined variable: $${a.name}`);
        for (const key of a.path) {
          if (v === null || typeof v !== 'object' || Array.isArray(v) || !(key in v)) return MISSING;
          v = (v as Record<string, unknown>)[key];
        }
        return v;
      }
      case 'field': {
        let v: unknown = a.root === 'dot' ? dot : root;
        for (const key of a.path) {
          if (v === null || typeof v !== 'object' || Array.isArray(v) || !(key in v)) return MISSING;
          v = (v as Record<string, unknown>)[key];
        }
        return v;
      }
    }
  }

  private command(cmd: Cmd, dot: unknown, root: unknown, piped: unknown): unknown {
    const head = cmd[0];
    if (!head) return piped;
    if (head.kind === 'fn') {
      const args = cmd.slice(1).map((a) => this.arg(a, dot, root));
      if (piped !== undefined) args.push(piped);
      return this.call(head.name, args);
    }
    return this.arg(head, dot, root);
  }

  private call(name: string, args: unknown[]): unknown {
    const val = (v: unknown) => (v === MISSING ? undefined : v);
    switch (name) {
      case 'index': {
        let v = val(args[0]);
        for (const k of args.slice(1)) {
          if (v === null || v === undefined || typeof v !== 'object') return MISSING;
          v = (v as Record<string, unknown>)[String(k)];
        }
        return v === undefined ? MISSING : v;
      }
      case 'len': {
        const v = val(args[0]);
        if (typeof v === 'string' || Array.isArray(v)) return v.length;
        if (v !== null && typeof v === 'object') return Object.keys(v).length;
        throw new UsageError(`error executing template: len of ${show(v)}`);
      }
      case 'printf':
        return sprintf(String(val(args[0]) ?? ''), args.slice(1));
      case 'print':
        return args.map(show).join('');
      case 'println':
        return args.map(show).join(' ') + '\n';
      case 'eq':
        return args.slice(1).some((b) => JSON.stringify(val(args[0])) === JSON.stringify(val(b)));
      case 'ne':
        return JSON.stringify(val(args[0])) !== JSON.stringify(val(args[1]));
      case 'lt':
        return (val(args[0]) as number) < (val(args[1]) as number);
      case 'le':
        return (val(args[0]) as number) <= (val(args[1]) as number);
      case 'gt':
        return (val(args[0]) as number) > (val(args[1]) as number);
      case 'ge':
        return (val(args[0]) as number) >= (val(args[1]) as number);
      case 'and':
        return args.find((a) => !truthy(a)) ?? args[args.length - 1];
      case 'or':
        return args.find((a) => truthy(a)) ?? args[args.length - 1];
      case 'not':
        return !truthy(args[0]);
    }
    return MISSING;
  }
}
