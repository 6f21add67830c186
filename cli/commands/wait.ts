/**
 * `ctl wait ([-f FILE] | TYPE[.VERSION][.GROUP] [NAME | -l label | --all]) --for=delete|create|
 * condition=C[=value]|jsonpath='{path}'[=value] [--timeout=30s]`: kubectl's wait, watching the
 * objects (a field-selected watch per object from its resourceVersion) rather than polling.
 * Messages and exit codes as kubectl's: `<kind>.<group>/<name> condition met`, `timed out
 * waiting for the condition on <resource>/<name>` (exit 1); --timeout=0 checks once.
 */
import { ApiError } from '../../src/meta/status.js';
import type { ResourceDescriptor } from '../../src/meta/resources.js';
import type { KubeObject } from '../../src/meta/types.js';
import type { CliContext } from '../context.js';
import { errorMessage } from '../errors.js';
import { UsageError, type CommandIO } from '../io.js';
import { kindName, resolveTargets } from '../targets.js';

export interface WaitOptions {
  readonly args: readonly string[];
  readonly filenames: readonly string[];
  readonly selector?: string;
  readonly fieldSelector?: string;
  readonly all: boolean;
  readonly allNamespaces: boolean;
  readonly for: string;
  /** Go duration text; default 30s. */
  readonly timeout: string;
  readonly output?: string;
}

type Condition =
  | { kind: 'delete' }
  | { kind: 'create' }
  | { kind: 'condition'; name: string; value: string }
  | { kind: 'jsonpath'; path: PathStep[]; value?: string };

type PathStep = { field: string } | { index: number } | { filter: { path: string[]; value: string } } | { wildcard: true };

/** Go's time.ParseDuration for the units kubectl users type. */
export function parseGoDuration(text: string): number {
  if (text === '0') return 0;
  const m = /^([-+]?)((?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|ms|s|m|h))+$/.exec(text);
  if (!m) throw new UsageError(`invalid argument "${text}" for "--timeout" flag: time: invalid duration ${JSON.stringify(text)}`);
  const unit: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60000, h: 3600000 };
  let total = 0;
  for (const part of text.replace(/^[-+]/, '').matchAll(/(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h)/g)) total += Number(part[1]) * unit[part[2]!]!;
  return m[1] === '-' ? -total : total;
}

