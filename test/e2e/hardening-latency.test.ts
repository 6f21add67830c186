/**
 * Issue 9 (hardening): a 3 MiB write of any shape must not stall other requests. While the
 * big create is processed, a probe loop of GETs on its own connection must be answered
 * within 200 ms each, and the big write must still get its real answer.
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { startCluster } from './harness.js';

const PROBE_BOUND_MS = 200;
const MAX_BODY = 3 * 1024 * 1024;

interface Answer {
  readonly status: number;
  readonly body: string;
}

function send(url: string, agent: Agent, method: string, path: string, body?: Buffer, contentType = 'application/json'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url + path, { method, agent, headers: body ? { 'content-type': contentType, 'content-length': body.length } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Fill `make(i)` entries until the JSON of `wrap(entries)` nearly reaches 3 MiB. */
function fill<E>(make: (i: number) => E, wrap: (entries: E[]) => unknown, approxEntryBytes: number): Buffer {
  const entries: E[] = [];
  const n = Math.floor((MAX_BODY - 4096) / approxEntryBytes);
  for (let i = 0; i < n; i++) entries.push(make(i));
  let body = Buffer.from(JSON.stringify(wrap(entries)));
  while (body.length > MAX_BODY - 1024) {
    entries.length = Math.floor(entries.length * 0.97);
    body = Buffer.from(JSON.stringify(wrap(entries)));
  }
  return body;
}

const rcWith = (name: string, extra: Record<string, unknown>, meta: Record<string, unknown> = {}) => ({
  apiVersion: 'node.cluster.io/v1',
  kind: 'RuntimeClass',
  metadata: { name, ...meta },
  handler: 'h',
  ...extra,
});

/** A block-style YAML RuntimeClass with tolerations up to 3 MiB (the `yaml` package reads about 1 MB/s). */
function yamlTolerations(): Buffer {
  let text = 'apiVersion: node.cluster.io/v1\nkind: RuntimeClass\nmetadata:\n  name: yaml-block\nhandler: h\nscheduling:\n  tolerations:\n';
  for (let i = 0; text.length < MAX_BODY - 4096; i++) text += `  - key: k${i.toString(36)}\n    operator: Exists\n    effect: NoSchedule\n`;
  return Buffer.from(text);
}

/** The shapes of a 3 MiB body that once stalled the server, each held to the 200 ms bound. */
const shapes: Array<{ name: string; body: () => Buffer; expected: number[]; contentType?: string }> = [
  {
    name: '200k finalizers',
    body: () => fill((i) => `a.io/${i.toString(36)}`, (f) => rcWith('finalizers', {}, { finalizers: f }), 11),
    expected: [201, 422],
  },
  {
    name: '100k labels',
    body: () =>
      fill(
        (i) => [`k${i.toString(36)}`, `v${i}`] as const,
        (e) => rcWith('labels', {}, { labels: Object.fromEntries(e) }),
        24,
      ),
    expected: [201, 422],
  },
  {
    name: 'one huge annotation',
    body: () => Buffer.from(JSON.stringify(rcWith('annotation', {}, { annotations: { big: 'x'.repeat(MAX_BODY - 4096) } }))),
    expected: [422],
  },
  {
    name: 'a huge toleration list in spec',
    body: () =>
      fill(
        (i) => ({ key: `k${i.toString(36)}`, operator: 'Exists', effect: 'NoSchedule' }),
        (t) => rcWith('tolerations', { scheduling: { tolerations: t } }),
        52,
      ),
    expected: [201, 422],
  },
  {
    name: 'a block-style YAML toleration list',
    body: yamlTolerations,
    contentType: 'application/yaml',
    // Decoded on a worker thread (the yaml package composes a document in one ~0.7 s call).
    expected: [201, 422],
  },
  {
    name: 'deeply but legally nested structures',
    body: () =>
      fill(
        (i) => ({ key: `k${i}`, operator: 'Equal', value: `v${i}`, effect: 'NoExecute', tolerationSeconds: i }),
        (t) => rcWith('nested', { scheduling: { nodeSelector: { a: 'b' }, tolerations: t }, overhead: { podFixed: { cpu: '1', memory: '1Gi' } } }),
        90,
      ),
    expected: [201, 422],
  },
];

describe('bounded work per request', () => {
  for (const shape of shapes) {
    const bound = PROBE_BOUND_MS;
    it(`a 3 MiB create with ${shape.name} keeps other requests answered within ${bound} ms`, async () => {
      const { url } = await startCluster();
      const body = shape.body();
      expect(body.length).toBeLessThanOrEqual(MAX_BODY);
      expect(body.length).toBeGreaterThan(2 * 1024 * 1024);
      const bigAgent = new Agent({ keepAlive: true, maxSockets: 1 });
      const probeAgent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        // Warm the probe connection so its latency is the server's, not a TCP handshake.
        expect((await send(url, probeAgent, 'GET', '/api/v1/namespaces/default')).status).toBe(200);
        let done = false;
        const latencies: number[] = [];
        const probes = (async () => {
          while (!done) {
            const t0 = performance.now();
            const r = await send(url, probeAgent, 'GET', '/api/v1/namespaces/default');
            latencies.push(performance.now() - t0);
            expect(r.status).toBe(200);
          }
        })();
        const t0 = performance.now();
        const answer = await send(url, bigAgent, 'POST', '/apis/node.cluster.io/v1/runtimeclasses', body, shape.contentType);
        const writeMs = performance.now() - t0;
        done = true;
        await probes;
        expect(shape.expected, `status ${answer.status}: ${answer.body.slice(0, 300)}`).toContain(answer.status);
        const worst = Math.max(...latencies);
        expect(latencies.length).toBeGreaterThan(0);
        expect(worst, `worst probe ${worst.toFixed(1)} ms over ${latencies.length} probes; write took ${writeMs.toFixed(0)} ms`).toBeLessThan(bound);
      } finally {
        bigAgent.destroy();
        probeAgent.destroy();
      }
    }, 60_000);
  }
});
