/**
 * The fuzz suite's harness: one in-process server per test file (CBOR gate on, so every
 * accepted media type is reachable), requests with a hard per-request timeout, a raw socket
 * for request targets an HTTP client would normalise, a full-state snapshot for the "nothing
 * changed unless 2xx" property, and a tally of inputs and statuses that `npm run fuzz`
 * prints as a table.
 *
 * Run size: `CTL_FUZZ_RUNS` (runs per property; default per call site, small enough for
 * `npm test`), seed: `CTL_FUZZ_SEED` (default 20261123). `CTL_FUZZ_REPORT_DIR` makes each file
 * write its tally there (scripts/fuzz.mjs reads them).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { basename, join } from 'node:path';
import { Agent, request } from 'undici';
import { afterAll } from 'vitest';
import { allResources, resourcePath } from '../../src/meta/resources.js';
import { startServer, type RunningServer } from '../../src/server/index.js';

/** Seed of every property in the suite (fixed; `CTL_FUZZ_SEED` overrides). */
export const FUZZ_SEED = Number(process.env.CTL_FUZZ_SEED ?? 20261123);

/** Runs of one property: `CTL_FUZZ_RUNS` when set, else the call site's default. */
export function fuzzRuns(defaultRuns: number): number {
  const n = Number(process.env.CTL_FUZZ_RUNS);
  return Number.isInteger(n) && n > 0 ? n : defaultRuns;
}

/** A long fuzz run (`npm run fuzz`) stretches test timeouts with the run count. */
export function fuzzTimeoutMs(defaultRuns: number): number {
  return Math.max(60_000, fuzzRuns(defaultRuns) * 400);
}

/** fast-check parameters shared by every property. */
export function fuzzParams(defaultRuns: number): { seed: number; numRuns: number } {
  return { seed: FUZZ_SEED, numRuns: fuzzRuns(defaultRuns) };
}

/** The longest a single exchange may take before it counts as a hang. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** Response bodies are read up to this many bytes (a Status may echo a large patch). */
const MAX_READ_BYTES = 16 << 20;

export const RC_PATH = '/apis/node.cluster.io/v1/runtimeclasses';
export const LC_PATH = '/apis/coordination.cluster.io/v1beta1/namespaces/default/leasecandidates';
export const LC_ALL_PATH = '/apis/coordination.cluster.io/v1beta1/leasecandidates';
export const LEASE_PATH = '/apis/coordination.cluster.io/v1/namespaces/default/leases';
export const VAP_PATH = '/apis/admissionregistration.cluster.io/v1/validatingadmissionpolicies';
export const VAPB_PATH = '/apis/admissionregistration.cluster.io/v1/validatingadmissionpolicybindings';

/**
 * The resources a snapshot reads (key prefix, all-namespaces list path) and where one of their
 * objects lives, so that reset can delete what a test created: every stored resource of a named
 * group (namespaces are the fixture's ground, the self reviews store nothing).
 */
const SNAPSHOT_RESOURCES: ReadonlyArray<readonly [string, string, (ns: string, name: string) => string]> = allResources
  .filter((d) => !d.createOnly && d.group !== '')
  .map((d) => [d.resource, resourcePath(d), (ns, name) => resourcePath(d, { ...(d.namespaced ? { namespace: ns } : {}), name })] as const);

/** The fixture every file starts from (and is reset to): one object per resource. */
export const FIXTURE_RC = {
  apiVersion: 'node.cluster.io/v1',
  kind: 'RuntimeClass',
  metadata: { name: 'fuzz-rc', labels: { tier: 'fuzz' } },
  handler: 'runc',
  overhead: { podFixed: { cpu: '250m', memory: '64Mi' } },
  scheduling: { nodeSelector: { 'node.cluster.io/pool': 'a' }, tolerations: [{ key: 'k', operator: 'Exists', effect: 'NoSchedule' }] },
};
export const FIXTURE_LC = {
  apiVersion: 'coordination.cluster.io/v1beta1',
  kind: 'LeaseCandidate',
  metadata: { name: 'fuzz-lc', namespace: 'default' },
  spec: { leaseName: 'kcm', binaryVersion: '1.33.0', emulationVersion: '1.33.0', strategy: 'OldestEmulationVersion' },
};