function parsePath(expr: string): PathStep[] {
  let e = expr.trim();
  if (e.startsWith('{') && e.endsWith('}')) e = e.slice(1, -1);
  if (e.startsWith('$')) e = e.slice(1);
  const steps: PathStep[] = [];
  let i = 0;
  while (i < e.length) {
    if (e[i] === '.') {
      i++;
      let j = i;
      while (j < e.length && e[j] !== '.' && e[j] !== '[') j++;
      const field = e.slice(i, j);
      if (field === '*') steps.push({ wildcard: true });
      else if (field !== '') steps.push({ field });
      i = j;
    } else if (e[i] === '[') {
      const close = e.indexOf(']', i);
      if (close < 0) throw new UsageError(`unclosed array expect ]`);
      const inner = e.slice(i + 1, close).trim();
      const f = /^\?\(@((?:\.[\w-]+)+)\s*==\s*["']?([^"')]*)["']?\)$/.exec(inner);
      if (f) steps.push({ filter: { path: f[1]!.slice(1).split('.'), value: f[2]! } });
      else if (/^-?\d+$/.test(inner)) steps.push({ index: Number(inner) });
      else if (inner === '*') steps.push({ wildcard: true });
      else steps.push({ field: inner.replace(/^['"]|['"]$/g, '') });
      i = close + 1;
    } else {
      let j = i;
      while (j < e.length && e[j] !== '.' && e[j] !== '[') j++;
      steps.push({ field: e.slice(i, j) });
      i = j;
    }
  }
  return steps;
}

function evaluate(steps: readonly PathStep[], root: unknown): unknown[] {
  let cur: unknown[] = [root];
  for (const s of steps) {
    const next: unknown[] = [];
    for (const v of cur) {
      if ('field' in s) {
        if (v !== null && typeof v === 'object' && !Array.isArray(v) && s.field in v) next.push((v as Record<string, unknown>)[s.field]);
      } else if ('index' in s) {
        if (Array.isArray(v)) {
          const at = s.index < 0 ? v.length + s.index : s.index;
          if (at >= 0 && at < v.length) next.push(v[at]);
        }
      } else if ('wildcard' in s) {
        if (Array.isArray(v)) next.push(...v);
        else if (v !== null && typeof v === 'object') next.push(...Object.values(v));
      } else if (Array.isArray(v)) {
        for (const item of v) {
          let x: unknown = item;
          for (const p of s.filter.path) x = x !== null && typeof x === 'object' ? (x as Record<string, unknown>)[p] : undefined;
          if (x !== undefined && String(x) === s.filter.value) next.push(item);
        }
      }
    }
    cur = next;
  }
  return cur;
}

function parseFor(text: string): Condition {
  const lower = text.toLowerCase();
  if (lower === 'delete') return { kind: 'delete' };
  if (lower === 'create') return { kind: 'create' };
  if (lower.startsWith('condition=')) {
    const rest = text.slice('condition='.length);
    const i = rest.indexOf('=');
    return i < 0 ? { kind: 'condition', name: rest, value: 'true' } : { kind: 'condition', name: rest.slice(0, i), value: rest.slice(i + 1) };
  }
  if (lower.startsWith('jsonpath=')) {
    const rest = text.slice('jsonpath='.length);
    const close = rest.lastIndexOf('}');
    let expr = rest;
    let value: string | undefined;
    if (close >= 0) {
      expr = rest.slice(0, close + 1);
      const after = rest.slice(close + 1);
      if (after !== '') {
        if (!after.startsWith('=')) throw new UsageError('jsonpath wait format must be --for=jsonpath=\'{.status.readyReplicas}\'=3 or --for=jsonpath=\'{.status.readyReplicas}\'');
        value = after.slice(1);
      }
    } else {
      const i = rest.indexOf('=');
      if (i >= 0) {
        expr = rest.slice(0, i);
        value = rest.slice(i + 1);
      }
    }
    if (value === '') throw new UsageError('jsonpath wait has to have a value after equal sign');
    if (expr.trim() === '' || expr.trim() === '{}') throw new UsageError('jsonpath expression cannot be empty');
    return { kind: 'jsonpath', path: parsePath(expr), ...(value !== undefined ? { value } : {}) };
  }
  throw new UsageError(`unrecognized condition: ${JSON.stringify(text)}`);
}

class WaitError extends Error {}

/** Whether `obj` meets the condition; throws kubectl's errors for unusable jsonpath results. */
function conditionMet(cond: Condition, obj: KubeObject | undefined): boolean {
  if (cond.kind === 'delete') return obj === undefined;
  if (obj === undefined) return false;
  if (cond.kind === 'create') return true;
  if (cond.kind === 'condition') {
    const o = obj as unknown as { metadata?: { generation?: number }; status?: { conditions?: Array<Record<string, unknown>> } };
    for (const c of o.status?.conditions ?? []) {
      if (typeof c['type'] !== 'string' || c['type'].toLowerCase() !== cond.name.toLowerCase()) continue;
      if (typeof c['status'] !== 'string') continue;
      const generation = o.metadata?.generation;
      const observed = typeof c['observedGeneration'] === 'number' ? c['observedGeneration'] : (o.status as { observedGeneration?: number } | undefined)?.observedGeneration;
      if (generation !== undefined && observed !== undefined && observed < generation) return false;
      return c['status'].toLowerCase() === cond.value.toLowerCase();
    }
    return false;
  }
  const results = evaluate(cond.path, obj);
  if (results.length === 0) return false;
  if (results.length > 1) throw new WaitError('given jsonpath expression matches more than one value');
  if (cond.value === undefined) return true;
  const r = results[0];
  if (r !== null && typeof r === 'object') throw new WaitError('jsonpath leads to a nested object or list which is not supported');
  return String(r ?? '<nil>').trim() === cond.value.trim();
}

export async function runWait(ctx: CliContext, opts: WaitOptions, io: CommandIO): Promise<number> {
  if (opts.for === '') throw new UsageError('unrecognized condition: ""');
  const cond = parseFor(opts.for);
  let timeoutMs = parseGoDuration(opts.timeout);
  if (timeoutMs < 0) timeoutMs = 7 * 24 * 3600 * 1000;
  const resolved = await resolveTargets(
    ctx,
    {
      args: opts.args,
      filenames: opts.filenames,
      ...(opts.selector !== undefined ? { selector: opts.selector } : {}),
      ...(opts.fieldSelector !== undefined ? { fieldSelector: opts.fieldSelector } : {}),
      all: opts.all,
      allNamespaces: opts.allNamespaces,
    },
    io,
    { fetch: true },
  );
  const errors = resolved.errors.filter((e) => !((cond.kind === 'delete' || cond.kind === 'create') && e.reason === 'NotFound'));
  if (errors.length > 0) {
    io.stderr.write(errorMessage(errors[0]) + '\n');
    return 1;
  }
  // Objects that do not exist yet: `--for=create` waits for them, `--for=delete` has nothing to wait for.
  const pending: Array<{ d: ResourceDescriptor<any>; namespace: string; name: string; object?: KubeObject }> = [...resolved.targets];
  if (cond.kind === 'create') {
    for (const e of resolved.errors) {
      const name = e.details?.name ?? '';
      const d = ctx.resolveResource(e.details?.kind ?? '');
      pending.push({ d, namespace: d.namespaced ? ctx.namespace : '', name });
    }
  }
  if (pending.length === 0 && cond.kind !== 'delete') throw new UsageError('no matching resources found');
  const client = await ctx.client();
  for (const t of pending) {
    const rc = client.resource(t.d, t.namespace);
    const controller = new AbortController();
    const timer = timeoutMs > 0 ? setTimeout(() => controller.abort(), timeoutMs) : undefined;
    let met = false;
    try {
      met = await waitOne(rc, t.name, t.object, cond, timeoutMs, controller.signal);
    } catch (err) {
      if (err instanceof WaitError) throw new UsageError(err.message);
      if (!controller.signal.aborted) throw err;
    } finally {
      if (timer) clearTimeout(timer);
    }
    if (!met) throw new UsageError(timeoutMs === 0 ? `condition not met for ${t.d.resource}/${t.name}` : `timed out waiting for the condition on ${t.d.resource}/${t.name}`);
    if (opts.output === 'name') io.stdout.write(kindName(t.d, t.name) + '\n');
    else io.stdout.write(`${kindName(t.d, t.name)} condition met\n`);
  }
  return 0;
}

/** First pause before re-reading after a failed read or watch; doubles up to the cap (client-go's reflector backs off 800 ms .. 30 s). */
const RESYNC_BACKOFF_START_MS = 800;
const RESYNC_BACKOFF_CAP_MS = 30_000;

type WaitClient = ReturnType<Awaited<ReturnType<CliContext['client']>>['resource']>;

/**
 * Whether `cond` holds for the named object before `signal` aborts (the deadline). As kubectl's
 * wait (an informer under watchtools.UntilWithSync): read the object (or, when it is absent,
 * the collection's resourceVersion), then watch from there; a watch the server ends is resumed
 * from the last version seen; an ERROR event (410 Gone after compaction, 504 for a version the
 * server does not have, e.g. after a restart on empty storage) or a failed request (server gone)
 * means reading again, after a backoff, until the deadline. Usage errors of the condition
 * (WaitError) and 4xx answers to the reads other than NotFound end the wait.
 */
async function waitOne(rc: WaitClient, name: string, listed: KubeObject | undefined, cond: Condition, timeoutMs: number, signal: AbortSignal): Promise<boolean> {
  let current: KubeObject | undefined = listed;
  let resourceVersion = listed?.metadata?.resourceVersion;
  let backoffMs = RESYNC_BACKOFF_START_MS;
  let mustRead = true;
  for (;;) {
    try {
      if (mustRead) {
        // Re-read: the object may have changed (or gone) since it was listed or last watched.
        try {
          const fresh: KubeObject = await rc.get(name, { signal });
          current = fresh;
          resourceVersion = fresh.metadata?.resourceVersion;
        } catch (err) {
          if (!(err instanceof ApiError) || err.reason !== 'NotFound') throw err;
          current = undefined;
          resourceVersion = (await rc.list({ fieldSelector: `metadata.name=${name}`, limit: 1, signal })).metadata?.resourceVersion;
        }
        mustRead = false;
      }
      if (conditionMet(cond, current)) return true;
      if (timeoutMs <= 0 || signal.aborted) return false;
      for await (const ev of rc.watch({
        fieldSelector: `metadata.name=${name}`,
        ...(resourceVersion ? { resourceVersion } : {}),
        allowWatchBookmarks: true,
        signal,
      })) {
        if (ev.type === 'ERROR') {
          mustRead = true;
          break;
        }
        resourceVersion = (ev.object as KubeObject | undefined)?.metadata?.resourceVersion ?? resourceVersion;
        if (ev.type === 'BOOKMARK') continue;
        current = ev.type === 'DELETED' ? undefined : (ev.object as KubeObject);
        if (conditionMet(cond, current)) return true;
        backoffMs = RESYNC_BACKOFF_START_MS;
      }
      if (!mustRead) continue; // the server ended the watch: resume from the last version seen
    } catch (err) {
      if (signal.aborted || err instanceof WaitError) throw err;
      // A client error is final (Forbidden, Unauthorized ...); 410 (a watch too old), 429 and the rest are retried.
      if (err instanceof ApiError && err.status.code !== undefined && err.status.code >= 400 && err.status.code < 500 && err.status.code !== 410 && err.status.code !== 429) throw err;
      mustRead = true;
    }
    if (!(await pause(backoffMs, signal))) return false;
    backoffMs = Math.min(backoffMs * 2, RESYNC_BACKOFF_CAP_MS);
  }
}

/** Resolves true after `ms`, or false as soon as `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (value: boolean) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      resolve(value);
    };
    const onAbort = () => done(false);
    const timer = setTimeout(() => done(true), ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
