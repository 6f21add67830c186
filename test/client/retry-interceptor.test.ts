/**
 * The retry interceptor against a scripted fake transport, on a manual clock: which
 * requests and answers are retried, how long it waits, that retried bodies are drained,
 * that aborts end a wait, and that createClient turns it on by default and off with
 * `retry: false`.
 */
import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/client/client.js';
import { TransportError } from '../../src/client/rest-client.js';
import {
  isRetryableConnectionError,
  isRetryableRequest,
  isWatchRequest,
  retryAfterSeconds,
  retryInterceptor,
  type RetryPolicy,
} from '../../src/client/retry-interceptor.js';
import { compose, readAll, type Transport, type TransportRequest, type TransportResponse } from '../../src/client/transport.js';
import { isServiceUnavailable, isTooManyRequests } from '../../src/meta/status.js';
import { rejectionOf } from '../e2e/harness.js';
import { ManualClock, flush } from '../support/manual-clock.js';

type Step = { status: number; headers?: Record<string, string>; body?: string } | { error: { code: string; message?: string } };

/** A transport answering from a script, recording every request and whether each body was read to the end. */
function scripted(steps: Step[]) {
  const requests: TransportRequest[] = [];
  const drained: boolean[] = [];
  let i = 0;
  const transport: Transport = {
    async request(req) {
      requests.push(req);
      const step = steps[Math.min(i++, steps.length - 1)]!;
      if ('error' in step) throw Object.assign(new Error(step.error.message ?? step.error.code), { code: step.error.code });
      const n = drained.push(false) - 1;
      const text = step.body ?? '';
      const res: TransportResponse = {
        status: step.status,
        headers: { 'content-type': 'application/json', ...Object.fromEntries(Object.entries(step.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])) },
        body: (async function* () {
          yield Buffer.from(text);
          drained[n] = true;
        })(),
      };
      return res;
    },
  };
  return { transport, requests, drained };
}

const GET = (url = 'https://api.test/apis/node.cluster.io/v1/runtimeclasses'): TransportRequest => ({ method: 'GET', url, headers: {} });

function withRetry(steps: Step[], policy: RetryPolicy = {}) {
  const clock = new ManualClock();
  const s = scripted(steps);
  const t = compose(s.transport, retryInterceptor({ clock, random: () => 0.5, ...policy }));
  return { ...s, clock, send: (req: TransportRequest) => t.request(req) };
}

const OK: Step = { status: 200, body: '{}' };
const unavailable = (retryAfter?: string): Step => ({ status: 503, body: 'busy', ...(retryAfter !== undefined ? { headers: { 'Retry-After': retryAfter } } : {}) });