export interface Answer {
  /** HTTP status, or 'hang' (no answer within the timeout), or 'reset' (connection dropped). */
  readonly status: number | 'hang' | 'reset';
  readonly contentType: string;
  readonly body: Buffer;
}

export interface FuzzRequest {
  readonly method: string;
  readonly path: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: Uint8Array | string;
}

/** Tally: key (target and media type) -> status -> count. */
const tally = new Map<string, Map<string, number>>();

/** Count one input under `key` with what it got. */
export function record(key: string, status: number | string): void {
  let row = tally.get(key);
  if (!row) tally.set(key, (row = new Map()));
  const s = String(status);
  row.set(s, (row.get(s) ?? 0) + 1);
}

/** Write this file's tally for scripts/fuzz.mjs (only when CTL_FUZZ_REPORT_DIR is set). */
export function writeTally(file: string): void {
  const dir = process.env.CTL_FUZZ_REPORT_DIR;
  if (!dir || tally.size === 0) return;
  mkdirSync(dir, { recursive: true });
  const out: Record<string, Record<string, number>> = {};
  for (const [k, row] of tally) out[k] = Object.fromEntries(row);
  writeFileSync(join(dir, basename(file) + '.json'), JSON.stringify(out, null, 1));
}

export interface FuzzServer {
  readonly url: string;
  readonly server: RunningServer;
  /** Failures the server reported through onError (a 500 or worse happened). */
  readonly reported: unknown[];
  /** Send a request; `streaming` reads only the head of a 2xx answer (watches). */
  send(req: FuzzRequest, options?: { streaming?: boolean }): Promise<Answer>;
  /** Send raw bytes on a fresh connection; the first response's status (or hang/reset). */
  raw(bytes: Buffer): Promise<Answer>;
  /** Every stored object of both resources, keyed `resource/namespace/name` -> JSON text. */
  snapshot(): Promise<Map<string, string>>;
  /** The health probe answers 200 `ok`. */
  healthy(): Promise<boolean>;
  /** Put the store back to the fixture (delete extras, re-create the fixture objects). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** Start the file's server (CBOR gate on) and seed the fixture. */
export async function startFuzzServer(): Promise<FuzzServer> {
  const reported: unknown[] = [];
  const server = await startServer({ port: 0, featureGates: { CBORServingAndStorage: true }, tooLargeResourceVersionWaitMs: 20, onError: (err) => reported.push(err) });
  const agent = new Agent({ connections: 8, headersTimeout: REQUEST_TIMEOUT_MS, bodyTimeout: REQUEST_TIMEOUT_MS });
  const url = server.url;

  async function send(req: FuzzRequest, options: { streaming?: boolean } = {}): Promise<Answer> {
    const signal = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    try {
      const res = await request(url + req.path, {
        method: req.method as 'GET',
        headers: { accept: 'application/json', ...req.headers },
        body: req.body ?? null,
        dispatcher: agent,
        signal,
      });
      if (options.streaming && res.statusCode >= 200 && res.statusCode < 300) {
        res.body.on('error', () => {}); // our own abort, not a failure
        res.body.destroy();
        return { status: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), body: Buffer.alloc(0) };
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const c of res.body) {
        chunks.push(c as Buffer);
        size += (c as Buffer).length;
        if (size > MAX_READ_BYTES) break; // a watch or huge list: the status is what counts
      }
      if (size > MAX_READ_BYTES) {
        res.body.on('error', () => {});
        res.body.destroy();
      }
      return { status: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks) };
    } catch (err) {
      const name = (err as { name?: string; code?: string }).name;
      const code = (err as { code?: string }).code;
      if (name === 'TimeoutError' || name === 'AbortError' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') return { status: 'hang', contentType: '', body: Buffer.alloc(0) };
      return { status: 'reset', contentType: '', body: Buffer.from(String(err)) };
    }
  }

