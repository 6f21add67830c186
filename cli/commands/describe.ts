/**
 * `ctl describe (-f FILE | TYPE [NAME_PREFIX | -l label] | TYPE/NAME)`: kubectl's describe.
 * Namespaces get kubectl's namespace describer; every other kind is unknown to kubectl and
 * gets its generic describer (`Name:`, `Namespace:`, `Labels:`, `Annotations:`, then the
 * object's fields with "smart" labels, nested, and `Events:  <none>`), laid out with Go's
 * tabwriter (minwidth 0, tabwidth 8, padding 2) exactly as kubectl does.
 */
import type { KubeObject } from '../../src/meta/types.js';
import type { CliContext } from '../context.js';
import { errorMessage } from '../errors.js';
import type { CommandIO } from '../io.js';
import { goTabwriter } from '../printers/go-tabwriter.js';
import { resolveTargets, splitTypeNames, type Target } from '../targets.js';

export interface DescribeOptions {
  readonly args: readonly string[];
  readonly filenames: readonly string[];
  readonly selector?: string;
  readonly allNamespaces: boolean;
}

const LAST_APPLIED = 'kubectl.kubernetes.io/last-applied-configuration';
const MAX_ANNOTATION_LEN = 140;

class PrefixWriter {
  text = '';
  write(level: number, s: string): void {
    this.text += '  '.repeat(level) + s;
  }
}

/** Go's `%v` for a decoded JSON value. */
function goValue(v: unknown): string {
  if (v === null || v === undefined) return '<nil>';
  if (typeof v === 'number') {
    if (Number.isInteger(v)) return String(v);
    const exp = Math.floor(Math.log10(Math.abs(v)));
    if (exp < -4 || exp >= 21) return v.toExponential().replace(/e([+-])(\d)$/, 'e$10$2');
    return String(v);
  }
  if (typeof v === 'object') return Array.isArray(v) ? `[${v.map(goValue).join(' ')}]` : `map[${Object.keys(v).sort().map((k) => `${k}:${goValue((v as Record<string, unknown>)[k])}`).join(' ')}]`;
  return String(v);
}

/** fatih/camelcase.Split: runs of lower, upper, digit and other characters; "HTMLFile" -> HTML, File. */
function camelSplit(s: string): string[] {
  const cls = (c: string) => (/\p{Ll}/u.test(c) ? 1 : /\p{Lu}/u.test(c) ? 2 : /\p{Nd}/u.test(c) ? 3 : 4);
  const runs: string[][] = [];
  let last = 0;
  for (const c of s) {
    const k = cls(c);
    if (k === last) runs[runs.length - 1]!.push(c);
    else runs.push([c]);
    last = k;
  }
  for (let i = 0; i < runs.length - 1; i++) {
    if (cls(runs[i]![0]!) === 2 && cls(runs[i + 1]![0]!) === 1) {
      runs[i + 1]!.unshift(runs[i]!.pop()!);
    }
  }
  return runs.filter((r) => r.length > 0).map((r) => r.join(''));
}

/** kubectl's smartLabelFor: `podFixed` -> `Pod Fixed`, `uid` -> `UID`; other characters keep the field as is. */
export function smartLabelFor(field: string): string {
  if ([...field].some((c) => !/\p{L}/u.test(c) && c !== '-')) return field;
  const acronyms = ['API', 'URL', 'UID', 'OSB', 'GUID'];
  return camelSplit(field)
    .filter((p) => p !== '_')
    .map((p) => (acronyms.includes(p.toUpperCase()) ? p.toUpperCase() : p.charAt(0).toUpperCase() + p.slice(1)))
    .join(' ');
}

function printUnstructured(w: PrefixWriter, level: number, content: Record<string, unknown>, prefix: string, skip: readonly string[]): void {
  for (const field of Object.keys(content).sort()) {
    const value = content[field];
    const expr = `${prefix}.${field}`;
    if (skip.includes(expr)) continue;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      w.write(level, `${smartLabelFor(field)}:\n`);
      printUnstructured(w, level + 1, value as Record<string, unknown>, expr, skip);
    } else if (Array.isArray(value)) {
      w.write(level, `${smartLabelFor(field)}:\n`);
      for (const child of value) {
        if (child !== null && typeof child === 'object' && !Array.isArray(child)) printUnstructured(w, level + 1, child as Record<string, unknown>, expr, skip);
        else w.write(level + 1, `${goValue(child)}\n`);
      }
    } else {
      w.write(level, `${smartLabelFor(field)}:\t${goValue(value)}\n`);
    }
  }
}

function printLabels(w: PrefixWriter, title: string, labels: Record<string, string> | undefined): void {
  w.write(0, `${title}:\t`);
  const keys = Object.keys(labels ?? {}).sort();
  if (keys.length === 0) {
    w.write(0, '<none>\n');
    return;
  }
  keys.forEach((k, i) => w.write(0, `${i === 0 ? '' : '\t'}${k}=${labels![k]}\n`));
}

