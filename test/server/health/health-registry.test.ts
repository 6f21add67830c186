import { describe, expect, it } from 'vitest';
import { HEALTHZ_DEPRECATION_WARNING, HealthRegistry, type HealthEndpoint } from '../../../src/server/health/health-registry.js';
import { delayedCheck, namedCheck, postStartHookCheck, type HealthCheck } from '../../../src/server/health/health-check.js';
import { ManualClock } from '../../support/manual-clock.js';

const TEXT = { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' };

function failing(name: string, message = 'boom'): HealthCheck {
  return namedCheck(name, () => {
    throw new Error(message);
  });
}

function toggle(name: string): HealthCheck & { healthy: boolean } {
  const c = {
    name,
    healthy: true,
    check() {
      if (!c.healthy) throw new Error(`${name} is down`);
    },
  };
  return c;
}

describe('aggregate endpoints', () => {
  it.each(['livez', 'readyz', 'healthz'] as const)('/%s without verbose answers a bare ok', async (endpoint) => {
    const res = await new HealthRegistry({ clock: new ManualClock() }).handle(`/${endpoint}`);
    expect(res?.status).toBe(200);
    expect(res?.body).toBe('ok');
    expect(res?.headers).toMatchObject(TEXT);
  });

  const verbose: Array<{ endpoint: HealthEndpoint; body: string }> = [
    { endpoint: 'livez', body: '[+]ping ok\n[+]log ok\n[+]etcd ok\nlivez check passed\n' },
    { endpoint: 'readyz', body: '[+]ping ok\n[+]log ok\n[+]etcd ok\n[+]informer-sync ok\n[+]shutdown ok\nreadyz check passed\n' },
    { endpoint: 'healthz', body: '[+]ping ok\n[+]log ok\n[+]etcd ok\nhealthz check passed\n' },
  ];
  it.each(verbose)('/$endpoint?verbose lists checks in registration order', async ({ endpoint, body }) => {
    const h = new HealthRegistry({ clock: new ManualClock() });
    h.addHealthChecks(namedCheck('etcd', () => {}));
    h.addReadyzChecks(namedCheck('informer-sync', () => {}));
    const res = await h.handle(`/${endpoint}`, 'verbose');
    expect(res).toMatchObject({ status: 200, body });
    expect(h.checkNames(endpoint)).toEqual(body.split('\n').filter((l) => l.startsWith('[+]')).map((l) => l.slice(3, -3)));
  });

  it('a failing check fails the endpoint, always verbose, reason withheld and logged', async () => {
    const logged: string[] = [];
    const h = new HealthRegistry({ clock: new ManualClock(), onCheckFailed: (e, c, err) => logged.push(`${e}/${c}: ${(err as Error).message}`) });
    h.addHealthChecks(failing('etcd', 'dial tcp: connection refused'));
    const res = await h.handle('/livez');
    expect(res).toEqual({
      status: 500,
      headers: TEXT,
      body: '[+]ping ok\n[+]log ok\n[-]etcd failed: reason withheld\nlivez check failed\n',
    });
    expect(logged).toEqual(['livez/etcd: dial tcp: connection refused']);
  });

  it('async checks are awaited, rejections count as failures', async () => {
    const h = new HealthRegistry({ clock: new ManualClock(), defaultChecks: false });
    h.addHealthChecks(
      namedCheck('slow', async () => {
        await new Promise((r) => setImmediate(r));
      }),
      namedCheck('rejects', () => Promise.reject(new Error('no'))),
    );
    const res = await h.handle('/healthz', '?verbose');
    expect(res?.status).toBe(500);
    expect(res?.body).toBe('[+]slow ok\n[-]rejects failed: reason withheld\nhealthz check failed\n');
  });

  const excludes: Array<{ name: string; query: string; status: number; body: string }> = [
    {
      name: 'excluded failing check passes',
      query: 'exclude=etcd&verbose',
      status: 200,
      body: '[+]ping ok\n[+]log ok\n[+]etcd excluded: ok\nlivez check passed\n',
    },
    {
      name: 'repeatable, unknown exclusions warned sorted and quoted',
      query: 'exclude=zz&exclude=etcd&exclude=aa&exclude=log&verbose',
      status: 200,
      body: '[+]ping ok\n[+]log excluded: ok\n[+]etcd excluded: ok\nwarn: some health checks cannot be excluded: no matches for "aa","zz"\nlivez check passed\n',
    },
    { name: 'exclusion without verbose', query: 'exclude=etcd', status: 200, body: 'ok' },
    {
      name: 'unknown exclusion on failure',
      query: 'exclude=nope',
      status: 500,
      body: '[+]ping ok\n[+]log ok\n[-]etcd failed: reason withheld\nwarn: some health checks cannot be excluded: no matches for "nope"\nlivez check failed\n',
    },
  ];
  it.each(excludes)('$name', async (c) => {
    const h = new HealthRegistry({ clock: new ManualClock() });
    h.addHealthChecks(failing('etcd'));
    const res = await h.handle('/livez', new URLSearchParams(c.query));
    expect(res?.status).toBe(c.status);
    expect(res?.body).toBe(c.body);
  });

  it('with no checks at all, ping is the default', async () => {
    const h = new HealthRegistry({ clock: new ManualClock(), defaultChecks: false });
    expect((await h.handle('/livez', 'verbose'))?.body).toBe('[+]ping ok\nlivez check passed\n');
  });

  it('/healthz carries the deprecation Warning header; the others do not', async () => {
    const h = new HealthRegistry({ clock: new ManualClock() });
    expect((await h.handle('/healthz'))?.headers.Warning).toBe(HEALTHZ_DEPRECATION_WARNING);
    expect((await h.handle('/healthz/ping'))?.headers.Warning).toBe(HEALTHZ_DEPRECATION_WARNING);
    expect((await h.handle('/livez'))?.headers.Warning).toBeUndefined();
    expect(HEALTHZ_DEPRECATION_WARNING).toMatch(/^299 - ".*"$/);
    const quiet = new HealthRegistry({ clock: new ManualClock(), healthzWarning: '' });
    expect((await quiet.handle('/healthz'))?.headers.Warning).toBeUndefined();
  });
});

describe('individual checks', () => {
  it.each([
    ['/livez/ping', 200, 'ok'],
    ['/readyz/log', 200, 'ok'],
    ['/readyz/etcd', 500, 'internal server error: etcd is down\n'],
    ['/healthz/etcd', 500, 'internal server error: etcd is down\n'],
    ['/readyz/shutdown', 200, 'ok'],
  ])('%s -> %i %j', async (path, status, body) => {
    const h = new HealthRegistry({ clock: new ManualClock() });
    const etcd = toggle('etcd');
    etcd.healthy = false;
    h.addHealthChecks(etcd);
    const res = await h.handle(path);
    expect(res?.status).toBe(status);
    expect(res?.body).toBe(body);
    expect(res?.headers['Content-Type']).toBe('text/plain; charset=utf-8');
  });

  it('serves nested check names such as poststarthook/<name>', async () => {
    const h = new HealthRegistry({ clock: new ManualClock() });
    const done = h.addPostStartHook('start-informers');
    expect((await h.handle('/readyz/poststarthook/start-informers'))?.body).toBe('internal server error: not finished\n');
    done();
    expect((await h.handle('/readyz/poststarthook/start-informers'))?.body).toBe('ok');
  });

  it.each(['/livez/shutdown', '/readyz/nope', '/metrics', '/livez/', '/livezz', '/'])('%s is not a health path', async (path) => {
    const h = new HealthRegistry({ clock: new ManualClock() });
    expect(await h.handle(path)).toBeUndefined();
  });
});

describe('livez grace period', () => {
  it('boot-sequence checks pass on /livez during the grace period but fail /readyz at once', async () => {
    const clock = new ManualClock();
    const h = new HealthRegistry({ clock, livezGracePeriodMs: 10_000 });
    h.addPostStartHook('bootstrap-controller');
    expect((await h.handle('/livez'))?.status).toBe(200);
    expect((await h.handle('/readyz'))?.status).toBe(500);
    expect((await h.handle('/healthz'))?.status).toBe(500);
    await clock.advance(10_000);
    expect((await h.handle('/livez'))?.status).toBe(200); // the boundary itself still passes (After)
    await clock.advance(1);
    const res = await h.handle('/livez');
    expect(res?.status).toBe(500);
    expect(res?.body).toContain('[-]poststarthook/bootstrap-controller failed: reason withheld\n');
  });

  it('a finished hook passes everywhere after the grace period', async () => {
    const clock = new ManualClock();
    const h = new HealthRegistry({ clock, livezGracePeriodMs: 5_000 });
    const done = h.addPostStartHook('x');
    done();
    await clock.advance(60_000);
    for (const e of ['/livez', '/readyz', '/healthz']) expect((await h.handle(e))?.status).toBe(200);
  });

  it('delayedCheck passes until the delay after creation', async () => {
    const clock = new ManualClock();
    const c = delayedCheck(failing('x'), clock, 100);
    expect(() => c.check()).not.toThrow();
    await clock.advance(101);
    expect(() => c.check()).toThrow('boom');
  });

  it('postStartHookCheck reports finished', () => {
    const c = postStartHookCheck('h');
    expect(c.name).toBe('poststarthook/h');
    expect(c.finished).toBe(false);
    c.done();
    expect(c.finished).toBe(true);
  });
});

describe('graceful shutdown', () => {
  it('readyz turns unready at once; the promise resolves after --shutdown-delay-duration', async () => {
    const clock = new ManualClock();
    const h = new HealthRegistry({ clock, shutdownDelayMs: 5_000 });
    let stopped = false;
    const p = h.startShutdown().then(() => {
      stopped = true;
    });
    expect(h.shuttingDown).toBe(true);
    const ready = await h.handle('/readyz', 'verbose');
    expect(ready?.status).toBe(500);
    expect(ready?.body).toBe('[+]ping ok\n[+]log ok\n[-]shutdown failed: reason withheld\nreadyz check failed\n');
    expect((await h.handle('/readyz/shutdown'))?.body).toBe('internal server error: process is shutting down\n');
    expect((await h.handle('/livez'))?.status).toBe(200);
    expect((await h.handle('/healthz'))?.status).toBe(200);
    await clock.advance(4_999);
    expect(stopped).toBe(false);
    await clock.advance(1);
    await p;
    expect(stopped).toBe(true);
    expect(h.startShutdown()).toBe(h.startShutdown());
  });

  it('without a delay shutdown resolves immediately', async () => {
    const h = new HealthRegistry({ clock: new ManualClock() });
    await expect(h.startShutdown()).resolves.toBeUndefined();
  });

  it('"shutdown" is reserved on readyz and duplicate names are refused', () => {
    const h = new HealthRegistry({ clock: new ManualClock() });
    expect(() => h.addReadyzChecks(namedCheck('shutdown', () => {}))).toThrow(/reserved/);
    expect(() => h.addHealthChecks(namedCheck('ping', () => {}))).toThrow(/duplicate health check "ping" on \/healthz/);
    expect(() => h.addLivezChecks(namedCheck('', () => {}))).toThrow(/invalid health check name/);
  });
});