describe('retryInterceptor: which answers are retried', () => {
  it.each([429, 500, 502, 503, 504])('retries %i with Retry-After after exactly that many seconds', async (status) => {
    const r = withRetry([{ status, headers: { 'Retry-After': '2' }, body: 'later' }, OK]);
    const pending = r.send(GET());
    await flush();
    expect(r.requests).toHaveLength(1);
    await r.clock.advance(1999);
    expect(r.requests).toHaveLength(1);
    await r.clock.advance(1);
    expect((await pending).status).toBe(200);
    expect(r.requests).toHaveLength(2);
    expect(r.clock.requestedDelays).toEqual([2000]);
    // The retried response's body was read to the end, so its connection could be reused.
    expect(r.drained[0]).toBe(true);
  });

  it.each([
    ['a 503 without Retry-After', unavailable()],
    ['a 501 with Retry-After', { status: 501, headers: { 'Retry-After': '1' } }],
    ['a 409 with Retry-After', { status: 409, headers: { 'Retry-After': '1' } }],
    ['an HTTP-date Retry-After (client-go reads only seconds)', unavailable('Wed, 21 Oct 2015 07:28:00 GMT')],
    ['a Retry-After longer than maxDelayMs', unavailable('6')],
  ] as const)('returns %s at once', async (_name, step) => {
    const r = withRetry([step as Step, OK]);
    const res = await r.send(GET());
    expect(res.status).toBe((step as { status: number }).status);
    expect(r.requests).toHaveLength(1);
    expect(r.clock.pendingTimers()).toBe(0);
  });

  it('gives up after maxRetries and returns the last answer untouched', async () => {
    const r = withRetry([unavailable('1')], { maxRetries: 2 });
    const pending = r.send(GET());
    await r.clock.advance(5000);
    const res = await pending;
    expect(res.status).toBe(503);
    expect(r.requests).toHaveLength(3);
    expect(r.drained).toEqual([true, true, false]);
    expect((await readAll(res.body)).toString()).toBe('busy');
  });

  it('retries Retry-After: 0 immediately', async () => {
    const r = withRetry([unavailable('0'), OK]);
    expect((await r.send(GET())).status).toBe(200);
    expect(r.requests).toHaveLength(2);
  });

  it('honours a larger maxDelayMs', async () => {
    const r = withRetry([unavailable('30'), OK], { maxDelayMs: 60_000 });
    const pending = r.send(GET());
    await r.clock.advance(30_000);
    expect((await pending).status).toBe(200);
    expect(r.clock.requestedDelays).toEqual([30_000]);
  });
});

describe('retryInterceptor: which requests are retried', () => {
  it.each(['GET', 'HEAD', 'PUT', 'DELETE'])('retries idempotent %s', async (method) => {
    const r = withRetry([unavailable('1'), OK]);
    const pending = r.send({ ...GET(), method, ...(method === 'PUT' ? { body: '{"kind":"RuntimeClass"}' } : {}) });
    await r.clock.advance(1000);
    expect((await pending).status).toBe(200);
    expect(r.requests.map((q) => q.method)).toEqual([method, method]);
    if (method === 'PUT') expect(r.requests[1]!.body).toBe('{"kind":"RuntimeClass"}');
  });

  it.each(['POST', 'PATCH'])('never retries %s, not even after a broken connection', async (method) => {
    const r = withRetry([unavailable('1'), OK]);
    expect((await r.send({ ...GET(), method })).status).toBe(503);
    const broken = withRetry([{ error: { code: 'ECONNRESET' } }, OK]);
    expect((await rejectionOf(broken.send({ ...GET(), method }))).code).toBe('ECONNRESET');
    expect(r.requests).toHaveLength(1);
    expect(broken.requests).toHaveLength(1);
  });

  it('never retries a watch', async () => {
    const r = withRetry([unavailable('1'), OK]);
    const res = await r.send(GET('https://api.test/apis/node.cluster.io/v1/runtimeclasses?watch=true&resourceVersion=5'));
    expect(res.status).toBe(503);
    expect(r.requests).toHaveLength(1);
  });

  it('recognises watches as the server does (Go ParseBool)', () => {
    for (const v of ['true', '1', 't', 'True', 'TRUE']) expect(isWatchRequest(`https://x/api/v1/namespaces?watch=${v}`)).toBe(true);
    for (const v of ['false', '0', 'yes', '']) expect(isWatchRequest(`https://x/api/v1/namespaces?watch=${v}`)).toBe(false);
    expect(isWatchRequest('https://x/api/v1/namespaces')).toBe(false);
    expect(isRetryableRequest({ method: 'get', url: 'https://x/api/v1/namespaces' })).toBe(true);
    expect(isRetryableRequest({ method: 'GET', url: 'https://x/api/v1/namespaces?watch=1' })).toBe(false);
  });
});