  function raw(bytes: Buffer): Promise<Answer> {
    return new Promise((resolve) => {
      const socket = connect(server.port, '127.0.0.1');
      const chunks: Buffer[] = [];
      let done = false;
      const finish = (status: Answer['status']) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        socket.destroy();
        resolve({ status, contentType: '', body: Buffer.concat(chunks) });
      };
      const timer = setTimeout(() => finish('hang'), REQUEST_TIMEOUT_MS);
      const statusOf = (): number | undefined => {
        const text = Buffer.concat(chunks).toString('latin1');
        const m = /^HTTP\/1\.[01] (\d{3}) /.exec(text);
        return m && text.includes('\r\n\r\n') ? Number(m[1]) : undefined;
      };
      socket.on('data', (c) => {
        chunks.push(c);
        const s = statusOf();
        if (s !== undefined) finish(s);
      });
      socket.on('error', () => finish(statusOf() ?? 'reset'));
      socket.on('close', () => finish(statusOf() ?? 'reset'));
      socket.write(bytes);
    });
  }

  async function listJson(path: string): Promise<Array<{ metadata: { name: string; namespace?: string } }>> {
    const res = await request(url + path, { headers: { accept: 'application/json' }, dispatcher: agent });
    const body = (await res.body.json()) as { items?: Array<{ metadata: { name: string; namespace?: string } }> };
    if (res.statusCode !== 200 || !body.items) throw new Error(`listing ${path} answered ${res.statusCode}`);
    return body.items;
  }

  async function snapshot(): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    for (const [resource, path] of SNAPSHOT_RESOURCES) {
      for (const item of await listJson(path)) out.set(`${resource}/${item.metadata.namespace ?? ''}/${item.metadata.name}`, JSON.stringify(item));
    }
    return out;
  }

  async function healthy(): Promise<boolean> {
    try {
      const res = await request(url + '/healthz', { dispatcher: agent, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      const text = await res.body.text();
      return res.statusCode === 200 && text === 'ok';
    } catch {
      return false;
    }
  }

  async function must(method: string, path: string, body?: unknown): Promise<void> {
    const res = await request(url + path, {
      method: method as 'GET',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
      dispatcher: agent,
    });
    const text = await res.body.text();
    if (res.statusCode >= 300 && res.statusCode !== 404 && res.statusCode !== 409) throw new Error(`${method} ${path}: ${res.statusCode} ${text}`);
  }

  let fixtureState: Map<string, string> | undefined;
  async function reset(): Promise<void> {
    const now = await snapshot();
    if (fixtureState && sameKeysAndValues(now, fixtureState)) return;
    for (const key of now.keys()) {
      const [resource, ns, name] = key.split('/') as [string, string, string];
      const objectPath = SNAPSHOT_RESOURCES.find(([r]) => r === resource)![2];
      await must('DELETE', objectPath(ns, name));
    }
    await must('POST', RC_PATH, FIXTURE_RC);
    await must('POST', LC_PATH, FIXTURE_LC);
    fixtureState = await snapshot();
  }

  await must('POST', '/api/v1/namespaces', { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'default' } });
  await reset();
  return {
    url,
    server,
    reported,
    send,
    raw,
    snapshot,
    healthy,
    reset,
    close: async () => {
      await server.close();
      await agent.close();
    },
  };
}

function sameKeysAndValues(a: Map<string, string>, b: Map<string, string>): boolean {
  if (a.size !== b.size) return false;
  for (const [k, v] of a) if (b.get(k) !== v) return false;
  return true;
}

/** Keys whose stored JSON differs between two snapshots (added, removed or changed). */
export function changedKeys(before: Map<string, string>, after: Map<string, string>): string[] {
  const out = new Set<string>();
  for (const [k, v] of before) if (after.get(k) !== v) out.add(k);
  for (const k of after.keys()) if (!before.has(k)) out.add(k);
  return [...out].sort();
}

/** A server shared by one test file, closed (and its tally written) after the file. */
export function fuzzServerForFile(file: string): () => Promise<FuzzServer> {
  let started: Promise<FuzzServer> | undefined;
  afterAll(async () => {
    writeTally(file);
    if (started) await (await started).close();
  });
  return () => (started ??= startFuzzServer());
}

/** What `fn` throws, or undefined when it returns (to compare errors of two paths). */
export function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (err) {
    return err;
  }
  return undefined;
}