function printAnnotations(w: PrefixWriter, annotations: Record<string, string> | undefined): void {
  w.write(0, 'Annotations:\t');
  const keys = Object.keys(annotations ?? {})
    .filter((k) => k !== LAST_APPLIED)
    .sort();
  if (keys.length === 0) {
    w.write(0, '<none>\n');
    return;
  }
  keys.forEach((k, i) => {
    if (i !== 0) w.write(0, '\t');
    const value = annotations![k]!.replace(/\n$/, '');
    if (value.length + k.length + 2 > MAX_ANNOTATION_LEN || value.includes('\n')) {
      w.write(0, `${k}:\n`);
      for (const s of value.split('\n')) w.write(0, `\t  ${s.length > MAX_ANNOTATION_LEN - 2 ? s.slice(0, MAX_ANNOTATION_LEN - 2) + '...' : s}\n`);
    } else {
      w.write(0, `${k}: ${value}\n`);
    }
  });
}

/** kubectl's generic describer (for kinds kubectl has no describer of its own). */
export function describeGeneric(obj: KubeObject): string {
  const w = new PrefixWriter();
  w.write(0, `Name:\t${obj.metadata?.name ?? ''}\n`);
  w.write(0, `Namespace:\t${obj.metadata?.namespace ?? ''}\n`);
  printLabels(w, 'Labels', obj.metadata?.labels);
  printAnnotations(w, obj.metadata?.annotations);
  printUnstructured(w, 0, obj as unknown as Record<string, unknown>, '', ['.metadata.managedFields', '.metadata.name', '.metadata.namespace', '.metadata.labels', '.metadata.annotations']);
  w.write(0, 'Events:\t<none>\n');
  return goTabwriter(w.text);
}

/** RFC 1123 with numeric zone, as Go's time.RFC1123Z. */
function rfc1123z(iso: string | undefined): string {
  if (!iso) return 'Mon, 01 Jan 0001 00:00:00 +0000';
  const d = new Date(iso);
  const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const p = (n: number) => String(n).padStart(2, '0');
  return `${days[d.getUTCDay()]}, ${p(d.getUTCDate())} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} +0000`;
}

/** kubectl's namespace describer; the server serves no resource quotas or limit ranges, so those sections are absent as kubectl leaves them. */
export function describeNamespace(ns: KubeObject & { status?: { phase?: string; conditions?: Array<Record<string, string>> } }): string {
  const w = new PrefixWriter();
  w.write(0, `Name:\t${ns.metadata?.name ?? ''}\n`);
  printLabels(w, 'Labels', ns.metadata?.labels);
  printAnnotations(w, ns.metadata?.annotations);
  w.write(0, `Status:\t${ns.status?.phase ?? ''}\n`);
  const conditions = ns.status?.conditions ?? [];
  if (conditions.length > 0) {
    w.write(0, 'Conditions:\n');
    w.write(1, 'Type\tStatus\tLastTransitionTime\tReason\tMessage\n');
    w.write(1, '----\t------\t------------------\t------\t-------\n');
    for (const c of conditions) w.write(1, `${c.type ?? ''}\t${c.status ?? ''}\t${rfc1123z(c.lastTransitionTime)}\t${c.reason ?? ''}\t${c.message ?? ''}\n`);
  }
  return goTabwriter(w.text);
}

function describeTarget(t: Target): string {
  if (t.d.group === '' && t.d.kind === 'Namespace') return describeNamespace(t.object as never);
  return describeGeneric(t.object!);
}

export async function runDescribe(ctx: CliContext, opts: DescribeOptions, io: CommandIO): Promise<number> {
  let resolved = await resolveTargets(
    ctx,
    { args: opts.args, filenames: opts.filenames, ...(opts.selector !== undefined ? { selector: opts.selector } : {}), allNamespaces: opts.allNamespaces },
    io,
    { fetch: true, bareTypeLists: true, missingMessage: 'You must specify the type of resource to describe. Use "ctl api-resources" for a complete list of supported resources.' },
  );
  // `describe TYPE NAME`: a name that is no object is taken as a prefix of names (kubectl's DescribeMatchingResources).
  const split = opts.filenames.length === 0 ? splitTypeNames(opts.args) : { names: [] as string[] };
  if (split.type && split.names.length === 1 && resolved.targets.length === 0 && resolved.errors.length === 1 && resolved.errors[0]!.reason === 'NotFound') {
    const all = await resolveTargets(ctx, { args: [split.type], allNamespaces: false }, io, { fetch: true, bareTypeLists: true });
    const matching = all.targets.filter((t) => t.name.startsWith(split.names[0]!));
    if (matching.length > 0) {
      // kubectl's DescribeMatchingResources: each description followed by a newline, no separators.
      for (const t of matching) io.stdout.write(describeTarget(t) + '\n');
      return 0;
    }
  }
  let first = true;
  for (const t of resolved.targets) {
    const text = describeTarget(t);
    io.stdout.write(first ? text : `\n\n${text}`);
    first = false;
  }
  if (resolved.targets.length === 0 && resolved.errors.length === 0) {
    io.stderr.write(opts.allNamespaces ? 'No resources found\n' : `No resources found in ${ctx.namespace} namespace.\n`);
  }
  for (const e of resolved.errors) io.stderr.write(errorMessage(e) + '\n');
  return resolved.errors.length > 0 ? 1 : 0;
}