describe('retryInterceptor: broken connections', () => {
  it('retries a reset connection with bounded exponential backoff and jitter', async () => {
    const steps: Step[] = [
      { error: { code: 'ECONNRESET' } },
      { error: { code: 'EPIPE' } },
      { error: { code: 'UND_ERR_SOCKET', message: 'other side closed' } },
      { error: { code: 'ECONNRESET' } },
      OK,
    ];
    const r = withRetry(steps, { baseDelayMs: 100, maxDelayMs: 500, maxRetries: 5, random: () => 0.5 });
    const pending = r.send(GET());
    await r.clock.advance(10_000);
    expect((await pending).status).toBe(200);
    // Equal jitter with random 0.5: 3/4 of 100, 200, 400, then the 500 ms cap.
    expect(r.clock.requestedDelays).toEqual([75, 150, 300, 375]);
  });

  it('keeps every delay within [d/2, d] for the exponential delay d', async () => {
    for (const random of [0, 0.999]) {
      const r = withRetry([{ error: { code: 'ECONNRESET' } }, { error: { code: 'ECONNRESET' } }, OK], { baseDelayMs: 200, random: () => random });
      const pending = r.send(GET());
      await r.clock.advance(10_000);
      await pending;
      expect(r.clock.requestedDelays[0]).toBeGreaterThanOrEqual(100);
      expect(r.clock.requestedDelays[0]).toBeLessThanOrEqual(200);
      expect(r.clock.requestedDelays[1]).toBeGreaterThanOrEqual(200);
      expect(r.clock.requestedDelays[1]).toBeLessThanOrEqual(400);
    }
  });

  it('throws the last error once retries are used up', async () => {
    const r = withRetry([{ error: { code: 'ECONNRESET', message: 'read ECONNRESET' } }], { maxRetries: 2 });
    const pending = rejectionOf(r.send(GET()));
    await r.clock.advance(10_000);
    expect((await pending).message).toBe('read ECONNRESET');
    expect(r.requests).toHaveLength(3);
  });

  it('does not retry a refused connection: nothing is listening, fail fast', async () => {
    const r = withRetry([{ error: { code: 'ECONNREFUSED' } }, OK]);
    expect((await rejectionOf(r.send(GET()))).code).toBe('ECONNREFUSED');
    expect(r.requests).toHaveLength(1);
  });

  it('finds the code in the cause chain (fetch wraps socket errors)', () => {
    expect(isRetryableConnectionError(new TypeError('fetch failed', { cause: Object.assign(new Error('x'), { code: 'ECONNRESET' }) }))).toBe(true);
    expect(isRetryableConnectionError(Object.assign(new Error('x'), { name: 'AbortError', code: 'ECONNRESET' }))).toBe(false);
    expect(isRetryableConnectionError(new Error('plain'))).toBe(false);
  });

  it('uses a custom error predicate', async () => {
    const r = withRetry([{ error: { code: 'ETIMEDOUT' } }, OK], { isRetryableError: (e) => (e as { code?: string }).code === 'ETIMEDOUT' });
    const pending = r.send(GET());
    await r.clock.advance(1000);
    expect((await pending).status).toBe(200);
  });
});

describe('retryInterceptor: waiting', () => {
  it('an aborted signal ends the wait with the abort, and nothing is sent again', async () => {
    const r = withRetry([unavailable('3'), OK]);
    const controller = new AbortController();
    const pending = rejectionOf(r.send({ ...GET(), signal: controller.signal }));
    await flush();
    controller.abort();
    expect((await pending).name).toBe('AbortError');
    await r.clock.advance(10_000);
    expect(r.requests).toHaveLength(1);
    expect(r.clock.pendingTimers()).toBe(0);
  });

  it('reports each retry to onRetry', async () => {
    const events: unknown[] = [];
    const r = withRetry([unavailable('1'), { error: { code: 'ECONNRESET' } }, OK], { onRetry: (e) => events.push({ ...e, error: e.error ? 'err' : undefined }) });
    const pending = r.send(GET());
    await r.clock.advance(10_000);
    await pending;
    expect(events).toEqual([
      { method: 'GET', url: GET().url, retry: 1, delayMs: 1000, status: 503, error: undefined },
      { method: 'GET', url: GET().url, retry: 2, delayMs: 300, error: 'err' },
    ]);
  });

  it('parses Retry-After like client-go: whole seconds only, negatives as 0', () => {
    expect(retryAfterSeconds('7')).toBe(7);
    expect(retryAfterSeconds(['2', '9'])).toBe(2);
    expect(retryAfterSeconds(' 3 ')).toBe(3);
    expect(retryAfterSeconds('-4')).toBe(0);
    expect(retryAfterSeconds('1.5')).toBeUndefined();
    expect(retryAfterSeconds(undefined)).toBeUndefined();
  });
});

describe('createClient retry option', () => {
  it('retries by default, outside the bearer-token interceptor', async () => {
    const clock = new ManualClock();
    const s = scripted([{ status: 429, headers: { 'Retry-After': '1' }, body: 'slow down' }, { status: 200, body: '{"kind":"RuntimeClass","metadata":{"name":"a"},"handler":"h"}' }]);
    const client = createClient({ server: 'https://api.test', transport: s.transport, token: 't0', retry: { clock } });
    const pending = client.runtimeClasses.get('a');
    await clock.advance(1000);
    expect((await pending).handler).toBe('h');
    expect(s.requests.map((r) => r.headers['Authorization'])).toEqual(['Bearer t0', 'Bearer t0']);
  });

  it('is on without any option (a 429 with Retry-After: 0 is retried)', async () => {
    const s = scripted([{ status: 429, headers: { 'Retry-After': '0' } }, { status: 200, body: '{"items":[]}' }]);
    const client = createClient({ server: 'https://api.test', transport: s.transport });
    await client.runtimeClasses.list();
    expect(s.requests).toHaveLength(2);
  });

  it('retry: false turns it off', async () => {
    const s = scripted([{ status: 429, headers: { 'Retry-After': '0' }, body: 'slow down' }, OK]);
    const client = createClient({ server: 'https://api.test', transport: s.transport, retry: false });
    const err = await rejectionOf(client.runtimeClasses.get('a'));
    expect(isTooManyRequests(err)).toBe(true);
    expect(err.retryAfterSeconds).toBeUndefined();
    expect(s.requests).toHaveLength(1);
  });

  it('surfaces the last answer as ApiError when retries run out', async () => {
    const clock = new ManualClock();
    const s = scripted([unavailable('1')]);
    const client = createClient({ server: 'https://api.test', transport: s.transport, retry: { clock, maxRetries: 1 } });
    const pending = rejectionOf(client.runtimeClasses.get('a'));
    await clock.advance(5000);
    const err = await pending;
    expect(isServiceUnavailable(err)).toBe(true);
    expect(err.retryAfterSeconds).toBe(1);
    expect(s.requests).toHaveLength(2);
  });

  it('wraps a connection error that outlived its retries in TransportError', async () => {
    const clock = new ManualClock();
    const s = scripted([{ error: { code: 'ECONNRESET', message: 'socket hang up' } }]);
    const client = createClient({ server: 'https://api.test', transport: s.transport, retry: { clock, maxRetries: 1 } });
    const pending = rejectionOf(client.runtimeClasses.list());
    await clock.advance(5000);
    const err = await pending;
    expect(err).toBeInstanceOf(TransportError);
    expect(err.message).toBe('GET https://api.test/apis/node.cluster.io/v1/runtimeclasses: socket hang up');
    expect(s.requests).toHaveLength(2);
  });

  it('does not retry creates', async () => {
    const s = scripted([unavailable('0'), OK]);
    const client = createClient({ server: 'https://api.test', transport: s.transport });
    expect(isServiceUnavailable(await rejectionOf(client.runtimeClasses.create({ metadata: { name: 'a' }, handler: 'h' })))).toBe(true);
    expect(s.requests).toHaveLength(1);
  });
});
